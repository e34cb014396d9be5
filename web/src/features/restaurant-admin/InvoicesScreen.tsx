// /restaurant-admin/invoice (RESTAURANT_INVOICE): completed orders as invoices with their bills;
// searchable by number, table, customer or VAT number, filtered by date and payment; a detail drawer;
// CSV and a landscape A4 PDF titled with the hotel title (operations §9).

import { useState } from 'react';
import { ActionIcon, Drawer, Text, Tooltip } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import {
  AdminRestaurantInvoicesDocument,
  useAdminRestaurantInvoicesQuery,
  type AdminInvoiceFieldsFragment,
  type AdminRestaurantInvoicesQuery,
  type AdminRestaurantInvoicesQueryVariables,
} from '../../graphql/hooks.gen';
import { DataTable } from '../../ui/data-table/DataTable';
import { useSearchParamTableState } from '../../ui/data-table/use-data-table-state';
import { fetchAllPages } from '../../ui/data-table/all-pages';
import { moneyColumn } from '../../ui/data-table/money-column';
import { InvoiceDetail } from './components/InvoiceDetail';
import { NoRestaurantChosen } from './components/NoRestaurantChosen';
import { PeriodFilters, salesFilters } from './components/PeriodFilters';
import { PaymentBadge } from './components/StatusBadges';
import { formatAmount, plainAmount, formatDateTime } from '../../ui/format';
import { periodText } from './period';
import { invoicesSearch } from './table-searches';
import { useRestaurantAdmin, type RestaurantAdminContext } from './use-restaurant-admin';

type Row = AdminInvoiceFieldsFragment;

export function InvoicesScreen() {
  const restaurant = useRestaurantAdmin();
  return restaurant ? <Invoices restaurant={restaurant} /> : <NoRestaurantChosen />;
}

function Invoices({ restaurant }: { restaurant: RestaurantAdminContext }) {
  const { t } = useTranslation('restaurant-admin');
  const client = useApolloClient();
  const table = useSearchParamTableState(invoicesSearch);
  const [open, setOpen] = useState<Row | null>(null);
  const f = table.state.filters;
  const filters = salesFilters(restaurant.serviceId, f);
  const query = useAdminRestaurantInvoicesQuery({
    variables: { ...filters, ...table.variables },
    fetchPolicy: 'cache-and-network',
  });
  const result = query.data ?? query.previousData;
  const everyRow = () =>
    fetchAllPages(async (page, size) => {
      const { data } = await client.query<AdminRestaurantInvoicesQuery, AdminRestaurantInvoicesQueryVariables>({
        query: AdminRestaurantInvoicesDocument,
        variables: { ...filters, ...table.variables, page, size },
        fetchPolicy: 'network-only',
      });
      return data?.restaurantInvoices ?? { items: [], total: 0 };
    });
  const customer = (row: Row) => row.vatCustomer?.name ?? row.customerName;
  const taxTotal = (row: Row) => row.bill.taxes.reduce((sum, line) => sum + Number(line.amount), 0);

  return (
    <>
      <DataTable
        ns="restaurant-admin"
        title={t('invoices.title')}
        description={t('invoices.description')}
        table={table}
        rows={result?.restaurantInvoices.items ?? []}
        total={result?.restaurantInvoices.total ?? 0}
        rowKey={(row) => row.id}
        loading={query.loading}
        error={query.error}
        onRetry={() => void query.refetch()}
        toolbarActions={<PeriodFilters table={table} />}
        columns={[
          {
            key: 'invoiceNumber',
            header: 'invoices.number',
            sortable: true,
            sortField: 'id',
            searchable: true,
            filterKey: 'search',
            searchPlaceholder: t('invoices.searchPlaceholder'),
            width: 170,
          },
          {
            key: 'completedAt',
            header: 'invoices.completedAt',
            sortable: true,
            width: 150,
            render: (row) => formatDateTime(row.completedAt),
            exportValue: (row) => formatDateTime(row.completedAt),
          },
          { key: 'tableNumber', header: 'invoices.table', sortable: true, width: 80 },
          {
            key: 'customer',
            header: 'invoices.customer',
            render: (row) => customer(row) || <Text c="dimmed">—</Text>,
            exportValue: customer,
          },
          {
            key: 'paymentMethod',
            header: 'invoices.payment',
            width: 120,
            render: (row) => <PaymentBadge method={row.paymentMethod} room={row.roomNumber} />,
            exportValue: (row) =>
              row.roomNumber ? t('payment.roomNumber', { room: row.roomNumber }) : t(`payment.${row.paymentMethod}`),
          },
          moneyColumn<Row>('subTotal', 'invoices.subTotal', (row) => row.bill.subTotal, { width: 100 }),
          moneyColumn<Row>('serviceCharge', 'invoices.serviceCharge', (row) => row.bill.serviceCharge, { width: 100 }),
          moneyColumn<Row>('taxes', 'invoices.taxes', (row) => taxTotal(row), { width: 100 }),
          {
            key: 'totalCharge',
            header: 'invoices.total',
            sortable: true,
            align: 'right',
            width: 110,
            render: (row) => (
              <Text fw={600} size="sm">
                {formatAmount(row.bill.totalCharge)}
              </Text>
            ),
            exportValue: (row) => plainAmount(row.bill.totalCharge),
          },
        ]}
        rowActions={(row) => (
          <Tooltip label={t('common.view')} withinPortal>
            <ActionIcon variant="subtle" aria-label={t('common.view')} onClick={() => setOpen(row)}>
              <IconEye size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        resetFilters
        csv={{ fileName: t('invoices.fileName'), rows: everyRow }}
        pdf={{
          fileName: t('invoices.fileName'),
          title: restaurant.hotelTitle,
          subtitle: `${t('invoices.title')} · ${restaurant.serviceName} · ${periodText(t, f['from'], f['to'])}`,
          rows: everyRow,
        }}
      />
      <Drawer
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open ? t('invoices.detailTitle', { number: open.invoiceNumber }) : ''}
        position="right"
        size="lg"
      >
        {open && <InvoiceDetail invoice={open} />}
      </Drawer>
    </>
  );
}
