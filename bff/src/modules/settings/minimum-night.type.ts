// Minimum-night configurations (operations §3): the fewest nights a booking over a date range may
// have, for web bookings, direct bookings or both, at a hotel or in a whole group.
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { ResultOf, settings as admin } from '@hotel/schema';
import { PageOf } from '../shared/paging.args.js';

@ObjectType({
  description: 'The fewest nights a booking within the range may have (at least 2, at most the range length)',
})
export class MinimumNightConfig {
  @Field(() => Int) id!: number;
  @Field(() => Int, { nullable: true }) hotelId!: number | null;
  @Field(() => Int, { nullable: true, description: 'Set for a group-wide rule' }) groupId!: number | null;
  @Field(() => String, { description: 'YYYY-MM-DD' }) startDate!: string;
  @Field(() => String, { description: 'YYYY-MM-DD' }) endDate!: string;
  @Field(() => Boolean, { description: 'Applies to every stay, whatever its dates' }) always!: boolean;
  @Field(() => Int) numOfDays!: number;
  @Field(() => Boolean) direct!: boolean;
  @Field(() => Boolean) web!: boolean;
}

@InputType({
  description:
    "Operations §5: a range not before today ('Please select a date range!'), the minimum nights ('Please enter the minimum nights!', 'Invalid value', 'Value must be less than or equal to {n}', 'Minimum Night not less than 2'), web and/or direct ('Please select Reservation Type!'), a hotel or the group ('Please select a hotel!')",
})
export class MinimumNightInput {
  @Field(() => Int, { nullable: true }) hotelId?: number | null;
  @Field(() => Int, { nullable: true }) groupId?: number | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) startDate?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) endDate?: string | null;
  @Field(() => Boolean, { defaultValue: false }) always!: boolean;
  @Field(() => Int, { nullable: true }) numOfDays?: number | null;
  @Field(() => Boolean, { defaultValue: false }) web!: boolean;
  @Field(() => Boolean, { defaultValue: false }) direct!: boolean;
}

@ObjectType()
export class MinimumNightPayload {
  @Field(() => String) message!: string;
  @Field(() => MinimumNightConfig) config!: MinimumNightConfig;
}

type Upstream = ResultOf<typeof admin.createMinimumNight>['minimumNightConfig'];

export const toMinimumNight = (m: Upstream): MinimumNightConfig => ({
  id: m.id,
  hotelId: m.hotelId,
  groupId: m.groupsId,
  startDate: m.startDate,
  endDate: m.endDate,
  always: m.always,
  numOfDays: m.numOfDays,
  direct: m.direct,
  web: m.web,
});

export const minimumNightBody = (input: MinimumNightInput) => ({
  hotelId: input.hotelId ?? null,
  groupsId: input.groupId ?? null,
  startDate: input.startDate || null,
  endDate: input.endDate || null,
  always: input.always,
  numOfDays: input.numOfDays ?? null,
  web: input.web,
  direct: input.direct,
});

@ObjectType()
export class MinimumNightPage extends PageOf(MinimumNightConfig) {}
