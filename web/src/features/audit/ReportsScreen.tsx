// The administration reports page (REPORT; the whole group needs GROUP_TURNOVER): turnover per hotel
// and service for a period, from what the product records as sold (completed restaurant orders,
// and the part posted to guests' rooms), with its days; each table as CSV and as an A4 landscape
// PDF titled with the hotel or the group (operations §9). One screen for four parents:
// /group-admin/reports (a hotel of the group or the whole group), /hotel-admin/reports and
// /hotel-setting/reports (the chosen hotel), /service-admin/reports (the chosen hotel, narrowed to
// the chosen restaurant; the server keeps a service administrator to their own services). A report
// is one answer with its totals, so its tables are lists answered whole (useWholeList), paged here;
// The hotel or group and the period are the URL's (?scope=12&from=2026-11-01&to=2026-11-26), so a
// reload, Back or a shared link shows the same report; the route's loader asks for that report
// (this month's of the starting scope when the URL names none) as the navigation starts.

import { useState } from 'react';
import { useLocation } from '@tanstack/react-router';
import { Alert, Group, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconBed, IconCash, IconReceipt, IconReportMoney } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  useAuditGroupTurnoverQuery,
  useAuditTurnoverQuery,
  type AuditTurnoverReportFieldsFragment,
} from '../../graphql/hooks.gen';
import { useCan } from '../../session/permissions';
import { useSession } from '../../session/session';
import { DataTable, moneyColumn, useWholeList } from '../../ui/data-table';
import { HotelScopeSelect, type HotelScope } from '../../ui/form';
import { reportPeriod, reportScope, reportServiceId, type ReportsMode } from './lists';
import { validateReportsSearch } from './searches';
import { LoadError } from '../../ui/LoadError';
import { StatCard, StatGrid } from '../../ui/StatCard';
import { formatAmount, formatDate, formatLkr, today } from '../../ui/format';
import { scopeSearchValue, searchScopeKey } from '../../ui/data-table/search-params';
import { useSearchNavigate } from '../../ui/data-table/search-navigate';
import { turnoverRows, type TurnoverRow } from './audit-format';
import { ChooseHotel } from './components/ChooseHotel';
import { useAdminScope } from './use-admin-scope';
import { PageHeading } from '../../ui/PageHeading';

type Report = AuditTurnoverReportFieldsFragment;
type Day = Report['days'][number];

export const GroupReportsScreen = () => <ReportsScreen mode="group" />;
export const HotelReportsScreen = () => <ReportsScreen mode="hotel" />;
export const ServiceReportsScreen = () => <ReportsScreen mode="service" />;

export function ReportsScreen({ mode }: { mode: ReportsMode }) {
  const { t } = useTranslation('audit');
  const { service } = useSession();
  const scope = useAdminScope(mode === 'group' ? 'group' : 'hotel');
  const canGroup = useCan('GROUP_TURNOVER', 'VIEW') && mode === 'group';
  const search = useLocation({
    select: (location) => validateReportsSearch(location.search as Record<string, unknown>),
  });
  const navigate = useSearchNavigate();
  const key = searchScopeKey(search);
  const period = reportPeriod(search);
  // A half-chosen range stays on screen until its end is picked; the URL keeps whole periods only.
  const [picking, setPicking] = useState<[string | null, string | null] | null>(null);
  const range = picking ?? [period.fromDate, period.toDate];
  const setKey = (value: string | null) =>
    void navigate({ to: '.', search: (previous) => ({ ...previous, scope: scopeSearchValue(value) }) });
  const setRange = (value: [string | null, string | null]) => {
    const [from, to] = value;
    if (!from || !to) {
      setPicking(value);
      return;
    }
    setPicking(null);
    void navigate({ to: '.', search: (previous) => ({ ...previous, from, to }) });
  };

  const chosen = reportScope(key ?? scope.initialKey, canGroup);
  const serviceId = reportServiceId(mode, service);

  if (!chosen) {
    return <ChooseHotel scope={scope} onChoose={setKey} />;
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <PageHeading title={t('reports.title')} description={describe(t, mode, chosen, scope, service.name)} />
        <Group gap="sm" align="flex-end">
          <HotelScopeSelect
            {...scope.input}
            allowGroup={canGroup}
            value={key ?? scope.initialKey}
            onChange={(value) => {
              if (value) setKey(value);
            }}
            w={240}
          />
          <DatePickerInput
            type="range"
            label={t('common.period')}
            value={range}
            onChange={setRange}
            valueFormat="YYYY-MM-DD"
            allowSingleDateInRange
            maxDate={today()}
            w={250}
          />
        </Group>
      </Group>
      <Turnover scope={chosen} serviceId={serviceId} from={period.fromDate} to={period.toDate} />
    </Stack>
  );
}

function describe(
  t: TFunction<'audit'>,
  mode: ReportsMode,
  chosen: HotelScope,
  scope: ReturnType<typeof useAdminScope>,
  serviceName: string,
): string {
  if (chosen.kind === 'group') return t('reports.describeGroup', { group: scope.groupName(chosen.groupId) ?? '' });
  const hotel = scope.hotelName(chosen.hotelId) ?? '';
  if (mode === 'service') {
    return serviceName
      ? t('reports.describeService', { service: serviceName, hotel })
      : t('reports.describeServices', { hotel });
  }
  return t('reports.describeHotel', { hotel });
}

function Turnover({
  scope,
  serviceId,
  from,
  to,
}: {
  scope: HotelScope;
  serviceId: number | null;
  from: string | null;
  to: string | null;
}) {
  const { t } = useTranslation('audit');
  const complete = Boolean(from && to);
  const period = { fromDate: from ?? '', toDate: to ?? '' };
  // cache-first: the route's loader asked for the first scope's report as the navigation started.
  const hotelQuery = useAuditTurnoverQuery({
    variables: { hotelId: scope.kind === 'hotel' ? scope.hotelId : 0, serviceId, ...period },
    skip: !complete || scope.kind !== 'hotel',
    fetchPolicy: 'cache-first',
  });
  const groupQuery = useAuditGroupTurnoverQuery({
    variables: { groupId: scope.kind === 'group' ? scope.groupId : 0, ...period },
    skip: !complete || scope.kind !== 'group',
    fetchPolicy: 'cache-first',
  });
  const query = scope.kind === 'group' ? groupQuery : hotelQuery;
  const report: Report | null =
    scope.kind === 'group'
      ? ((groupQuery.data ?? groupQuery.previousData)?.groupTurnoverReport ?? null)
      : ((hotelQuery.data ?? hotelQuery.previousData)?.turnoverReport ?? null);

  const periodText =
    from && to
      ? from === to
        ? formatDate(from)
        : t('common.range', { from: formatDate(from), to: formatDate(to) })
      : '';
  const rows = report
    ? turnoverRows(report, {
        total: t('reports.total'),
        hotelTotal: (hotel) => t('reports.hotelTotal', { hotel }),
      })
    : [];
  const days = report?.days ?? [];
  const answer = {
    loading: query.loading && !report,
    error: report ? undefined : query.error,
    refetch: () => query.refetch(),
  };
  const turnoverList = useWholeList({ ...answer, rows }, { defaults: { pageSize: 25, pageSizes: [25, 50, 100] } });
  const daysList = useWholeList({ ...answer, rows: days }, { defaults: { pageSize: 10, pageSizes: [10, 31, 100] } });
  const totalDay: Day | null = report
    ? { date: t('reports.total'), orders: report.totals.orders, totalCharge: report.totals.totalCharge }
    : null;
  const title = report?.title ?? '';
  const strong = (row: TurnoverRow, text: string) =>
    row.kind === 'service' ? (
      text
    ) : (
      <Text fw={700} size="sm">
        {text}
      </Text>
    );

  if (!complete) {
    return <Alert color="gray">{t('reports.choosePeriod')}</Alert>;
  }
  return (
    <Stack gap="lg">
      <LoadError error={query.error} fallback={t('errors.loadFailed')} />
      {report && (
        <StatGrid>
          <StatCard
            label={t('reports.turnover')}
            value={formatLkr(report.totals.totalCharge)}
            icon={<IconReportMoney />}
            hint={periodText}
          />
          <StatCard label={t('reports.orders')} value={report.totals.orders} icon={<IconReceipt />} />
          <StatCard label={t('reports.cash')} value={formatLkr(report.totals.cash)} icon={<IconCash />} />
          <StatCard
            label={t('reports.roomBill')}
            value={formatLkr(report.totals.roomBill)}
            icon={<IconBed />}
            hint={t('reports.roomInvoicedHint', { amount: formatLkr(report.totals.roomInvoiced) })}
          />
        </StatGrid>
      )}
      <DataTable
        ns="audit"
        title={t('reports.byService')}
        description={t('reports.byServiceHint')}
        table={turnoverList.table}
        rows={turnoverList.rows}
        total={turnoverList.total}
        rowKey={(row) => row.key}
        loading={turnoverList.loading}
        error={turnoverList.error}
        onRetry={() => void turnoverList.refetch()}
        columns={[
          { key: 'hotel', header: 'common.hotel', render: (row) => strong(row, row.hotel) },
          { key: 'service', header: 'reports.service', render: (row) => strong(row, row.service) },
          { key: 'orders', header: 'reports.orders', align: 'right' },
          moneyColumn<TurnoverRow>('subTotal', 'reports.subTotal'),
          moneyColumn<TurnoverRow>('serviceCharge', 'reports.serviceCharge'),
          moneyColumn<TurnoverRow>('taxTotal', 'reports.taxes'),
          {
            ...moneyColumn<TurnoverRow>('totalCharge', 'reports.turnover'),
            render: (row) => (
              <Text fw={700} size="sm" data-testid="turnover-amount">
                {formatAmount(row.totalCharge)}
              </Text>
            ),
          },
          moneyColumn<TurnoverRow>('cash', 'reports.cash'),
          moneyColumn<TurnoverRow>('roomBill', 'reports.roomBill'),
          moneyColumn<TurnoverRow>('roomInvoiced', 'reports.roomInvoiced'),
        ]}
        csv={{ fileName: t('reports.byServiceFile'), rows: () => rows }}
        pdf={{
          fileName: t('reports.byServiceFile'),
          title,
          subtitle: `${t('reports.byService')} · ${periodText}`,
          rows: () => rows,
        }}
      />
      <DataTable
        ns="audit"
        title={t('reports.byDay')}
        table={daysList.table}
        rows={daysList.rows}
        total={daysList.total}
        rowKey={(row) => row.date}
        loading={daysList.loading}
        error={daysList.error}
        onRetry={() => void daysList.refetch()}
        columns={[
          {
            key: 'date',
            header: 'reports.date',
            render: (row) => formatDate(row.date),
            exportValue: (row) => row.date,
          },
          { key: 'orders', header: 'reports.orders', align: 'right' },
          moneyColumn<Day>('totalCharge', 'reports.turnover'),
        ]}
        csv={{ fileName: t('reports.byDayFile'), rows: () => (totalDay ? [...days, totalDay] : days) }}
        pdf={{
          fileName: t('reports.byDayFile'),
          title,
          subtitle: `${t('reports.byDay')} · ${periodText}`,
          rows: () => (totalDay ? [...days, totalDay] : days),
        }}
      />
    </Stack>
  );
}
