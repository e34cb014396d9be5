// The overviews through GraphQL (core-platform §2 /overview, /rooms-status-overview; §6 OVERVIEW): the
// calendar of a period, each room today, and the hotel's stay changes for a calendar to repaint — all
// with OVERVIEW at VIEW, so a desk that may see the overview need not read reservations to keep it live.
import type { SubscribeResolverData } from 'type-graphql';
import { Arg, Ctx, Int, Query, Resolver, Root, Subscription } from 'type-graphql';
import { overview, reservationTopic } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { liveStream } from '../../stomp/live-stream.js';
import { LiveEventKind } from '../notification/notification.type.js';
import { RoomCalendar, RoomStatusBoard, toRoomToday } from './overview.type.js';
import { toReservationEvent } from './reservation.resolver.js';
import { ReservationEvent } from './reservation.type.js';

const RESYNC: ReservationEvent = {
  kind: LiveEventKind.RESYNC,
  reservationId: null,
  refNumber: null,
  change: null,
  status: null,
  checkInDate: null,
  checkOutDate: null,
  rooms: [],
  version: null,
};

async function calendarStream({
  args,
  context,
}: SubscribeResolverData<unknown, { hotelId: number }, BffContext>): Promise<AsyncIterableIterator<ReservationEvent>> {
  return liveStream(context.bridge.subscribe(reservationTopic(args.hotelId)), RESYNC, toReservationEvent);
}

@Resolver()
export class OverviewResolver {
  @Query(() => RoomCalendar, {
    description: 'The rooms × days calendar from fromDate to toDate (YYYY-MM-DD, both included, at most 92 days)',
  })
  @Requires('OVERVIEW:VIEW', { hotel: 'hotelId' })
  async roomCalendar(
    @Arg('hotelId', () => Int) hotelId: number,
    @Arg('fromDate', () => String) fromDate: string,
    @Arg('toDate', () => String) toDate: string,
    @Ctx() ctx: BffContext,
  ): Promise<RoomCalendar> {
    const { result } = await ctx.upstream.call(overview.getRoomCalendar, { query: { hotelId, fromDate, toDate } });
    return result.roomCalendar;
  }

  @Query(() => RoomStatusBoard, {
    description: 'Each room today: vacant or occupied, arriving, departing, out of order',
  })
  @Requires('OVERVIEW:VIEW', { hotel: 'hotelId' })
  async roomStatus(@Arg('hotelId', () => Int) hotelId: number, @Ctx() ctx: BffContext): Promise<RoomStatusBoard> {
    const { result } = await ctx.upstream.call(overview.getRoomStatus, { query: { hotelId } });
    return { ...result.roomStatus, rooms: result.roomStatus.rooms.map(toRoomToday) };
  }

  @Subscription(() => ReservationEvent, {
    subscribe: calendarStream,
    description: "The hotel's stay changes (/reservation/{hotelId}), for the overviews to repaint",
  })
  @Requires('OVERVIEW:VIEW', { hotel: 'hotelId' })
  overviewChanges(@Arg('hotelId', () => Int) _hotelId: number, @Root() event: ReservationEvent): ReservationEvent {
    return event;
  }
}

export const OVERVIEW_RESOLVERS = [OverviewResolver] as const;
