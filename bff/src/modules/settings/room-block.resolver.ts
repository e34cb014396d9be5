// Room blocks of a hotel: paged list by room number and period, the rooms to choose from, add,
// change, remove.
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { admin } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { DeletePayload } from '../shared/deletion.type.js';
import { PageArgs } from '../shared/paging.args.js';
import { callSettings } from './settings.access.js';
import {
  BlockableRoom,
  RoomBlockInput,
  RoomBlockPage,
  RoomBlockPayload,
  roomBlockBody,
  toRoomBlock,
} from './room-block.type.js';

@Resolver()
export class RoomBlockResolver {
  @Query(() => RoomBlockPage, { description: "A hotel's room blocks overlapping from..to, by start date" })
  @Requires('ROOM_BLOCK:VIEW')
  async roomBlocks(
    @Arg('hotelId', () => Int) hotelId: number,
    @Args(() => PageArgs) paging: PageArgs,
    @Arg('roomNumber', () => String, { nullable: true }) roomNumber: string | null,
    @Arg('from', () => String, { nullable: true, description: 'YYYY-MM-DD' }) from: string | null,
    @Arg('to', () => String, { nullable: true, description: 'YYYY-MM-DD' }) to: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<RoomBlockPage> {
    const { result, pagination } = await callSettings(ctx, admin.searchRoomBlocks, {
      query: {
        hotelId,
        page: paging.page,
        size: paging.size,
        ...(roomNumber?.trim() ? { roomNumber: roomNumber.trim() } : {}),
        ...(from ? { from } : {}),
        ...(to ? { to } : {}),
      },
    });
    return {
      items: result.roomBlock.map(toRoomBlock),
      total: pagination?.totalRecords ?? result.roomBlock.length,
      page: paging.page,
    };
  }

  @Query(() => [BlockableRoom], { description: "The hotel's active rooms, by number" })
  @Requires('ROOM_BLOCK:VIEW')
  async blockableRooms(@Arg('hotelId', () => Int) hotelId: number, @Ctx() ctx: BffContext): Promise<BlockableRoom[]> {
    const { result } = await callSettings(ctx, admin.roomBlockRooms, { params: { hotelId } });
    return result.room.map((r) => ({ id: r.id, number: r.roomNo }));
  }

  @Mutation(() => RoomBlockPayload, { description: 'Refused (CONFLICT) when it overlaps an active block of the room' })
  @Requires('ROOM_BLOCK:ADD')
  async createRoomBlock(
    @Arg('input', () => RoomBlockInput) input: RoomBlockInput,
    @Ctx() ctx: BffContext,
  ): Promise<RoomBlockPayload> {
    const { result, message } = await callSettings(ctx, admin.createRoomBlock, { body: roomBlockBody(input) });
    return { message, roomBlock: toRoomBlock(result.roomBlock) };
  }

  @Mutation(() => RoomBlockPayload)
  @Requires('ROOM_BLOCK:EDIT')
  async updateRoomBlock(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => RoomBlockInput) input: RoomBlockInput,
    @Ctx() ctx: BffContext,
  ): Promise<RoomBlockPayload> {
    const { result, message } = await callSettings(ctx, admin.updateRoomBlock, {
      body: { ...roomBlockBody(input), id },
    });
    return { message, roomBlock: toRoomBlock(result.roomBlock) };
  }

  @Mutation(() => DeletePayload)
  @Requires('ROOM_BLOCK:DELETE')
  async deleteRoomBlock(@Arg('id', () => Int) id: number, @Ctx() ctx: BffContext): Promise<DeletePayload> {
    const { message } = await callSettings(ctx, admin.deleteRoomBlock, { params: { id } });
    return { message, id };
  }
}
