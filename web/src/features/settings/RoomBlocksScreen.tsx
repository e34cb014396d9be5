// Room block (/hotel-admin and /hotel-setting room-block, ROOM_BLOCK; designed): rooms of a hotel
// taken out of sale for a period, listed by start date and filtered by room number and period, edited
// in a modal. An active block may not overlap another of the same room (the server's message says
// so). Add/edit need WRITE, delete MAINTAIN.

import { Select, Stack, Switch, Textarea } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useSettingsBlockableRoomsQuery,
  useSettingsCreateRoomBlockMutation,
  useSettingsDeleteRoomBlockMutation,
  useSettingsRoomBlocksQuery,
  useSettingsUpdateRoomBlockMutation,
  type SettingsRoomBlockFieldsFragment,
} from '../../graphql/hooks.gen';
import { errorMessage } from '../../graphql/errors';
import {
  crudActions,
  CrudModal,
  DataTable,
  PeriodFilter,
  useCrudDialog,
  useSearchParamTableState,
  useCrudRights,
} from '../../ui/data-table';
import { FormActions, compactErrors, useEntityForm } from '../../ui/form';
import { ScopedScreen } from './components/ScopedScreen';
import { stateColumn } from './components/StateColumn';
import { formatDateRange, plainDateRange } from '../../ui/format';
import { roomBlocksSearch } from './table-searches';

type Row = SettingsRoomBlockFieldsFragment;

export function RoomBlocksScreen() {
  const { t } = useTranslation('settings');
  return (
    <ScopedScreen title={t('roomBlock.title')}>
      {(scope, picker) => <RoomBlocks hotelId={scope.hotelId!} picker={picker} />}
    </ScopedScreen>
  );
}

function RoomBlocks({ hotelId, picker }: { hotelId: number; picker: ReactNode }) {
  const { t } = useTranslation('settings');
  const table = useSearchParamTableState(roomBlocksSearch);
  const dialog = useCrudDialog<Row>();
  const f = table.state.filters;
  const query = useSettingsRoomBlocksQuery({
    variables: {
      hotelId,
      page: table.variables.page,
      size: table.variables.size,
      roomNumber: f['roomNumber'] ?? null,
      from: f['from'] ?? null,
      to: f['to'] ?? null,
    },
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = useSettingsDeleteRoomBlockMutation();
  const rights = useCrudRights('ROOM_BLOCK');
  const result = (query.data ?? query.previousData)?.roomBlocks;
  const active = (row: Row) => (row.active ? t('common.active') : t('common.inactive'));

  return (
    <>
      <DataTable
        ns="settings"
        title={t('roomBlock.title')}
        description={t('roomBlock.description')}
        toolbarActions={
          <>
            <PeriodFilter
              table={table}
              label={t('roomBlock.period')}
              placeholder={t('nights.durationPlaceholder')}
              w={250}
            />
            {picker}
          </>
        }
        table={table}
        rows={result?.items ?? []}
        total={result?.total ?? 0}
        rowKey={(row) => row.id}
        loading={query.loading}
        error={query.error}
        onRetry={() => void query.refetch()}
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
        {...crudActions({
          rights,
          dialog,
          remove: async (row) => (await remove({ variables: { id: row.id } })).data?.deleteRoomBlock,
          deleteFailed: t('errors.deleteFailed'),
          refetch: () => query.refetch(),
          rowLabel: (row) => `${row.roomNumber} (${formatDateRange(row.startDate, row.endDate)})`,
        })}
        resetFilters
        csv={{ fileName: t('roomBlock.title') }}
      />
      <CrudModal
        dialog={dialog}
        createTitle={t('roomBlock.create')}
        editTitle={t('roomBlock.edit')}
        onSaved={() => query.refetch()}
      >
        {({ row, close, saved }) => <RoomBlockForm hotelId={hotelId} block={row} onCancel={close} onSaved={saved} />}
      </CrudModal>
    </>
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
