// The GraphQL statuses read as the domain's types, so every button asks the domain's rules
// (operations §4) and never a copy of them. The schema has one OrderStatus enum for orders, items
// and tickets; CANCELLED exists only for items and tickets.

import type { OrderedItemStatus, RestaurantOrderStatus, TicketStatus } from '@hotel/domain';
import type { OrderStatus } from '../../graphql/hooks.gen';

/** An order's status for the domain's order rules; null for CANCELLED (no open order). */
export function asOrderStatus(status: OrderStatus | null | undefined): RestaurantOrderStatus | null {
  return !status || status === 'CANCELLED' ? null : status;
}

/** An item's status: the schema's enum is exactly the domain's item statuses. */
export const asItemStatus = (status: OrderStatus): OrderedItemStatus => status;

const TICKET_STATUSES: ReadonlySet<OrderStatus> = new Set([
  'PLACED',
  'ACCEPTED',
  'BEING_PREPARED',
  'READY_TO_SERVE',
  'SERVED',
  'CANCELLED',
]);

/** A ticket's status for the ticket rules; a NEW ticket (not yet accepted) reads as PLACED. */
export function asTicketStatus(status: OrderStatus): TicketStatus {
  if (TICKET_STATUSES.has(status)) return status as TicketStatus;
  return 'PLACED';
}
