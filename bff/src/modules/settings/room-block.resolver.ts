// Room blocks of a hotel: paged list by room number and period, the rooms to choose from, add,
// change, remove.
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { settings } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { DeletePayload } from '../shared/deletion.type.js';
import { listPaging, pageFrom, pageQuery } from '../shared/paging.args.js';
import {
  BlockableRoom,
  RoomBlockInput,
  RoomBlockPage,
  RoomBlockPayload,
  roomBlockBody,
  toRoomBlock,
} from './room-block.type.js';

const RoomBlockPaging = listPaging('RoomBlockSort', settings.searchRoomBlocks);
type RoomBlockPaging = InstanceType<typeof RoomBlockPaging>;

@Resolver()
export class RoomBlockResolver {
  @Query(() => RoomBlockPage, { description: "A hotel's room blocks overlapping from..to, by start date" })
  @Requires('ROOM_BLOCK:VIEW')
  async roomBlocks(
    @Arg('hotelId', () => Int) hotelId: number,
    @Args(() => RoomBlockPaging) paging: RoomBlockPaging,
    @Arg('roomNumber', () => String, { nullable: true }) roomNumber: string | null,
    @Arg('from', () => String, { nullable: true, description: 'YYYY-MM-DD' }) from: string | null,
    @Arg('to', () => String, { nullable: true, description: 'YYYY-MM-DD' }) to: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<RoomBlockPage> {
    const { result, pagination } = await ctx.upstream.call(settings.searchRoomBlocks, {
      query: {
        hotelId,
        ...pageQuery(paging),
        ...(roomNumber?.trim() ? { roomNumber: roomNumber.trim() } : {}),
        ...(from ? { from } : {}),
        ...(to ? { to } : {}),
      },
    });
    return pageFrom(result.roomBlock.map(toRoomBlock), pagination, paging);
  }

  @Query(() => [BlockableRoom], { description: "The hotel's active rooms, by number" })
  @Requires('ROOM_BLOCK:VIEW')
  async blockableRooms(@Arg('hotelId', () => Int) hotelId: number, @Ctx() ctx: BffContext): Promise<BlockableRoom[]> {
    const { result } = await ctx.upstream.call(settings.roomBlockRooms, { params: { hotelId } });
    return result.room.map((r) => ({ id: r.id, number: r.roomNo }));
  }

  @Mutation(() => RoomBlockPayload, { description: 'Refused (CONFLICT) when it overlaps an active block of the room' })
  @Requires('ROOM_BLOCK:ADD')
  async createRoomBlock(
    @Arg('input', () => RoomBlockInput) input: RoomBlockInput,
    @Ctx() ctx: BffContext,
  ): Promise<RoomBlockPayload> {
    const { result, message } = await ctx.upstream.call(settings.createRoomBlock, { body: roomBlockBody(input) });
    return { message, roomBlock: toRoomBlock(result.roomBlock) };
  }

  @Mutation(() => RoomBlockPayload)
  @Requires('ROOM_BLOCK:EDIT')
  async updateRoomBlock(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => RoomBlockInput) input: RoomBlockInput,
    @Ctx() ctx: BffContext,
  ): Promise<RoomBlockPayload> {
    const { result, message } = await ctx.upstream.call(settings.updateRoomBlock, {
      body: { ...roomBlockBody(input), id },
    });
    return { message, roomBlock: toRoomBlock(result.roomBlock) };
  }

  @Mutation(() => DeletePayload)
  @Requires('ROOM_BLOCK:DELETE')
  async deleteRoomBlock(@Arg('id', () => Int) id: number, @Ctx() ctx: BffContext): Promise<DeletePayload> {
    const { message } = await ctx.upstream.call(settings.deleteRoomBlock, { params: { id } });
    return { message, id };
  }
}
