// The chef's screen in one object: count tiles, new orders awaiting acceptance, accepted tickets.
import { Field, Int, ObjectType } from 'type-graphql';
import type { restaurantEntities as R } from '@hotel/schema';
import { OrderStatus } from './restaurant.enums.js';
import { KitchenItem, TableRef, chefItemToKitchenItem } from './ticket.type.js';

@ObjectType({ description: "A table's order awaiting the kitchen: it has an item that is NEW or REJECTED" })
export class KitchenOrder {
  @Field(() => Int, { description: 'The order' }) id!: number;
  @Field(() => OrderStatus) status!: OrderStatus;
  @Field(() => String, { description: 'The table time, HH:mm' }) orderTime!: string;
  @Field(() => TableRef) table!: TableRef;
  @Field(() => [KitchenItem], { description: 'NEW, REJECTED or CANCELLED items, each naming its ticket' })
  items!: KitchenItem[];
}

@ObjectType({
  description:
    "The chef's screen for a service. Each part is fetched once per operation, only when asked for; the upstream lists are shared between the parts.",
})
export class KitchenBoard {
  @Field(() => Int) serviceId!: number;
}

export const toKitchenOrder = (card: R.ChefOrder): KitchenOrder => ({
  id: card.id,
  status: card.orderStatus as OrderStatus,
  orderTime: card.orderTime,
  table: { id: card.tableId, number: card.tableNumber },
  items: card.orderedItemResponseList.map((i) => chefItemToKitchenItem(i, card)),
});
