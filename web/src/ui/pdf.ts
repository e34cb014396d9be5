// PDF exports (DESIGN §4, operations §9): an A4 page, landscape unless asked otherwise, titled with
// the given title (restaurant reports use the hotel title), then an optional subtitle (a date or a
// range) and the table, with "page / pages" at the foot. jspdf and jspdf-autotable are loaded
// only when a user exports, so they stay out of the app's first download.

import type { CsvColumn } from './csv';

export type PdfOrientation = 'landscape' | 'portrait';

export interface PdfColumn<Row> extends CsvColumn<Row> {
  align?: 'left' | 'center' | 'right';
}

export interface ExportPdfOptions<Row> {
  title: string;
  subtitle?: string;
  orientation?: PdfOrientation;
  columns: readonly PdfColumn<Row>[];
  rows: readonly Row[];
  /** ".pdf" is added when missing. */
  fileName: string;
}

/** The brand colour #01509A (core §9) for the table head. */
const HEAD_FILL: [number, number, number] = [1, 80, 154];
const MARGIN = 14;

/** A cell's text: empty for null and undefined, ISO dates, everything else as a string. */
export function pdfCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export function pdfFileName(name: string): string {
  const base = name.trim() || 'export';
  return /\.pdf$/i.test(base) ? base : `${base}.pdf`;
}

export async function exportPdf<Row>(options: ExportPdfOptions<Row>): Promise<void> {
  const { title, subtitle, orientation = 'landscape', columns, rows, fileName } = options;
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);

  const doc = new jsPDF({ orientation, unit: 'mm', format: 'a4' });
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(16);
  doc.text(title, MARGIN, 18);
  let startY = 24;
  if (subtitle) {
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(10);
    doc.setTextColor(100);
    doc.text(subtitle, MARGIN, 24);
    doc.setTextColor(0);
    startY = 30;
  }

  autoTable(doc, {
    startY,
    margin: { left: MARGIN, right: MARGIN, bottom: 16 },
    head: [columns.map((column) => column.header)],
    body: rows.map((row) => columns.map((column) => pdfCell(column.value(row)))),
    theme: 'striped',
    styles: { font: 'helvetica', fontSize: 9, cellPadding: 2, overflow: 'linebreak' },
    headStyles: { fillColor: HEAD_FILL, textColor: 255, fontStyle: 'bold' },
    // Head and body cells of a column share its alignment.
    didParseCell: ({ cell, column }) => {
      const align = columns[column.index]?.align;
      if (align) cell.styles.halign = align;
    },
  });

  const pages = doc.getNumberOfPages();
  const { width, height } = doc.internal.pageSize;
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8);
  doc.setTextColor(120);
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    doc.text(`${page} / ${pages}`, width - MARGIN, height - 8, { align: 'right' });
  }

  await doc.save(pdfFileName(fileName), { returnPromise: true });
}
