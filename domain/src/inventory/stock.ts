// The stock ledger's rules (operations §2 Inventory, §9): the kinds of movement, which way each
// moves stock, the checks a movement passes before it is written, and the dashboard's figures.
import type { InventoryRefusal } from './refusals.js';

/** OPENING and GRN bring stock in, ISSUE takes it out, a transfer is one OUT and one IN, ADJUSTMENT is signed. */
export const MOVEMENT_KINDS = ['OPENING', 'GRN', 'TRANSFER_OUT', 'TRANSFER_IN', 'ISSUE', 'ADJUSTMENT'] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

/** The largest quantity one movement carries (and the on-hand figure holds). */
export const MAX_QUANTITY = 1_000_000;

/** Quantities are whole or up to three decimals (kilograms, litres). */
export function quantityRefusal(quantity: number): InventoryRefusal | null {
  if (!Number.isFinite(quantity) || quantity <= 0) return 'QUANTITY_POSITIVE';
  return null;
}

export interface AdjustmentInput {
  delta: number;
  reason: string;
}
export function adjustmentRefusal({ delta, reason }: AdjustmentInput): InventoryRefusal | null {
  if (!Number.isFinite(delta) || delta === 0) return 'ADJUSTMENT_NOT_ZERO';
  if (reason.trim() === '') return 'ADJUSTMENT_REASON_REQUIRED';
  return null;
}

export function transferRefusal(
  fromLocationId: number,
  toLocationId: number,
  quantity: number,
): InventoryRefusal | null {
  if (fromLocationId === toLocationId) return 'TRANSFER_SAME_LOCATION';
  return quantityRefusal(quantity);
}

/** The signed change a movement makes to the on-hand figure of its location. */
export function signedQuantity(kind: MovementKind, quantity: number): number {
  return kind === 'ISSUE' || kind === 'TRANSFER_OUT'
    ? -Math.abs(quantity)
    : kind === 'ADJUSTMENT'
      ? quantity
      : Math.abs(quantity);
}

/** A stock line's state on the dashboard (§9: highlighted when below its reorder level). */
export type StockLevel = 'OUT' | 'LOW' | 'OK';
export function stockLevel(quantity: number, reorderLevel: number): StockLevel {
  if (quantity <= 0) return 'OUT';
  if (quantity < reorderLevel) return 'LOW';
  return 'OK';
}
export const isBelowReorderLevel = (quantity: number, reorderLevel: number): boolean => quantity < reorderLevel;

export interface ProjectionPoint {
  /** YYYY-MM-DD */
  date: string;
  quantity: number;
}

const addDays = (isoDate: string, days: number): string => {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * The statistics chart's expected quantity for the `days` days after `today` (§9: 14): today's
 * quantity less the average daily consumption of the last `window` days (issues and transfers out,
 * as positive numbers per day, oldest first), never below zero. Without consumption the level stays.
 */
export function projectStock(
  current: number,
  dailyConsumption: readonly number[],
  today: string,
  days = 14,
): ProjectionPoint[] {
  const used = dailyConsumption.reduce((sum, q) => sum + Math.max(0, q), 0);
  const perDay = dailyConsumption.length === 0 ? 0 : used / dailyConsumption.length;
  return Array.from({ length: days }, (_, i) => ({
    date: addDays(today, i + 1),
    quantity: Math.max(0, Math.round((current - perDay * (i + 1)) * 1000) / 1000),
  }));
}

/** The dashboard tiles from the stock lines of one service (one line per item and location). */
export interface StockLine {
  itemId: number;
  quantity: number;
  reorderLevel: number;
}
export interface StockCounts {
  total: number;
  low: number;
  outOfStock: number;
  zeroStock: number;
}
/**
 * Total: items of the service. Low: items with a line below its reorder level but above zero.
 * Out of stock: items with a line at zero where a reorder level is set (they are needed there).
 * Zero stock: items with nothing on hand anywhere.
 */
export function stockCounts(itemIds: readonly number[], lines: readonly StockLine[]): StockCounts {
  const low = new Set<number>();
  const out = new Set<number>();
  const onHand = new Map<number, number>();
  for (const line of lines) {
    onHand.set(line.itemId, (onHand.get(line.itemId) ?? 0) + line.quantity);
    const level = stockLevel(line.quantity, line.reorderLevel);
    if (level === 'LOW') low.add(line.itemId);
    if (level === 'OUT' && line.reorderLevel > 0) out.add(line.itemId);
  }
  const zero = itemIds.filter((id) => (onHand.get(id) ?? 0) <= 0).length;
  return { total: itemIds.length, low: low.size, outOfStock: out.size, zeroStock: zero };
}
