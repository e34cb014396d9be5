import { Field, Int, ObjectType } from 'type-graphql';
import { LiveEventKind } from '../notification/notification.type.js';
import { OrderStatus } from './restaurant.enums.js';

@ObjectType({
  description:
    'A kitchen update for a service: refetch the kitchen board. RESYNC: the live connection was re-established, refetch everything.',
})
export class KitchenEvent {
  @Field(() => LiveEventKind) kind!: LiveEventKind;
  @Field(() => Boolean, {
    description: 'The message’s first field is CANCELLED: return the carousel to its first slide',
  })
  cancelled!: boolean;
  @Field(() => String, { nullable: true, description: 'What happened: NEW_ORDER, ORDER_UPDATED, …' })
  event!: string | null;
  @Field(() => Int, { nullable: true }) orderId!: number | null;
  @Field(() => Int, { nullable: true }) tableId!: number | null;
  @Field(() => String, { nullable: true }) tableNumber!: string | null;
  @Field(() => OrderStatus, { nullable: true }) status!: OrderStatus | null;
  @Field(() => Int, { nullable: true }) itemId!: number | null;
  @Field(() => Int, { nullable: true }) ticketId!: number | null;
}

@ObjectType({ description: 'An item the kitchen rejected, with the reason' })
export class ItemRejection {
  @Field(() => Int) orderId!: number;
  @Field(() => Int) itemId!: number;
  @Field(() => String) itemName!: string;
  @Field(() => String) reason!: string;
  @Field(() => Int, { nullable: true }) tableId!: number | null;
  @Field(() => String, { nullable: true }) tableNumber!: string | null;
}

@ObjectType({
  description:
    'An update for the signed-in waiter: play a sound and refresh the order (and the table list when an item of the shown order is BEING_PREPARED or READY_TO_SERVE). RESYNC: refetch everything.',
})
export class WaiterEvent {
  @Field(() => LiveEventKind) kind!: LiveEventKind;
  @Field(() => Boolean, { description: 'The kitchen rejected items (listed in rejections)' }) rejected!: boolean;
  @Field(() => String, { nullable: true }) event!: string | null;
  @Field(() => Int, { nullable: true }) orderId!: number | null;
  @Field(() => Int, { nullable: true }) tableId!: number | null;
  @Field(() => String, { nullable: true }) tableNumber!: string | null;
  @Field(() => OrderStatus, { nullable: true, description: 'The order’s status' }) status!: OrderStatus | null;
  @Field(() => Int, { nullable: true }) itemId!: number | null;
  @Field(() => OrderStatus, { nullable: true }) itemStatus!: OrderStatus | null;
  @Field(() => Int, { nullable: true }) ticketId!: number | null;
  @Field(() => OrderStatus, { nullable: true }) ticketStatus!: OrderStatus | null;
  @Field(() => [ItemRejection]) rejections!: ItemRejection[];
}
