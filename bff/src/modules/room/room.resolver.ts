// Room types (with pictures) and rooms (core-platform §2 /room/room-type, /room/manage), and the
// relations a room shows: its type, area, view and amenities, each read once per request per hotel.
import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { room } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import type { UpstreamFile } from '../../upstream/caller.js';
import { Requires } from '../../auth/guards.js';
import { DeletePayload } from '../shared/deletion.type.js';
import { listPaging, pageFrom, pageQuery } from '../shared/paging.args.js';
import { pictureFile } from '../shared/picture.js';
import { Amenity, RoomArea, ViewType } from './room-attribute.type.js';
import { RoomType, RoomTypeInput, RoomTypePage, RoomTypePayload, toRoomType } from './room-type.type.js';
import { Room, RoomInput, RoomPage, RoomPayload, roomBody, toRoom } from './room.type.js';
import { roomTypeOf } from './room.relations.js';

const roomTypeBody = ({ image: _image, ...input }: RoomTypeInput) => input;
const picture = (input: { image?: string | null }): Record<string, UpstreamFile> => {
  const file = pictureFile('image', input.image);
  return file ? { image: file } : {};
};

const RoomTypePaging = listPaging('RoomTypeSort', room.searchRoomTypes);
type RoomTypePaging = InstanceType<typeof RoomTypePaging>;
const RoomPaging = listPaging('RoomSort', room.searchRooms);
type RoomPaging = InstanceType<typeof RoomPaging>;

@Resolver()
export class RoomTypeResolver {
  @Query(() => RoomTypePage, { description: "The hotel's room types with their room and stay type counts" })
  @Requires('ROOM:VIEW', { hotel: 'hotelId' })
  async roomTypes(
    @Arg('hotelId', () => Int) hotelId: number,
    @Args(() => RoomTypePaging) paging: RoomTypePaging,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Arg('active', () => Boolean, { nullable: true }) active: boolean | null,
    @Ctx() ctx: BffContext,
  ): Promise<RoomTypePage> {
    const { result, pagination } = await ctx.upstream.call(room.searchRoomTypes, {
      query: { ...pageQuery(paging), hotelId, name: name ?? undefined, active: active ?? undefined },
    });
    return pageFrom(result.roomType.map(toRoomType), pagination, paging);
  }

  @Mutation(() => RoomTypePayload, { description: 'Adds a room type; the picture is a data URL' })
  @Requires('ROOM:ADD', { hotel: 'input.hotelId' })
  async createRoomType(
    @Arg('input', () => RoomTypeInput) input: RoomTypeInput,
    @Ctx() ctx: BffContext,
  ): Promise<RoomTypePayload> {
    const { result, message } = await ctx.upstream.call(room.createRoomType, {
      body: roomTypeBody(input),
      files: picture(input),
    });
    return { message, roomType: toRoomType(result.roomType) };
  }

  @Mutation(() => RoomTypePayload, { description: 'Changes a room type; a picture replaces the current one' })
  @Requires('ROOM:EDIT', { hotel: 'input.hotelId' })
  async updateRoomType(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => RoomTypeInput) input: RoomTypeInput,
    @Ctx() ctx: BffContext,
  ): Promise<RoomTypePayload> {
    const { result, message } = await ctx.upstream.call(room.updateRoomType, {
      body: { ...roomTypeBody(input), id },
      files: picture(input),
    });
    return { message, roomType: toRoomType(result.roomType) };
  }

  @Mutation(() => DeletePayload, { description: 'Refused while it has rooms or prices; its stay types go with it' })
  @Requires('ROOM:DELETE', { hotel: 'hotelId' })
  async deleteRoomType(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<DeletePayload> {
    const { message } = await ctx.upstream.call(room.deleteRoomType, { params: { id } });
    return { message, id };
  }
}

@Resolver(() => Room)
export class RoomResolver {
  @Query(() => RoomPage, { description: "The hotel's rooms (roomNo: contains; numbers in numeric order)" })
  @Requires('ROOM:VIEW', { hotel: 'hotelId' })
  async rooms(
    @Arg('hotelId', () => Int) hotelId: number,
    @Args(() => RoomPaging) paging: RoomPaging,
    @Arg('roomNo', () => String, { nullable: true }) roomNo: string | null,
    @Arg('roomTypeId', () => Int, { nullable: true }) roomTypeId: number | null,
    @Arg('floor', () => Int, { nullable: true }) floor: number | null,
    @Arg('active', () => Boolean, { nullable: true }) active: boolean | null,
    @Ctx() ctx: BffContext,
  ): Promise<RoomPage> {
    const { result, pagination } = await ctx.upstream.call(room.searchRooms, {
      query: {
        ...pageQuery(paging),
        hotelId,
        roomNo: roomNo ?? undefined,
        roomTypeId: roomTypeId ?? undefined,
        floor: floor ?? undefined,
        active: active ?? undefined,
      },
    });
    return pageFrom(result.room.map(toRoom), pagination, paging);
  }

  @Mutation(() => RoomPayload, { description: 'Adds a room; a number is used once per hotel' })
  @Requires('ROOM:ADD', { hotel: 'input.hotelId' })
  async createRoom(@Arg('input', () => RoomInput) input: RoomInput, @Ctx() ctx: BffContext): Promise<RoomPayload> {
    const { result, message } = await ctx.upstream.call(room.createRoom, { body: roomBody(input) });
    return { message, room: toRoom(result.room) };
  }

  @Mutation(() => RoomPayload, { description: 'Changes a room: type, capacity, in or out of order' })
  @Requires('ROOM:EDIT', { hotel: 'input.hotelId' })
  async updateRoom(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => RoomInput) input: RoomInput,
    @Ctx() ctx: BffContext,
  ): Promise<RoomPayload> {
    const { result, message } = await ctx.upstream.call(room.updateRoom, { body: { ...roomBody(input), id } });
    return { message, room: toRoom(result.room) };
  }

  @Mutation(() => DeletePayload, { description: 'Refused for a room with stays on record (deactivate it)' })
  @Requires('ROOM:DELETE', { hotel: 'hotelId' })
  async deleteRoom(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<DeletePayload> {
    const { message } = await ctx.upstream.call(room.deleteRoom, { params: { id } });
    return { message, id };
  }

  @FieldResolver(() => RoomType)
  roomType(@Root() r: Room, @Ctx() ctx: BffContext): Promise<RoomType> {
    return roomTypeOf(ctx, r.hotelId, r.roomTypeId);
  }

  @FieldResolver(() => RoomArea, { nullable: true })
  async roomArea(@Root() r: Room, @Ctx() ctx: BffContext): Promise<RoomArea | null> {
    if (r.roomAreaId === null) return null;
    return (await ctx.loaders.roomAreasByHotel.load(r.hotelId)).find((a) => a.id === r.roomAreaId) ?? null;
  }

  @FieldResolver(() => ViewType, { nullable: true })
  async viewType(@Root() r: Room, @Ctx() ctx: BffContext): Promise<ViewType | null> {
    if (r.viewTypeId === null) return null;
    return (await ctx.loaders.viewTypesByHotel.load(r.hotelId)).find((v) => v.id === r.viewTypeId) ?? null;
  }

  @FieldResolver(() => [Amenity])
  async amenities(@Root() r: Room, @Ctx() ctx: BffContext): Promise<Amenity[]> {
    const all = await ctx.loaders.amenitiesByHotel.load(r.hotelId);
    return all.filter((a) => r.amenityIds.includes(a.id));
  }
}
