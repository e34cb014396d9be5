// The chef's screen in one object: count tiles, new orders awaiting acceptance, accepted tickets.
import { Field, Int, ObjectType } from 'type-graphql';
import type { restaurantEntities as R } from '@hotel/schema';
import { OrderStatus, TicketType } from './restaurant.enums.js';
import { KitchenItem, TableRef, chefItemToKitchenItem } from './ticket.type.js';

@ObjectType({ description: "A table's order awaiting the kitchen: it has an item that is NEW or REJECTED" })
export class KitchenOrder {
  @Field(() => Int, { description: 'The order' }) id!: number;
  @Field(() => OrderStatus) status!: OrderStatus;
  @Field(() => String, { description: 'The table time, HH:mm' }) orderTime!: string;
  @Field(() => String, { description: 'When its oldest item shown was sent (ISO instant)' }) orderedAt!: string;
  @Field(() => TableRef) table!: TableRef;
  @Field(() => [KitchenItem], { description: 'NEW, REJECTED or CANCELLED items, each naming its ticket' })
  items!: KitchenItem[];
  @Field(() => Boolean, {
    description:
      'The waiter withdrew items (or the whole order: status CANCELLED) that awaited the kitchen, and no chef has acknowledged it yet',
  })
  cancellationUnseen!: boolean;
}

@ObjectType({ description: "A chef's step that Recall can undo for a short time (the caller's last one)" })
export class KitchenBump {
  @Field(() => Int) id!: number;
  @Field(() => String, { description: 'ACCEPT, PREPARE, READY (an item) or RELEASE (Ready to serve on a ticket)' })
  kind!: string;
  @Field(() => Int) orderId!: number;
  @Field(() => String) tableNumber!: string;
  @Field(() => String, { nullable: true }) itemName!: string | null;
  @Field(() => TicketType, { nullable: true }) ticketType!: TicketType | null;
  @Field(() => Int, { nullable: true }) ticketNumber!: number | null;
  @Field(() => String, { description: 'ISO instant' }) bumpedAt!: string;
  @Field(() => String, { description: 'Until when it can be recalled (ISO instant)' }) recallableUntil!: string;
}

@ObjectType({
  description:
    "The chef's screen for a service. Each part is fetched once per operation, only when asked for; the upstream lists are shared between the parts.",
})
export class KitchenBoard {
  @Field(() => Int) serviceId!: number;
  /**
   * Not in the schema: the operation asks for both lists, so the tiles are counted from them (by the
   * domain's rule GET order/count applies) instead of read separately.
   */
  countsFromLists?: boolean;
}

export const toKitchenOrder = (card: R.ChefOrder): KitchenOrder => ({
  id: card.id,
  status: card.orderStatus as OrderStatus,
  orderTime: card.orderTime,
  orderedAt: card.orderedAt,
  table: { id: card.tableId, number: card.tableNumber },
  items: card.orderedItemResponseList.map((i) => chefItemToKitchenItem(i, card)),
  cancellationUnseen: card.cancellationUnseen,
});
