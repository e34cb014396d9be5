// Purchasing rules of the stores (issue 14): purchase orders to suppliers, goods received against
// them, unit conversions and trolley requests. Pure: the upstream calls them on locked rows, the
// web to enable buttons.
import { Money, type Currency } from '../money/money.js';
import type { InventoryRefusal } from './refusals.js';

/** draft → sent → partly received → received, or closed (a sent or partly received order). */
export const PURCHASE_ORDER_STATUSES = ['DRAFT', 'SENT', 'PARTLY_RECEIVED', 'RECEIVED', 'CLOSED'] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

/** REQUEST (the spec's only status) → ISSUED or REFUSED. */
export const TROLLEY_REQUEST_STATUSES = ['REQUEST', 'ISSUED', 'REFUSED'] as const;
export type TrolleyRequestStatus = (typeof TROLLEY_REQUEST_STATUSES)[number];

export type PurchaseOrderAction = 'EDIT' | 'SEND' | 'RECEIVE' | 'CLOSE' | 'DELETE';

/** Why `action` is refused on an order in `status`, or null. */
export function purchaseOrderActionRefusal(
  status: PurchaseOrderStatus,
  action: PurchaseOrderAction,
): InventoryRefusal | null {
  switch (action) {
    case 'EDIT':
    case 'DELETE':
    case 'SEND':
      return status === 'DRAFT' ? null : 'PURCHASE_ORDER_NOT_DRAFT';
    case 'RECEIVE':
    case 'CLOSE':
      return status === 'SENT' || status === 'PARTLY_RECEIVED' ? null : 'PURCHASE_ORDER_NOT_OPEN';
  }
}

/** The status once lines are received: every line in full → RECEIVED, something → PARTLY_RECEIVED. */
export function statusAfterReceipt(lines: readonly { quantity: number; received: number }[]): PurchaseOrderStatus {
  if (lines.every((l) => l.received >= l.quantity)) return 'RECEIVED';
  return lines.some((l) => l.received > 0) ? 'PARTLY_RECEIVED' : 'SENT';
}

/** What is still open on a line (never below 0); quantities have at most three decimals. */
export const openQuantity = (line: { quantity: number; received: number }): number =>
  Math.max(0, Math.round((line.quantity - line.received) * 1000) / 1000);

/** A line's value: quantity × unit price, exact. */
export const lineTotal = <C extends Currency>(quantity: number, unitPrice: number, currency: C): Money<C> =>
  Money.fromWire(unitPrice, currency).times(quantity);

/** An order's value: the sum of its lines. */
export const orderTotal = <C extends Currency>(
  lines: readonly { quantity: number; unitPrice: number }[],
  currency: C,
): Money<C> =>
  Money.sum(
    lines.map((l) => lineTotal(l.quantity, l.unitPrice, currency)),
    currency,
  );

/** Stock quantity of `quantity` units bought in a unit worth `factor` of the item's unit. */
export const inStockUnits = (quantity: number, factor: number): number => Math.round(quantity * factor * 1000) / 1000;

/**
 * Whether adding the conversion from → to closes a cycle: it does when `to` already reaches
 * `from` through the existing conversions (or from = to).
 */
export function conversionCycle(
  conversions: readonly { fromUnitId: number; toUnitId: number }[],
  fromUnitId: number,
  toUnitId: number,
): boolean {
  if (fromUnitId === toUnitId) return true;
  const next = new Map<number, number[]>();
  for (const c of conversions) next.set(c.fromUnitId, [...(next.get(c.fromUnitId) ?? []), c.toUnitId]);
  const seen = new Set<number>();
  const stack = [toUnitId];
  while (stack.length > 0) {
    const unit = stack.pop()!;
    if (unit === fromUnitId) return true;
    if (seen.has(unit)) continue;
    seen.add(unit);
    stack.push(...(next.get(unit) ?? []));
  }
  return false;
}
