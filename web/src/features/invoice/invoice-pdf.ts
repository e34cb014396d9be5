// An invoice, credit note or proforma on A4 paper (issue 13): the hotel's header (logo, name,
// address, VAT number) as frozen on the document, the title and number, the recipient, the lines
// with their taxes, the tax summary and the totals. jspdf loads only when something is printed.

import type { InvoiceIssuerFieldsFragment, InvoiceRecipientFieldsFragment } from '../../graphql/hooks.gen';

/** What a printed document shows, whether issued or a proforma. */
export interface PrintableInvoice {
  title: string;
  /** The number, or a proforma's "not an invoice" note. */
  number: string;
  issuedOn: string;
  currency: string;
  issuer: InvoiceIssuerFieldsFragment;
  recipient: InvoiceRecipientFieldsFragment;
  /** Further lines under the title (the stay's reference, the credited invoice, the reason). */
  notes: readonly string[];
  lines: readonly { description: string; date: string; net: string; tax: string; amount: string }[];
  taxSummary: readonly { label: string; amount: string }[];
  totals: readonly { label: string; amount: string; bold?: boolean }[];
  labels: {
    recipient: string;
    vatNumber: string;
    description: string;
    date: string;
    net: string;
    tax: string;
    amount: string;
  };
  fileName: string;
}

const MARGIN = 18;
const HEAD_FILL: [number, number, number] = [1, 80, 154];
/** jsPDF's standard fonts write WinAnsi text: spaces Intl uses that it lacks become plain ones. */
const winAnsi = (text: string): string => text.replace(/[\u202f\u00a0\u2009]/g, ' ').replace(/\u2212/g, '-');

/** The logo as a data URL, or null when it cannot be read (the header is printed without it). */
async function logoOf(url: string | null): Promise<{ data: string; format: string } | null> {
  if (!url) return null;
  try {
    const res = await fetch(url);
    if (!res.ok) return null;
    const blob = await res.blob();
    const format = blob.type.includes('png')
      ? 'PNG'
      : blob.type.includes('jpeg') || blob.type.includes('jpg')
        ? 'JPEG'
        : null;
    if (!format) return null;
    const data = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error ?? new Error('logo unreadable'));
      reader.readAsDataURL(blob);
    });
    return { data, format };
  } catch {
    return null;
  }
}

/** Lays the document out and saves it as `fileName`.pdf. */
export async function printInvoice(doc: PrintableInvoice): Promise<void> {
  const [{ jsPDF }, { autoTable }, logo] = await Promise.all([
    import('jspdf'),
    import('jspdf-autotable'),
    logoOf(doc.issuer.logo),
  ]);
  const pdf = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4' });
  const width = pdf.internal.pageSize.getWidth();
  const right = width - MARGIN;
  let y = MARGIN;

  if (logo) {
    try {
      pdf.addImage(logo.data, logo.format, MARGIN, y - 2, 22, 22);
    } catch {
      // An image jsPDF cannot decode leaves the header without a logo.
    }
  }
  const textLeft = logo ? MARGIN + 26 : MARGIN;
  pdf.setFont('helvetica', 'bold');
  pdf.setFontSize(15);
  pdf.text(winAnsi(doc.issuer.name), textLeft, y + 4);
  pdf.setFont('helvetica', 'normal');
  pdf.setFontSize(9);
  const header = [
    doc.issuer.address,
    [doc.issuer.contactNumber, doc.issuer.email].filter(Boolean).join(' · '),
    doc.issuer.vatNumber ? `${doc.labels.vatNumber}: ${doc.issuer.vatNumber}` : '',
  ].filter(Boolean);
  header.forEach((line, i) => pdf.text(winAnsi(line), textLeft, y + 9 + i * 4.2));

  pdf.setFont('helvetica', 'bold');
  pdf.setFontSize(14);
  pdf.text(winAnsi(doc.title), right, y + 4, { align: 'right' });
  pdf.setFontSize(10);
  pdf.text(winAnsi(doc.number), right, y + 10, { align: 'right' });
  pdf.setFont('helvetica', 'normal');
  pdf.setFontSize(9);
  pdf.text(winAnsi(doc.issuedOn), right, y + 15, { align: 'right' });
  y += 30;

  pdf.setDrawColor(200);
  pdf.line(MARGIN, y, right, y);
  y += 6;
  pdf.setFont('helvetica', 'bold');
  pdf.text(winAnsi(doc.labels.recipient), MARGIN, y);
  pdf.setFont('helvetica', 'normal');
  const recipient = [
    doc.recipient.name,
    doc.recipient.address,
    doc.recipient.email,
    doc.recipient.vatNumber ? `${doc.labels.vatNumber}: ${doc.recipient.vatNumber}` : '',
  ].filter(Boolean);
  recipient.forEach((line, i) => pdf.text(winAnsi(line), MARGIN, y + 5 + i * 4.2));
  doc.notes.forEach((line, i) => pdf.text(winAnsi(line), right, y + 5 + i * 4.2, { align: 'right' }));
  y += 8 + Math.max(recipient.length, doc.notes.length) * 4.2;

  autoTable(pdf, {
    startY: y,
    margin: { left: MARGIN, right: MARGIN, bottom: 18 },
    head: [[doc.labels.description, doc.labels.date, doc.labels.net, doc.labels.tax, doc.labels.amount].map(winAnsi)],
    body: doc.lines.map((l) => [l.description, l.date, l.net, l.tax, l.amount].map(winAnsi)),
    theme: 'striped',
    styles: { font: 'helvetica', fontSize: 9, cellPadding: 2 },
    headStyles: { fillColor: HEAD_FILL, textColor: 255, fontStyle: 'bold' },
    columnStyles: { 2: { halign: 'right' }, 3: { halign: 'right' }, 4: { halign: 'right' } },
    didParseCell: ({ cell, column, section }) => {
      if (section === 'head' && column.index >= 2) cell.styles.halign = 'right';
    },
  });
  const after = (pdf as unknown as { lastAutoTable?: { finalY: number } }).lastAutoTable?.finalY ?? y;
  y = after + 8;
  pdf.setFontSize(9);
  for (const line of [...doc.taxSummary.map((t) => ({ ...t, bold: false })), ...doc.totals]) {
    if (y > pdf.internal.pageSize.getHeight() - 20) {
      pdf.addPage();
      y = MARGIN;
    }
    pdf.setFont('helvetica', line.bold ? 'bold' : 'normal');
    pdf.text(winAnsi(line.label), right - 60, y);
    pdf.text(winAnsi(line.amount), right, y, { align: 'right' });
    y += 5;
  }
  pdf.save(doc.fileName.endsWith('.pdf') ? doc.fileName : `${doc.fileName}.pdf`);
}
