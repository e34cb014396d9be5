// /channel/channel-price, /channel/seasonal-price, /channel/day-price (CHANNEL): the base rate of each
// channel × room type × stay type, its rate per season, and its rate for single dates — each in LKR
// for residents and USD for non-residents. A night takes the day price over the seasonal price over
// the channel price; the price check below shows which one set each night.

import { Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import {
  useCreateChannelPriceMutation,
  useCreateDayPriceMutation,
  useCreateSeasonalPriceMutation,
  useDeleteChannelPriceMutation,
  useDeleteDayPriceMutation,
  useDeleteSeasonalPriceMutation,
  usePriceChoicesQuery,
  useUpdateChannelPriceMutation,
  useUpdateDayPriceMutation,
  useUpdateSeasonalPriceMutation,
  type PriceChoicesQuery,
  type PriceInput,
} from '../../graphql/hooks.gen';
import { FormActions, MoneyInput, useEntityForm } from '../../ui/form';
import { formatDate, plainAmount } from '../../ui/format';
import type { DataTableColumn } from '../../ui/data-table/types';
import { ListScreen } from '../../ui/data-table/ListScreen';
import { useList } from '../../ui/data-table/use-list';
import { priceLists, type PriceRow } from './lists';
import { FrontOffice } from '../room/front-office';
import { PriceCheckPanel } from './components/PriceCheckPanel';
import { PriceKeyFields, type KeyValues } from './components/PriceChoices';
import { formatIn } from './money';

export type PriceKind = 'channel' | 'seasonal' | 'day';

export function PricesScreen({ kind }: { kind: PriceKind }) {
  return <FrontOffice>{(hotel) => <Prices key={kind} kind={kind} hotelId={hotel.hotelId} />}</FrontOffice>;
}

/** Each kind's create, change and delete, picked once per screen. */
function usePrices(kind: PriceKind, hotelId: number) {
  const [createChannel] = useCreateChannelPriceMutation();
  const [updateChannel] = useUpdateChannelPriceMutation();
  const [deleteChannel] = useDeleteChannelPriceMutation();
  const [createSeasonal] = useCreateSeasonalPriceMutation();
  const [updateSeasonal] = useUpdateSeasonalPriceMutation();
  const [deleteSeasonal] = useDeleteSeasonalPriceMutation();
  const [createDay] = useCreateDayPriceMutation();
  const [updateDay] = useUpdateDayPriceMutation();
  const [deleteDay] = useDeleteDayPriceMutation();
  if (kind === 'channel') {
    return {
      save: async (id: number | null, input: PriceInput) =>
        id
          ? (await updateChannel({ variables: { id, input } })).data?.updateChannelPrice
          : (await createChannel({ variables: { input } })).data?.createChannelPrice,
      remove: async (id: number) => (await deleteChannel({ variables: { hotelId, id } })).data?.deleteChannelPrice,
    };
  }
  if (kind === 'seasonal') {
    return {
      save: async (id: number | null, input: PriceInput) =>
        id
          ? (await updateSeasonal({ variables: { id, input } })).data?.updateSeasonalPrice
          : (await createSeasonal({ variables: { input } })).data?.createSeasonalPrice,
      remove: async (id: number) => (await deleteSeasonal({ variables: { hotelId, id } })).data?.deleteSeasonalPrice,
    };
  }
  return {
    save: async (id: number | null, input: PriceInput) =>
      id
        ? (await updateDay({ variables: { id, input } })).data?.updateDayPrice
        : (await createDay({ variables: { input } })).data?.createDayPrice,
    remove: async (id: number) => (await deleteDay({ variables: { hotelId, id } })).data?.deleteDayPrice,
  };
}

function Prices({ kind, hotelId }: { kind: PriceKind; hotelId: number }) {
  const { t } = useTranslation('pricing');
  // The screen is keyed by its kind: one list per mount. The three answer rows of one shape (PriceRow).
  const list = useList(priceLists[kind] as (typeof priceLists)['seasonal']);
  const { table } = list;
  const ops = usePrices(kind, hotelId);
  const choices = usePriceChoicesQuery({ variables: { hotelId }, fetchPolicy: 'cache-and-network' });
  const f = table.state.filters;
  const filter = (key: string, label: string, data: { value: string; label: string }[]) => (
    <Select
      aria-label={label}
      placeholder={label}
      clearable
      searchable
      w={190}
      data={data}
      value={f[key] ?? null}
      onChange={(value) => table.setFilter(key, value ?? '')}
    />
  );
  const named = (items: readonly { id: number; name: string }[] | undefined) =>
    (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));
  const columns: DataTableColumn<PriceRow>[] = [
    {
      key: 'channel',
      header: 'price.channel',
      sortable: true,
      render: (row) => row.channel.name,
      exportValue: (row) => row.channel.name,
    },
    {
      key: 'roomType',
      header: 'price.roomType',
      sortable: true,
      render: (row) => row.roomType.name,
      exportValue: (row) => row.roomType.name,
    },
    {
      key: 'stayType',
      header: 'price.stayType',
      sortable: true,
      render: (row) => `${row.stayType.name} (${row.stayType.mealPlan})`,
      exportValue: (row) => row.stayType.name,
    },
  ];
  if (kind === 'seasonal') {
    columns.unshift({
      key: 'season',
      header: 'price.season',
      sortable: true,
      render: (row) => row.season?.name,
      exportValue: (row) => row.season?.name ?? '',
    });
  }
  if (kind === 'day') {
    columns.unshift({
      key: 'priceDate',
      header: 'price.date',
      sortable: true,
      width: 150,
      render: (row) => formatDate(row.priceDate ?? ''),
      exportValue: (row) => row.priceDate ?? '',
    });
  }
  columns.push(
    {
      key: 'residentRate',
      header: 'price.residentRate',
      sortable: true,
      align: 'right',
      width: 170,
      render: (row) => formatIn('LKR', row.residentRate),
      exportValue: (row) => plainAmount(row.residentRate),
    },
    {
      key: 'nonResidentRate',
      header: 'price.nonResidentRate',
      sortable: true,
      align: 'right',
      width: 170,
      render: (row) => formatIn('USD', row.nonResidentRate),
      exportValue: (row) => plainAmount(row.nonResidentRate),
    },
  );
  const data = choices.data;
  return (
    <ListScreen<PriceRow>
      ns="pricing"
      title={t(`${kind}.title`)}
      description={t(`${kind}.description`)}
      feature="CHANNEL"
      list={list}
      toolbarActions={
        <Group gap="xs">
          {kind === 'seasonal' && filter('seasonId', t('price.season'), named(data?.seasons.items))}
          {filter('channelId', t('price.channel'), named(data?.channels.items))}
          {filter('roomTypeId', t('price.roomType'), named(data?.roomTypes.items))}
        </Group>
      }
      columns={columns}
      rowLabel={(row) => `${row.channel.name} · ${row.roomType.name} · ${row.stayType.name}`}
      remove={(row) => ops.remove(row.id)}
      createTitle={t(`${kind}.create`)}
      editTitle={t(`${kind}.edit`)}
      drawerSize="lg"
      form={({ row, close, saved }) => (
        <PriceForm
          kind={kind}
          hotelId={hotelId}
          row={row}
          choices={data}
          onCancel={close}
          onSaved={saved}
          save={ops.save}
        />
      )}
    >
      <PriceCheckPanel hotelId={hotelId} />
    </ListScreen>
  );
}

interface Values extends KeyValues {
  seasonId: string | null;
  priceDate: string | null;
  residentRate: string;
  nonResidentRate: string;
}

const MONEY = /^\d{1,8}(\.\d{1,2})?$/;

function PriceForm(props: {
  kind: PriceKind;
  hotelId: number;
  row: PriceRow | null;
  choices: PriceChoicesQuery | undefined;
  save: (id: number | null, input: PriceInput) => Promise<{ message: string } | null | undefined>;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('pricing');
  const { row, kind } = props;
  const { form, submit, submitting } = useEntityForm<Values, { message: string } | null | undefined>({
    initialValues: {
      channelId: row ? String(row.channel.id) : null,
      roomTypeId: row ? String(row.roomType.id) : null,
      stayTypeId: row ? String(row.stayType.id) : null,
      seasonId: row?.season ? String(row.season.id) : null,
      priceDate: row?.priceDate ?? null,
      residentRate: row ? String(row.residentRate) : '',
      nonResidentRate: row ? String(row.nonResidentRate) : '',
    },
    validate: {
      channelId: (value) => (value ? null : t('refusal:REQUIRED_FIELD')),
      roomTypeId: (value) => (value ? null : t('refusal:ROOM_TYPE_REQUIRED')),
      stayTypeId: (value) => (value ? null : t('refusal:REQUIRED_FIELD')),
      seasonId: (value) => (kind !== 'seasonal' || value ? null : t('refusal:REQUIRED_FIELD')),
      priceDate: (value) => (kind !== 'day' || value ? null : t('refusal:DATE_REQUIRED')),
      residentRate: (value) => (MONEY.test(value) ? null : t('refusal:NEGATIVE_PRICE')),
      nonResidentRate: (value) => (MONEY.test(value) ? null : t('refusal:NEGATIVE_PRICE')),
    },
    onSubmit: (values) =>
      props.save(row?.id ?? null, {
        hotelId: props.hotelId,
        channelId: Number(values.channelId),
        roomTypeId: Number(values.roomTypeId),
        stayTypeId: Number(values.stayTypeId),
        residentRate: Number(values.residentRate),
        nonResidentRate: Number(values.nonResidentRate),
        seasonId: kind === 'seasonal' ? Number(values.seasonId) : null,
        priceDate: kind === 'day' ? values.priceDate : null,
      }),
    successMessage: (result) => result?.message,
    onSuccess: props.onSaved,
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {kind === 'seasonal' && (
          <Select
            label={t('price.season')}
            required
            data={(props.choices?.seasons.items ?? []).map((s) => ({
              value: String(s.id),
              label: `${s.name} (${formatDate(s.startDate)} – ${formatDate(s.endDate)})`,
            }))}
            {...form.getInputProps('seasonId')}
          />
        )}
        {kind === 'day' && (
          <DateInput label={t('price.date')} required valueFormat="YYYY-MM-DD" {...form.getInputProps('priceDate')} />
        )}
        <PriceKeyFields form={form} choices={props.choices} />
        <SimpleGrid cols={2}>
          <MoneyInput label={t('price.residentRate')} required currency="LKR" {...form.getInputProps('residentRate')} />
          <MoneyInput
            label={t('price.nonResidentRate')}
            required
            currency="USD"
            {...form.getInputProps('nonResidentRate')}
          />
        </SimpleGrid>
        <FormActions submitting={submitting} onCancel={props.onCancel} />
      </Stack>
    </form>
  );
}

export const ChannelPricesScreen = () => <PricesScreen kind="channel" />;
export const SeasonalPricesScreen = () => <PricesScreen kind="seasonal" />;
export const DayPricesScreen = () => <PricesScreen kind="day" />;
