// Room types and the rooms of a hotel.
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { room } from '@hotel/schema';
import { publicFileUrl } from '../../http/files.js';
import { PageOf } from '../shared/paging.args.js';

@ObjectType({ description: 'A kind of room the hotel sells, with its picture and occupancy limits' })
export class RoomType {
  @Field(() => Int) id!: number;
  @Field(() => Int) hotelId!: number;
  @Field(() => String) name!: string;
  @Field(() => String) description!: string;
  @Field(() => Int) maxAdults!: number;
  @Field(() => Int) maxChildren!: number;
  @Field(() => String, { nullable: true, description: 'The picture’s address' }) image!: string | null;
  @Field(() => Boolean) active!: boolean;
  @Field(() => Int, { description: 'Its rooms: a room type with rooms cannot be deleted' }) roomCount!: number;
  @Field(() => Int) stayTypeCount!: number;
}

@ObjectType()
export class RoomTypePage extends PageOf(RoomType) {}

@ObjectType()
export class RoomTypePayload {
  @Field(() => String) message!: string;
  @Field(() => RoomType) roomType!: RoomType;
}

@InputType()
export class RoomTypeInput {
  @Field(() => Int) hotelId!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { defaultValue: '' }) description!: string;
  @Field(() => Int) maxAdults!: number;
  @Field(() => Int) maxChildren!: number;
  @Field(() => Boolean, { defaultValue: true }) active!: boolean;
  @Field(() => String, { nullable: true, description: 'A new picture as a data URL; none keeps the current one' })
  image?: string | null;
}

export const toRoomType = (t: room.entities.RoomType): RoomType => ({ ...t, image: publicFileUrl(t.image) });
