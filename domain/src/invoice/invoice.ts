// An invoice computed from a folio's charges (issue 13): the proforma shows it, issuing freezes it.
//
// A charge's amount (room_charge.amount) is what the guest owes, taxes included: the night audit's
// room night, the restaurant's room bill (its total with its taxes), an additional service or event.
// An invoice shows each charge as a line with its net and the taxes contained in it, derived by
// splitTaxIncluded: the taxes that applied where the charge was made (the hotel's taxes for room
// nights, additional billing and events; the restaurant's for its bills) are run forward by the shared
// routine (computeTaxes) on the net that grosses up to the amount, and the net takes the cent the
// rounding leaves, so net + taxes = the charged amount, to the cent, on every line. The invoice's
// totals are the sums of its lines: they add up by construction.
import { Money, type Currency } from '../money/money.js';
import { computeTaxes, type TaxRate } from '../money/tax.js';
import type { ChargeSource } from '../folio/rules.js';

export const DOCUMENT_TYPES = ['INVOICE', 'CREDIT_NOTE'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/**
 * Where a document stands: an invoice is ISSUED until credit notes take part of it (PARTLY_CREDITED)
 * or all of it (CREDITED); a credit note is ISSUED. Derived from the credit notes, never stored.
 */
export const INVOICE_STATUSES = ['ISSUED', 'PARTLY_CREDITED', 'CREDITED'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/**
 * The prefix of each document series (document_series.document_type): INV-2026-000123,
 * CN-2026-000007, RC-2026-000042, RF-2026-000003. Every numbered document is printed by documentNumber.
 */
export const DOCUMENT_PREFIX = { INVOICE: 'INV', CREDIT_NOTE: 'CN', RECEIPT: 'RC', REFUND: 'RF' } as const;
export type DocumentSeries = keyof typeof DOCUMENT_PREFIX;

/** A document's printed number: the series' prefix, the year, the series number on six digits. */
export function documentNumber(type: DocumentSeries, year: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1) throw new RangeError(`A series number starts at 1, got ${sequence}`);
  return `${DOCUMENT_PREFIX[type]}-${year}-${String(sequence).padStart(6, '0')}`;
}

/** One tax contained in a line. */
export interface LineTax<C extends Currency = Currency> {
  name: string;
  /** The rate applied, percent. */
  rate: number;
  amount: Money<C>;
}

/** A charge as the invoice reads it. */
export interface InvoiceCharge<C extends Currency = Currency> {
  chargeId: number;
  source: ChargeSource;
  description: string;
  businessDate: string | null;
  /** What the guest owes for it, taxes included. */
  amount: Money<C>;
  /** The taxes that applied where it was charged; none: the whole amount is net. */
  taxes: readonly TaxRate[];
  /** Whether VAT-flagged taxes applied. */
  vat: boolean;
}

export interface InvoiceLineDraft<C extends Currency = Currency> {
  position: number;
  chargeId: number | null;
  source: ChargeSource | null;
  description: string;
  businessDate: string | null;
  net: Money<C>;
  tax: Money<C>;
  amount: Money<C>;
  taxLines: LineTax<C>[];
}

export interface InvoiceDraft<C extends Currency = Currency> {
  currency: C;
  lines: InvoiceLineDraft<C>[];
  net: Money<C>;
  tax: Money<C>;
  total: Money<C>;
  /** The taxes of all lines by name and rate, in the order first met. */
  taxSummary: LineTax<C>[];
}

/** A large base on which the taxes' combined factor is measured exactly enough for cents. */
const PROBE = '1000000000';

/**
 * Splits a tax-inclusive amount into the net and the taxes the routine charges on that net. The net
 * is the amount divided by the taxes' factor (measured by running the routine on a large base), the
 * tax lines are the routine's on that net, and the net absorbs the rounding: net + Σ lines = amount.
 */
export function splitTaxIncluded<C extends Currency>(
  amount: Money<C>,
  taxes: readonly TaxRate[],
  options: { vat?: boolean } = {},
): { net: Money<C>; tax: Money<C>; taxLines: LineTax<C>[] } {
  const currency = amount.currency;
  const probe = Money.fromWire(PROBE, currency);
  const factorTotal = computeTaxes(probe, taxes, options).total;
  if (amount.isZero() || factorTotal.equals(probe)) {
    return { net: amount, tax: Money.zero(currency), taxLines: [] };
  }
  const estimate = amount.times(PROBE, factorTotal.toFixed());
  const taxed = computeTaxes(estimate, taxes, options);
  const taxLines = taxed.lines.map((line) => ({ name: line.name, rate: line.rate, amount: line.amount }));
  const tax = Money.sum(
    taxLines.map((line) => line.amount),
    currency,
  );
  if (tax.compare(amount) > 0) return { net: amount, tax: Money.zero(currency), taxLines: [] };
  return { net: amount.minus(tax), tax, taxLines };
}

/** Sums tax lines by name and rate, keeping the order they were first met. */
export function summariseTaxes<C extends Currency>(lines: readonly LineTax<C>[], currency: C): LineTax<C>[] {
  const summary = new Map<string, LineTax<C>>();
  for (const line of lines) {
    const key = `${line.name}\u0000${line.rate}`;
    const seen = summary.get(key);
    summary.set(key, seen ? { ...seen, amount: seen.amount.plus(line.amount) } : { ...line });
  }
  return [...summary.values()].map((line) => ({ ...line, amount: line.amount.plus(Money.zero(currency)) }));
}

/** Totals of lines: net, tax and total are the sums of the lines' own. */
export function totalsOf<C extends Currency>(
  lines: readonly InvoiceLineDraft<C>[],
  currency: C,
): Omit<InvoiceDraft<C>, 'lines' | 'currency'> {
  return {
    net: Money.sum(
      lines.map((l) => l.net),
      currency,
    ),
    tax: Money.sum(
      lines.map((l) => l.tax),
      currency,
    ),
    total: Money.sum(
      lines.map((l) => l.amount),
      currency,
    ),
    taxSummary: summariseTaxes(
      lines.flatMap((l) => l.taxLines),
      currency,
    ),
  };
}

/**
 * The invoice of charges, in the order given (the caller sorts by business date): one line per
 * charge. Answers null when there is nothing to invoice; all charges must be in `currency`.
 */
export function invoiceOf<C extends Currency>(
  charges: readonly InvoiceCharge<C>[],
  currency: C,
): InvoiceDraft<C> | null {
  if (charges.length === 0) return null;
  const lines = charges.map((charge, index): InvoiceLineDraft<C> => {
    const split = splitTaxIncluded(charge.amount, charge.taxes, { vat: charge.vat });
    return {
      position: index + 1,
      chargeId: charge.chargeId,
      source: charge.source,
      description: charge.description,
      businessDate: charge.businessDate,
      net: split.net,
      tax: split.tax,
      amount: charge.amount,
      taxLines: split.taxLines,
    };
  });
  return { currency, lines, ...totalsOf(lines, currency) };
}

/** The refusal of invoicing these charges, or null: none, or more than one currency. */
export function issueRefusal(
  charges: readonly { currency: string }[],
): 'NOTHING_TO_INVOICE' | 'CHARGES_IN_SEVERAL_CURRENCIES' | null {
  if (charges.length === 0) return 'NOTHING_TO_INVOICE';
  if (new Set(charges.map((c) => c.currency)).size > 1) return 'CHARGES_IN_SEVERAL_CURRENCIES';
  return null;
}
