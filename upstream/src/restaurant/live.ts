// Live updates for the kitchen (/chef/{serviceId}) and the waiter (/user/{waiterId}/queue/waiter).
// Handlers collect the messages while they work and send them only after the transaction has
// committed: a screen that refetches on a message must find the change, and a rolled-back change
// is never announced. A broker hiccup costs the live nudge, never the change itself.
import { chefTopic, waiterQueue, type restaurantEntities } from '@hotel/schema';
import type { TopicPublisher } from '../stomp/publisher.js';
import type { OrderCore } from './order-repository.js';

type ChefMessage = restaurantEntities.ChefOrderMessage;
type WaiterMessage = restaurantEntities.WaiterOrderMessage;
type Rejection = restaurantEntities.WaiterRejectionEntry;

/** What happened, as the `event` field of both topics names it. */
export type LiveEvent = restaurantEntities.RestaurantLiveEvent;

export interface LiveDetail {
  itemId?: number;
  orderedItemStatus?: WaiterMessage['orderedItemStatus'];
  kotId?: number;
  ticketStatus?: WaiterMessage['ticketStatus'];
}

/** One message waiting for the commit, already bound to its topic (so its payload type was checked). */
interface Pending {
  topic: string;
  send(publisher: TopicPublisher): Promise<void>;
}

export class LiveUpdates {
  private readonly messages: Pending[] = [];

  /**
   * One change both screens must see. The kitchen's message starts with `status` (CANCELLED for a
   * cancellation, so its first field says so); the waiter's carries the order and item statuses.
   */
  order(order: OrderCore, event: LiveEvent, status: ChefMessage['status'], detail: LiveDetail = {}): this {
    const chef: ChefMessage = {
      status,
      event,
      orderId: order.id,
      tableId: order.tableId,
      tableNumber: order.tableNumber,
      hotelServiceId: order.serviceId,
      ...(detail.itemId !== undefined ? { itemId: detail.itemId } : {}),
      ...(detail.kotId !== undefined ? { kotId: detail.kotId } : {}),
    };
    const waiter: WaiterMessage = {
      event,
      orderId: order.id,
      orderStatus: status,
      tableId: order.tableId,
      tableNumber: order.tableNumber,
      hotelServiceId: order.serviceId,
      ...detail,
    };
    this.toKitchen(order, chef).toWaiter(order, waiter);
    return this;
  }

  /** A change only the kitchen's screens must see (another chef screen acknowledged a cancellation). */
  kitchen(order: OrderCore, event: LiveEvent, status: ChefMessage['status']): this {
    return this.toKitchen(order, {
      status,
      event,
      orderId: order.id,
      tableId: order.tableId,
      tableNumber: order.tableNumber,
      hotelServiceId: order.serviceId,
    });
  }

  /** A rejection: the kitchen gets the usual object, the waiter an array (the screen's rejection form). */
  rejection(order: OrderCore, item: { id: number; name: string }, reason: string): this {
    const entry: Rejection = {
      orderId: order.id,
      itemId: item.id,
      itemName: item.name,
      reason,
      tableId: order.tableId,
      tableNumber: order.tableNumber,
      orderedItemStatus: 'REJECTED',
    };
    const chef: ChefMessage = {
      status: 'REJECTED',
      event: 'ITEM_REJECTED',
      orderId: order.id,
      tableId: order.tableId,
      tableNumber: order.tableNumber,
      hotelServiceId: order.serviceId,
      itemId: item.id,
    };
    return this.toKitchen(order, chef).toWaiter(order, [entry]);
  }

  async publish(publisher: TopicPublisher): Promise<void> {
    for (const m of this.messages) {
      await m.send(publisher).catch((err: unknown) => {
        console.warn('[restaurant] could not publish a live update', m.topic, err);
      });
    }
  }

  private toKitchen(order: OrderCore, message: ChefMessage): this {
    const topic = chefTopic(order.serviceId);
    this.messages.push({ topic, send: (publisher) => publisher.publish(topic, message) });
    return this;
  }

  private toWaiter(order: OrderCore, message: restaurantEntities.WaiterMessage): this {
    const topic = waiterQueue(order.waiterId);
    this.messages.push({ topic, send: (publisher) => publisher.publish(topic, message) });
    return this;
  }
}
