// Credit notes (core-platform §2 /invoice/creditNote; issue 13): an issued invoice never changes, so a
// correction is a credit note that names it, in its own series (CN-…), crediting the whole invoice or
// chosen lines by chosen amounts. A line is never credited beyond what remains of it after the credit
// notes already issued against it. The credit's taxes are the line's in proportion, and the last cent
// of a line's tax is credited with its last cent of amount, so crediting a line in parts credits
// exactly its net and tax in the end.
import type { FieldRefusal } from '../messages/message.js';
import { Money, type Currency } from '../money/money.js';
import type { DocumentType, InvoiceLineDraft, LineTax } from './invoice.js';
import type { InvoiceRefusalReason } from './refusals.js';

/** An issued invoice line and what credit notes have taken from it so far. */
export interface CreditableLine<C extends Currency = Currency> {
  id: number;
  description: string;
  businessDate: string | null;
  net: Money<C>;
  tax: Money<C>;
  amount: Money<C>;
  taxLines: LineTax<C>[];
  credited: { amount: Money<C>; tax: Money<C> };
}

export interface CreditRequest<C extends Currency = Currency> {
  reason: string;
  /** Credit every line's remainder. */
  whole: boolean;
  /** With whole false: the lines and the amounts (taxes included) to credit. */
  lines: readonly { lineId: number; amount: Money<C> }[];
  creditExpiresOn: string | null;
}

export type CreditLineDraft<C extends Currency = Currency> = InvoiceLineDraft<C> & { creditedLineId: number };

export type CreditRefusal = FieldRefusal<InvoiceRefusalReason>;

/** What remains to credit of a line. */
export function remainingOf<C extends Currency>(line: CreditableLine<C>): { amount: Money<C>; tax: Money<C> } {
  return { amount: line.amount.minus(line.credited.amount), tax: line.tax.minus(line.credited.tax) };
}

/** Whether anything of the invoice remains to credit (enables the screen's Credit note button). */
export function isCreditable(lines: readonly CreditableLine[]): boolean {
  return lines.some((line) => remainingOf(line).amount.isPositive());
}

/** The credit of `amount` from a line: its tax in proportion, the whole remaining tax with the remainder. */
function creditOf<C extends Currency>(line: CreditableLine<C>, amount: Money<C>, position: number): CreditLineDraft<C> {
  const remaining = remainingOf(line);
  const tax = amount.equals(remaining.amount)
    ? remaining.tax
    : remaining.tax.times(amount.toFixed(), remaining.amount.toFixed());
  const weights = line.taxLines.map((t) => t.amount.toFixed());
  const parts =
    tax.isZero() || line.taxLines.length === 0 || line.taxLines.every((t) => t.amount.isZero())
      ? line.taxLines.map(() => Money.zero(amount.currency))
      : tax.allocate(weights);
  return {
    position,
    chargeId: null,
    source: null,
    creditedLineId: line.id,
    description: line.description,
    businessDate: line.businessDate,
    net: amount.minus(tax),
    tax,
    amount,
    taxLines: line.taxLines.map((t, i) => ({ name: t.name, rate: t.rate, amount: parts[i]! })),
  };
}

/**
 * The credit note's lines, or the refusal naming the field at fault. `today` is the hotel's date
 * (an expiry date before it is refused).
 */
export function creditNoteLines<C extends Currency>(
  invoice: { documentType: DocumentType; lines: readonly CreditableLine<C>[] },
  request: CreditRequest<C>,
  today: string,
): { lines: CreditLineDraft<C>[] } | { refusal: CreditRefusal } {
  if (invoice.documentType !== 'INVOICE') {
    return { refusal: { field: 'invoiceId', reason: 'CREDIT_NOTE_OF_CREDIT_NOTE' } };
  }
  if (request.reason.trim() === '') return { refusal: { field: 'reason', reason: 'CREDIT_NOTE_REASON_REQUIRED' } };
  if (request.creditExpiresOn !== null && request.creditExpiresOn < today) {
    return { refusal: { field: 'creditExpiresOn', reason: 'CREDIT_EXPIRY_IN_PAST' } };
  }
  if (request.whole) {
    const open = invoice.lines.filter((line) => remainingOf(line).amount.isPositive());
    if (open.length === 0) return { refusal: { field: 'invoiceId', reason: 'INVOICE_FULLY_CREDITED' } };
    return { lines: open.map((line, i) => creditOf(line, remainingOf(line).amount, i + 1)) };
  }
  const chosen = request.lines.filter((l) => !l.amount.isZero());
  if (chosen.length === 0) return { refusal: { field: 'lines', reason: 'CREDIT_NOTE_EMPTY' } };
  const seen = new Set<number>();
  const lines: CreditLineDraft<C>[] = [];
  for (const [index, wanted] of request.lines.entries()) {
    if (wanted.amount.isZero()) continue;
    const field = `lines.${index}.amount`;
    const line = invoice.lines.find((l) => l.id === wanted.lineId);
    if (!line || seen.has(line.id)) {
      return { refusal: { field: `lines.${index}.lineId`, reason: 'CREDIT_LINE_NOT_ON_INVOICE' } };
    }
    seen.add(line.id);
    if (wanted.amount.isNegative()) return { refusal: { field, reason: 'CREDIT_NOTE_EMPTY' } };
    const remaining = remainingOf(line).amount;
    if (wanted.amount.compare(remaining) > 0) {
      return { refusal: { field, reason: 'CREDIT_ABOVE_REMAINING', params: { remaining: remaining.toFixed() } } };
    }
    lines.push(creditOf(line, wanted.amount, lines.length + 1));
  }
  return { lines };
}
