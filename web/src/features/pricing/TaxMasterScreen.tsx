// /tax/tax-master (TAX): the hotel's taxes (core §3 Tax) — rate zero or more (§5), applied by sequence,
// VAT only on VAT-applicable stays, the social security levy grossed up by rate/(100 − rate) (§9).
// Every stay the price check prices is taxed with these rows.

import { Badge, Checkbox, Group, NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isValidTaxRate } from '@hotel/domain';
import {
  useCreateHotelTaxMutation,
  useDeleteHotelTaxMutation,
  useUpdateHotelTaxMutation,
  type HotelTaxFieldsFragment,
} from '../../graphql/hooks.gen';
import { FormActions, useEntityForm } from '../../ui/form';
import { formatRate } from '../../ui/format';
import { ListScreen } from '../../ui/data-table/ListScreen';
import { useList } from '../../ui/data-table/use-list';
import { hotelTaxesList } from './lists';
import { stateColumn } from '../room/components/StateBadge';
import { FrontOffice } from '../room/front-office';

type Row = HotelTaxFieldsFragment;

export function TaxMasterScreen() {
  return <FrontOffice>{(hotel) => <Taxes hotelId={hotel.hotelId} />}</FrontOffice>;
}

function Taxes({ hotelId }: { hotelId: number }) {
  const { t } = useTranslation('pricing');
  const list = useList(hotelTaxesList);
  const [remove] = useDeleteHotelTaxMutation();
  const flags = (row: Row) =>
    [row.vat && t('tax.vat'), row.socialSecurityContributionLevy && t('tax.levy')].filter((f): f is string =>
      Boolean(f),
    );
  return (
    <ListScreen<Row>
      ns="pricing"
      title={t('tax.title')}
      description={t('tax.description')}
      feature="TAX"
      list={list}
      columns={[
        { key: 'sequence', header: 'tax.sequence', sortable: true, align: 'right', width: 110 },
        { key: 'name', header: 'tax.name', sortable: true, searchable: true },
        {
          key: 'rate',
          header: 'tax.rate',
          sortable: true,
          align: 'right',
          width: 110,
          render: (row) => formatRate(row.rate),
        },
        {
          key: 'kind',
          header: 'tax.kind',
          render: (row) => (
            <Group gap={4}>
              {flags(row).map((flag) => (
                <Badge key={flag} variant="light" size="sm">
                  {flag}
                </Badge>
              ))}
            </Group>
          ),
          exportValue: (row) => flags(row).join(', '),
        },
        stateColumn<Row>(t, 'tax.state'),
      ]}
      rowLabel={(row) => row.name}
      remove={async (row) => (await remove({ variables: { hotelId, id: row.id } })).data?.deleteHotelTax}
      createTitle={t('tax.create')}
      editTitle={t('tax.edit')}
      form={({ row, close, saved }) => <TaxForm hotelId={hotelId} row={row} onCancel={close} onSaved={saved} />}
    />
  );
}

function TaxForm(props: { hotelId: number; row: Row | null; onSaved: () => void; onCancel: () => void }) {
  const { t } = useTranslation('pricing');
  const { row } = props;
  const [create] = useCreateHotelTaxMutation();
  const [update] = useUpdateHotelTaxMutation();
  const { form, submit, submitting } = useEntityForm({
    initialValues: {
      name: row?.name ?? '',
      rate: (row?.rate ?? '') as number | string,
      sequence: (row?.sequence ?? 1) as number | string,
      vat: row?.vat ?? false,
      socialSecurityContributionLevy: row?.socialSecurityContributionLevy ?? false,
      active: row?.active ?? true,
    },
    validate: {
      name: (value) => (value.trim() ? null : t('refusal:NAME_REQUIRED')),
      rate: (value, values) =>
        value === '' || !isValidTaxRate(Number(value))
          ? t('refusal:TAX_RATE_NEGATIVE')
          : values.socialSecurityContributionLevy && Number(value) >= 100
            ? t('refusal:LEVY_RATE_TOO_HIGH')
            : null,
      sequence: (value) =>
        Number.isInteger(Number(value)) && Number(value) >= 1 && Number(value) <= 99
          ? null
          : t('refusal:TAX_SEQUENCE_RANGE'),
      socialSecurityContributionLevy: (value, values) => (value && values.vat ? t('refusal:TAX_VAT_AND_LEVY') : null),
    },
    onSubmit: async (values) => {
      const input = {
        hotelId: props.hotelId,
        name: values.name.trim(),
        rate: Number(values.rate),
        sequence: Number(values.sequence),
        vat: values.vat,
        socialSecurityContributionLevy: values.socialSecurityContributionLevy,
        active: values.active,
      };
      if (row) return (await update({ variables: { id: row.id, input } })).data?.updateHotelTax;
      return (await create({ variables: { input } })).data?.createHotelTax;
    },
    successMessage: (result) => result?.message,
    onSuccess: props.onSaved,
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={t('tax.name')} required maxLength={80} data-autofocus {...form.getInputProps('name')} />
        <NumberInput
          label={t('tax.rate')}
          required
          min={0}
          allowNegative={false}
          decimalScale={3}
          rightSection="%"
          hideControls
          {...form.getInputProps('rate')}
        />
        <NumberInput
          label={t('tax.sequence')}
          description={t('tax.sequenceHint')}
          required
          min={1}
          max={99}
          allowDecimal={false}
          {...form.getInputProps('sequence')}
        />
        <Checkbox
          label={t('tax.vat')}
          description={t('tax.vatHint')}
          {...form.getInputProps('vat', { type: 'checkbox' })}
        />
        <Checkbox
          label={t('tax.levy')}
          description={t('tax.levyHint')}
          {...form.getInputProps('socialSecurityContributionLevy', { type: 'checkbox' })}
        />
        <Switch label={t('tax.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
        <FormActions submitting={submitting} onCancel={props.onCancel} />
      </Stack>
    </form>
  );
}
