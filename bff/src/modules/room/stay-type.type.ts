// Stay types (a room type sold with a meal plan), pax, seasons, holidays and reservation types.
import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { room } from '@hotel/schema';
import { publicFileUrl } from '../../http/files.js';
import { PageOf } from '../shared/paging.args.js';

export const MealPlan = Object.fromEntries(room.entities.MEAL_PLANS.map((m) => [m, m])) as {
  [K in room.entities.MealPlan]: K;
};
registerEnumType(MealPlan, {
  name: 'MealPlan',
  description: 'RO room only, BB bed and breakfast, HB half board, FB full board (operations §9)',
});

@ObjectType({ description: 'A room type sold with a meal plan, and the occupancy it takes' })
export class StayType {
  @Field(() => Int) id!: number;
  @Field(() => Int) hotelId!: number;
  @Field(() => String, { description: 'Its name (the spec’s stayType)' }) name!: string;
  @Field(() => MealPlan) mealPlan!: room.entities.MealPlan;
  @Field(() => Int) maxAdults!: number;
  @Field(() => Int) maxChildren!: number;
  @Field(() => String) description!: string;
  @Field(() => Boolean) active!: boolean;
  roomTypeId!: number;
}
@ObjectType()
export class StayTypePage extends PageOf(StayType) {}
@ObjectType()
export class StayTypePayload {
  @Field(() => String) message!: string;
  @Field(() => StayType) stayType!: StayType;
}
@InputType()
export class StayTypeInput {
  @Field(() => Int, { description: 'The hotel of the room type' }) hotelId!: number;
  @Field(() => Int) roomTypeId!: number;
  @Field(() => String) name!: string;
  @Field(() => MealPlan) mealPlan!: room.entities.MealPlan;
  @Field(() => Int) maxAdults!: number;
  @Field(() => Int) maxChildren!: number;
  @Field(() => String, { defaultValue: '' }) description!: string;
  @Field(() => Boolean, { defaultValue: true }) active!: boolean;
}
export const toStayType = (s: room.entities.StayType): StayType => ({
  id: s.id,
  hotelId: s.hotelId,
  name: s.stayType,
  mealPlan: s.mealPlan,
  maxAdults: s.maxAdults,
  maxChildren: s.maxChildren,
  description: s.description,
  active: s.active,
  roomTypeId: s.roomTypeId,
});
export const stayTypeBody = (i: StayTypeInput) => ({
  roomTypeId: i.roomTypeId,
  stayType: i.name,
  mealPlan: i.mealPlan,
  maxAdults: i.maxAdults,
  maxChildren: i.maxChildren,
  description: i.description,
  active: i.active,
});

@ObjectType({ description: 'An occupancy used in pricing: a room for `adults` costs ratePercent of the base rate' })
export class Pax {
  @Field(() => Int) id!: number;
  @Field(() => Int) hotelId!: number;
  @Field(() => String) name!: string;
  @Field(() => Int) adults!: number;
  @Field(() => Float) ratePercent!: number;
  @Field(() => Boolean) active!: boolean;
}
@ObjectType()
export class PaxPage extends PageOf(Pax) {}
@ObjectType()
export class PaxPayload {
  @Field(() => String) message!: string;
  @Field(() => Pax) pax!: Pax;
}
@InputType()
export class PaxInput {
  @Field(() => Int) hotelId!: number;
  @Field(() => String) name!: string;
  @Field(() => Int) adults!: number;
  @Field(() => Float) ratePercent!: number;
  @Field(() => Boolean, { defaultValue: true }) active!: boolean;
}

@ObjectType({ description: 'A named date range of a hotel (both ends included); seasons never overlap' })
export class Season {
  @Field(() => Int) id!: number;
  @Field(() => Int) hotelId!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'YYYY-MM-DD' }) startDate!: string;
  @Field(() => String, { description: 'YYYY-MM-DD, included' }) endDate!: string;
  @Field(() => Int, { description: 'Seasonal prices in it: it cannot be deleted while it has any' })
  priceCount!: number;
}
@ObjectType()
export class SeasonPage extends PageOf(Season) {}
@ObjectType()
export class SeasonPayload {
  @Field(() => String) message!: string;
  @Field(() => Season) season!: Season;
}
@InputType()
export class SeasonInput {
  @Field(() => Int) hotelId!: number;
  @Field(() => String) name!: string;
  @Field(() => String) startDate!: string;
  @Field(() => String) endDate!: string;
}

@ObjectType({ description: 'A date the hotel marks as a holiday' })
export class Holiday {
  @Field(() => Int) id!: number;
  @Field(() => Int) hotelId!: number;
  @Field(() => String, { description: 'YYYY-MM-DD' }) holidayDate!: string;
  @Field(() => String) name!: string;
}
@ObjectType()
export class HolidayPayload {
  @Field(() => String) message!: string;
  @Field(() => Holiday) holiday!: Holiday;
}
@InputType()
export class HolidayInput {
  @Field(() => Int) hotelId!: number;
  @Field(() => String) holidayDate!: string;
  @Field(() => String) name!: string;
}

@ObjectType({ description: 'A kind of booking the hotel takes, with its picture' })
export class ReservationType {
  @Field(() => Int) id!: number;
  @Field(() => Int) hotelId!: number;
  @Field(() => String) name!: string;
  @Field(() => String) description!: string;
  @Field(() => String, { nullable: true }) image!: string | null;
  @Field(() => Boolean) active!: boolean;
}
@ObjectType()
export class ReservationTypePage extends PageOf(ReservationType) {}
@ObjectType()
export class ReservationTypePayload {
  @Field(() => String) message!: string;
  @Field(() => ReservationType) reservationType!: ReservationType;
}
@InputType()
export class ReservationTypeInput {
  @Field(() => Int) hotelId!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { defaultValue: '' }) description!: string;
  @Field(() => Boolean, { defaultValue: true }) active!: boolean;
  @Field(() => String, { nullable: true, description: 'A new picture as a data URL; none keeps the current one' })
  image?: string | null;
}
export const toReservationType = (r: room.entities.ReservationType): ReservationType => ({
  ...r,
  image: publicFileUrl(r.image),
});
