// A room of a hotel (core-platform §2 /room/manage), with its type, area, view and amenities.
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { room } from '@hotel/schema';
import { PageOf } from '../shared/paging.args.js';

@ObjectType({ description: 'A room: number, type, floor, area, view, amenities, capacity, in or out of order' })
export class Room {
  @Field(() => Int) id!: number;
  @Field(() => Int) hotelId!: number;
  @Field(() => String) roomNo!: string;
  @Field(() => Int) floor!: number;
  @Field(() => Int) maxAdults!: number;
  @Field(() => Int) maxChildren!: number;
  @Field(() => Boolean) active!: boolean;
  @Field(() => String, { nullable: true, description: 'Out of order from (YYYY-MM-DD)' }) outOfOrderFrom!:
    string | null;
  @Field(() => String, { nullable: true, description: 'Out of order to, included' }) outOfOrderTo!: string | null;
  roomTypeId!: number;
  roomAreaId!: number | null;
  viewTypeId!: number | null;
  amenityIds!: number[];
}

@ObjectType()
export class RoomPage extends PageOf(Room) {}

@ObjectType()
export class RoomPayload {
  @Field(() => String) message!: string;
  @Field(() => Room) room!: Room;
}

@InputType()
export class RoomInput {
  @Field(() => Int) hotelId!: number;
  @Field(() => String) roomNo!: string;
  @Field(() => Int) roomTypeId!: number;
  @Field(() => Int, { defaultValue: 0 }) floor!: number;
  @Field(() => Int, { nullable: true }) roomAreaId?: number | null;
  @Field(() => Int, { nullable: true }) viewTypeId?: number | null;
  @Field(() => [Int], { defaultValue: [] }) amenityIds!: number[];
  @Field(() => Int) maxAdults!: number;
  @Field(() => Int) maxChildren!: number;
  @Field(() => Boolean, { defaultValue: true }) active!: boolean;
  @Field(() => String, { nullable: true }) outOfOrderFrom?: string | null;
  @Field(() => String, { nullable: true }) outOfOrderTo?: string | null;
}

export const toRoom = (r: room.entities.Room): Room => ({
  id: r.id,
  hotelId: r.hotelId,
  roomNo: r.roomNo,
  floor: r.floor,
  maxAdults: r.maxAdults,
  maxChildren: r.maxChildren,
  active: r.active,
  outOfOrderFrom: r.outOfOrderFrom,
  outOfOrderTo: r.outOfOrderTo,
  roomTypeId: r.roomTypeId,
  roomAreaId: r.roomAreaId,
  viewTypeId: r.viewTypeId,
  amenityIds: r.amenityIds,
});

export const roomBody = (input: RoomInput) => ({
  hotelId: input.hotelId,
  roomNo: input.roomNo,
  roomTypeId: input.roomTypeId,
  floor: input.floor,
  roomAreaId: input.roomAreaId ?? null,
  viewTypeId: input.viewTypeId ?? null,
  amenityIds: input.amenityIds,
  maxAdults: input.maxAdults,
  maxChildren: input.maxChildren,
  active: input.active,
  outOfOrderFrom: input.outOfOrderFrom || null,
  outOfOrderTo: input.outOfOrderTo || null,
});
