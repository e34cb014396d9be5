// The kitchen's and the waiter's live topics bridged from STOMP into GraphQL subscriptions. Rights
// are checked once, at subscribe time, by the fields' @Requires (type-graphql guards subscribe too):
// a caller without them never gets a stream.
import type { SubscribeResolverData } from 'type-graphql';
import { chefTopic, waiterQueue, type restaurantEntities, type TopicMessage } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { liveStream } from '../../stomp/live-stream.js';
import { LiveEventKind } from '../notification/notification.type.js';
import { OrderStatus } from './restaurant.enums.js';
import type { KitchenEvent, WaiterEvent } from './live.type.js';

/** The contract's statuses are the GraphQL enum's values (OrderStatus includes CANCELLED). */
const orderStatus = (value: restaurantEntities.OrderedItemStatus): OrderStatus => value as OrderStatus;
const optionalStatus = (value: restaurantEntities.OrderedItemStatus | undefined): OrderStatus | null =>
  value === undefined ? null : orderStatus(value);

const KITCHEN_RESYNC: KitchenEvent = {
  kind: LiveEventKind.RESYNC,
  cancelled: false,
  event: null,
  orderId: null,
  tableId: null,
  tableNumber: null,
  status: null,
  itemId: null,
  ticketId: null,
};

/** A /chef/{serviceId} message; its first field, the status, may be CANCELLED. */
export function toKitchenEvent(message: TopicMessage<'chef'>): KitchenEvent {
  return {
    kind: LiveEventKind.MESSAGE,
    cancelled: message.status === 'CANCELLED',
    event: message.event,
    orderId: message.orderId,
    tableId: message.tableId,
    tableNumber: message.tableNumber,
    status: orderStatus(message.status),
    itemId: message.itemId ?? null,
    ticketId: message.kotId ?? null,
  };
}

const WAITER_RESYNC: WaiterEvent = {
  kind: LiveEventKind.RESYNC,
  rejected: false,
  event: null,
  orderId: null,
  tableId: null,
  tableNumber: null,
  status: null,
  itemId: null,
  itemStatus: null,
  ticketId: null,
  ticketStatus: null,
  rejections: [],
};

/** A /user/{userId}/queue/waiter message: an order change, or an array of rejected items. */
export function toWaiterEvent(message: TopicMessage<'waiter'>): WaiterEvent {
  if (Array.isArray(message)) {
    const rejections = message.map((entry) => ({
      orderId: entry.orderId,
      itemId: entry.itemId,
      itemName: entry.itemName,
      reason: entry.reason,
      tableId: entry.tableId,
      tableNumber: entry.tableNumber,
    }));
    const first = message[0];
    return {
      ...WAITER_RESYNC,
      kind: LiveEventKind.MESSAGE,
      rejected: true,
      event: 'ITEM_REJECTED',
      orderId: first?.orderId ?? null,
      tableId: first?.tableId ?? null,
      tableNumber: first?.tableNumber ?? null,
      status: OrderStatus.REJECTED,
      itemId: first?.itemId ?? null,
      itemStatus: OrderStatus.REJECTED,
      rejections,
    };
  }
  return {
    kind: LiveEventKind.MESSAGE,
    rejected: false,
    event: message.event,
    orderId: message.orderId,
    tableId: message.tableId,
    tableNumber: message.tableNumber,
    status: orderStatus(message.orderStatus),
    itemId: message.itemId ?? null,
    itemStatus: optionalStatus(message.orderedItemStatus),
    ticketId: message.kotId ?? null,
    ticketStatus: optionalStatus(message.ticketStatus),
    rejections: [],
  };
}

export async function kitchenStream({
  args,
  context,
}: SubscribeResolverData<unknown, { serviceId: number }, BffContext>): Promise<AsyncIterableIterator<KitchenEvent>> {
  return liveStream(context.bridge.subscribe(chefTopic(args.serviceId)), KITCHEN_RESYNC, toKitchenEvent);
}

export async function waiterStream({
  context,
}: SubscribeResolverData<unknown, Record<string, never>, BffContext>): Promise<AsyncIterableIterator<WaiterEvent>> {
  const session = await context.session();
  return liveStream(context.bridge.subscribe(waiterQueue(session.viewer.userId)), WAITER_RESYNC, toWaiterEvent);
}
