// Who may do what to an order, table or ticket, and when (operations §4 button enablement, §5, §8).
// Each server rule answers a refusal (its key from refusals.ts, null when allowed): the upstream
// answers it as a 40900, and the screens enable a button exactly when the same rule answers null.
import { refusal, type MessageParams, type Refusal } from '../messages/message.js';
import type { RestaurantRefusalReason } from './refusals.js';
import {
  canTransition,
  isItemAccepted,
  isItemLive,
  isItemPending,
  isTicketOnBoard,
  kitchenCounts,
  type KitchenCounts,
  type OrderedItemStatus,
  type RestaurantOrderStatus,
  type RestaurantPaymentMethod,
  type RestaurantTableStatus,
  type TicketStatus,
} from './statuses.js';

const R = (reason: RestaurantRefusalReason, params?: MessageParams): RestaurantRefusal => refusal(reason, params);

/** A rule's answer: why the server refuses (and the web disables the button); null when allowed. */
export type RestaurantRefusal = Refusal<RestaurantRefusalReason>;

const ITEM_LABEL: Record<OrderedItemStatus, string> = {
  NEW: 'new',
  PLACED: 'new',
  REQUEST_CONFIRMATION: 'awaiting confirmation',
  REJECTED: 'rejected',
  ACCEPTED: 'accepted',
  BEING_PREPARED: 'being prepared',
  READY_TO_SERVE: 'ready to serve',
  SERVED: 'served',
  COMPLETED: 'completed',
  CANCELLED: 'cancelled',
};

/** Why an item may not move from `from` to `to`; null when the move is allowed. */
export function itemTransitionRefusal(from: OrderedItemStatus, to: OrderedItemStatus): RestaurantRefusal | null {
  if (canTransition(from, to)) return null;
  if (to === 'REJECTED' && from === 'REJECTED') return R('ITEM_ALREADY_REJECTED');
  if (from === to) return R('ITEM_ALREADY_IN_STATUS', { status: from, label: ITEM_LABEL[from] });
  if (from === 'CANCELLED') return R('ITEM_CANCELLED');
  if ((to === 'REJECTED' || to === 'CANCELLED') && isItemAccepted(from)) return R('ITEM_ALREADY_ACCEPTED');
  return R('ITEM_TRANSITION_NOT_ALLOWED', { from, to, fromLabel: ITEM_LABEL[from], toLabel: ITEM_LABEL[to] });
}

// ------------------------------------------------------------------------------------- waiter

/** 'Please select a payment method (Cash / Room).' while none is chosen (OTHER). */
export function paymentMethodRefusal(method: RestaurantPaymentMethod | null): RestaurantRefusal | null {
  return method === 'CASH' || method === 'ROOM_BILL' ? null : R('SELECT_PAYMENT_METHOD');
}

/** Is the order still open to changes by the waiter? Not once paid. */
export const isOrderEditable = (status: RestaurantOrderStatus | null): boolean => status !== 'COMPLETED';

/**
 * The Order / Update Order / Confirm Order button: disabled when nothing new is to be sent or the
 * order is not editable. A reconfirmation request is itself something to send (the confirmation).
 */
export function orderButtonEnabled(order: { status: RestaurantOrderStatus | null; unsentLines: number }): boolean {
  if (!isOrderEditable(order.status)) return false;
  return order.unsentLines > 0 || order.status === 'REQUEST_CONFIRMATION';
}

/** 'Order' for a new order, 'Confirm Order' while reconfirmation is requested, else 'Update Order'. */
export function orderButtonLabel(status: RestaurantOrderStatus | null): 'Order' | 'Update Order' | 'Confirm Order' {
  if (status === null || status === 'NEW') return 'Order';
  return status === 'REQUEST_CONFIRMATION' ? 'Confirm Order' : 'Update Order';
}

/** The status an update sends: REQUEST_CONFIRMATION is answered with PLACED. */
export function statusToSend(status: RestaurantOrderStatus | null): RestaurantOrderStatus {
  return status === null || status === 'NEW' || status === 'REQUEST_CONFIRMATION' ? 'PLACED' : status;
}

/**
 * Cancel Order: enabled only for PLACED or REQUEST_CONFIRMATION orders (a REJECTED order is a
 * PLACED one with a rejection, and counts as such), or while unsent lines exist; disabled once any
 * item was served unless REQUEST_CONFIRMATION.
 */
export function cancelOrderRefusal(
  status: RestaurantOrderStatus | null,
  items: readonly OrderedItemStatus[],
): RestaurantRefusal | null {
  if (status === null) return R('ORDER_HAS_NO_ITEMS');
  if (status === 'COMPLETED') return R('ORDER_ALREADY_COMPLETED');
  if (status !== 'PLACED' && status !== 'REQUEST_CONFIRMATION' && status !== 'REJECTED') {
    return R('ORDER_ALREADY_ACCEPTED');
  }
  if (status !== 'REQUEST_CONFIRMATION' && items.includes('SERVED')) return R('ORDER_ITEMS_SERVED');
  return null;
}
export function cancelOrderEnabled(order: {
  status: RestaurantOrderStatus | null;
  items: readonly OrderedItemStatus[];
  unsentLines: number;
}): boolean {
  if (order.unsentLines > 0 && isOrderEditable(order.status)) return true;
  return cancelOrderRefusal(order.status, order.items) === null;
}

/**
 * What a cancellation does: with nothing the kitchen accepted the whole order goes (ORDER); once
 * some lines were accepted, only the lines still awaiting the kitchen are withdrawn (PENDING_LINES),
 * so food being cooked or already eaten stays on the bill.
 */
export function cancellationScope(items: readonly OrderedItemStatus[]): 'ORDER' | 'PENDING_LINES' {
  return items.some(isItemAccepted) ? 'PENDING_LINES' : 'ORDER';
}

/** Prepare Invoice: only when there are lines and every (live) line is SERVED. */
export function invoiceRefusal(items: readonly OrderedItemStatus[]): RestaurantRefusal | null {
  const live = items.filter(isItemLive);
  if (live.length === 0) return R('ORDER_HAS_NO_ITEMS');
  return live.every((s) => s === 'SERVED') ? null : R('ORDER_NOT_ALL_SERVED');
}
export const prepareInvoiceEnabled = (items: readonly OrderedItemStatus[]): boolean => invoiceRefusal(items) === null;

/** The VAT checkbox can change only when no order exists or it is PLACED. */
export function vatChangeRefusal(status: RestaurantOrderStatus | null): RestaurantRefusal | null {
  return status === null || status === 'NEW' || status === 'PLACED' ? null : R('ORDER_VAT_LOCKED');
}

/** The table time picker is locked once the status is beyond PLACED/NEW. */
export function tableTimeLocked(status: RestaurantOrderStatus | null): boolean {
  return !(status === null || status === 'NEW' || status === 'PLACED');
}

/**
 * Selecting a table in the drawer: a VACANT table is allocated; an OCCUPIED or SERVED table with no
 * order lines is deallocated; anything else warns 'Unable to deallocate table'.
 */
export function tableSelection(status: RestaurantTableStatus, lineCount: number): 'ALLOCATE' | 'DEALLOCATE' | 'UNABLE' {
  if (status === 'VACANT') return 'ALLOCATE';
  if ((status === 'OCCUPIED' || status === 'SERVED') && lineCount === 0) return 'DEALLOCATE';
  return 'UNABLE';
}
export function deallocationRefusal(status: RestaurantTableStatus, lineCount: number): RestaurantRefusal | null {
  return tableSelection(status, lineCount) === 'DEALLOCATE' ? null : R('UNABLE_TO_DEALLOCATE_TABLE');
}

// ------------------------------------------------------------------------------------- chef

/**
 * Accept Order: refused while an item is rejected (a rejection is present) or a reconfirmation is
 * pending, and when nothing is new.
 */
export function acceptRefusal(
  status: RestaurantOrderStatus,
  items: readonly OrderedItemStatus[],
): RestaurantRefusal | null {
  if (status === 'COMPLETED') return R('ORDER_ALREADY_COMPLETED');
  if (status === 'REQUEST_CONFIRMATION') return R('ORDER_AWAITING_RECONFIRMATION');
  if (items.includes('REJECTED')) return R('ORDER_REJECTION_PENDING');
  if (!items.some(isItemPending)) {
    return items.some(isItemAccepted) ? R('ORDER_ALREADY_ACCEPTED') : R('ORDER_NOTHING_TO_ACCEPT');
  }
  return null;
}
export const acceptEnabled = (status: RestaurantOrderStatus, items: readonly OrderedItemStatus[]): boolean =>
  acceptRefusal(status, items) === null;

/** 'Reconfirm order': only when at least one item was rejected and the order is not already REQUEST_CONFIRMATION. */
export function reconfirmRefusal(
  status: RestaurantOrderStatus,
  items: readonly OrderedItemStatus[],
): RestaurantRefusal | null {
  if (status === 'COMPLETED') return R('ORDER_ALREADY_COMPLETED');
  if (status === 'REQUEST_CONFIRMATION') return R('ORDER_RECONFIRMATION_ALREADY_REQUESTED');
  if (!items.includes('REJECTED')) return R('ORDER_NOTHING_REJECTED');
  return null;
}
export const reconfirmEnabled = (status: RestaurantOrderStatus, items: readonly OrderedItemStatus[]): boolean =>
  reconfirmRefusal(status, items) === null;

/** Reject: disabled on an already rejected item; only an item awaiting the kitchen can be rejected. */
export function rejectRefusal(item: OrderedItemStatus): RestaurantRefusal | null {
  return itemTransitionRefusal(item, 'REJECTED');
}
export const rejectEnabled = (item: OrderedItemStatus): boolean => rejectRefusal(item) === null;

/**
 * The whole-ticket 'Ready to serve': disabled while any item is neither READY_TO_SERVE nor SERVED,
 * unless the ticket is already READY_TO_SERVE.
 */
export function ticketReadyRefusal(
  ticket: TicketStatus,
  items: readonly OrderedItemStatus[],
): RestaurantRefusal | null {
  if (ticket === 'READY_TO_SERVE') return null;
  if (ticket === 'SERVED') return R('TICKET_ALREADY_SERVED');
  if (ticket === 'CANCELLED') return R('TICKET_CANCELLED');
  const live = items.filter(isItemLive);
  if (live.length > 0 && live.every((s) => s === 'READY_TO_SERVE' || s === 'SERVED')) return null;
  return R('TICKET_NOT_READY');
}
export const ticketReadyEnabled = (ticket: TicketStatus, items: readonly OrderedItemStatus[]): boolean =>
  ticketReadyRefusal(ticket, items) === null;

/** The waiter's SERVED button: enabled only when the ticket is READY_TO_SERVE. */
export function ticketServeRefusal(ticket: TicketStatus): RestaurantRefusal | null {
  if (ticket === 'READY_TO_SERVE') return null;
  if (ticket === 'SERVED') return R('TICKET_ALREADY_SERVED');
  if (ticket === 'CANCELLED') return R('TICKET_CANCELLED');
  return R('TICKET_NOT_RELEASED');
}
export const serveEnabled = (ticket: TicketStatus): boolean => ticketServeRefusal(ticket) === null;

/** The new-order list includes a table only if it has an item that is NEW or REJECTED. */
export function inNewOrderList(items: readonly OrderedItemStatus[]): boolean {
  return items.some((s) => isItemPending(s) || s === 'REJECTED');
}

/** An order still open: neither paid (COMPLETED) nor cancelled. */
export const isOrderOpen = (s: OrderedItemStatus): boolean => s !== 'COMPLETED' && s !== 'CANCELLED';

/**
 * Whether a card of the new-order carousel counts on the order tiles: an open order with an item
 * awaiting the kitchen or rejected (inNewOrderList). The carousel also keeps an order whose items the waiter
 * withdrew until the chef acknowledges it; that card shows, but is not counted.
 */
export function countsAsNewOrder(orderStatus: OrderedItemStatus, itemStatuses: readonly OrderedItemStatus[]): boolean {
  return isOrderOpen(orderStatus) && inNewOrderList(itemStatuses);
}

/**
 * The tiles from the board's two lists as the upstream sends them (the new-order cards, the accepted
 * tickets): what GET order/count answers for the same moment. A board read from its lists counts
 * them, so its tiles and its cards always come from one reading.
 */
export function kitchenCountsOfLists(
  newOrderCards: readonly { orderStatus: OrderedItemStatus; itemStatuses: readonly OrderedItemStatus[] }[],
  tickets: readonly (TicketStatus | null)[],
): KitchenCounts {
  return kitchenCounts(
    newOrderCards
      .filter((card) => countsAsNewOrder(card.orderStatus, card.itemStatuses))
      .map((card) => card.orderStatus as RestaurantOrderStatus),
    tickets.filter((t): t is TicketStatus => t !== null && isTicketOnBoard(t)),
  );
}
