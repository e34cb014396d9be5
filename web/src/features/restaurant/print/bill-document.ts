// What a printed bill or receipt says (issue 10), before any paper: the hotel's header, what the
// document is and its numbers, the lines, the totals with every tax line, and the VAT customer when
// one is named. Amounts are exact (the domain's billFromWire: a bill whose lines do not add up to its
// total is never printed) and written in the user's language; bill-pdf.ts lays it out on A4 or an
// 80 mm roll. No React.

import { billFromWire, restaurantMoney, type RestaurantBillWire } from '@hotel/domain';
import type {
  BillPaper,
  OrderFieldsFragment,
  PaymentMethod,
  PrintedInvoiceFieldsFragment,
  RestaurantSettingFieldsFragment,
} from '../../../graphql/hooks.gen';
import { formatAmount, formatDateTime, formatLkr, formatNumber, plainDateTime, toMoney } from '../../../ui/format';

/** The translator of the restaurant namespace (i18next's t bound to 'restaurant'). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface PrintedLine {
  name: string;
  /** "2 × 1,350.00" */
  quantityAndPrice: string;
  /** The line's amount; empty for a line that is not charged. */
  amount: string;
  /** Why a line is not charged (Rejected, Cancelled); null when it is. */
  note: string | null;
}

export interface PrintedTotal {
  label: string;
  amount: string;
  strong?: boolean;
}

export interface BillDocument {
  paper: BillPaper;
  /** ".pdf" included. */
  fileName: string;
  /** The hotel's name, then its address, contact and VAT number lines. */
  header: { title: string; lines: string[] };
  /** "Bill", "Receipt", "Receipt (copy)". */
  title: string;
  facts: { label: string; value: string }[];
  columns: { item: string; amount: string };
  lines: PrintedLine[];
  totals: PrintedTotal[];
  customer: { title: string; lines: string[] } | null;
  footer: string[];
}

/** The VAT customer named on the bill: typed in Prepare Invoice, or stored with the invoice. */
export interface BillCustomer {
  name: string;
  address: string;
  vatNumber: string;
  email: string;
}

type Setting = RestaurantSettingFieldsFragment;
type Bill = OrderFieldsFragment['bill'];

function headerOf(setting: Setting, t: Translate): BillDocument['header'] {
  const h = setting.billHeader;
  return {
    title: h.hotelTitle,
    lines: [
      h.address,
      [h.contactNumber && t('print.phone', { number: h.contactNumber }), h.email].filter(Boolean).join('  ·  '),
      h.vatNumber && t('print.hotelVat', { number: h.vatNumber }),
    ].filter((line): line is string => Boolean(line)),
  };
}

/** The totals as charged: subtotal, discount, service charge, each tax, total. */
function totalsOf(bill: Bill, t: Translate): PrintedTotal[] {
  const exact = billFromWire({
    subTotal: toMoney(bill.subTotal),
    discount: toMoney(bill.discount),
    serviceCharge: toMoney(bill.serviceCharge),
    serviceChargeRate: bill.serviceChargeRate,
    taxResponseList: bill.taxes.map((tax) => ({ ...tax, amount: toMoney(tax.amount) })),
    totalCharge: toMoney(bill.totalCharge),
  } satisfies RestaurantBillWire);
  return [
    { label: t('order.subtotal'), amount: formatAmount(exact.subTotal.toWire()) },
    ...(exact.discount.isPositive()
      ? [{ label: t('order.discount'), amount: `−${formatAmount(exact.discount.toWire())}` }]
      : []),
    {
      label: t('order.serviceCharge', { rate: formatNumber(exact.serviceChargeRate) }),
      amount: formatAmount(exact.serviceCharge.toWire()),
    },
    ...exact.taxResponseList.map((tax) => ({
      label: t('order.tax', { name: tax.name, rate: formatNumber(tax.originRate) }),
      amount: formatAmount(tax.amount.toWire()),
    })),
    { label: t('order.total'), amount: formatLkr(exact.totalCharge.toWire()), strong: true },
  ];
}

function customerOf(customer: BillCustomer | null, t: Translate): BillDocument['customer'] {
  if (!customer) return null;
  return {
    title: t('print.vatCustomer'),
    lines: [
      customer.name,
      customer.address,
      t('print.customerVat', { number: customer.vatNumber }),
      customer.email,
    ].filter(Boolean),
  };
}

const paymentText = (method: PaymentMethod, room: string | null, t: Translate): string =>
  method === 'ROOM_BILL' ? t('order.roomNumber', { number: room ?? '' }) : t('order.cash');

/** A file name the user's system accepts: no slashes or colons. */
const safeFileName = (name: string): string => `${name.replace(/[\\/:*?"<>|]+/g, '-').trim()}.pdf`;

const quantityAndPrice = (quantity: number, price: unknown) => `${quantity} × ${formatAmount(price)}`;

/**
 * The bill before payment (Prepare Invoice): the order's lines and bill as the server computed them,
 * the payment chosen, and the VAT customer typed in, if any.
 */
export function billOfOrder(input: {
  order: OrderFieldsFragment;
  setting: Setting;
  paymentMethod: PaymentMethod;
  roomNumber: string | null;
  customer: BillCustomer | null;
  printedAt: Date;
  t: Translate;
}): BillDocument {
  const { order, setting, t } = input;
  const printed = input.printedAt.toISOString();
  return {
    paper: setting.billPaper,
    fileName: safeFileName(
      t('print.billFile', { table: order.table.number, at: plainDateTime(printed).slice(0, 16).replace(':', '') }),
    ),
    header: headerOf(setting, t),
    title: t('print.bill'),
    facts: [
      { label: t('print.table'), value: order.table.number },
      { label: t('print.order'), value: String(order.id) },
      { label: t('print.date'), value: formatDateTime(printed) },
      { label: t('print.tableTime'), value: order.orderTime },
      { label: t('print.payment'), value: paymentText(input.paymentMethod, input.roomNumber, t) },
      ...(order.customerName ? [{ label: t('print.guest'), value: order.customerName }] : []),
    ],
    columns: { item: t('print.item'), amount: t('print.amount') },
    lines: order.items.map((line) => {
      const charged = line.status !== 'REJECTED' && line.status !== 'CANCELLED';
      return {
        name: line.name,
        quantityAndPrice: quantityAndPrice(line.quantity, line.price),
        amount: charged ? formatAmount(restaurantMoney(toMoney(line.price)).times(line.quantity).toWire()) : '',
        note: charged ? null : t(`status.${line.status}`),
      };
    }),
    totals: totalsOf(order.bill, t),
    customer: customerOf(input.customer, t),
    footer: [t('print.billFooter')],
  };
}

/** The receipt of a paid invoice, after payment or reprinted from the invoice list. */
export function receiptOfInvoice(input: {
  invoice: PrintedInvoiceFieldsFragment;
  setting: Setting;
  /** A reprint says it is a copy, and when it was printed. */
  reprintedAt: Date | null;
  t: Translate;
}): BillDocument {
  const { invoice, setting, t } = input;
  return {
    paper: setting.billPaper,
    fileName: safeFileName(t('print.receiptFile', { number: invoice.receiptNumber })),
    header: headerOf(setting, t),
    title: input.reprintedAt ? t('print.receiptCopy') : t('print.receipt'),
    facts: [
      { label: t('print.receiptNumber'), value: invoice.receiptNumber },
      { label: t('print.invoiceNumber'), value: invoice.invoiceNumber },
      { label: t('print.date'), value: formatDateTime(invoice.completedAt) },
      { label: t('print.table'), value: invoice.tableNumber },
      { label: t('print.tableTime'), value: invoice.orderTime },
      { label: t('print.steward'), value: invoice.waiterName },
      { label: t('print.payment'), value: paymentText(invoice.paymentMethod, invoice.roomNumber, t) },
      ...(invoice.customerName ? [{ label: t('print.guest'), value: invoice.customerName }] : []),
    ],
    columns: { item: t('print.item'), amount: t('print.amount') },
    lines: invoice.items.map((line) => ({
      name: line.name,
      quantityAndPrice: quantityAndPrice(line.quantity, line.price),
      amount: line.counted ? formatAmount(line.amount) : '',
      note: line.counted ? null : t(`status.${line.status}`),
    })),
    totals: totalsOf(invoice.bill, t),
    customer: customerOf(invoice.vatCustomer, t),
    footer: [
      t('print.receiptFooter'),
      ...(input.reprintedAt ? [t('print.reprinted', { at: formatDateTime(input.reprintedAt.toISOString()) })] : []),
    ],
  };
}
