// The availability search's GraphQL types: a room type free for the stay and the party, its free rooms
// and each stay type's price (schema: reservation.entities.availableRoomType).
import { Field, Int, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import type { MessageParams, RefusalReason as RefusalReasonKey } from '@hotel/domain';
import { RefusalReason } from '../../error-extensions.type.js';
import { Money } from '../../scalars.js';
import { PageOf } from '../shared/paging.args.js';

@ObjectType({ description: 'A room free on every night of the asked stay, holding the party' })
export class AvailableRoom {
  @Field(() => Int) id!: number;
  @Field(() => String) roomNo!: string;
  @Field(() => Int) floor!: number;
}

@ObjectType({ description: "One stay type's price for one room of the stay, or why the catalogue cannot price it" })
export class AvailableStayType {
  @Field(() => Int) stayTypeId!: number;
  @Field(() => String) stayTypeName!: string;
  @Field(() => String, { description: 'RO, BB, HB or FB' }) mealPlan!: string;
  @Field(() => Money, { nullable: true, description: 'Null without a channel, or when it cannot be priced' })
  total!: number | null;
  @Field(() => RefusalReason, { nullable: true, description: 'Why there is no price (translate the key)' })
  reason!: RefusalReasonKey | null;
  @Field(() => GraphQLJSONObject, { nullable: true, description: "The reason's values, for its translation" })
  params!: MessageParams | null;
  @Field(() => String, { nullable: true, description: "The server's English text of the reason" })
  message!: string | null;
}

@ObjectType({ description: 'A room type for the asked stay and party' })
export class AvailableRoomType {
  @Field(() => Int) roomTypeId!: number;
  @Field(() => String) roomTypeName!: string;
  @Field(() => Int) maxAdults!: number;
  @Field(() => Int) maxChildren!: number;
  @Field(() => Boolean, { description: 'One room of the type holds the party' }) fits!: boolean;
  @Field(() => Int, { description: 'Rooms of the type in service' }) rooms!: number;
  @Field(() => [AvailableRoom]) freeRooms!: AvailableRoom[];
  @Field(() => String, { description: 'LKR for residents, USD for non-residents' }) currency!: string;
  @Field(() => [AvailableStayType]) stayTypes!: AvailableStayType[];
}

@ObjectType()
export class AvailableRoomTypePage extends PageOf(AvailableRoomType) {}
