// /room/season (SEASON): the hotel's seasons — named date ranges, both ends included, that never
// overlap (the server names the season in the way) — and, below, its holiday configuration (ROOM):
// the dates the hotel marks as holidays, one year at a time.

import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { DateInput } from '@mantine/dates';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  useCreateHolidayMutation,
  useCreateSeasonMutation,
  useDeleteHolidayMutation,
  useDeleteSeasonMutation,
  useHolidaysQuery,
  useUpdateSeasonMutation,
  type SeasonFieldsFragment,
} from '../../graphql/hooks.gen';
import { useCan } from '../../session/permissions';
import { LoadError } from '../../ui/LoadError';
import { FormActions, useEntityForm } from '../../ui/form';
import { formatDate, today } from '../../ui/format';
import { runAndNotify } from '../../ui/run-mutation';
import { ListScreen } from '../../ui/data-table/ListScreen';
import { useList } from '../../ui/data-table/use-list';
import { seasonsList } from './lists';
import { FrontOffice } from './front-office';

type Row = SeasonFieldsFragment;

export function SeasonsScreen() {
  return (
    <FrontOffice>
      {(hotel) => (
        <Seasons hotelId={hotel.hotelId}>
          <Holidays hotelId={hotel.hotelId} />
        </Seasons>
      )}
    </FrontOffice>
  );
}

function Seasons({ hotelId, children }: { hotelId: number; children: ReactNode }) {
  const { t } = useTranslation('room');
  const list = useList(seasonsList);
  const [remove] = useDeleteSeasonMutation();
  return (
    <ListScreen<Row>
      ns="room"
      title={t('season.title')}
      description={t('season.description')}
      feature="SEASON"
      list={list}
      columns={[
        { key: 'name', header: 'common.name', sortable: true, searchable: true },
        {
          key: 'startDate',
          header: 'common.from',
          sortable: true,
          width: 160,
          render: (row) => formatDate(row.startDate),
        },
        { key: 'endDate', header: 'common.to', sortable: true, width: 160, render: (row) => formatDate(row.endDate) },
        { key: 'priceCount', header: 'season.prices', align: 'right', width: 140 },
      ]}
      rowLabel={(row) => row.name}
      remove={async (row) => (await remove({ variables: { hotelId, id: row.id } })).data?.deleteSeason}
      createTitle={t('season.create')}
      editTitle={t('season.edit')}
      form={({ row, close, saved }) => <SeasonForm hotelId={hotelId} row={row} onCancel={close} onSaved={saved} />}
    >
      {children}
    </ListScreen>
  );
}

function SeasonForm(props: { hotelId: number; row: Row | null; onSaved: () => void; onCancel: () => void }) {
  const { t } = useTranslation('room');
  const { row } = props;
  const [create] = useCreateSeasonMutation();
  const [update] = useUpdateSeasonMutation();
  const { form, submit, submitting } = useEntityForm({
    initialValues: {
      name: row?.name ?? '',
      startDate: (row?.startDate ?? null) as string | null,
      endDate: (row?.endDate ?? null) as string | null,
    },
    validate: {
      name: (value) => (value.trim() ? null : t('refusal:NAME_REQUIRED')),
      startDate: (value) => (value ? null : t('refusal:DATE_REQUIRED')),
      endDate: (value, values) =>
        !value
          ? t('refusal:DATE_REQUIRED')
          : values.startDate && value < values.startDate
            ? t('refusal:END_BEFORE_START')
            : null,
    },
    onSubmit: async (values) => {
      const input = {
        hotelId: props.hotelId,
        name: values.name.trim(),
        startDate: values.startDate!,
        endDate: values.endDate!,
      };
      if (row) return (await update({ variables: { id: row.id, input } })).data?.updateSeason;
      return (await create({ variables: { input } })).data?.createSeason;
    },
    successMessage: (result) => result?.message,
    onSuccess: props.onSaved,
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={t('common.name')} required maxLength={60} data-autofocus {...form.getInputProps('name')} />
        <SimpleGrid cols={2}>
          <DateInput label={t('common.from')} required valueFormat="YYYY-MM-DD" {...form.getInputProps('startDate')} />
          <DateInput label={t('common.to')} required valueFormat="YYYY-MM-DD" {...form.getInputProps('endDate')} />
        </SimpleGrid>
        <FormActions submitting={submitting} onCancel={props.onCancel} />
      </Stack>
    </form>
  );
}

/** The holiday configuration of one year: the list, a date to add, a date to take off. */
function Holidays({ hotelId }: { hotelId: number }) {
  const { t } = useTranslation('room');
  const [year, setYear] = useState(() => Number(today().slice(0, 4)));
  const query = useHolidaysQuery({ variables: { hotelId, year }, fetchPolicy: 'cache-and-network' });
  const [remove] = useDeleteHolidayMutation();
  const canAdd = useCan('ROOM', 'ADD');
  const canDelete = useCan('ROOM', 'DELETE');
  const holidays = (query.data ?? query.previousData)?.holidays ?? [];
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={3}>{t('holiday.title')}</Title>
            <Text size="sm" c="dimmed">
              {t('holiday.description')}
            </Text>
          </div>
          <NumberInput
            label={t('holiday.year')}
            value={year}
            onChange={(value) => typeof value === 'number' && value >= 2000 && value <= 2100 && setYear(value)}
            min={2000}
            max={2100}
            allowDecimal={false}
            w={120}
          />
        </Group>
        {query.error ? (
          <LoadError error={query.error} fallback={t('holiday.loadFailed')} />
        ) : holidays.length === 0 ? (
          <Text size="sm" c="dimmed">
            {query.loading ? t('common.loading') : t('holiday.none', { year })}
          </Text>
        ) : (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('holiday.date')}</Table.Th>
                <Table.Th>{t('common.name')}</Table.Th>
                {canDelete && <Table.Th w={60} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {holidays.map((holiday) => (
                <Table.Tr key={holiday.id}>
                  <Table.Td>{formatDate(holiday.holidayDate)}</Table.Td>
                  <Table.Td>{holiday.name}</Table.Td>
                  {canDelete && (
                    <Table.Td>
                      <Tooltip label={t('holiday.remove', { name: holiday.name })}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('holiday.remove', { name: holiday.name })}
                          onClick={() =>
                            void runAndNotify(
                              async () =>
                                (await remove({ variables: { hotelId, id: holiday.id } })).data?.deleteHoliday,
                              t('common:deleteFailed'),
                              () => query.refetch(),
                            )
                          }
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {canAdd && <HolidayForm hotelId={hotelId} onSaved={() => void query.refetch()} />}
      </Stack>
    </Card>
  );
}

function HolidayForm({ hotelId, onSaved }: { hotelId: number; onSaved: () => void }) {
  const { t } = useTranslation('room');
  const [create] = useCreateHolidayMutation();
  const { form, submit, submitting } = useEntityForm({
    name: 'holiday',
    initialValues: { holidayDate: null as string | null, name: '' },
    validate: {
      holidayDate: (value) => (value ? null : t('refusal:DATE_REQUIRED')),
      name: (value) => (value.trim() ? null : t('refusal:NAME_REQUIRED')),
    },
    onSubmit: async (values) =>
      (await create({ variables: { input: { hotelId, holidayDate: values.holidayDate!, name: values.name.trim() } } }))
        .data?.createHoliday,
    successMessage: (result) => result?.message,
    onSuccess: () => {
      form.reset();
      onSaved();
    },
  });
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm">
        <DateInput label={t('holiday.date')} valueFormat="YYYY-MM-DD" w={170} {...form.getInputProps('holidayDate')} />
        <TextInput label={t('common.name')} maxLength={80} style={{ flex: 1 }} {...form.getInputProps('name')} />
        <Button type="submit" loading={submitting} mt={25}>
          {t('holiday.add')}
        </Button>
      </Group>
    </form>
  );
}
