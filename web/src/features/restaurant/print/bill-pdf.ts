// A bill or receipt on paper (issue 10): an A4 page (more pages for a long order) or an 80 mm receipt
// roll, as long as the bill. The file is downloaded and asks the PDF viewer to print when opened.
// jspdf loads only when something is printed, so it stays out of the screens' first download.

import type { jsPDF } from 'jspdf';
import type { BillPaper } from '../../../graphql/hooks.gen';
import type { BillDocument } from './bill-document';

interface Paper {
  width: number;
  margin: number;
  /** Font sizes in points: the hotel's name, the document's title, body text, small print. */
  size: { hotel: number; title: number; body: number; small: number };
  /** The amount column's width in mm (A4 shows quantity × price in a column of its own). */
  amountWidth: number;
  priceColumn: boolean;
}

const PAPERS: Record<BillPaper, Paper> = {
  A4: {
    width: 210,
    margin: 20,
    size: { hotel: 16, title: 13, body: 10, small: 8.5 },
    amountWidth: 32,
    priceColumn: true,
  },
  RECEIPT_80MM: {
    width: 80,
    margin: 4,
    size: { hotel: 11, title: 10, body: 8, small: 7 },
    amountWidth: 20,
    priceColumn: false,
  },
};
const A4_HEIGHT = 297;
/** A roll is cut where the bill ends; jsPDF needs a page that is long enough to lay it out first. */
const ROLL_DRAFT_HEIGHT = 3000;
const PT_TO_MM = 25.4 / 72;

/** jsPDF's standard fonts write WinAnsi text: spaces Intl uses that it lacks become plain ones. */
const winAnsi = (text: string): string => text.replace(/[\u202f\u00a0\u2009]/g, ' ').replace(/\u2212/g, '-');

/** Writes the document from the top of `doc`; answers where it ended (mm from the top). */
function layOut(doc: jsPDF, bill: BillDocument, paper: Paper, pageHeight: number): number {
  const left = paper.margin;
  const right = paper.width - paper.margin;
  const width = right - left;
  const centre = paper.width / 2;
  let y = paper.margin;

  const lineHeight = (size: number) => size * PT_TO_MM * 1.3;
  const ensure = (height: number) => {
    if (y + height <= pageHeight - paper.margin) return;
    doc.addPage();
    y = paper.margin;
  };
  const font = (size: number, style: 'normal' | 'bold' = 'normal') => {
    doc.setFont('helvetica', style);
    doc.setFontSize(size);
  };
  /** Wrapped text at x within maxWidth; answers the lines' height. */
  const write = (
    text: string,
    size: number,
    options: { x?: number; maxWidth?: number; align?: 'left' | 'center' | 'right'; style?: 'normal' | 'bold' } = {},
  ) => {
    font(size, options.style);
    const align = options.align ?? 'left';
    const x = options.x ?? (align === 'center' ? centre : align === 'right' ? right : left);
    const lines = doc.splitTextToSize(winAnsi(text), options.maxWidth ?? width) as string[];
    const height = lineHeight(size) * lines.length;
    ensure(height);
    doc.text(lines, x, y + size * PT_TO_MM, { align, baseline: 'alphabetic', lineHeightFactor: 1.3 });
    return height;
  };
  const rule = (gap = 1.5) => {
    ensure(gap * 2);
    y += gap;
    doc.setLineWidth(0.2);
    doc.line(left, y, right, y);
    y += gap;
  };
  /** A label on the left and a value on the right, on one line when they fit. */
  const pair = (label: string, value: string, size: number, style: 'normal' | 'bold' = 'normal') => {
    font(size, style);
    const valueWidth = Math.min(doc.getTextWidth(winAnsi(value)) + 1, width / 2);
    const labelHeight = write(label, size, { maxWidth: width - valueWidth - 2, style });
    write(value, size, { align: 'right', style, maxWidth: width / 2 });
    y += labelHeight;
  };

  // The hotel's header.
  y += write(bill.header.title, paper.size.hotel, { align: 'center', style: 'bold' });
  for (const line of bill.header.lines) y += write(line, paper.size.small, { align: 'center' });
  rule(2);
  y += write(bill.title, paper.size.title, { align: 'center', style: 'bold' });
  y += 1;
  for (const fact of bill.facts) pair(fact.label, fact.value, paper.size.body);
  rule();

  // The lines.
  const amountX = right;
  const priceX = right - paper.amountWidth;
  const nameWidth = paper.priceColumn ? width - 2 * paper.amountWidth - 4 : width - paper.amountWidth - 2;
  write(bill.columns.item, paper.size.body, { style: 'bold' });
  y += write(bill.columns.amount, paper.size.body, { align: 'right', style: 'bold' });
  y += 0.5;
  for (const line of bill.lines) {
    const nameHeight = write(line.name, paper.size.body, { maxWidth: nameWidth });
    if (paper.priceColumn) {
      write(line.quantityAndPrice, paper.size.body, { x: priceX, align: 'right', maxWidth: paper.amountWidth });
      write(line.amount || line.note || '', paper.size.body, { x: amountX, align: 'right' });
      y += nameHeight;
    } else {
      y += nameHeight;
      write(line.quantityAndPrice, paper.size.small, { x: left + 2, maxWidth: nameWidth });
      y += write(line.amount || line.note || '', paper.size.body, { x: amountX, align: 'right' });
    }
    y += 0.6;
  }
  rule();

  // The totals.
  for (const total of bill.totals) {
    if (total.strong) rule(1);
    pair(
      total.label,
      total.amount,
      total.strong ? paper.size.title : paper.size.body,
      total.strong ? 'bold' : 'normal',
    );
  }

  // The VAT customer.
  if (bill.customer) {
    rule(2);
    y += write(bill.customer.title, paper.size.body, { style: 'bold' });
    for (const line of bill.customer.lines) y += write(line, paper.size.body);
  }

  rule(2);
  for (const line of bill.footer) y += write(line, paper.size.small, { align: 'center' });
  return y + paper.margin;
}

/** The document as a PDF on its paper, set to print when opened. */
export async function renderBillPdf(bill: BillDocument): Promise<jsPDF> {
  const { jsPDF } = await import('jspdf');
  const paper = PAPERS[bill.paper];
  const make = (height: number) =>
    new jsPDF({ unit: 'mm', format: [paper.width, height], orientation: 'portrait', compress: true });
  let doc: jsPDF;
  if (bill.paper === 'A4') {
    doc = make(A4_HEIGHT);
    layOut(doc, bill, paper, A4_HEIGHT);
  } else {
    const height = layOut(make(ROLL_DRAFT_HEIGHT), bill, paper, ROLL_DRAFT_HEIGHT);
    doc = make(height);
    layOut(doc, bill, paper, height + paper.margin);
  }
  doc.setProperties({ title: `${bill.title} · ${bill.header.title}`, creator: bill.header.title });
  doc.autoPrint();
  return doc;
}

/** Prints the bill: the PDF is downloaded and opens printing in the PDF viewer. */
export async function printBillPdf(bill: BillDocument): Promise<void> {
  const doc = await renderBillPdf(bill);
  await doc.save(bill.fileName, { returnPromise: true });
}
