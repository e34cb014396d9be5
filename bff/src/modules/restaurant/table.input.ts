import { Field, InputType, Int } from 'type-graphql';
import { PaymentMethod } from './restaurant.enums.js';

@InputType({
  description: 'Sets how an allocated table pays: CASH, or ROOM_BILL with a checked-in room (reservedRoomId required)',
})
export class PaymentMethodInput {
  @Field(() => Int) serviceId!: number;
  @Field(() => Int) tableId!: number;
  @Field(() => Int, { nullable: true, description: 'The allocation; default the open one of the table' })
  allocationId?: number | null;
  @Field(() => PaymentMethod) paymentMethod!: PaymentMethod;
  @Field(() => Int, { nullable: true }) reservedRoomId?: number | null;
  @Field(() => String, { nullable: true }) roomNumber?: string | null;
  @Field(() => Boolean, { nullable: true }) vatApplicable?: boolean | null;
  @Field(() => String, { nullable: true }) customerName?: string | null;
  @Field(() => String, { nullable: true, description: 'At most 60 characters' }) remarks?: string | null;
}
