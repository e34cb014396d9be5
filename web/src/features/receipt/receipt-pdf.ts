// A receipt on paper: an A4 page with the hotel's name, the receipt's number, date, the stay, the
// method, the amount and its status. jspdf loads only when a receipt is printed.

import type { ReceiptFieldsFragment } from '../../graphql/hooks.gen';

export interface ReceiptPdfTexts {
  title: string;
  /** Label → value lines under the title, in order. */
  lines: [string, string][];
  amountLabel: string;
  amount: string;
  footer: string;
}

/** jsPDF's standard fonts write WinAnsi text: spaces Intl uses that it lacks become plain ones. */
const winAnsi = (text: string): string => text.replace(/[\u202f\u00a0\u2009]/g, ' ').replace(/\u2212/g, '-');

export async function downloadReceiptPdf(
  hotelTitle: string,
  receipt: Pick<ReceiptFieldsFragment, 'receiptNumber'>,
  texts: ReceiptPdfTexts,
): Promise<void> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4' });
  const left = 20;
  const right = 190;
  let y = 24;
  doc.setFont('helvetica', 'bold').setFontSize(16).text(winAnsi(hotelTitle), left, y);
  y += 10;
  doc.setFontSize(13).text(winAnsi(texts.title), left, y);
  doc.text(winAnsi(receipt.receiptNumber), right, y, { align: 'right' });
  y += 4;
  doc.setLineWidth(0.3).line(left, y, right, y);
  y += 9;
  doc.setFont('helvetica', 'normal').setFontSize(10);
  for (const [label, value] of texts.lines) {
    doc.setTextColor(100).text(winAnsi(label), left, y);
    doc.setTextColor(0).text(winAnsi(value), left + 45, y);
    y += 7;
  }
  y += 4;
  doc.line(left, y, right, y);
  y += 9;
  doc.setFont('helvetica', 'bold').setFontSize(12).text(winAnsi(texts.amountLabel), left, y);
  doc.text(winAnsi(texts.amount), right, y, { align: 'right' });
  y += 14;
  doc.setFont('helvetica', 'normal').setFontSize(8.5).setTextColor(110).text(winAnsi(texts.footer), left, y);
  doc.save(`${receipt.receiptNumber}.pdf`);
}
