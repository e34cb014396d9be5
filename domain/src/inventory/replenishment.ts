// Replenishment in one step and stock counts (issue 14, "Beyond the anchors"): how much to order
// so that every stock line below its reorder level is back at it, in whole purchase units, grouped
// by the item's preferred supplier; and what a count of a location changes in the ledger.
import type { InventoryRefusal } from './refusals.js';

const THOUSANDTHS = 1000;
const round3 = (v: number): number => Math.round(v * THOUSANDTHS) / THOUSANDTHS;

/** One stock line of an item: what is on hand at a location and its reorder level there. */
export interface ReplenishmentStockLine {
  quantity: number;
  reorderLevel: number;
}

export interface ReplenishmentQuantityInput {
  /** The item's stock lines (one per location). */
  lines: readonly ReplenishmentStockLine[];
  /** What open purchase orders will still bring, in stock units. */
  onOrder: number;
  /** Stock units in one purchase unit (24 for a case of 24 bottles; 1 when bought as counted). */
  factor: number;
}

export interface ReplenishmentQuantity {
  /** What the lines below their level lack together, in stock units. */
  shortfall: number;
  /** What to order, in purchase units: whole units when a purchase unit is set (factor ≠ 1). */
  quantity: number;
  /** `quantity` in stock units. */
  stockQuantity: number;
}

/**
 * The quantity that brings each line below its reorder level back to it: the shortfall of those
 * lines (a line above its level does not cover another location's gap), less what is already on
 * order, rounded up to whole purchase units (a case is not split) — or to the thousandth when the
 * item is bought in its own unit. Nothing when nothing is short.
 */
export function replenishmentQuantity({ lines, onOrder, factor }: ReplenishmentQuantityInput): ReplenishmentQuantity {
  const shortfall = round3(
    lines.reduce((sum, l) => (l.quantity < l.reorderLevel ? sum + (l.reorderLevel - Math.max(0, l.quantity)) : sum), 0),
  );
  const needed = round3(shortfall - Math.max(0, onOrder));
  if (needed <= 0 || !(factor > 0)) return { shortfall, quantity: 0, stockQuantity: 0 };
  const quantity =
    factor === 1 ? Math.ceil(needed * THOUSANDTHS - 1e-9) / THOUSANDTHS : Math.ceil(round3(needed / factor) - 1e-9);
  return { shortfall, quantity, stockQuantity: round3(quantity * factor) };
}

export interface ReplenishmentCandidate {
  itemId: number;
  supplierId: number | null;
}

/** Candidates grouped by supplier in first-seen order; those without one apart (they are not ordered). */
export function groupBySupplier<T extends ReplenishmentCandidate>(
  candidates: readonly T[],
): { groups: { supplierId: number; lines: T[] }[]; withoutSupplier: T[] } {
  const groups = new Map<number, T[]>();
  const withoutSupplier: T[] = [];
  for (const c of candidates) {
    if (c.supplierId === null) withoutSupplier.push(c);
    else groups.set(c.supplierId, [...(groups.get(c.supplierId) ?? []), c]);
  }
  return { groups: [...groups].map(([supplierId, lines]) => ({ supplierId, lines })), withoutSupplier };
}

// ------------------------------------------------------------------------------------- counts

export const STOCK_COUNT_STATUSES = ['OPEN', 'POSTED'] as const;
export type StockCountStatus = (typeof STOCK_COUNT_STATUSES)[number];

/** What a counted line changes: counted − expected (0: no adjustment). */
export const countVariance = (expected: number, counted: number | null): number =>
  counted === null ? 0 : round3(counted - expected);

/** Posting needs a reason and at least one counted line. */
export function stockCountPostRefusal(
  reason: string,
  lines: readonly { counted: number | null }[],
): InventoryRefusal | null {
  if (reason.trim() === '') return 'ADJUSTMENT_REASON_REQUIRED';
  if (!lines.some((l) => l.counted !== null)) return 'STOCK_COUNT_EMPTY';
  return null;
}
