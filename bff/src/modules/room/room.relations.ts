// The catalogue records other records name (a room's type, a price's channel…), read through the
// request's per-hotel loaders: a page of 200 rows naming 3 room types costs one upstream call.
import type { BffContext } from '../../context.js';
import { ErrorCode, refusalError } from '../../errors.js';
import type { Channel } from '../channel/channel.type.js';
import { toChannel } from '../channel/channel.type.js';
import { toRoomType, type RoomType } from './room-type.type.js';
import { toStayType, type Season, type StayType } from './stay-type.type.js';

const missing = (what: string) => refusalError(ErrorCode.NOT_FOUND, 'NOT_FOUND', { what });

export async function roomTypeOf(ctx: BffContext, hotelId: number, id: number): Promise<RoomType> {
  const found = (await ctx.loaders.roomTypesByHotel.load(hotelId)).find((t) => t.id === id);
  if (!found) throw missing('Room type');
  return toRoomType(found);
}

export async function stayTypeOf(ctx: BffContext, hotelId: number, id: number): Promise<StayType> {
  const found = (await ctx.loaders.stayTypesByHotel.load(hotelId)).find((s) => s.id === id);
  if (!found) throw missing('Stay type');
  return toStayType(found);
}

export async function seasonOf(ctx: BffContext, hotelId: number, id: number): Promise<Season> {
  const found = (await ctx.loaders.seasonsByHotel.load(hotelId)).find((s) => s.id === id);
  if (!found) throw missing('Season');
  return found;
}

export async function channelOf(ctx: BffContext, hotelId: number, id: number): Promise<Channel> {
  const found = (await ctx.loaders.channelsByHotel.load(hotelId)).find((c) => c.id === id);
  if (!found) throw missing('Channel');
  return toChannel(found);
}
