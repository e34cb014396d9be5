// View types, amenities and room areas: three entities of one shape, each its own GraphQL type.
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { room } from '@hotel/schema';
import { PageOf } from '../shared/paging.args.js';

@ObjectType({ description: 'What a view type, an amenity and a room area share' })
abstract class RoomAttributeFields {
  @Field(() => Int) id!: number;
  @Field(() => Int) hotelId!: number;
  @Field(() => String) name!: string;
  @Field(() => String) description!: string;
  @Field(() => Boolean) active!: boolean;
  @Field(() => Int, { description: 'Rooms carrying it: it cannot be deleted while any do' }) roomCount!: number;
}

@ObjectType({ description: 'What a room looks out on (sea, garden, city…)' })
export class ViewType extends RoomAttributeFields {}

@ObjectType({ description: 'Something a room has (air conditioning, a mini bar…)' })
export class Amenity extends RoomAttributeFields {}

@ObjectType({ description: 'A part of the hotel a room is in (a wing, a block…)' })
export class RoomArea extends RoomAttributeFields {}

@ObjectType()
export class ViewTypePage extends PageOf(ViewType) {}
@ObjectType()
export class AmenityPage extends PageOf(Amenity) {}
@ObjectType()
export class RoomAreaPage extends PageOf(RoomArea) {}

@ObjectType()
export class ViewTypePayload {
  @Field(() => String) message!: string;
  @Field(() => ViewType) viewType!: ViewType;
}
@ObjectType()
export class AmenityPayload {
  @Field(() => String) message!: string;
  @Field(() => Amenity) amenity!: Amenity;
}
@ObjectType()
export class RoomAreaPayload {
  @Field(() => String) message!: string;
  @Field(() => RoomArea) roomArea!: RoomArea;
}

@InputType({ description: 'A view type, an amenity or a room area of a hotel' })
export class RoomAttributeInput {
  @Field(() => Int) hotelId!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { defaultValue: '' }) description!: string;
  @Field(() => Boolean, { defaultValue: true }) active!: boolean;
}

export const toRoomAttribute = (a: room.entities.RoomAttribute) => ({ ...a });
