// The purchase order and GRN reports (operations §7: purchase-order-report/{id}, grn-report/{id})
// as PDF (jspdf, through ui/pdf) and CSV: the document's heading (supplier, dates, location, total)
// as the subtitle, then its lines. Amounts are plain two-decimal text in the CSV, formatted in PDF.

import type { TFunction } from 'i18next';
import type { GrnFieldsFragment, PurchaseOrderFieldsFragment } from '../../../graphql/hooks.gen';
import { downloadCsv } from '../../../ui/csv';
import { formatAmount, formatDate, formatDateTime, formatNumber, plainAmount } from '../../../ui/format';
import { exportPdf, type PdfColumn } from '../../../ui/pdf';

type OrderLine = PurchaseOrderFieldsFragment['lines'][number];
type GrnLine = GrnFieldsFragment['lines'][number];

const orderColumns = (t: TFunction, pdf: boolean): PdfColumn<OrderLine>[] => [
  { header: t('inventory:orders.item'), value: (l) => l.itemName },
  { header: t('inventory:orders.unit'), value: (l) => l.unitName ?? '' },
  {
    header: t('inventory:orders.quantity'),
    value: (l) => (pdf ? formatNumber(l.quantity) : l.quantity),
    align: 'right',
  },
  {
    header: t('inventory:orders.unitPrice'),
    value: (l) => (pdf ? formatAmount(l.unitPrice) : plainAmount(l.unitPrice)),
    align: 'right',
  },
  {
    header: t('inventory:orders.received'),
    value: (l) => (pdf ? formatNumber(l.received) : l.received),
    align: 'right',
  },
  {
    header: t('inventory:orders.total'),
    value: (l) => (pdf ? formatAmount(l.total) : plainAmount(l.total)),
    align: 'right',
  },
];

const orderSubtitle = (t: TFunction, po: PurchaseOrderFieldsFragment) =>
  [
    `${t('inventory:orders.supplier')}: ${po.supplierName}`,
    `${t('inventory:orders.statusLabel')}: ${t(`inventory:orders.status.${po.status}`)}`,
    po.expectedDate ? `${t('inventory:orders.expectedDate')}: ${formatDate(po.expectedDate)}` : '',
    `${t('inventory:orders.total')}: ${po.currency} ${formatAmount(po.total)}`,
  ]
    .filter(Boolean)
    .join('  ·  ');

/** A purchase order's number in its store's own series. */
export const orderNumber = (number: number) => `PO-${String(number).padStart(5, '0')}`;
export const grnNumber = (id: number) => `GRN-${String(id).padStart(5, '0')}`;

export function purchaseOrderPdf(t: TFunction, po: PurchaseOrderFieldsFragment): Promise<void> {
  return exportPdf({
    title: `${t('inventory:orders.document')} ${orderNumber(po.number)}`,
    subtitle: orderSubtitle(t, po),
    orientation: 'portrait',
    columns: orderColumns(t, true),
    rows: po.lines,
    fileName: orderNumber(po.number),
  });
}

export function purchaseOrderCsv(t: TFunction, po: PurchaseOrderFieldsFragment): void {
  downloadCsv({ fileName: orderNumber(po.number), columns: orderColumns(t, false), rows: po.lines });
}

const grnColumns = (t: TFunction, pdf: boolean): PdfColumn<GrnLine>[] => [
  { header: t('inventory:orders.item'), value: (l) => l.itemName },
  { header: t('inventory:orders.unit'), value: (l) => l.unitName ?? '' },
  { header: t('inventory:grn.quantity'), value: (l) => (pdf ? formatNumber(l.quantity) : l.quantity), align: 'right' },
  {
    header: t('inventory:grn.stockQuantity'),
    value: (l) => (pdf ? formatNumber(l.stockQuantity) : l.stockQuantity),
    align: 'right',
  },
  {
    header: t('inventory:orders.unitPrice'),
    value: (l) => (pdf ? formatAmount(l.unitPrice) : plainAmount(l.unitPrice)),
    align: 'right',
  },
  {
    header: t('inventory:orders.total'),
    value: (l) => (pdf ? formatAmount(l.total) : plainAmount(l.total)),
    align: 'right',
  },
];

export function grnPdf(t: TFunction, grn: GrnFieldsFragment): Promise<void> {
  return exportPdf({
    title: `${t('inventory:grn.document')} ${grnNumber(grn.id)}`,
    subtitle: [
      grn.supplierName ? `${t('inventory:orders.supplier')}: ${grn.supplierName}` : t('inventory:grn.direct'),
      grn.purchaseOrderNumber ? orderNumber(grn.purchaseOrderNumber) : '',
      `${t('inventory:grn.location')}: ${grn.locationName}`,
      formatDateTime(grn.createdAt),
      `${t('inventory:orders.total')}: ${grn.currency} ${formatAmount(grn.total)}`,
    ]
      .filter(Boolean)
      .join('  ·  '),
    orientation: 'portrait',
    columns: grnColumns(t, true),
    rows: grn.lines,
    fileName: grnNumber(grn.id),
  });
}

export function grnCsv(t: TFunction, grn: GrnFieldsFragment): void {
  downloadCsv({ fileName: grnNumber(grn.id), columns: grnColumns(t, false), rows: grn.lines });
}
