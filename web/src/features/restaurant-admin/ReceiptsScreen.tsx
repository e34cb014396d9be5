// /restaurant-admin/receipt (RESTAURANT_RECEIPT): the payments of completed invoices, cash at the
// table or posted to the guest's room; a detail drawer (with the invoice for those who may see it),
// CSV and a landscape A4 PDF titled with the hotel title.

import { Divider, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAdminRestaurantInvoiceQuery, type AdminRestaurantReceiptsQuery } from '../../graphql/hooks.gen';
import { useCan } from '../../session/permissions';
import { useList } from '../../ui/data-table/use-list';
import { InvoiceDetail } from './components/InvoiceDetail';
import { NotChosen } from '../../session/NotChosen';
import { SalesList } from './components/SalesList';
import { PaymentBadge } from './components/StatusBadges';
import { formatAmount, plainAmount, formatDateTime, formatLkr, plainDateTime } from '../../ui/format';
import { receiptsList } from './lists';
import { useChosenService, type ChosenService } from '../../session/use-chosen';

type Row = AdminRestaurantReceiptsQuery['restaurantReceipts']['items'][number];

export function ReceiptsScreen() {
  const restaurant = useChosenService('RESTAURANT');
  return restaurant ? <Receipts restaurant={restaurant} /> : <NotChosen what="RESTAURANT" />;
}

function Receipts({ restaurant }: { restaurant: ChosenService }) {
  const { t } = useTranslation('restaurant-admin');
  const list = useList(receiptsList);
  return (
    <SalesList<Row>
      kind="receipts"
      restaurant={restaurant}
      list={list}
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
          exportValue: (row) => plainDateTime(row.createdAt),
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
      detailTitle={(row) => t('receipts.detailTitle', { number: row.receiptNumber })}
      detail={(row) => <ReceiptDetail serviceId={restaurant.serviceId} receipt={row} />}
    />
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
