// Room blocks (designed; room-block under hotel-admin and hotel-setting): a room of the hotel taken
// out of sale for a period. An active block may not overlap another active block of the same room.
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { ResultOf, settings as admin } from '@hotel/schema';
import { PageOf } from '../shared/paging.args.js';

@ObjectType({ description: 'A room taken out of sale from startDate to endDate' })
export class RoomBlock {
  @Field(() => Int) id!: number;
  @Field(() => Int) hotelId!: number;
  @Field(() => Int) roomId!: number;
  @Field(() => String) roomNumber!: string;
  @Field(() => String, { description: 'YYYY-MM-DD' }) startDate!: string;
  @Field(() => String, { description: 'YYYY-MM-DD' }) endDate!: string;
  @Field(() => String) reason!: string;
  @Field(() => Boolean) active!: boolean;
}

@ObjectType()
export class RoomBlockPage extends PageOf(RoomBlock) {}

@ObjectType({ description: 'A room of the hotel a block may take out of sale' })
export class BlockableRoom {
  @Field(() => Int) id!: number;
  @Field(() => String) number!: string;
}

@InputType({ description: "A room ('Please select a room'), a range ('Please select a date range!'), a reason" })
export class RoomBlockInput {
  @Field(() => Int) hotelId!: number;
  @Field(() => Int, { nullable: true }) roomId?: number | null;
  @Field(() => String) startDate!: string;
  @Field(() => String) endDate!: string;
  @Field(() => String, { defaultValue: '' }) reason!: string;
  @Field(() => Boolean, { defaultValue: true }) active!: boolean;
}

@ObjectType()
export class RoomBlockPayload {
  @Field(() => String) message!: string;
  @Field(() => RoomBlock) roomBlock!: RoomBlock;
}

type Upstream = ResultOf<typeof admin.createRoomBlock>['roomBlock'];
export const toRoomBlock = (b: Upstream): RoomBlock => ({ ...b });

export const roomBlockBody = (input: RoomBlockInput) => ({
  hotelId: input.hotelId,
  // Missing goes as missing: the upstream names it ('Please select a room').
  roomId: input.roomId as number,
  startDate: input.startDate,
  endDate: input.endDate,
  reason: input.reason,
  active: input.active,
});
