// What the waiter has put on a table but not yet sent (operations §4: the NEW lines), plus the table
// time and the remark and guest name chosen before the order exists. Kept per service and table in
// sessionStorage, so going to the menu pages and back (or reloading) does not lose a half-taken
// order; the server's order stays the truth for everything already sent.

import { useCallback, useSyncExternalStore } from 'react';
import type { ItemType } from '../../graphql/hooks.gen';

export interface DraftLine {
  /** Local key (the line has no id until it is sent). */
  key: string;
  itemId: number;
  name: string;
  image: string | null;
  price: number;
  itemType: ItemType;
  quantity: number;
  remarks: string;
}

export interface OrderDraft {
  lines: DraftLine[];
  /** HH:mm; null: the order's time, or now for a new order. */
  orderTime: string | null;
  remarks: string | null;
  customerName: string | null;
}

export const EMPTY_DRAFT: OrderDraft = Object.freeze({ lines: [], orderTime: null, remarks: null, customerName: null });

const STORAGE_KEY = 'hotel.restaurant.drafts';

type Drafts = Record<string, OrderDraft>;

function read(): Drafts {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Drafts) : {};
  } catch {
    return {};
  }
}

let drafts: Drafts = typeof window === 'undefined' ? {} : read();
const listeners = new Set<() => void>();

function commit(next: Drafts): void {
  drafts = next;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the drafts last for this page.
  }
  for (const listener of listeners) listener();
}

const keyOf = (serviceId: number, tableId: number) => `${serviceId}:${tableId}`;

const getDrafts = (): Drafts => drafts;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let counter = 0;
const newKey = () => `${Date.now().toString(36)}-${(counter += 1)}`;

export function updateDraft(serviceId: number, tableId: number, change: (draft: OrderDraft) => OrderDraft): void {
  const key = keyOf(serviceId, tableId);
  commit({ ...drafts, [key]: change(drafts[key] ?? EMPTY_DRAFT) });
}

export function clearDraft(serviceId: number, tableId: number): void {
  const key = keyOf(serviceId, tableId);
  if (!(key in drafts)) return;
  const { [key]: _removed, ...rest } = drafts;
  commit(rest);
}

/** Unsent lines per table of the service (the Select Table drawer counts them as order lines). */
export function useUnsentLineCounts(serviceId: number): (tableId: number) => number {
  const all = useSyncExternalStore(subscribe, getDrafts, getDrafts);
  return useCallback((tableId: number) => all[keyOf(serviceId, tableId)]?.lines.length ?? 0, [all, serviceId]);
}

/** Adds one of the item: a further unsent line of the same item without remarks grows by one. */
export function addItem(draft: OrderDraft, item: Omit<DraftLine, 'key' | 'quantity' | 'remarks'>): OrderDraft {
  const same = draft.lines.find((line) => line.itemId === item.itemId && line.remarks === '');
  const lines = same
    ? draft.lines.map((line) => (line === same ? { ...line, quantity: line.quantity + 1 } : line))
    : [...draft.lines, { ...item, key: newKey(), quantity: 1, remarks: '' }];
  return { ...draft, lines };
}

/** The table's draft, re-rendering when it changes. */
export function useOrderDraft(serviceId: number, tableId: number | null): OrderDraft {
  const get = useCallback(
    () => (tableId === null ? EMPTY_DRAFT : (drafts[keyOf(serviceId, tableId)] ?? EMPTY_DRAFT)),
    [serviceId, tableId],
  );
  return useSyncExternalStore(subscribe, get, get);
}
