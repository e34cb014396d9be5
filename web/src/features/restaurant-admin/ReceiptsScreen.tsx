// /restaurant-admin/receipt (RESTAURANT_RECEIPT): the payments of completed invoices, cash at the
// table or posted to the guest's room; a detail drawer (with the invoice for those who may see it),
// CSV and a landscape A4 PDF titled with the hotel title.

import { useState } from 'react';
import { ActionIcon, Divider, Drawer, SimpleGrid, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import {
  AdminRestaurantReceiptsDocument,
  useAdminRestaurantInvoiceQuery,
  useAdminRestaurantReceiptsQuery,
  type AdminRestaurantReceiptsQuery,
  type AdminRestaurantReceiptsQueryVariables,
} from '../../graphql/hooks.gen';
import { useCan } from '../../session/permissions';
import { DataTable } from '../../ui/data-table/DataTable';
import { useSearchParamTableState } from '../../ui/data-table/use-data-table-state';
import { fetchAllPages } from '../../ui/data-table/all-pages';
import { InvoiceDetail } from './components/InvoiceDetail';
import { NoRestaurantChosen } from './components/NoRestaurantChosen';
import { PeriodFilters, salesFilters } from './components/PeriodFilters';
import { PaymentBadge } from './components/StatusBadges';
import { formatAmount, plainAmount, formatDateTime, formatLkr } from '../../ui/format';
import { periodText } from './period';
import { receiptsSearch } from './table-searches';
import { useRestaurantAdmin, type RestaurantAdminContext } from './use-restaurant-admin';

type Row = AdminRestaurantReceiptsQuery['restaurantReceipts']['items'][number];

export function ReceiptsScreen() {
  const restaurant = useRestaurantAdmin();
  return restaurant ? <Receipts restaurant={restaurant} /> : <NoRestaurantChosen />;
}

function Receipts({ restaurant }: { restaurant: RestaurantAdminContext }) {
  const { t } = useTranslation('restaurant-admin');
  const client = useApolloClient();
  const table = useSearchParamTableState(receiptsSearch);
  const [open, setOpen] = useState<Row | null>(null);
  const f = table.state.filters;
  const filters = salesFilters(restaurant.serviceId, f);
  const query = useAdminRestaurantReceiptsQuery({
    variables: { ...filters, ...table.variables },
    fetchPolicy: 'cache-and-network',
  });
  const result = query.data ?? query.previousData;
  const everyRow = () =>
    fetchAllPages(async (page, size) => {
      const { data } = await client.query<AdminRestaurantReceiptsQuery, AdminRestaurantReceiptsQueryVariables>({
        query: AdminRestaurantReceiptsDocument,
        variables: { ...filters, ...table.variables, page, size },
        fetchPolicy: 'network-only',
      });
      return data?.restaurantReceipts ?? { items: [], total: 0 };
    });

  return (
    <>
      <DataTable
        ns="restaurant-admin"
        title={t('receipts.title')}
        description={t('receipts.description')}
        table={table}
        rows={result?.restaurantReceipts.items ?? []}
        total={result?.restaurantReceipts.total ?? 0}
        rowKey={(row) => row.id}
        loading={query.loading}
        error={query.error}
        onRetry={() => void query.refetch()}
        toolbarActions={<PeriodFilters table={table} />}
        columns={[
          {
            key: 'receiptNumber',
            header: 'receipts.number',
            sortable: true,
            sortField: 'id',
            searchable: true,
            filterKey: 'search',
            searchPlaceholder: t('receipts.searchPlaceholder'),
          },
          {
            key: 'createdAt',
            header: 'receipts.date',
            sortable: true,
            render: (row) => formatDateTime(row.createdAt),
            exportValue: (row) => formatDateTime(row.createdAt),
          },
          { key: 'invoiceNumber', header: 'receipts.invoice' },
          { key: 'tableNumber', header: 'invoices.table', width: 100 },
          {
            key: 'paymentMethod',
            header: 'invoices.payment',
            render: (row) => <PaymentBadge method={row.paymentMethod} room={row.roomNumber} />,
            exportValue: (row) =>
              row.roomNumber ? t('payment.roomNumber', { room: row.roomNumber }) : t(`payment.${row.paymentMethod}`),
          },
          { key: 'receivedBy', header: 'receipts.receivedBy' },
          {
            key: 'amount',
            header: 'receipts.amount',
            sortable: true,
            align: 'right',
            render: (row) => (
              <Text fw={600} size="sm">
                {formatAmount(row.amount)}
              </Text>
            ),
            exportValue: (row) => plainAmount(row.amount),
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
        csv={{ fileName: t('receipts.fileName'), rows: everyRow }}
        pdf={{
          fileName: t('receipts.fileName'),
          title: restaurant.hotelTitle,
          subtitle: `${t('receipts.title')} · ${restaurant.serviceName} · ${periodText(t, f['from'], f['to'])}`,
          rows: everyRow,
        }}
      />
      <Drawer
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open ? t('receipts.detailTitle', { number: open.receiptNumber }) : ''}
        position="right"
        size="lg"
      >
        {open && <ReceiptDetail serviceId={restaurant.serviceId} receipt={open} />}
      </Drawer>
    </>
  );
}

function ReceiptDetail({ serviceId, receipt }: { serviceId: number; receipt: Row }) {
  const { t } = useTranslation('restaurant-admin');
  // The invoice behind the receipt, only for those who may see invoices (STYLE §7: skip the query).
  const canSeeInvoice = useCan('RESTAURANT_INVOICE', 'VIEW');
  const invoice = useAdminRestaurantInvoiceQuery({
    variables: { serviceId, id: receipt.invoiceId },
    skip: !canSeeInvoice,
  });
  return (
    <Stack gap="md">
      <SimpleGrid cols={2} spacing="sm">
        <Fact label={t('receipts.number')} value={receipt.receiptNumber} />
        <Fact label={t('receipts.date')} value={formatDateTime(receipt.createdAt)} />
        <Fact label={t('receipts.invoice')} value={receipt.invoiceNumber} />
        <Fact label={t('invoices.table')} value={receipt.tableNumber} />
        <Fact label={t('receipts.receivedBy')} value={receipt.receivedBy} />
        <Fact label={t('receipts.amount')} value={formatLkr(receipt.amount)} />
      </SimpleGrid>
      <PaymentBadge method={receipt.paymentMethod} room={receipt.roomNumber} />
      {receipt.paymentMethod === 'ROOM_BILL' && (
        <Text size="sm" c="dimmed">
          {t('receipts.roomBillHint')}
        </Text>
      )}
      {canSeeInvoice && (
        <>
          <Divider label={t('receipts.invoiceSection')} labelPosition="left" />
          {invoice.loading && <Skeleton h={180} />}
          {invoice.error && <Text c="red">{invoice.error.message}</Text>}
          {invoice.data && <InvoiceDetail invoice={invoice.data.restaurantInvoice} />}
        </>
      )}
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  );
}
