// /room/manage (ROOM): the hotel's rooms — number, type, floor, area, view, amenities, adult and child
// capacity, active or out of order between dates. A number is used once per hotel; a room with stays
// on record is deactivated, not deleted (the server says so).

import {
  Badge,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  useCreateRoomMutation,
  useDeleteRoomMutation,
  useRoomChoicesQuery,
  useUpdateRoomMutation,
  type RoomFieldsFragment,
} from '../../graphql/hooks.gen';
import { FormActions, useEntityForm } from '../../ui/form';
import { formatDateRange } from '../../ui/format';
import { ListScreen } from '../../ui/data-table/ListScreen';
import { useList } from '../../ui/data-table/use-list';
import { roomsList } from './lists';
import { StateBadge, stateText } from './components/StateBadge';
import { FrontOffice } from './front-office';

type Row = RoomFieldsFragment;

export function RoomsScreen() {
  return <FrontOffice>{(hotel) => <Rooms hotelId={hotel.hotelId} />}</FrontOffice>;
}

function Rooms({ hotelId }: { hotelId: number }) {
  const { t } = useTranslation('room');
  const list = useList(roomsList);
  const [remove] = useDeleteRoomMutation();
  const outOfOrder = (row: Row) =>
    row.outOfOrderFrom && row.outOfOrderTo ? formatDateRange(row.outOfOrderFrom, row.outOfOrderTo) : '';
  return (
    <ListScreen<Row>
      ns="room"
      title={t('room.title')}
      description={t('room.description')}
      feature="ROOM"
      list={list}
      columns={[
        { key: 'roomNo', header: 'room.roomNo', sortable: true, searchable: true, width: 120 },
        {
          key: 'roomType',
          header: 'room.roomType',
          sortable: true,
          render: (row) => row.roomType.name,
          exportValue: (row) => row.roomType.name,
        },
        { key: 'floor', header: 'room.floor', sortable: true, align: 'right', width: 80 },
        {
          key: 'roomArea',
          header: 'room.roomArea',
          render: (row) => row.roomArea?.name ?? '—',
          exportValue: (row) => row.roomArea?.name ?? '',
        },
        {
          key: 'viewType',
          header: 'room.viewType',
          render: (row) => row.viewType?.name ?? '—',
          exportValue: (row) => row.viewType?.name ?? '',
        },
        {
          key: 'capacity',
          header: 'room.capacity',
          render: (row) => capacity(t, row.maxAdults, row.maxChildren),
          exportValue: (row) => `${row.maxAdults}+${row.maxChildren}`,
        },
        {
          key: 'amenities',
          header: 'room.amenities',
          render: (row) => (
            <Group gap={4}>
              {row.amenities.map((a) => (
                <Badge key={a.id} variant="outline" size="xs">
                  {a.name}
                </Badge>
              ))}
            </Group>
          ),
          exportValue: (row) => row.amenities.map((a) => a.name).join(', '),
        },
        {
          key: 'active',
          header: 'common.state',
          width: 130,
          render: (row) =>
            row.outOfOrderFrom ? (
              <Stack gap={0}>
                <Badge color="orange" variant="light" size="sm">
                  {t('room.outOfOrder')}
                </Badge>
                <Text size="xs" c="dimmed">
                  {outOfOrder(row)}
                </Text>
              </Stack>
            ) : (
              <StateBadge active={row.active} />
            ),
          exportValue: (row) =>
            row.outOfOrderFrom ? `${t('room.outOfOrder')} ${outOfOrder(row)}` : stateText(t, row.active),
        },
      ]}
      rowLabel={(row) => row.roomNo}
      remove={async (row) => (await remove({ variables: { hotelId, id: row.id } })).data?.deleteRoom}
      createTitle={t('room.create')}
      editTitle={t('room.edit')}
      drawerSize="lg"
      form={({ row, close, saved }) => <RoomForm hotelId={hotelId} row={row} onCancel={close} onSaved={saved} />}
    />
  );
}

interface Values {
  roomNo: string;
  roomTypeId: string | null;
  floor: number | string;
  roomAreaId: string | null;
  viewTypeId: string | null;
  amenityIds: string[];
  maxAdults: number | string;
  maxChildren: number | string;
  active: boolean;
  outOfOrderFrom: string | null;
  outOfOrderTo: string | null;
}

const options = (items: readonly { id: number; name: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));
const idOrNull = (value: string | null) => (value ? Number(value) : null);

/** "2 adults, 1 child" — each count with its own plural. */
const capacity = (t: TFunction<'room'>, adults: number, children: number) =>
  `${t('room.capacityAdults', { count: adults })}, ${t('room.capacityChildren', { count: children })}`;

function RoomForm(props: { hotelId: number; row: Row | null; onSaved: () => void; onCancel: () => void }) {
  const { t } = useTranslation('room');
  const { row } = props;
  const choices = useRoomChoicesQuery({ variables: { hotelId: props.hotelId }, fetchPolicy: 'cache-and-network' });
  const [create] = useCreateRoomMutation();
  const [update] = useUpdateRoomMutation();
  const types = choices.data?.roomTypes.items ?? [];
  const { form, submit, submitting } = useEntityForm<Values, { message: string } | undefined>({
    initialValues: {
      roomNo: row?.roomNo ?? '',
      roomTypeId: row ? String(row.roomType.id) : null,
      floor: row?.floor ?? 1,
      roomAreaId: row?.roomArea ? String(row.roomArea.id) : null,
      viewTypeId: row?.viewType ? String(row.viewType.id) : null,
      amenityIds: row?.amenities.map((a) => String(a.id)) ?? [],
      maxAdults: row?.maxAdults ?? 2,
      maxChildren: row?.maxChildren ?? 1,
      active: row?.active ?? true,
      outOfOrderFrom: row?.outOfOrderFrom ?? null,
      outOfOrderTo: row?.outOfOrderTo ?? null,
    },
    validate: {
      roomNo: (value) => (value.trim() ? null : t('refusal:ROOM_NO_REQUIRED')),
      roomTypeId: (value) => (value ? null : t('refusal:ROOM_TYPE_REQUIRED')),
      floor: (value) =>
        Number.isInteger(Number(value)) && value !== '' && Number(value) >= -5 && Number(value) <= 200
          ? null
          : t('refusal:FLOOR_RANGE'),
      maxAdults: (value) => (Number(value) >= 1 && Number(value) <= 20 ? null : t('refusal:ADULTS_RANGE')),
      maxChildren: (value) =>
        value !== '' && Number(value) >= 0 && Number(value) <= 20 ? null : t('refusal:CHILDREN_RANGE'),
      outOfOrderTo: (value, values) =>
        Boolean(value) !== Boolean(values.outOfOrderFrom) ||
        (value && values.outOfOrderFrom && value < values.outOfOrderFrom)
          ? t('refusal:OUT_OF_ORDER_DATES')
          : null,
    },
    onSubmit: async (values) => {
      const input = {
        hotelId: props.hotelId,
        roomNo: values.roomNo.trim(),
        roomTypeId: Number(values.roomTypeId),
        floor: Number(values.floor),
        roomAreaId: idOrNull(values.roomAreaId),
        viewTypeId: idOrNull(values.viewTypeId),
        amenityIds: values.amenityIds.map(Number),
        maxAdults: Number(values.maxAdults),
        maxChildren: Number(values.maxChildren),
        active: values.active,
        outOfOrderFrom: values.outOfOrderFrom || null,
        outOfOrderTo: values.outOfOrderTo || null,
      };
      if (row) return (await update({ variables: { id: row.id, input } })).data?.updateRoom;
      return (await create({ variables: { input } })).data?.createRoom;
    },
    successMessage: (result) => result?.message,
    onSuccess: props.onSaved,
  });
  // A new room takes its type's capacity until it is changed by hand.
  const pickType = (value: string | null) => {
    form.setFieldValue('roomTypeId', value);
    const type = types.find((candidate) => String(candidate.id) === value);
    if (type && !row) {
      form.setFieldValue('maxAdults', type.maxAdults);
      form.setFieldValue('maxChildren', type.maxChildren);
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={2}>
          <TextInput
            label={t('room.roomNo')}
            required
            maxLength={10}
            data-autofocus
            {...form.getInputProps('roomNo')}
          />
          <NumberInput
            label={t('room.floor')}
            required
            min={-5}
            max={200}
            allowDecimal={false}
            {...form.getInputProps('floor')}
          />
        </SimpleGrid>
        <Select
          label={t('room.roomType')}
          required
          searchable
          data={options(types)}
          {...form.getInputProps('roomTypeId')}
          onChange={pickType}
        />
        <SimpleGrid cols={2}>
          <Select
            label={t('room.roomArea')}
            clearable
            data={options(choices.data?.roomAreas.items)}
            {...form.getInputProps('roomAreaId')}
          />
          <Select
            label={t('room.viewType')}
            clearable
            data={options(choices.data?.viewTypes.items)}
            {...form.getInputProps('viewTypeId')}
          />
        </SimpleGrid>
        <MultiSelect
          label={t('room.amenities')}
          searchable
          data={options(choices.data?.amenities.items)}
          {...form.getInputProps('amenityIds')}
        />
        <SimpleGrid cols={2}>
          <NumberInput
            label={t('common.maxAdults')}
            required
            min={1}
            max={20}
            allowDecimal={false}
            {...form.getInputProps('maxAdults')}
          />
          <NumberInput
            label={t('common.maxChildren')}
            required
            min={0}
            max={20}
            allowDecimal={false}
            {...form.getInputProps('maxChildren')}
          />
        </SimpleGrid>
        <Switch label={t('common.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
        <Text size="sm" fw={500}>
          {t('room.outOfOrderBetween')}
        </Text>
        <SimpleGrid cols={2}>
          <DateInput
            label={t('common.from')}
            valueFormat="YYYY-MM-DD"
            clearable
            {...form.getInputProps('outOfOrderFrom')}
          />
          <DateInput
            label={t('common.to')}
            valueFormat="YYYY-MM-DD"
            clearable
            {...form.getInputProps('outOfOrderTo')}
          />
        </SimpleGrid>
        <FormActions submitting={submitting} onCancel={props.onCancel} />
      </Stack>
    </form>
  );
}
