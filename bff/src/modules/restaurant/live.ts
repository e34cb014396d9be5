// The kitchen's and the waiter's live topics bridged from STOMP into GraphQL subscriptions. Rights
// are checked once, at subscribe time: a caller without them never gets a stream.
import type { SubscribeResolverData } from 'type-graphql';
import { chefTopic, waiterQueue, restaurantEntities } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { assertPermission } from '../../auth/guards.js';
import { liveStream } from '../../stomp/live-stream.js';
import { LiveEventKind } from '../notification/notification.type.js';
import { assertServiceAccess } from './restaurant.access.js';
import { OrderStatus } from './restaurant.enums.js';
import type { ItemRejection, KitchenEvent, WaiterEvent } from './live.type.js';

type Json = Record<string, unknown>;

const ITEM_STATUSES = new Set<string>(restaurantEntities.orderedItemStatus.options);
const status = (value: unknown): OrderStatus | null =>
  typeof value === 'string' && ITEM_STATUSES.has(value) ? (value as OrderStatus) : null;
const int = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);
const str = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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

/** A /chef/{serviceId} message (restaurantEntities.ChefOrderMessage); its first field may be CANCELLED. */
export function toKitchenEvent(body: unknown): KitchenEvent {
  if (!isObject(body)) return { ...KITCHEN_RESYNC, kind: LiveEventKind.MESSAGE };
  return {
    kind: LiveEventKind.MESSAGE,
    cancelled: Object.values(body)[0] === 'CANCELLED',
    event: str(body.event),
    orderId: int(body.orderId),
    tableId: int(body.tableId),
    tableNumber: str(body.tableNumber),
    status: status(body.status),
    itemId: int(body.itemId),
    ticketId: int(body.kotId),
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

const toRejection = (entry: Json): ItemRejection | null => {
  const orderId = int(entry.orderId);
  const itemId = int(entry.itemId);
  if (orderId === null || itemId === null) return null;
  return {
    orderId,
    itemId,
    itemName: str(entry.itemName) ?? '',
    reason: str(entry.reason) ?? '',
    tableId: int(entry.tableId),
    tableNumber: str(entry.tableNumber),
  };
};

/**
 * A /user/{userId}/queue/waiter message: an object (restaurantEntities.WaiterOrderMessage), or an
 * array of rejected items (the screen treats array payloads as rejection).
 */
export function toWaiterEvent(body: unknown): WaiterEvent {
  if (Array.isArray(body)) {
    const rejections = body.filter(isObject).flatMap((e) => toRejection(e) ?? []);
    const first = rejections[0];
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
      itemStatus: first ? OrderStatus.REJECTED : null,
      rejections,
    };
  }
  if (!isObject(body)) return { ...WAITER_RESYNC, kind: LiveEventKind.MESSAGE };
  return {
    kind: LiveEventKind.MESSAGE,
    rejected: false,
    event: str(body.event),
    orderId: int(body.orderId),
    tableId: int(body.tableId),
    tableNumber: str(body.tableNumber),
    status: status(body.orderStatus),
    itemId: int(body.itemId),
    itemStatus: status(body.orderedItemStatus),
    ticketId: int(body.kotId),
    ticketStatus: status(body.ticketStatus),
    rejections: [],
  };
}

export async function kitchenStream({
  args,
  context,
}: SubscribeResolverData<unknown, { serviceId: number }, BffContext>): Promise<AsyncIterableIterator<KitchenEvent>> {
  await assertServiceAccess(context, args.serviceId, 'CHEF_DASHBOARD:VIEW');
  return liveStream(context.bridge.subscribe(chefTopic(args.serviceId)), KITCHEN_RESYNC, toKitchenEvent);
}

export async function waiterStream({
  context,
}: SubscribeResolverData<unknown, Record<string, never>, BffContext>): Promise<AsyncIterableIterator<WaiterEvent>> {
  await assertPermission(context, 'STEWARD_DASHBOARD:VIEW');
  const session = await context.session();
  return liveStream(context.bridge.subscribe(waiterQueue(session.viewer.userId)), WAITER_RESYNC, toWaiterEvent);
}
