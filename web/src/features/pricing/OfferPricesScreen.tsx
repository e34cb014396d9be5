// /room/offer-price: a percentage off the nights of a stay — for dates, for a stay length or for early
// booking — optionally for one room type or channel. Each night takes the best offer that applies.
// The spec leaves the route unguarded; changing offers needs ROOM.

import { Badge, NumberInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import {
  useCreateOfferPriceMutation,
  useDeleteOfferPriceMutation,
  usePriceChoicesQuery,
  useUpdateOfferPriceMutation,
  type OfferPriceFieldsFragment,
} from '../../graphql/hooks.gen';
import { OfferType } from '../../graphql/schema-enums.gen';
import { FormActions, PercentInput, useEntityForm } from '../../ui/form';
import { formatDateRange, formatPercent } from '../../ui/format';
import { ListScreen } from '../../ui/data-table/ListScreen';
import { useList } from '../../ui/data-table/use-list';
import { offerPricesList } from './lists';
import { stateColumn } from '../room/components/StateBadge';
import { FrontOffice } from '../room/front-office';

type Row = OfferPriceFieldsFragment;

export function OfferPricesScreen() {
  return <FrontOffice>{(hotel) => <Offers hotelId={hotel.hotelId} />}</FrontOffice>;
}

function Offers({ hotelId }: { hotelId: number }) {
  const { t } = useTranslation('pricing');
  const list = useList(offerPricesList);
  const [remove] = useDeleteOfferPriceMutation();
  const condition = (row: Row) =>
    row.offerType === 'STAY_LENGTH'
      ? t('offer.minNightsValue', { count: row.minNights ?? 0 })
      : row.offerType === 'EARLY_BOOKING'
        ? t('offer.minDaysBeforeValue', { count: row.minDaysBefore ?? 0 })
        : '';
  return (
    <ListScreen<Row>
      ns="pricing"
      title={t('offer.title')}
      description={t('offer.description')}
      feature="ROOM"
      list={list}
      columns={[
        { key: 'name', header: 'offer.name', sortable: true, searchable: true },
        {
          key: 'offerType',
          header: 'offer.type',
          width: 170,
          render: (row) => (
            <Badge variant="light" size="sm">
              {t(`offerType.${row.offerType}`)}
            </Badge>
          ),
          exportValue: (row) => row.offerType,
        },
        {
          key: 'discountPercent',
          header: 'offer.discount',
          sortable: true,
          align: 'right',
          width: 110,
          render: (row) => formatPercent(row.discountPercent),
        },
        {
          key: 'fromDate',
          header: 'offer.when',
          sortable: true,
          render: (row) =>
            [row.fromDate && row.toDate ? formatDateRange(row.fromDate, row.toDate) : '', condition(row)]
              .filter(Boolean)
              .join(' · ') || '—',
          exportValue: (row) => [row.fromDate, row.toDate, condition(row)].filter(Boolean).join(' '),
        },
        {
          key: 'for',
          header: 'offer.for',
          render: (row) =>
            [row.roomType?.name ?? t('offer.allRoomTypes'), row.channel?.name ?? t('offer.allChannels')].join(' · '),
          exportValue: (row) => [row.roomType?.name ?? '', row.channel?.name ?? ''].join(' '),
        },
        stateColumn<Row>(t, 'offer.state'),
      ]}
      rowLabel={(row) => row.name}
      remove={async (row) => (await remove({ variables: { hotelId, id: row.id } })).data?.deleteOfferPrice}
      createTitle={t('offer.create')}
      editTitle={t('offer.edit')}
      drawerSize="lg"
      form={({ row, close, saved }) => <OfferForm hotelId={hotelId} row={row} onCancel={close} onSaved={saved} />}
    />
  );
}

function OfferForm(props: { hotelId: number; row: Row | null; onSaved: () => void; onCancel: () => void }) {
  const { t } = useTranslation('pricing');
  const { row } = props;
  const choices = usePriceChoicesQuery({ variables: { hotelId: props.hotelId }, fetchPolicy: 'cache-and-network' });
  const [create] = useCreateOfferPriceMutation();
  const [update] = useUpdateOfferPriceMutation();
  const { form, submit, submitting } = useEntityForm({
    initialValues: {
      name: row?.name ?? '',
      offerType: (row?.offerType ?? OfferType.DATES) as OfferType,
      discountPercent: (row?.discountPercent ?? 10) as number | string,
      fromDate: row?.fromDate ?? (null as string | null),
      toDate: row?.toDate ?? (null as string | null),
      minNights: (row?.minNights ?? '') as number | string,
      minDaysBefore: (row?.minDaysBefore ?? '') as number | string,
      roomTypeId: row?.roomType ? String(row.roomType.id) : (null as string | null),
      channelId: row?.channel ? String(row.channel.id) : (null as string | null),
      active: row?.active ?? true,
    },
    validate: {
      name: (value) => (value.trim() ? null : t('refusal:NAME_REQUIRED')),
      discountPercent: (value) =>
        Number(value) > 0 && Number(value) <= 100 ? null : t('refusal:DISCOUNT_PERCENT_RANGE'),
      fromDate: (value, values) => (values.offerType === 'DATES' && !value ? t('refusal:OFFER_DATES_REQUIRED') : null),
      toDate: (value, values) =>
        values.offerType === 'DATES' && !value
          ? t('refusal:OFFER_DATES_REQUIRED')
          : value && values.fromDate && value < values.fromDate
            ? t('refusal:END_BEFORE_START')
            : null,
      minNights: (value, values) =>
        values.offerType === 'STAY_LENGTH' && !(Number(value) >= 1) ? t('refusal:OFFER_NIGHTS_REQUIRED') : null,
      minDaysBefore: (value, values) =>
        values.offerType === 'EARLY_BOOKING' && !(Number(value) >= 1) ? t('refusal:OFFER_DAYS_REQUIRED') : null,
    },
    onSubmit: async (values) => {
      const input = {
        hotelId: props.hotelId,
        name: values.name.trim(),
        offerType: values.offerType,
        discountPercent: Number(values.discountPercent),
        fromDate: values.fromDate || null,
        toDate: values.toDate || null,
        minNights: values.offerType === 'STAY_LENGTH' ? Number(values.minNights) : null,
        minDaysBefore: values.offerType === 'EARLY_BOOKING' ? Number(values.minDaysBefore) : null,
        roomTypeId: values.roomTypeId ? Number(values.roomTypeId) : null,
        channelId: values.channelId ? Number(values.channelId) : null,
        active: values.active,
      };
      if (row) return (await update({ variables: { id: row.id, input } })).data?.updateOfferPrice;
      return (await create({ variables: { input } })).data?.createOfferPrice;
    },
    successMessage: (result) => result?.message,
    onSuccess: props.onSaved,
  });
  const type = form.values.offerType;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={t('offer.name')} required maxLength={80} data-autofocus {...form.getInputProps('name')} />
        <SimpleGrid cols={2}>
          <Select
            label={t('offer.type')}
            required
            allowDeselect={false}
            data={Object.values(OfferType).map((value) => ({ value, label: t(`offerType.${value}`) }))}
            {...form.getInputProps('offerType')}
          />
          <PercentInput label={t('offer.discount')} required {...form.getInputProps('discountPercent')} />
        </SimpleGrid>
        <SimpleGrid cols={2}>
          <DateInput
            label={t('offer.fromDate')}
            required={type === 'DATES'}
            clearable
            valueFormat="YYYY-MM-DD"
            {...form.getInputProps('fromDate')}
          />
          <DateInput
            label={t('offer.toDate')}
            required={type === 'DATES'}
            clearable
            valueFormat="YYYY-MM-DD"
            {...form.getInputProps('toDate')}
          />
        </SimpleGrid>
        {type === 'STAY_LENGTH' && (
          <NumberInput
            label={t('offer.minNights')}
            required
            min={1}
            max={366}
            allowDecimal={false}
            {...form.getInputProps('minNights')}
          />
        )}
        {type === 'EARLY_BOOKING' && (
          <NumberInput
            label={t('offer.minDaysBefore')}
            required
            min={1}
            max={730}
            allowDecimal={false}
            {...form.getInputProps('minDaysBefore')}
          />
        )}
        <SimpleGrid cols={2}>
          <Select
            label={t('price.roomType')}
            placeholder={t('offer.allRoomTypes')}
            clearable
            data={(choices.data?.roomTypes.items ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
            {...form.getInputProps('roomTypeId')}
          />
          <Select
            label={t('price.channel')}
            placeholder={t('offer.allChannels')}
            clearable
            data={(choices.data?.channels.items ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            {...form.getInputProps('channelId')}
          />
        </SimpleGrid>
        <Switch label={t('offer.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
        <FormActions submitting={submitting} onCancel={props.onCancel} />
      </Stack>
    </form>
  );
}
