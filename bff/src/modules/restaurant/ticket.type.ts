// Tickets (KOT for the kitchen, BOT for the bar) and the kitchen's view of an ordered item.
import { Field, Int, ObjectType } from 'type-graphql';
import type { restaurantEntities as R } from '@hotel/schema';
import { publicFileUrl } from '../../http/files.js';
import { OrderStatus, TicketType } from './restaurant.enums.js';

@ObjectType({ description: 'A table named on an order, a ticket or a status row' })
export class TableRef {
  @Field(() => Int) id!: number;
  @Field(() => String) number!: string;
}

@ObjectType({ description: 'The ticket an item went on; number is null until the kitchen has accepted it' })
export class TicketRef {
  @Field(() => Int) id!: number;
  @Field(() => Int, { nullable: true }) number!: number | null;
  @Field(() => TicketType) type!: TicketType;
}

@ObjectType({ description: 'An ordered item as the kitchen sees it (no prices)' })
export class KitchenItem {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) image!: string | null;
  @Field(() => Int) quantity!: number;
  @Field(() => String) remarks!: string;
  @Field(() => OrderStatus) status!: OrderStatus;
  @Field(() => TicketRef, { nullable: true }) ticket!: TicketRef | null;
  @Field(() => String, { nullable: true }) rejectionReason!: string | null;
}

@ObjectType({ description: 'A kitchen (KOT) or bar (BOT) ticket, numbered per service' })
export class Ticket {
  @Field(() => Int) id!: number;
  @Field(() => Int) number!: number;
  @Field(() => TicketType) type!: TicketType;
  @Field(() => OrderStatus, { description: 'PLACED, ACCEPTED, BEING_PREPARED, READY_TO_SERVE, SERVED or CANCELLED' })
  status!: OrderStatus;
  @Field(() => Int) orderId!: number;
  @Field(() => TableRef) table!: TableRef;
  @Field(() => String, { nullable: true, description: 'HH:mm' }) orderTime!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "When it was ordered (ISO instant), on the kitchen's cards: its age is counted from here",
  })
  orderedAt?: string | null;
  /** The items when the source carried them; otherwise Ticket.items loads the order (TicketResolver). */
  lines?: KitchenItem[];
}

export const ticketNumber = (t: { kotNumber: number | null; botNumber: number | null; ticketType: R.TicketType }) =>
  (t.ticketType === 'BOT' ? (t.botNumber ?? t.kotNumber) : (t.kotNumber ?? t.botNumber)) ?? 0;

export function toTicketRef(
  id: number | null,
  type: R.TicketType,
  tickets: readonly R.Ticket[] = [],
): TicketRef | null {
  if (id === null) return null;
  const known = tickets.find((t) => t.id === id);
  return { id, number: known ? ticketNumber(known) : null, type: type as TicketType };
}

/** A line of the waiter's order, as the kitchen sees it. */
export const lineToKitchenItem = (line: R.OrderedItem, tickets: readonly R.Ticket[]): KitchenItem => ({
  id: line.id,
  name: line.name,
  image: publicFileUrl(line.image),
  quantity: line.quantity,
  remarks: line.remarks,
  status: line.orderedItemStatus as OrderStatus,
  ticket: toTicketRef(line.kotId, line.ticketType, tickets),
  rejectionReason: line.rejectionReason,
});

export const chefItemToKitchenItem = (item: R.ChefOrderItem, card: R.ChefOrder): KitchenItem => ({
  id: item.id,
  name: item.itemName,
  image: publicFileUrl(item.image),
  quantity: item.quantity,
  remarks: item.remarks,
  status: item.orderedItemStatus as OrderStatus,
  ticket:
    item.kotId === null
      ? null
      : {
          id: item.kotId,
          number: item.kotId === card.kotId ? ticketNumber({ ...card, ticketType: item.ticketType }) : null,
          type: item.ticketType as TicketType,
        },
  rejectionReason: item.rejectionReason,
});

/** A card of orders/active: one accepted ticket with its items. */
export const chefCardToTicket = (card: R.ChefOrder): Ticket => ({
  id: card.kotId ?? card.id,
  number: ticketNumber({ ...card, ticketType: card.ticketType ?? 'KOT' }),
  type: (card.ticketType ?? 'KOT') as TicketType,
  status: (card.kotStatus ?? card.orderStatus) as OrderStatus,
  orderId: card.id,
  table: { id: card.tableId, number: card.tableNumber },
  orderTime: card.orderTime,
  orderedAt: card.orderedAt,
  lines: card.orderedItemResponseList.map((i) => chefItemToKitchenItem(i, card)),
});

/** A ticket of an order's kotResponseList; its items are the order's lines on it. */
export const orderTicket = (
  t: R.Ticket,
  order: { id: number; tableId: number; tableNumber: string; orderTime: string | null },
  lines?: readonly R.OrderedItem[],
  tickets: readonly R.Ticket[] = [],
): Ticket => ({
  id: t.id,
  number: ticketNumber(t),
  type: t.ticketType as TicketType,
  status: t.ticketStatus as OrderStatus,
  orderId: order.id,
  table: { id: order.tableId, number: order.tableNumber },
  orderTime: order.orderTime,
  ...(lines ? { lines: lines.filter((l) => l.kotId === t.id).map((l) => lineToKitchenItem(l, tickets)) } : {}),
});
