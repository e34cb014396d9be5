import { Field, InputType, Int } from 'type-graphql';
import { OrderStatus } from './restaurant.enums.js';

@InputType({ description: 'A line to send: an existing line (id) as it now is, or a new one (no id)' })
export class OrderLineInput {
  @Field(() => Int, { nullable: true }) id?: number | null;
  @Field(() => Int) itemId!: number;
  @Field(() => Int, { description: 'At least 1' }) quantity!: number;
  @Field(() => String, { nullable: true, description: 'At most 60 characters' }) remarks?: string | null;
  @Field(() => Int, { nullable: true, description: 'The ticket of an existing line' }) ticketId?: number | null;
  @Field(() => OrderStatus, { nullable: true, description: 'The status of an existing line' })
  status?: OrderStatus | null;
}

@InputType({
  description:
    'Places a new order (no orderId) or updates one. An order awaiting reconfirmation (REQUEST_CONFIRMATION) is sent as PLACED: that is the reconfirmation.',
})
export class PlaceOrderInput {
  @Field(() => Int, { nullable: true }) orderId?: number | null;
  @Field(() => Int) tableId!: number;
  @Field(() => Int) allocationId!: number;
  @Field(() => String, { description: 'The table time, HH:mm' }) orderTime!: string;
  @Field(() => [OrderLineInput]) items!: OrderLineInput[];
  @Field(() => String, { nullable: true }) customerName?: string | null;
  @Field(() => String, { nullable: true }) guestName?: string | null;
  @Field(() => String, { nullable: true }) phoneNo?: string | null;
  @Field(() => String, { nullable: true, description: 'At most 60 characters' }) remarks?: string | null;
  @Field(() => Boolean, { nullable: true }) vatApplicable?: boolean | null;
}
