// Promotions (/hotel-admin/promotions, PROMOTION; designed): a hotel's promotion codes, newest first,
// searched by code or name, edited in a drawer: a percentage (at most 100) or an amount off bookings
// over a period, for Web and/or Direct bookings. Add/edit need WRITE, delete MAINTAIN.

import {
  Badge,
  Group,
  MultiSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  Textarea,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { PERCENTAGE } from '@hotel/domain';
import {
  useSettingsCreatePromotionMutation,
  useSettingsDeletePromotionMutation,
  useSettingsUpdatePromotionMutation,
  type PromotionDiscountType,
  type SettingsPromotionFieldsFragment,
} from '../../graphql/hooks.gen';
import { useList } from '../../ui/data-table/use-list';
import { FormActions, MoneyInput, PercentInput, compactErrors, useEntityForm, useFieldRules } from '../../ui/form';
import { SettingsListScreen } from './components/SettingsListScreen';
import { stateColumn } from './components/StateColumn';
import { formatAmount, formatDateRange, formatPercent, plainDateRange } from '../../ui/format';
import { promotionsList } from './lists';

type Row = SettingsPromotionFieldsFragment;
type ReservationType = 'WEB' | 'DIRECT';

export function PromotionsScreen() {
  const { t } = useTranslation('settings');
  const list = useList(promotionsList);
  const [remove] = useSettingsDeletePromotionMutation();
  const value = (row: Row) =>
    row.discountType === 'PERCENTAGE' ? formatPercent(row.discountValue) : formatAmount(row.discountValue);
  const channels = (row: Row) =>
    [row.web && t('nights.web'), row.direct && t('nights.direct')].filter((x): x is string => Boolean(x));
  const active = (row: Row) => (row.active ? t('common.active') : t('common.inactive'));
  return (
    <SettingsListScreen<Row>
      list={list}
      ns="settings"
      title={t('promotions.title')}
      description={t('promotions.description')}
      feature="PROMOTION"
      columns={[
        {
          key: 'code',
          header: 'promotions.code',
          searchable: true,
          searchPlaceholder: t('promotions.search'),
          width: 170,
        },
        { key: 'name', header: 'promotions.name' },
        {
          key: 'discountValue',
          header: 'promotions.discount',
          align: 'right',
          width: 130,
          render: value,
          exportValue: value,
        },
        {
          key: 'period',
          header: 'promotions.period',
          render: (row) => formatDateRange(row.startDate, row.endDate),
          exportValue: (row) => plainDateRange(row.startDate, row.endDate),
        },
        {
          key: 'channels',
          header: 'nights.reservationType',
          render: (row) => (
            <Group gap={4}>
              {channels(row).map((channel) => (
                <Badge key={channel} variant="light" size="sm">
                  {channel}
                </Badge>
              ))}
            </Group>
          ),
          exportValue: (row) => channels(row).join(', '),
        },
        stateColumn(active),
      ]}
      rowLabel={(row) => row.code}
      remove={async (row) => (await remove({ variables: { id: row.id } })).data?.deletePromotion}
      createTitle={t('promotions.create')}
      editTitle={t('promotions.edit')}
      drawerSize="lg"
      form={({ row, close, saved }) =>
        list.scope && <PromotionForm hotelId={list.scope.hotelId} promotion={row} onCancel={close} onSaved={saved} />
      }
    />
  );
}

interface PromotionValues {
  code: string;
  name: string;
  description: string;
  discountType: PromotionDiscountType;
  discountValue: number | string;
  period: [string | null, string | null];
  reservationTypes: ReservationType[];
  active: boolean;
}

interface PromotionFormProps {
  hotelId: number;
  promotion: Row | null;
  onSaved: () => void;
  onCancel: () => void;
}

const CODE = /^[A-Za-z0-9_-]{2,30}$/;

function PromotionForm({ hotelId, promotion, onSaved, onCancel }: PromotionFormProps) {
  const { t } = useTranslation('settings');
  const rules = useFieldRules();
  const [create] = useSettingsCreatePromotionMutation();
  const [update] = useSettingsUpdatePromotionMutation();
  const { form, submit, submitting } = useEntityForm<PromotionValues, { message: string } | undefined>({
    initialValues: {
      code: promotion?.code ?? '',
      name: promotion?.name ?? '',
      description: promotion?.description ?? '',
      discountType: promotion?.discountType ?? 'PERCENTAGE',
      discountValue: promotion?.discountValue ?? '',
      period: promotion ? [promotion.startDate, promotion.endDate] : [null, null],
      reservationTypes: promotion
        ? [...(promotion.web ? (['WEB'] as const) : []), ...(promotion.direct ? (['DIRECT'] as const) : [])]
        : ['WEB', 'DIRECT'],
      active: promotion?.active ?? true,
    },
    validate: (values) =>
      compactErrors({
        code:
          rules.required(values.code) ?? (CODE.test(values.code.trim()) ? null : t('refusal:PROMOTION_CODE_FORMAT')),
        name: rules.required(values.name),
        discountValue:
          rules.required(values.discountValue) ??
          (values.discountType === 'PERCENTAGE' && Number(values.discountValue) > PERCENTAGE.max
            ? t('refusal:PERCENTAGE_ABOVE_100')
            : null),
        period: values.period[0] && values.period[1] ? null : t('refusal:DATE_RANGE_REQUIRED'),
        reservationTypes: values.reservationTypes.length > 0 ? null : t('refusal:RESERVATION_TYPE_REQUIRED'),
      }),
    fieldMap: { startDate: 'period', endDate: 'period', web: 'reservationTypes', direct: 'reservationTypes' },
    onSubmit: async (values) => {
      const input = {
        hotelId,
        code: values.code.trim(),
        name: values.name.trim(),
        description: values.description.trim(),
        discountType: values.discountType,
        discountValue: Number(values.discountValue),
        startDate: values.period[0]!,
        endDate: values.period[1]!,
        web: values.reservationTypes.includes('WEB'),
        direct: values.reservationTypes.includes('DIRECT'),
        active: values.active,
      };
      if (promotion) return (await update({ variables: { id: promotion.id, input } })).data?.updatePromotion;
      return (await create({ variables: { input } })).data?.createPromotion;
    },
    successMessage: (result) => result?.message,
    onSuccess: onSaved,
  });
  const percentage = form.values.discountType === 'PERCENTAGE';

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('promotions.code')}
            description={t('promotions.codeHint')}
            required
            maxLength={30}
            data-autofocus
            {...form.getInputProps('code')}
          />
          <TextInput label={t('promotions.name')} required maxLength={120} {...form.getInputProps('name')} />
        </SimpleGrid>
        <Textarea
          label={t('promotions.text')}
          autosize
          minRows={2}
          maxLength={1000}
          {...form.getInputProps('description')}
        />
        <SegmentedControl
          aria-label={t('promotions.discountType')}
          data={[
            { value: 'PERCENTAGE', label: t('promotions.percentage') },
            { value: 'AMOUNT', label: t('promotions.amount') },
          ]}
          {...form.getInputProps('discountType')}
        />
        {percentage ? (
          <PercentInput label={t('promotions.discount')} required w={220} {...form.getInputProps('discountValue')} />
        ) : (
          <MoneyInput label={t('promotions.discount')} required w={220} {...form.getInputProps('discountValue')} />
        )}
        <DatePickerInput
          type="range"
          label={t('promotions.period')}
          placeholder={t('nights.durationPlaceholder')}
          required
          valueFormat="YYYY-MM-DD"
          allowSingleDateInRange
          {...form.getInputProps('period')}
        />
        <MultiSelect
          label={t('nights.reservationType')}
          required
          data={[
            { value: 'WEB', label: t('nights.web') },
            { value: 'DIRECT', label: t('nights.direct') },
          ]}
          {...form.getInputProps('reservationTypes')}
        />
        <Switch label={t('common.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
        <FormActions submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
