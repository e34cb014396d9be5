// How the restaurant screens show statuses and their timing (operations §4: the status tag's
// colours; §9 limits). Amounts are shown by ui/format, like every screen's.

import type { OrderStatus, TableStatus } from '../../graphql/hooks.gen';

/**
 * The status tag: ACCEPTED orange, BEING_PREPARED blue (with a spinner), READY_TO_SERVE and the others
 * green. CANCELLED, which the spec's order statuses do not have (the chef's card of a withdrawn order),
 * is grey like its items' ribbon: green would read as all is well.
 */
export function statusTagColor(status: OrderStatus | TableStatus): string {
  if (status === 'CANCELLED') return 'gray';
  if (status === 'ACCEPTED') return 'orange';
  if (status === 'BEING_PREPARED') return 'blue';
  return 'green';
}

export const showsSpinner = (status: OrderStatus | TableStatus): boolean => status === 'BEING_PREPARED';

/** The ribbon on an item awaiting the kitchen: NEW (also PLACED), REJECTED or CANCELLED. */
export function kitchenRibbon(status: OrderStatus): { label: 'NEW' | 'REJECTED' | 'CANCELLED'; color: string } | null {
  if (status === 'NEW' || status === 'PLACED') return { label: 'NEW', color: 'blue' };
  if (status === 'REJECTED') return { label: 'REJECTED', color: 'red' };
  if (status === 'CANCELLED') return { label: 'CANCELLED', color: 'gray' };
  return null;
}

/** The current time as HH:mm (the table time's format, operations §9). */
export function nowHHmm(date = new Date()): string {
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/** Remarks and the remark of the Remark and Guest Name dialog: at most 60 characters (operations §9). */
export const REMARKS_MAX = 60;
/** The reconfirm banner and the chef's request-confirmation list change every 1300 ms (operations §9). */
export const ROTATION_MS = 1300;
/** The food search waits 800 ms after the last keystroke (operations §9). */
export const SEARCH_DEBOUNCE_MS = 800;
