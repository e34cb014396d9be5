// What a printed bill and receipt say and how they sit on paper (issue 10): exact amounts with every
// tax line, lines not charged shown as such, the VAT customer, a reprint marked as a copy, and a bill
// whose lines do not add up refused; an A4 page, or an 80 mm roll as long as the bill.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { BillMismatchError } from '@hotel/domain';
import type { PrintedInvoiceFieldsFragment, RestaurantSettingFieldsFragment } from '../../../graphql/hooks.gen';
import { receiptOfInvoice, type Translate } from './bill-document';
import { renderBillPdf } from './bill-pdf';

/** Keys with their values, so a test reads what each text was made of. */
const t: Translate = (key, options = {}) => {
  const values = Object.entries(options).map(([name, value]) => `${name}=${String(value)}`);
  return values.length > 0 ? `${key}(${values.join(',')})` : key;
};

const SETTING: RestaurantSettingFieldsFragment = {
  serviceId: 2,
  billPaper: 'A4',
  targetPreparationMinutes: 15,
  billHeader: {
    hotelTitle: 'Serendib Colombo',
    address: '12 Galle Road, Colombo 03',
    contactNumber: '+94112345678',
    email: 'scb@serendib.lk',
    vatNumber: '114007890-7000',
  },
};

const INVOICE: PrintedInvoiceFieldsFragment = {
  id: 42,
  invoiceNumber: 'SCB-RI-000042',
  receiptNumber: 'SCB-RR-000042',
  tableNumber: '5',
  waiterName: 'Waiter Demo',
  customerName: '',
  paymentMethod: 'CASH',
  roomNumber: null,
  orderTime: '12:30',
  completedAt: '2026-03-10T12:05:00Z',
  vatCustomer: { name: 'Ceylon Traders', vatNumber: '114-7000', email: 'a@ct.lk', address: '1 Main St' },
  // 2 × 1350 + 900 = 3600; service charge 360; levy on 3960 grossed up 2.5 % → 101.54.
  bill: {
    subTotal: 3600,
    discount: 0,
    serviceCharge: 360,
    serviceChargeRate: 10,
    taxes: [{ name: 'Levy', originRate: 2.5, amount: 101.54 }],
    totalCharge: 4061.54,
  },
  items: [
    { id: 1, name: 'Chicken Kottu', quantity: 2, price: 1350, amount: 2700, status: 'SERVED', counted: true },
    { id: 2, name: 'Lime juice', quantity: 1, price: 900, amount: 900, status: 'SERVED', counted: true },
    { id: 3, name: 'Hoppers', quantity: 1, price: 300, amount: 0, status: 'REJECTED', counted: false },
  ],
};

async function english() {
  await i18next.init({ lng: 'en', resources: {}, initAsync: false });
  await i18next.changeLanguage('en');
}

describe('a receipt', () => {
  it('carries the numbers, every line, every tax line and the VAT customer', async () => {
    await english();
    const receipt = receiptOfInvoice({ invoice: INVOICE, setting: SETTING, reprintedAt: null, t });
    expect(receipt.title).toBe('print.receipt');
    expect(receipt.fileName).toBe('print.receiptFile(number=SCB-RR-000042).pdf');
    expect(receipt.header).toEqual({
      title: 'Serendib Colombo',
      lines: [
        '12 Galle Road, Colombo 03',
        'print.phone(number=+94112345678)  ·  scb@serendib.lk',
        'print.hotelVat(number=114007890-7000)',
      ],
    });
    expect(receipt.facts.slice(0, 2)).toEqual([
      { label: 'print.receiptNumber', value: 'SCB-RR-000042' },
      { label: 'print.invoiceNumber', value: 'SCB-RI-000042' },
    ]);
    expect(receipt.lines).toEqual([
      { name: 'Chicken Kottu', quantityAndPrice: '2 × 1,350.00', amount: '2,700.00', note: null },
      { name: 'Lime juice', quantityAndPrice: '1 × 900.00', amount: '900.00', note: null },
      { name: 'Hoppers', quantityAndPrice: '1 × 300.00', amount: '', note: 'status.REJECTED' },
    ]);
    expect(receipt.totals).toEqual([
      { label: 'order.subtotal', amount: '3,600.00' },
      { label: 'order.serviceCharge(rate=10)', amount: '360.00' },
      { label: 'order.tax(name=Levy,rate=2.5)', amount: '101.54' },
      { label: 'order.total', amount: 'LKR 4,061.54', strong: true },
    ]);
    expect(receipt.customer?.lines).toEqual([
      'Ceylon Traders',
      '1 Main St',
      'print.customerVat(number=114-7000)',
      'a@ct.lk',
    ]);
  });

  it('says a reprint is a copy, and when it was printed', async () => {
    await english();
    const copy = receiptOfInvoice({
      invoice: INVOICE,
      setting: SETTING,
      reprintedAt: new Date('2026-03-11T09:00:00Z'),
      t,
    });
    expect(copy.title).toBe('print.receiptCopy');
    expect(copy.footer[1]).toMatch(/^print\.reprinted\(at=11 Mar 2026, \d{2}:00\)$/);
  });

  it('is refused when its lines do not add up to its total', async () => {
    await english();
    const wrong = { ...INVOICE, bill: { ...INVOICE.bill, totalCharge: 4061.55 } };
    expect(() => receiptOfInvoice({ invoice: wrong, setting: SETTING, reprintedAt: null, t })).toThrow(
      BillMismatchError,
    );
  });
});

describe('on paper', () => {
  it('fills an A4 page, or an 80 mm roll as long as the receipt', async () => {
    await english();
    const a4 = await renderBillPdf(receiptOfInvoice({ invoice: INVOICE, setting: SETTING, reprintedAt: null, t }));
    expect([a4.internal.pageSize.getWidth(), a4.internal.pageSize.getHeight()].map(Math.round)).toEqual([210, 297]);

    const roll = { ...SETTING, billPaper: 'RECEIPT_80MM' as const };
    const short = await renderBillPdf(receiptOfInvoice({ invoice: INVOICE, setting: roll, reprintedAt: null, t }));
    const long = await renderBillPdf(
      receiptOfInvoice({
        invoice: {
          ...INVOICE,
          items: [...INVOICE.items, ...INVOICE.items.map((item) => ({ ...item, id: item.id + 10 }))],
        },
        setting: roll,
        reprintedAt: null,
        t,
      }),
    );
    expect(Math.round(short.internal.pageSize.getWidth())).toBe(80);
    expect(short.getNumberOfPages()).toBe(1);
    expect(long.internal.pageSize.getHeight()).toBeGreaterThan(short.internal.pageSize.getHeight() + 20);
  });
});
