// /restaurant-admin/reports (REPORT): sales by day and by item for a date range, each exportable to
// CSV and to a landscape A4 PDF titled with the hotel title (operations §9 restaurant exports).

import { useState } from 'react';
import { Group, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconBed, IconCash, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Money, RESTAURANT_CURRENCY, restaurantMoney } from '@hotel/domain';
import { useAdminSalesReportQuery, type AdminSalesReportQuery } from '../../graphql/hooks.gen';
import { DataTable } from '../../ui/data-table/DataTable';
import { useDataTableState } from '../../ui/data-table/use-data-table-state';
import { moneyColumn } from '../../ui/data-table/money-column';
import { pageRows } from '../../ui/data-table/table-state';
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
    fetchPolicy: 'cache-and-network',
  });
  const report = (query.data ?? query.previousData)?.restaurantSalesReport ?? null;
  const daysTable = useDataTableState({ pageSize: 10, pageSizes: [10, 31, 100] });
  const itemsTable = useDataTableState({ pageSize: 10, pageSizes: [10, 25, 100] });
  const period = periodText(t, from ?? undefined, to ?? undefined);
  const days = report?.days ?? [];
  const items = report?.items ?? [];
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
            daysTable.setPage(1);
            itemsTable.setPage(1);
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
        table={daysTable}
        rows={pageRows(days, daysTable.variables.page, daysTable.variables.size)}
        total={days.length}
        rowKey={(row) => row.date}
        loading={query.loading || !complete}
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
        table={itemsTable}
        rows={pageRows(items, itemsTable.variables.page, itemsTable.variables.size)}
        total={items.length}
        rowKey={(row) => row.itemId}
        loading={query.loading || !complete}
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
