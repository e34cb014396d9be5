// A user's discount allowance (operations §3 User discount): the most they may take off, in percent,
// at a hotel or in a whole group.
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import type { ResultOf, settings as admin } from '@hotel/schema';
import { PageOf } from '../shared/paging.args.js';

@ObjectType({
  description:
    "A user's discount allowance at a hotel, or in a whole group: the most they may take off, 0 to 100 percent. At a hotel the hotel's row counts, else the group's, else 0 (no discounts).",
})
export class UserDiscount {
  @Field(() => Int) id!: number;
  @Field(() => Int) userId!: number;
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => Float, { description: 'Percent, 0 to 100' }) discount!: number;
  @Field(() => Int, { nullable: true }) hotelId!: number | null;
  @Field(() => Int, { nullable: true, description: 'Set for a group-wide allowance' }) groupId!: number | null;
}

@ObjectType({ description: 'A user who works at the hotel (or in the group) and has no allowance there yet' })
export class UserDiscountCandidate {
  @Field(() => Int) userId!: number;
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
}

@InputType({ description: 'One user of a new list: digits and a decimal point, at most 100 (operations §5)' })
export class UserDiscountLine {
  @Field(() => Int) userId!: number;
  @Field(() => String, { nullable: true, description: "Shown name; the user's full name when empty" })
  name?: string | null;
  @Field(() => Float, { nullable: true, description: "Percent; missing is refused with 'Discount is required'" })
  discount?: number | null;
}

@InputType({ description: 'Several users at once, at one hotel or in the whole group' })
export class CreateUserDiscountsInput {
  @Field(() => Int, { nullable: true }) hotelId?: number | null;
  @Field(() => Int, { nullable: true }) groupId?: number | null;
  @Field(() => [UserDiscountLine]) users!: UserDiscountLine[];
}

@InputType({ description: "Required, 0 to 100 ('Percentage must be less than or equal to 100.')" })
export class UserDiscountInput {
  @Field(() => Int) userId!: number;
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => Float, { nullable: true }) discount?: number | null;
  @Field(() => Int, { nullable: true }) hotelId?: number | null;
  @Field(() => Int, { nullable: true }) groupId?: number | null;
}

@ObjectType()
export class UserDiscountsPayload {
  @Field(() => String) message!: string;
  @Field(() => [UserDiscount]) discounts!: UserDiscount[];
}

@ObjectType()
export class UserDiscountPayload {
  @Field(() => String) message!: string;
  @Field(() => UserDiscount) discount!: UserDiscount;
}

type Upstream = ResultOf<typeof admin.updateUserDiscount>['userDiscount'];

export const toUserDiscount = (d: Upstream): UserDiscount => ({
  id: d.id,
  userId: d.userId,
  name: d.name,
  email: d.email,
  discount: d.discount,
  hotelId: d.hotelId,
  groupId: d.groupsId,
});

@ObjectType()
export class UserDiscountPage extends PageOf(UserDiscount) {}
