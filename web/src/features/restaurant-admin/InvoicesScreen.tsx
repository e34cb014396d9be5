// /restaurant-admin/invoice (RESTAURANT_INVOICE): completed orders as invoices with their bills;
// searchable by number, table, customer or VAT number, filtered by date and payment; a detail drawer;
// the receipt reprinted (issue 10); CSV and a landscape A4 PDF titled with the hotel title (operations §9).

import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Money, RESTAURANT_CURRENCY, restaurantMoney } from '@hotel/domain';
import type { AdminInvoiceFieldsFragment } from '../../graphql/hooks.gen';
import { useList } from '../../ui/data-table/use-list';
import { moneyColumn } from '../../ui/data-table/money-column';
import { InvoiceDetail } from './components/InvoiceDetail';
import { useReprintColumn } from './components/reprint-column';
import { NotChosen } from '../../session/NotChosen';
import { SalesList } from './components/SalesList';
import { PaymentBadge } from './components/StatusBadges';
import { formatAmount, plainAmount, formatDateTime, plainDateTime } from '../../ui/format';
import { invoicesList } from './lists';
import { useChosenService, type ChosenService } from '../../session/use-chosen';

type Row = AdminInvoiceFieldsFragment;

export function InvoicesScreen() {
  const restaurant = useChosenService('RESTAURANT');
  return restaurant ? <Invoices restaurant={restaurant} /> : <NotChosen what="RESTAURANT" />;
}

function Invoices({ restaurant }: { restaurant: ChosenService }) {
  const { t } = useTranslation('restaurant-admin');
  const list = useList(invoicesList);
  const reprint = useReprintColumn<Row>(restaurant.serviceId);
  const customer = (row: Row) => row.vatCustomer?.name ?? row.customerName;
  const taxTotal = (row: Row) =>
    Money.sum(
      row.bill.taxes.map((line) => restaurantMoney(line.amount)),
      RESTAURANT_CURRENCY,
    ).toWire();

  return (
    <SalesList<Row>
      kind="invoices"
      restaurant={restaurant}
      list={list}
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
          exportValue: (row) => plainDateTime(row.completedAt),
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
        reprint,
      ]}
      detailTitle={(row) => t('invoices.detailTitle', { number: row.invoiceNumber })}
      detail={(row) => <InvoiceDetail invoice={row} />}
    />
  );
}
