// The kitchen display beyond the spec (issue 10): ticket age against the restaurant's target
// preparation time, oldest first; stations (the kitchen's KOTs or the bar's BOTs only); all-day
// counts (how many of each dish are open across every ticket, so the kitchen cooks in batches).
import type { OrderedItemStatus, TicketType } from './statuses.js';

/** The target preparation time of a restaurant that has not set its own. */
export const DEFAULT_TARGET_PREPARATION_MINUTES = 15;

/** How a ticket's age reads against the target: on time, due (the last quarter), or late. */
export type TicketAgeLevel = 'ON_TIME' | 'DUE' | 'LATE';

export function ticketAgeLevel(ageMs: number, targetMinutes: number): TicketAgeLevel {
  const target = targetMinutes * 60_000;
  if (ageMs > target) return 'LATE';
  return ageMs >= target * 0.75 ? 'DUE' : 'ON_TIME';
}

/** Whole minutes and seconds of an age, for "12:05"; a clock slightly ahead reads 0:00. */
export function ticketAgeText(ageMs: number): string {
  const seconds = Math.max(0, Math.floor(ageMs / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Oldest first (by the instant it was ordered); ties keep their order. */
export function oldestFirst<T extends { orderedAt: string }>(tickets: readonly T[]): T[] {
  return [...tickets].sort((a, b) => Date.parse(a.orderedAt) - Date.parse(b.orderedAt));
}

/** A screen's station: everything, the kitchen (KOT) or the bar (BOT). */
export type KitchenStation = 'ALL' | TicketType;
export const KITCHEN_STATIONS: readonly KitchenStation[] = ['ALL', 'KOT', 'BOT'];

export function atStation(station: KitchenStation, ticketType: TicketType | null | undefined): boolean {
  return station === 'ALL' || ticketType === station;
}

/** Items still to cook: accepted or being prepared (ready ones wait for the pass, not the cook). */
export const isItemToCook = (s: OrderedItemStatus): boolean => s === 'ACCEPTED' || s === 'BEING_PREPARED';

/** All-day counts: the quantity of each dish still to cook across the tickets, the largest first. */
export function allDayCounts(
  items: readonly { name: string; quantity: number; status: OrderedItemStatus }[],
): { name: string; quantity: number }[] {
  const totals = new Map<string, number>();
  for (const item of items) {
    if (isItemToCook(item.status)) totals.set(item.name, (totals.get(item.name) ?? 0) + item.quantity);
  }
  return [...totals.entries()]
    .map(([name, quantity]) => ({ name, quantity }))
    .sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name));
}

// ------------------------------------------------------------------------------------- recall

/** A chef's step that Recall can undo: Accept Order, Prepare, Ready (an item), Ready to serve (a ticket). */
export type KitchenBump = 'ACCEPT' | 'PREPARE' | 'READY' | 'RELEASE';

/** How long the last bump can be recalled. */
export const RECALL_WINDOW_SECONDS = 120;

/**
 * Whether a bump can still be recalled: not already recalled, within the window, and nothing moved
 * on since (the items still where the bump put them, the ticket not released or served, no newer
 * bump of the same order). The upstream answers this on the locked order, so a recall racing a
 * serve or another recall has exactly one winner.
 */
export function recallRefusal(bump: {
  bumpedAt: number;
  now: number;
  recalled: boolean;
  unchanged: boolean;
}): 'RECALL_ALREADY_DONE' | 'RECALL_EXPIRED' | 'RECALL_OVERTAKEN' | null {
  if (bump.recalled) return 'RECALL_ALREADY_DONE';
  if (bump.now - bump.bumpedAt > RECALL_WINDOW_SECONDS * 1000) return 'RECALL_EXPIRED';
  if (!bump.unchanged) return 'RECALL_OVERTAKEN';
  return null;
}

/** What a recall puts the items back to, and what the bump had moved them to. */
export const BUMP_ITEM_STATUSES: Readonly<Record<KitchenBump, { from: OrderedItemStatus; to: OrderedItemStatus }>> = {
  ACCEPT: { from: 'NEW', to: 'ACCEPTED' },
  PREPARE: { from: 'ACCEPTED', to: 'BEING_PREPARED' },
  READY: { from: 'BEING_PREPARED', to: 'READY_TO_SERVE' },
  // The release moves the ticket, not its items: they stay ready.
  RELEASE: { from: 'READY_TO_SERVE', to: 'READY_TO_SERVE' },
};
