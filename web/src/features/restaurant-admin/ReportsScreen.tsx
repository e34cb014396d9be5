// /restaurant-admin/reports (REPORT): sales by day and by item for a date range, each exportable to
// CSV and to a landscape A4 PDF titled with the hotel title (operations §9 restaurant exports). The
// report is one answer with its totals (a day per row of the period, an item per dish sold), so its
// tables are lists answered whole (useWholeList), paged here; the route's loader asks for this
// month's report as the navigation starts.

import { useState } from 'react';
import { Group, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconBed, IconCash, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Money, RESTAURANT_CURRENCY, restaurantMoney } from '@hotel/domain';
import { useAdminSalesReportQuery, type AdminSalesReportQuery } from '../../graphql/hooks.gen';
import { DataTable } from '../../ui/data-table/DataTable';
import { useWholeList } from '../../ui/data-table/use-list';
import { moneyColumn } from '../../ui/data-table/money-column';
import { NotChosen } from '../../session/NotChosen';
import { LoadError } from '../../ui/LoadError';
import { StatCard, StatGrid } from '../../ui/StatCard';
import { formatDate, formatLkr, monthStart, today } from '../../ui/format';
import { periodText } from './period';
import { useChosenService, type ChosenService } from '../../session/use-chosen';
import { PageHeading } from '../../ui/PageHeading';

type Report = AdminSalesReportQuery['restaurantSalesReport'];
type Day = Report['days'][number];
type Item = Report['items'][number];

export function ReportsScreen() {
  const restaurant = useChosenService('RESTAURANT');
  return restaurant ? <Reports restaurant={restaurant} /> : <NotChosen what="RESTAURANT" />;
}

function Reports({ restaurant }: { restaurant: ChosenService }) {
  const { t } = useTranslation('restaurant-admin');
  const [range, setRange] = useState<[string | null, string | null]>([monthStart(today()), today()]);
  const [from, to] = range;
  const complete = Boolean(from && to);
  const query = useAdminSalesReportQuery({
    variables: { serviceId: restaurant.serviceId, fromDate: from ?? '', toDate: to ?? '' },
    skip: !complete,
    // cache-first: the route's loader asked for this month's report as the navigation started.
    fetchPolicy: 'cache-first',
  });
  const report = (query.data ?? query.previousData)?.restaurantSalesReport ?? null;
  const period = periodText(t, from ?? undefined, to ?? undefined);
  const days = report?.days ?? [];
  const items = report?.items ?? [];
  const answer = { loading: query.loading || !complete, error: query.error, refetch: () => query.refetch() };
  const daysList = useWholeList({ ...answer, rows: days }, { defaults: { pageSize: 10, pageSizes: [10, 31, 100] } });
  const itemsList = useWholeList({ ...answer, rows: items }, { defaults: { pageSize: 10, pageSizes: [10, 25, 100] } });
  const totalDay: Day | null = report ? { date: t('reports.total'), ...report.totals } : null;
  const totalItem: Item | null = report
    ? {
        itemId: 0,
        name: t('reports.total'),
        itemType: 'FOOD',
        quantity: items.reduce((sum, i) => sum + i.quantity, 0),
        amount: Money.sum(
          items.map((i) => restaurantMoney(i.amount)),
          RESTAURANT_CURRENCY,
        ).toWire(),
      }
    : null;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <PageHeading
          title={t('reports.title')}
          description={<>{t('reports.description', { restaurant: restaurant.serviceName })}</>}
        />
        <DatePickerInput
          type="range"
          label={t('period.label')}
          value={range}
          onChange={(value) => {
            setRange(value);
            daysList.table.setPage(1);
            itemsList.table.setPage(1);
          }}
          valueFormat="YYYY-MM-DD"
          allowSingleDateInRange
          maxDate={today()}
          w={260}
        />
      </Group>
      <LoadError error={query.error} fallback={t('errors.loadFailed')} />
      {report && (
        <StatGrid>
          <StatCard
            label={t('reports.sales')}
            value={formatLkr(report.totals.totalCharge)}
            icon={<IconReceipt />}
            hint={period}
          />
          <StatCard label={t('reports.orders')} value={report.totals.orders} icon={<IconReceipt />} />
          <StatCard label={t('reports.cash')} value={formatLkr(report.totals.cash)} icon={<IconCash />} />
          <StatCard label={t('reports.roomBill')} value={formatLkr(report.totals.roomBill)} icon={<IconBed />} />
        </StatGrid>
      )}
      <DataTable
        ns="restaurant-admin"
        title={t('reports.byDay')}
        table={daysList.table}
        rows={daysList.rows}
        total={daysList.total}
        rowKey={(row) => row.date}
        loading={daysList.loading}
        columns={[
          {
            key: 'date',
            header: 'reports.date',
            render: (row) => formatDate(row.date),
            exportValue: (row) => row.date,
          },
          { key: 'orders', header: 'reports.orders', align: 'right' },
          moneyColumn<Day>('subTotal', 'reports.subTotal'),
          moneyColumn<Day>('serviceCharge', 'reports.serviceCharge'),
          moneyColumn<Day>('taxTotal', 'reports.taxes'),
          moneyColumn<Day>('totalCharge', 'reports.totalCharge'),
          moneyColumn<Day>('cash', 'reports.cash'),
          moneyColumn<Day>('roomBill', 'reports.roomBill'),
        ]}
        csv={{ fileName: t('reports.byDayFile'), rows: () => (totalDay ? [...days, totalDay] : days) }}
        pdf={{
          fileName: t('reports.byDayFile'),
          title: report?.hotelTitle ?? restaurant.hotelTitle,
          subtitle: `${t('reports.byDay')} · ${restaurant.serviceName} · ${period}`,
          rows: () => (totalDay ? [...days, totalDay] : days),
        }}
      />
      <DataTable
        ns="restaurant-admin"
        title={t('reports.byItem')}
        table={itemsList.table}
        rows={itemsList.rows}
        total={itemsList.total}
        rowKey={(row) => row.itemId}
        loading={itemsList.loading}
        columns={[
          { key: 'name', header: 'reports.item' },
          {
            key: 'itemType',
            header: 'foods.type',
            render: (row) => t(`itemType.${row.itemType}`),
            exportValue: (row) => (row.itemId === 0 ? '' : t(`itemType.${row.itemType}`)),
          },
          { key: 'quantity', header: 'reports.quantity', align: 'right' },
          moneyColumn<Item>('amount', 'reports.amount'),
        ]}
        csv={{ fileName: t('reports.byItemFile'), rows: () => (totalItem ? [...items, totalItem] : items) }}
        pdf={{
          fileName: t('reports.byItemFile'),
          title: report?.hotelTitle ?? restaurant.hotelTitle,
          subtitle: `${t('reports.byItem')} · ${restaurant.serviceName} · ${period}`,
          rows: () => (totalItem ? [...items, totalItem] : items),
        }}
      />
    </Stack>
  );
}
