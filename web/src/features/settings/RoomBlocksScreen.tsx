// Room block (/hotel-admin and /hotel-setting room-block, ROOM_BLOCK; designed): rooms of a hotel
// taken out of sale for a period, listed by start date and filtered by room number and period, edited
// in a modal. An active block may not overlap another of the same room (the server's message says
// so). Add/edit need WRITE, delete MAINTAIN.

import { Select, Stack, Switch, Textarea } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import {
  useSettingsBlockableRoomsQuery,
  useSettingsCreateRoomBlockMutation,
  useSettingsDeleteRoomBlockMutation,
  useSettingsUpdateRoomBlockMutation,
  type SettingsRoomBlockFieldsFragment,
} from '../../graphql/hooks.gen';
import { errorMessage } from '../../graphql/errors';
import { PeriodFilter } from '../../ui/data-table';
import { useList } from '../../ui/data-table/use-list';
import { FormActions, compactErrors, useEntityForm } from '../../ui/form';
import { SettingsListScreen } from './components/SettingsListScreen';
import { stateColumn } from './components/StateColumn';
import { formatDateRange, plainDateRange } from '../../ui/format';
import { roomBlocksList } from './lists';

type Row = SettingsRoomBlockFieldsFragment;

export function RoomBlocksScreen() {
  const { t } = useTranslation('settings');
  const list = useList(roomBlocksList);
  const [remove] = useSettingsDeleteRoomBlockMutation();
  const active = (row: Row) => (row.active ? t('common.active') : t('common.inactive'));
  return (
    <SettingsListScreen<Row>
      list={list}
      ns="settings"
      title={t('roomBlock.title')}
      description={t('roomBlock.description')}
      feature="ROOM_BLOCK"
      toolbarActions={
        <PeriodFilter
          table={list.table}
          label={t('roomBlock.period')}
          placeholder={t('nights.durationPlaceholder')}
          w={250}
        />
      }
      columns={[
        { key: 'roomNumber', header: 'roomBlock.room', searchable: true, width: 160 },
        {
          key: 'period',
          header: 'roomBlock.period',
          render: (row) => formatDateRange(row.startDate, row.endDate),
          exportValue: (row) => plainDateRange(row.startDate, row.endDate),
        },
        { key: 'reason', header: 'roomBlock.reason' },
        stateColumn(active, 'orange'),
      ]}
      rowLabel={(row) => `${row.roomNumber} (${formatDateRange(row.startDate, row.endDate)})`}
      remove={async (row) => (await remove({ variables: { id: row.id } })).data?.deleteRoomBlock}
      createTitle={t('roomBlock.create')}
      editTitle={t('roomBlock.edit')}
      form={({ row, close, saved }) =>
        list.scope && <RoomBlockForm hotelId={list.scope.hotelId} block={row} onCancel={close} onSaved={saved} />
      }
    />
  );
}

interface RoomBlockValues {
  roomId: string | null;
  period: [string | null, string | null];
  reason: string;
  active: boolean;
}

interface RoomBlockFormProps {
  hotelId: number;
  block: Row | null;
  onSaved: () => void;
  onCancel: () => void;
}

function RoomBlockForm({ hotelId, block, onSaved, onCancel }: RoomBlockFormProps) {
  const { t } = useTranslation('settings');
  const rooms = useSettingsBlockableRoomsQuery({ variables: { hotelId }, fetchPolicy: 'cache-and-network' });
  const [create] = useSettingsCreateRoomBlockMutation();
  const [update] = useSettingsUpdateRoomBlockMutation();
  const { form, submit, submitting } = useEntityForm<RoomBlockValues, { message: string } | undefined>({
    initialValues: {
      roomId: block ? String(block.roomId) : null,
      period: block ? [block.startDate, block.endDate] : [null, null],
      reason: block?.reason ?? '',
      active: block?.active ?? true,
    },
    validate: (values) =>
      compactErrors({
        roomId: values.roomId ? null : t('refusal:SELECT_A_ROOM'),
        period: values.period[0] && values.period[1] ? null : t('refusal:DATE_RANGE_REQUIRED'),
      }),
    fieldMap: { startDate: 'period', endDate: 'period' },
    onSubmit: async (values) => {
      const input = {
        hotelId,
        roomId: Number(values.roomId),
        startDate: values.period[0]!,
        endDate: values.period[1]!,
        reason: values.reason.trim(),
        active: values.active,
      };
      if (block) return (await update({ variables: { id: block.id, input } })).data?.updateRoomBlock;
      return (await create({ variables: { input } })).data?.createRoomBlock;
    },
    successMessage: (result) => result?.message,
    onSuccess: onSaved,
  });
  const options = rooms.data?.blockableRooms ?? [];

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label={t('roomBlock.room')}
          placeholder={t('roomBlock.roomPlaceholder')}
          required
          searchable
          data={options.map((room) => ({ value: String(room.id), label: room.number }))}
          nothingFoundMessage={rooms.loading ? t('common.loading') : t('roomBlock.noRooms')}
          data-autofocus
          {...form.getInputProps('roomId')}
          error={form.errors['roomId'] ?? (rooms.error ? errorMessage(rooms.error, t('errors.loadFailed')) : undefined)}
        />
        <DatePickerInput
          type="range"
          label={t('roomBlock.period')}
          placeholder={t('nights.durationPlaceholder')}
          required
          valueFormat="YYYY-MM-DD"
          allowSingleDateInRange
          {...form.getInputProps('period')}
        />
        <Textarea
          label={t('roomBlock.reason')}
          autosize
          minRows={2}
          maxLength={500}
          {...form.getInputProps('reason')}
        />
        <Switch label={t('roomBlock.activeLabel')} {...form.getInputProps('active', { type: 'checkbox' })} />
        <FormActions submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
