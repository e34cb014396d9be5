// A folio's statement (the stay's account, issue 13): its charges and the payments against it in
// the order posted, each with the balance after it, added exactly with Money. The balance is what the
// folio's payer still owes: charges − authorised receipts + refunds. A receipt not yet authorised
// (PENDING) or REJECTED is shown but does not count.
import { Money, type Currency } from '../money/money.js';

export const FOLIO_RECEIPT_STATUSES = ['PENDING', 'AUTHORISED', 'REJECTED'] as const;
export type FolioReceiptStatus = (typeof FOLIO_RECEIPT_STATUSES)[number];

export const FOLIO_ENTRY_KINDS = ['CHARGE', 'RECEIPT', 'REFUND'] as const;
export type FolioEntryKind = (typeof FOLIO_ENTRY_KINDS)[number];

/** One posting on a folio: `date` is its business date (YYYY-MM-DD), `at` the instant it was posted. */
export interface FolioPosting<C extends Currency = Currency> {
  kind: FolioEntryKind;
  id: number;
  date: string;
  at: string;
  amount: Money<C>;
  /** A receipt's status; charges and refunds have none. */
  status?: FolioReceiptStatus;
}

export interface StatementLine<C extends Currency, P extends FolioPosting<C>> {
  posting: P;
  /** Whether it moves the balance (a PENDING or REJECTED receipt does not). */
  counted: boolean;
  /** The balance after it. */
  balance: Money<C>;
}

export interface FolioStatement<C extends Currency, P extends FolioPosting<C>> {
  lines: StatementLine<C, P>[];
  charges: Money<C>;
  /** The authorised receipts. */
  paid: Money<C>;
  refunded: Money<C>;
  balance: Money<C>;
}

const KIND_ORDER: Record<FolioEntryKind, number> = { CHARGE: 0, RECEIPT: 1, REFUND: 2 };

/**
 * The order of a statement: the instant posted (a receipt taken before the night audit posts the night
 * comes first, though the night's business date is earlier), then the date, charges before payments,
 * then id.
 */
export function compareFolioPostings(a: FolioPosting, b: FolioPosting): number {
  return (
    a.at.localeCompare(b.at) || a.date.localeCompare(b.date) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.id - b.id
  );
}

/** Whether a posting moves the balance. */
export const countsOnFolio = (posting: Pick<FolioPosting, 'kind' | 'status'>): boolean =>
  posting.kind !== 'RECEIPT' || posting.status === 'AUTHORISED';

/**
 * The statement of a folio kept in `currency`: every posting in date order with its running balance,
 * and the totals. A posting in another currency throws (a folio has one currency).
 */
export function folioStatement<C extends Currency, P extends FolioPosting<C>>(
  currency: C,
  postings: readonly P[],
): FolioStatement<C, P> {
  let charges = Money.zero(currency);
  let paid = Money.zero(currency);
  let refunded = Money.zero(currency);
  const lines = [...postings].sort(compareFolioPostings).map((posting) => {
    const counted = countsOnFolio(posting);
    if (counted && posting.kind === 'CHARGE') charges = charges.plus(posting.amount);
    if (counted && posting.kind === 'RECEIPT') paid = paid.plus(posting.amount);
    if (counted && posting.kind === 'REFUND') refunded = refunded.plus(posting.amount);
    return { posting, counted, balance: charges.minus(paid).plus(refunded) };
  });
  return { lines, charges, paid, refunded, balance: charges.minus(paid).plus(refunded) };
}
