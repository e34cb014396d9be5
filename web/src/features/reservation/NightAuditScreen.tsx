// The night audit of the chosen hotel (/night-audit, core-platform §2 Reservations): its business
// date, the hour the scheduled audit runs (RESERVATION at EDIT may change it), "Run night audit" to
// close the business date by hand (RESERVATION at EDIT, confirmed first), and the runs with what each
// did. The run names the date shown, so a second click or a second desk closes nothing more.

import { Alert, Anchor, Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconAlertTriangle, IconMoonStars } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { manualAuditRefusal } from '@hotel/domain';
import {
  useBusinessDayQuery,
  useRunNightAuditMutation,
  useUpdateNightAuditHourMutation,
  type NightAuditFieldsFragment,
} from '../../graphql/hooks.gen';
import { errorMessage } from '../../graphql/errors';
import { useCan } from '../../session/permissions';
import { confirm } from '../../ui/confirm';
import { ListScreen } from '../../ui/data-table/ListScreen';
import { useList } from '../../ui/data-table/use-list';
import { PageHeading } from '../../ui/PageHeading';
import { formatDate, formatInstant } from '../../ui/format';
import { runAndNotify } from '../../ui/run-mutation';
import { FrontOffice } from '../room/front-office';
import { nightAuditList } from './lists';

type Row = NightAuditFieldsFragment;

const HOURS = Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: `${String(h).padStart(2, '0')}:00` }));

export function NightAuditScreen() {
  return <FrontOffice>{(hotel) => <NightAudit hotelId={hotel.hotelId} />}</FrontOffice>;
}

function NightAudit({ hotelId }: { hotelId: number }) {
  const { t } = useTranslation('reservation');
  const list = useList(nightAuditList);
  return (
    <Stack gap="lg">
      <PageHeading title={t('nightAudit.title')} description={t('nightAudit.description')} />
      <BusinessDayCard hotelId={hotelId} onRun={list.refetch} />
      <ListScreen<Row>
        ns="reservation"
        title={t('nightAudit.runs')}
        feature="RESERVATION"
        list={list}
        csvName={t('nightAudit.title')}
        columns={[
          {
            key: 'businessDate',
            header: 'nightAudit.businessDate',
            sortable: true,
            width: 160,
            render: (row) => formatDate(row.businessDate),
          },
          {
            key: 'trigger',
            header: 'nightAudit.trigger',
            width: 160,
            render: (row) => t(`nightAudit.triggers.${row.trigger}`),
            exportValue: (row) => t(`nightAudit.triggers.${row.trigger}`),
          },
          { key: 'runBy', header: 'nightAudit.runBy', render: (row) => row.runBy ?? '—' },
          { key: 'noShows', header: 'nightAudit.noShows', align: 'right', width: 110 },
          { key: 'expired', header: 'nightAudit.expired', align: 'right', width: 110 },
          { key: 'nightsPosted', header: 'nightAudit.nightsPosted', align: 'right', width: 130 },
          {
            // The journal's self-check run after the night (issue 13); its findings are on /invoice/self-check.
            key: 'selfCheck',
            header: 'nightAudit.selfCheck',
            width: 150,
            render: (row) =>
              row.selfCheck ? (
                <Anchor component={Link} to="/invoice/self-check" underline="never">
                  <Badge color={row.selfCheck.ok ? 'green' : 'red'} variant="light">
                    {row.selfCheck.ok
                      ? t('nightAudit.selfCheckOk')
                      : t('nightAudit.selfCheckFailed', { count: row.selfCheck.findingCount })}
                  </Badge>
                </Anchor>
              ) : (
                t('nightAudit.selfCheckNone')
              ),
            exportValue: (row) =>
              row.selfCheck
                ? row.selfCheck.ok
                  ? t('nightAudit.selfCheckOk')
                  : t('nightAudit.selfCheckFailed', { count: row.selfCheck.findingCount })
                : '',
          },
          {
            key: 'startedAt',
            header: 'nightAudit.startedAt',
            sortable: true,
            width: 180,
            render: (row) => formatInstant(row.startedAt),
          },
        ]}
        rowLabel={(row) => row.businessDate}
      />
    </Stack>
  );
}

function BusinessDayCard({ hotelId, onRun }: { hotelId: number; onRun: () => unknown }) {
  const { t } = useTranslation('reservation');
  const canRun = useCan('RESERVATION', 'EDIT');
  const query = useBusinessDayQuery({ variables: { hotelId }, fetchPolicy: 'cache-and-network' });
  const [run, running] = useRunNightAuditMutation();
  const [saveHour, savingHour] = useUpdateNightAuditHourMutation();
  const day = query.data?.businessDay ?? null;
  if (!day) {
    if (query.error) {
      return (
        <Alert color="red" icon={<IconAlertTriangle />} title={t('nightAudit.failed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(query.error, t('nightAudit.failed'))}</Text>
            <Button size="xs" variant="light" onClick={() => void query.refetch().catch(() => undefined)}>
              {t('common:actions.retry')}
            </Button>
          </Stack>
        </Alert>
      );
    }
    return <Text c="dimmed">{t('common:states.loading')}</Text>;
  }
  const early = manualAuditRefusal(day.businessDate, day.today) !== null;
  const runAudit = async () => {
    const ok = await confirm({
      title: t('nightAudit.confirmTitle'),
      message: t('nightAudit.confirmMessage', { date: formatDate(day.businessDate) }),
      confirmLabel: t('nightAudit.run'),
    });
    if (!ok) return;
    await runAndNotify(
      async () => (await run({ variables: { hotelId, businessDate: day.businessDate } })).data?.runNightAudit,
      t('nightAudit.runFailed'),
      async () => {
        await Promise.all([query.refetch().catch(() => undefined), onRun()]);
      },
    );
  };
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('nightAudit.businessDate')}
            </Text>
            <Text size="lg" fw={600} data-testid="business-date">
              {formatDate(day.businessDate)}
            </Text>
          </div>
          <Select
            label={t('nightAudit.auditHour')}
            description={t('nightAudit.auditHourHint')}
            data={HOURS}
            value={String(day.auditHour)}
            disabled={!canRun || savingHour.loading}
            allowDeselect={false}
            maw={260}
            onChange={(value) => {
              if (value === null || Number(value) === day.auditHour) return;
              void runAndNotify(
                async () =>
                  (await saveHour({ variables: { hotelId, auditHour: Number(value) } })).data?.updateNightAuditHour,
                t('nightAudit.hourFailed'),
              );
            }}
          />
        </SimpleGrid>
        {canRun && (
          <Stack gap={4} align="flex-end">
            <Button
              leftSection={<IconMoonStars size={16} />}
              loading={running.loading}
              disabled={early}
              onClick={() => void runAudit()}
            >
              {t('nightAudit.run')}
            </Button>
            {early && (
              <Text size="xs" c="dimmed">
                {t('nightAudit.tooEarly', { date: formatDate(day.businessDate) })}
              </Text>
            )}
          </Stack>
        )}
      </Group>
    </Card>
  );
}
