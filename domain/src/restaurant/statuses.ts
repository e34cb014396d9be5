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

/** An item as the order's status sees it: its own status and its ticket's. */
export interface OrderItemState {
  status: OrderedItemStatus;
  ticket: TicketStatus;
}

/**
 * An open order's status from its items and their tickets (the one rule the upstream stores and
 * the screens read):
 * - a rejected item makes it REJECTED until the waiter reconfirms, or REQUEST_CONFIRMATION once the
 *   chef asked for it;
 * - an item awaiting the kitchen makes it PLACED (also when earlier items are further along: the
 *   kitchen has a new round to accept);
 * - otherwise the accepted items not yet served decide: none left → SERVED; all on tickets the chef
 *   released (Ready to serve) → READY_TO_SERVE; any of them started (being prepared, or ready on a
 *   ticket not yet released) → BEING_PREPARED; else ACCEPTED. So an item becoming ready never moves
 *   the order back from BEING_PREPARED, and the order is READY_TO_SERVE exactly when the waiter can
 *   serve every open ticket; once started, a round stays BEING_PREPARED when its started part is
 *   served before the rest is begun;
 * - with no live item at all it stays PLACED (an empty order the waiter may fill or cancel).
 * COMPLETED is set by payment and never derived.
 */
export function deriveOrderStatus(
  items: readonly OrderItemState[],
  current: RestaurantOrderStatus,
): RestaurantOrderStatus {
  if (current === 'COMPLETED') return current;
  const statuses = items.map((i) => i.status);
  if (statuses.includes('REJECTED')) {
    return current === 'REQUEST_CONFIRMATION' ? 'REQUEST_CONFIRMATION' : 'REJECTED';
  }
  if (statuses.some(isItemPending)) return 'PLACED';
  const accepted = items.filter((i) => isItemAccepted(i.status));
  if (accepted.length === 0) return 'PLACED';
  const open = accepted.filter((i) => i.status !== 'SERVED');
  if (open.length === 0) return 'SERVED';
  if (open.every((i) => i.ticket === 'READY_TO_SERVE')) return 'READY_TO_SERVE';
  if (open.some((i) => i.status !== 'ACCEPTED')) return 'BEING_PREPARED';
  // Once the kitchen started this round, serving part of it does not make it ACCEPTED again.
  return current === 'BEING_PREPARED' || current === 'READY_TO_SERVE' ? 'BEING_PREPARED' : 'ACCEPTED';
}

/**
 * How far the kitchen got with an order's current round, for "a status never goes backwards": a
 * kitchen step (Accept, Prepare, Ready, Ready to serve, Served) never lowers it. Only a new round
 * (the waiter adds items: PLACED) or the chef's Recall of their own last step may.
 */
export const ORDER_PROGRESS: Readonly<Record<RestaurantOrderStatus, number>> = {
  NEW: 0,
  PLACED: 1,
  REJECTED: 1,
  REQUEST_CONFIRMATION: 1,
  ACCEPTED: 2,
  BEING_PREPARED: 3,
  READY_TO_SERVE: 4,
  SERVED: 5,
  COMPLETED: 6,
};

/** The chef's count tiles (operations §3 Order counts). */
export interface KitchenCounts {
  requestConfirmation: number;
  placed: number;
  accepted: number;
  beingPrepared: number;
  readyToServe: number;
}

/**
 * The count tiles from what the kitchen screen shows, so a tile never contradicts the cards: the
 * order tiles count the new-order carousel's orders (New Orders: placed, with or without a
 * rejection; Request Confirmation: awaiting the waiter), the ticket tiles count the accepted
 * tickets on the board by their status (Accepted, Being Prepared, Ready to Serve: released by the
 * chef, not yet served). The upstream answers GET order/count with it; the screen applies it to
 * the cards it shows (also when a station shows only the kitchen or the bar).
 */
export function kitchenCounts(
  newOrders: readonly RestaurantOrderStatus[],
  boardTickets: readonly TicketStatus[],
): KitchenCounts {
  const orders = (...s: RestaurantOrderStatus[]) => newOrders.filter((o) => s.includes(o)).length;
  const tickets = (s: TicketStatus) => boardTickets.filter((t) => t === s).length;
  return {
    requestConfirmation: orders('REQUEST_CONFIRMATION'),
    placed: orders('PLACED', 'REJECTED'),
    accepted: tickets('ACCEPTED'),
    beingPrepared: tickets('BEING_PREPARED'),
    readyToServe: tickets('READY_TO_SERVE'),
  };
}

/** The accepted tickets the kitchen board shows: accepted and not yet served. */
export const isTicketOnBoard = (s: TicketStatus): boolean =>
  s === 'ACCEPTED' || s === 'BEING_PREPARED' || s === 'READY_TO_SERVE';

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
