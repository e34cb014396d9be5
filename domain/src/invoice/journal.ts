// The journal's rules (issue 13, "Beyond the anchors" and "A daily self-check"; docs/invoicing.md):
// what a refund credits of the invoice it is made against, and what the daily self-check finds.
import { Money, type Currency } from '../money/money.js';

/**
 * The part of a refund that the invoice was paid with, which a credit note takes back: the folio's
 * receipts pay the invoice's uncredited remainder first, and only what they held above it (an advance
 * deposit, an overpayment) is refunded without a credit note. So a refund of money that paid the
 * invoice credits it by as much, a refund of an overpayment credits nothing, and a refund across both
 * credits the paid part only.
 *
 * `remaining`: what is left to credit of the invoice's lines; `paid`: the folio's authorised receipts'
 * balances before the refund; `refund`: the refund's amount.
 */
export function refundCredit<C extends Currency>(remaining: Money<C>, paid: Money<C>, refund: Money<C>): Money<C> {
  const zero = Money.zero(remaining.currency);
  const paying = (held: Money<C>) => Money.max(zero, Money.min(remaining, held));
  return Money.max(zero, paying(paid).minus(paying(paid.minus(refund))));
}

/**
 * A credit of `amount` spread over an invoice's lines in their order, each up to what remains of it:
 * the lines (ids) and the amounts to credit. Never more than the lines hold in all.
 */
export function spreadCredit<C extends Currency>(
  lines: readonly { id: number; remaining: Money<C> }[],
  amount: Money<C>,
): { lineId: number; amount: Money<C> }[] {
  const out: { lineId: number; amount: Money<C> }[] = [];
  let left = amount;
  for (const line of lines) {
    if (!left.isPositive()) break;
    if (!line.remaining.isPositive()) continue;
    const take = Money.min(left, line.remaining);
    out.push({ lineId: line.id, amount: take });
    left = left.minus(take);
  }
  return out;
}

/** What the daily self-check can find wrong (each finding names its document or record). */
export const SELF_CHECK_FINDINGS = [
  /** A number missing from a series (1 … its last number). */
  'SERIES_GAP',
  /** Two documents with one number. */
  'SERIES_DUPLICATE',
  /** A document whose stored hash does not match its content (changed after it was issued). */
  'HASH_MISMATCH',
  /** A document whose previous hash is not its predecessor's hash (one removed, inserted or replaced). */
  'CHAIN_BROKEN',
  /** A document written without its seal. */
  'DOCUMENT_NOT_SEALED',
  /** An invoice whose net, tax or total is not the sum of its lines, or a line whose net and tax miss its amount. */
  'DOCUMENT_TOTALS',
  /** An invoiced charge that no line of its invoice carries at its amount (or a line whose charge is not invoiced by it). */
  'CHARGE_NOT_ON_INVOICE',
  /** A folio whose charges differ from its invoiced lines plus its open (uninvoiced) charges. */
  'FOLIO_BALANCE',
  /** A line credited above its amount. */
  'CREDIT_ABOVE_LINE',
  /** A receipt whose refunded amount differs from its refunds' allocations or exceeds its amount. */
  'RECEIPT_REFUNDED',
  /** A refund whose amount is not the sum of its allocations. */
  'REFUND_ALLOCATIONS',
] as const;
export type SelfCheckFinding = (typeof SELF_CHECK_FINDINGS)[number];

/** The series the self-check walks: each numbered document type. */
export const JOURNAL_SERIES = ['INVOICE', 'CREDIT_NOTE', 'RECEIPT', 'REFUND'] as const;
export type JournalSeries = (typeof JOURNAL_SERIES)[number];

/** The reason a refund's credit note carries: the refund's number, so each names the other. */
export const refundCreditReason = (refundNumber: string): string => `Refund ${refundNumber}`;
