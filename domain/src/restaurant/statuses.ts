// The restaurant's status machines (operations §4 Restaurant order, Chef and waiter): which way an
// ordered item may move, and how an order's, a ticket's and a table's status follow from their items.
// The upstream enforces these on the server; the screens use the same functions to enable buttons.

export type RestaurantOrderStatus =
  | 'NEW'
  | 'PLACED'
  | 'REQUEST_CONFIRMATION'
  | 'ACCEPTED'
  | 'BEING_PREPARED'
  | 'READY_TO_SERVE'
  | 'SERVED'
  | 'COMPLETED'
  | 'REJECTED';
/** Item statuses are the order's, plus CANCELLED. */
export type OrderedItemStatus = RestaurantOrderStatus | 'CANCELLED';
export type TicketStatus = 'PLACED' | 'ACCEPTED' | 'BEING_PREPARED' | 'READY_TO_SERVE' | 'SERVED' | 'CANCELLED';
export type RestaurantTableStatus =
  'VACANT' | 'OCCUPIED' | 'RESERVED' | 'WAITING_FOR_ORDER' | 'READY_TO_SERVE' | 'SERVED';
export type RestaurantPaymentMethod = 'CASH' | 'ROOM_BILL' | 'OTHER';
export type TicketType = 'KOT' | 'BOT';
export type MenuItemType = 'FOOD' | 'BEVERAGE' | 'CUSTOM_DISH';

/**
 * An item on the server is NEW from the moment it is sent until the kitchen answers: accepted, or
 * rejected (with a reason). Before acceptance the waiter may withdraw it (CANCELLED); a rejected item
 * is cancelled when the waiter reconfirms the order. After acceptance it only moves forward:
 * ACCEPTED → BEING_PREPARED (Prepare) → READY_TO_SERVE (Ready) → SERVED.
 */
const ITEM_TRANSITIONS: Readonly<Record<OrderedItemStatus, readonly OrderedItemStatus[]>> = {
  NEW: ['ACCEPTED', 'REJECTED', 'CANCELLED'],
  PLACED: ['ACCEPTED', 'REJECTED', 'CANCELLED'],
  REQUEST_CONFIRMATION: [],
  REJECTED: ['CANCELLED'],
  ACCEPTED: ['BEING_PREPARED'],
  BEING_PREPARED: ['READY_TO_SERVE'],
  READY_TO_SERVE: ['SERVED'],
  SERVED: [],
  COMPLETED: [],
  CANCELLED: [],
};

export function canTransition(from: OrderedItemStatus, to: OrderedItemStatus): boolean {
  return ITEM_TRANSITIONS[from].includes(to);
}

/** The status the kitchen's (or for READY_TO_SERVE, the waiter's) next button moves an item to. */
export function nextItemStatus(current: OrderedItemStatus): OrderedItemStatus | null {
  switch (current) {
    case 'ACCEPTED':
      return 'BEING_PREPARED';
    case 'BEING_PREPARED':
      return 'READY_TO_SERVE';
    case 'READY_TO_SERVE':
      return 'SERVED';
    default:
      return null;
  }
}

/** Awaiting the kitchen's answer. */
export const isItemPending = (s: OrderedItemStatus): boolean => s === 'NEW' || s === 'PLACED';
/** Counts on the bill and on the table: neither rejected nor cancelled. */
export const isItemLive = (s: OrderedItemStatus): boolean => s !== 'REJECTED' && s !== 'CANCELLED';
/** Accepted by the kitchen (at any later step). */
export const isItemAccepted = (s: OrderedItemStatus): boolean =>
  s === 'ACCEPTED' || s === 'BEING_PREPARED' || s === 'READY_TO_SERVE' || s === 'SERVED';

/** Beverages go to the bar on a BOT; food and custom dishes to the kitchen on a KOT. */
export const ticketTypeOf = (itemType: MenuItemType): TicketType => (itemType === 'BEVERAGE' ? 'BOT' : 'KOT');

/**
 * An open order's status from its items:
 * - a rejected item makes it REJECTED until the waiter reconfirms, or REQUEST_CONFIRMATION once the
 *   chef asked for it;
 * - an item awaiting the kitchen makes it PLACED (also when earlier items are further along: the
 *   kitchen has something new to accept);
 * - otherwise the slowest accepted item decides: all SERVED → SERVED, all ready or served →
 *   READY_TO_SERVE, any being prepared → BEING_PREPARED, else ACCEPTED;
 * - with no live item at all it stays PLACED (an empty order the waiter may fill or cancel).
 * COMPLETED is set by payment and never derived.
 */
export function deriveOrderStatus(
  items: readonly OrderedItemStatus[],
  current: RestaurantOrderStatus,
): RestaurantOrderStatus {
  if (current === 'COMPLETED') return current;
  if (items.includes('REJECTED')) return current === 'REQUEST_CONFIRMATION' ? 'REQUEST_CONFIRMATION' : 'REJECTED';
  if (items.some(isItemPending)) return 'PLACED';
  const accepted = items.filter(isItemAccepted);
  if (accepted.length === 0) return 'PLACED';
  if (accepted.every((s) => s === 'SERVED')) return 'SERVED';
  if (accepted.every((s) => s === 'READY_TO_SERVE' || s === 'SERVED')) return 'READY_TO_SERVE';
  if (accepted.includes('BEING_PREPARED')) return 'BEING_PREPARED';
  return 'ACCEPTED';
}

/**
 * A ticket's status from its items. READY_TO_SERVE is the chef's release of the whole ticket
 * (kot/ready-to-serve), so it is kept once set and never reached by items alone; until then a ticket
 * whose items are all ready reads BEING_PREPARED.
 */
export function deriveTicketStatus(items: readonly OrderedItemStatus[], current: TicketStatus): TicketStatus {
  const live = items.filter(isItemLive);
  if (live.length === 0) return 'CANCELLED';
  if (live.some(isItemPending)) return 'PLACED';
  if (live.every((s) => s === 'SERVED')) return 'SERVED';
  if (current === 'READY_TO_SERVE') return 'READY_TO_SERVE';
  if (live.every((s) => s === 'ACCEPTED')) return 'ACCEPTED';
  return 'BEING_PREPARED';
}

/**
 * A table's status: VACANT with no open allocation (RESERVED when an administrator holds it);
 * OCCUPIED while allocated with no order lines; WAITING_FOR_ORDER while the kitchen works on the
 * order; READY_TO_SERVE when everything is ready; SERVED when everything was served.
 */
export function deriveTableStatus(table: {
  allocated: boolean;
  reserved?: boolean;
  orderStatus: RestaurantOrderStatus | null;
  lineCount: number;
}): RestaurantTableStatus {
  if (!table.allocated) return table.reserved ? 'RESERVED' : 'VACANT';
  if (table.orderStatus === null || table.lineCount === 0) return 'OCCUPIED';
  if (table.orderStatus === 'SERVED' || table.orderStatus === 'COMPLETED') return 'SERVED';
  if (table.orderStatus === 'READY_TO_SERVE') return 'READY_TO_SERVE';
  return 'WAITING_FOR_ORDER';
}
