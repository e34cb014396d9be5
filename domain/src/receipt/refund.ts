// The 'Refund Amount' dialog's allocation (operations §4 Refund flow, §5 Refund), as pure steps the
// dialog applies to its draft and the upstream's checks reuse:
//   choose method, choose status, for partial enter an amount, then tick receipts until the amount is
//   fully allocated. Changing status resets the selections; FULL_REFUND sets the amount to remain to
//   the whole refundable amount, PARTIAL_REFUND to 0 (then to the partial amount once entered).
//   Ticking allocates min(remaining, receipt balance); unticking returns its allocation and tops up
//   the last remaining allocation. Zero-balance receipts are locked; a PENDING receipt is not
//   authorised and cannot be ticked. Refund enables with at least one receipt selected, nothing left
//   to allocate and no loading in progress.
import { Money, type Currency } from '../money/money.js';
import type { PaymentMethod, RefundableReceipt } from './receipt.js';
import { receiptBalance } from './receipt.js';
import type { ReceiptReason } from './refusals.js';

export const REFUND_TYPES = ['FULL_REFUND', 'PARTIAL_REFUND'] as const;
export type RefundType = (typeof REFUND_TYPES)[number];

/** The refund dialog's receipt list page size (operations §9). */
export const REFUND_RECEIPT_PAGE_SIZE = 10;

export interface RefundAllocation<C extends Currency = Currency> {
  readonly receiptId: number;
  readonly amount: Money<C>;
}

export interface RefundDraft<C extends Currency = Currency> {
  readonly method: PaymentMethod | null;
  readonly refundType: RefundType | null;
  /** The partial amount as entered (PARTIAL_REFUND only); null until entered. */
  readonly partialAmount: Money<C> | null;
  /** The amount still to allocate to receipts. */
  readonly remaining: Money<C>;
  /** The ticked receipts, in the order they were ticked. */
  readonly allocations: readonly RefundAllocation<C>[];
}

export function newRefundDraft<C extends Currency>(currency: C): RefundDraft<C> {
  return { method: null, refundType: null, partialAmount: null, remaining: Money.zero(currency), allocations: [] };
}

export function chooseRefundMethod<C extends Currency>(draft: RefundDraft<C>, method: PaymentMethod): RefundDraft<C> {
  return { ...draft, method };
}

/** Changing status resets the selections; FULL remains the whole refundable amount, PARTIAL 0. */
export function chooseRefundType<C extends Currency>(
  draft: RefundDraft<C>,
  refundType: RefundType,
  refundable: Money<C>,
): RefundDraft<C> {
  const zero = refundable.minus(refundable);
  return {
    ...draft,
    refundType,
    partialAmount: null,
    remaining: refundType === 'FULL_REFUND' ? refundable : zero,
    allocations: [],
  };
}

/** A partial amount entered (null when cleared): the selections start again from it. */
export function enterPartialAmount<C extends Currency>(draft: RefundDraft<C>, amount: Money<C> | null): RefundDraft<C> {
  const zero = draft.remaining.minus(draft.remaining);
  return { ...draft, partialAmount: amount, remaining: amount && amount.isPositive() ? amount : zero, allocations: [] };
}

/** A receipt with nothing left to refund is locked (greyed, its tick box disabled). */
export const isReceiptLocked = (receipt: RefundableReceipt): boolean => !receiptBalance(receipt).isPositive();

export const isTicked = (draft: RefundDraft, receiptId: number): boolean =>
  draft.allocations.some((a) => a.receiptId === receiptId);

/** Why `receipt` cannot be ticked now; null when it can. */
export function tickRefusal(draft: RefundDraft, receipt: RefundableReceipt): ReceiptReason | null {
  if (!draft.refundType) return 'REFUND_STATUS_REQUIRED';
  if (draft.refundType === 'PARTIAL_REFUND' && !draft.partialAmount?.isPositive()) {
    return 'REFUND_AMOUNT_BEFORE_RECEIPTS';
  }
  if (receipt.receiptStatus !== 'AUTHORISED') return 'RECEIPT_NOT_AUTHORISED';
  if (isReceiptLocked(receipt)) return 'REFUND_ABOVE_RECEIPT_BALANCE';
  if (isTicked(draft, receipt.id)) return 'REFUND_RECEIPT_TWICE';
  if (!draft.remaining.isPositive()) return 'REFUND_FULLY_ALLOCATED';
  return null;
}

/** Ticks `receipt`: it takes min(remaining, its balance). A refused tick leaves the draft as it was. */
export function tickReceipt<C extends Currency>(
  draft: RefundDraft<C>,
  receipt: RefundableReceipt<C>,
): { draft: RefundDraft<C>; refusal: ReceiptReason | null } {
  const refusal = tickRefusal(draft, receipt);
  if (refusal) return { draft, refusal };
  const amount = Money.min(draft.remaining, receiptBalance(receipt));
  return {
    draft: {
      ...draft,
      remaining: draft.remaining.minus(amount),
      allocations: [...draft.allocations, { receiptId: receipt.id, amount }],
    },
    refusal: null,
  };
}

/**
 * Unticks a receipt: its allocation comes back and first tops up the last allocation still ticked
 * (as far as that receipt's balance goes); the rest is to remain again.
 */
export function untickReceipt<C extends Currency>(
  draft: RefundDraft<C>,
  receiptId: number,
  receipts: readonly RefundableReceipt<C>[],
): RefundDraft<C> {
  const unticked = draft.allocations.find((a) => a.receiptId === receiptId);
  if (!unticked) return draft;
  const kept = draft.allocations.filter((a) => a.receiptId !== receiptId);
  let returned = unticked.amount;
  const last = kept.at(-1);
  const lastReceipt = last && receipts.find((r) => r.id === last.receiptId);
  if (last && lastReceipt) {
    const room = receiptBalance(lastReceipt).minus(last.amount);
    const topUp = room.isPositive() ? Money.min(room, returned) : room.minus(room);
    kept[kept.length - 1] = { receiptId: last.receiptId, amount: last.amount.plus(topUp) };
    returned = returned.minus(topUp);
  }
  return { ...draft, remaining: draft.remaining.plus(returned), allocations: kept };
}

/** The Refund button: a receipt selected, nothing positive left to allocate, nothing loading. */
export const refundEnabled = (draft: RefundDraft, loading: boolean): boolean =>
  draft.allocations.length > 0 && !draft.remaining.isPositive() && !loading;

/** The allocated total: the refund's amount. */
export function allocatedOf<C extends Currency>(draft: RefundDraft<C>): Money<C> {
  return draft.allocations.reduce((sum, a) => sum.plus(a.amount), draft.remaining.minus(draft.remaining));
}

export type RefundField = 'method' | 'refundType' | 'partialAmount';

/** The dialog's field refusals (operations §5 Refund); empty when the draft may be sent. */
export function refundFormRefusals<C extends Currency>(
  draft: RefundDraft<C>,
  refundable: Money<C>,
): Partial<Record<RefundField, { reason: ReceiptReason; params?: { amount: string } }>> {
  const out: Partial<Record<RefundField, { reason: ReceiptReason; params?: { amount: string } }>> = {};
  if (!draft.method) out.method = { reason: 'REFUND_METHOD_REQUIRED' };
  if (!draft.refundType) out.refundType = { reason: 'REFUND_STATUS_REQUIRED' };
  if (draft.refundType === 'PARTIAL_REFUND') {
    const partial = partialAmountRefusal(draft.partialAmount, refundable);
    if (partial) out.partialAmount = partial;
  }
  return out;
}

/** The partial amount's rule: required, above 0 (min 0, step 0.01), not above the refundable amount. */
export function partialAmountRefusal<C extends Currency>(
  amount: Money<C> | null,
  refundable: Money<C>,
): { reason: ReceiptReason; params?: { amount: string } } | null {
  if (!amount || !amount.isPositive()) return { reason: 'REFUND_PARTIAL_AMOUNT_REQUIRED' };
  if (amount.compare(refundable) > 0) {
    return { reason: 'REFUND_AMOUNT_ABOVE_REFUNDABLE', params: { amount: refundable.toFixed() } };
  }
  return null;
}

/** The refund request of operations §3 (POST refund). */
export interface RefundRequest {
  invoiceId: number;
  refundType: RefundType;
  hotelId: number;
  paymentMethod: PaymentMethod;
  refundReceiptRequestList: { receiptId: number; amount: number }[];
}

/** The request the draft sends; null while it cannot be sent. */
export function refundRequestOf(
  draft: RefundDraft,
  invoiceId: number,
  hotelId: number,
  refundable: Money,
): RefundRequest | null {
  if (!draft.method || !draft.refundType) return null;
  if (Object.keys(refundFormRefusals(draft, refundable)).length > 0 || !refundEnabled(draft, false)) return null;
  return {
    invoiceId,
    refundType: draft.refundType,
    hotelId,
    paymentMethod: draft.method,
    refundReceiptRequestList: draft.allocations.map((a) => ({ receiptId: a.receiptId, amount: a.amount.toWire() })),
  };
}
