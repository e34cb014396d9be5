// Reservations through GraphQL (core-platform §2 /reservation, /reservations, /history): the list,
// one reservation, booking with an idempotency key, changing with the version, the lifecycle's steps,
// the cancellation fee shown first, room assignment, and the hotel's live changes. Each field names
// the hotel it acts in; the upstream judges the reservation's own hotel again.
import type { SubscribeResolverData } from 'type-graphql';
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { reservation as R, reservationTopic, type TopicMessage } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { Money } from '../../scalars.js';
import { liveStream } from '../../stomp/live-stream.js';
import { LiveEventKind } from '../notification/notification.type.js';
import { listPaging, pageFrom, pageQuery } from '../shared/paging.args.js';
import { AvailabilityResolver } from './availability.resolver.js';
import { GuestBookingResolver } from './guest-booking.resolver.js';
import { NightAuditResolver } from './night-audit.resolver.js';
import { ReservationVatResolver } from './reservation-vat.resolver.js';
import {
  CancellationPreview,
  ReservationEvent,
  ReservationInput,
  ReservationPage,
  ReservationPayload,
  Reservation,
  RoomTypeChangePreview,
  toReservation,
  toReservationRow,
} from './reservation.type.js';

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

export const toReservationEvent = (m: TopicMessage<'reservation'>): ReservationEvent => ({
  kind: LiveEventKind.MESSAGE,
  reservationId: m.reservationId,
  refNumber: m.refNumber,
  change: m.change,
  status: m.status,
  checkInDate: m.checkInDate,
  checkOutDate: m.checkOutDate,
  rooms: m.rooms,
  version: m.version,
});

async function reservationStream({
  args,
  context,
}: SubscribeResolverData<unknown, { hotelId: number }, BffContext>): Promise<AsyncIterableIterator<ReservationEvent>> {
  return liveStream(context.bridge.subscribe(reservationTopic(args.hotelId)), RESYNC, toReservationEvent);
}

const ReservationPaging = listPaging('ReservationSort', R.searchReservations);
type ReservationPaging = InstanceType<typeof ReservationPaging>;

@Resolver(() => Reservation)
export class ReservationResolver {
  @Query(() => ReservationPage, {
    description: "The hotel's reservations, 25 a page: statusIds [1,2,3,5] the active list, [4,6] the history",
  })
  @Requires('RESERVATION:VIEW', { hotel: 'hotelId' })
  async reservations(
    @Arg('hotelId', () => Int) hotelId: number,
    @Args(() => ReservationPaging) paging: ReservationPaging,
    @Arg('statusIds', () => [Int], { nullable: true }) statusIds: number[] | null,
    @Arg('refNumber', () => String, { nullable: true }) refNumber: string | null,
    @Arg('guestName', () => String, { nullable: true }) guestName: string | null,
    @Arg('roomNo', () => String, { nullable: true }) roomNo: string | null,
    @Arg('fromDate', () => String, { nullable: true }) fromDate: string | null,
    @Arg('toDate', () => String, { nullable: true }) toDate: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<ReservationPage> {
    const { result, pagination } = await ctx.upstream.call(R.searchReservations, {
      query: {
        ...pageQuery(paging),
        hotelId,
        ...(statusIds?.length ? { statusIds: statusIds.join(',') } : {}),
        refNumber: refNumber ?? undefined,
        guestName: guestName ?? undefined,
        roomNo: roomNo ?? undefined,
        fromDate: fromDate ?? undefined,
        toDate: toDate ?? undefined,
      },
    });
    return pageFrom(result.reservation.map(toReservationRow), pagination, paging);
  }

  @Query(() => Reservation, { description: 'One reservation with its rooms' })
  @Requires('RESERVATION:VIEW', { hotel: 'hotelId' })
  async reservation(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<Reservation> {
    const { result } = await ctx.upstream.call(R.reservationById, { params: { id } });
    return toReservation(result.reservation);
  }

  @Query(() => CancellationPreview, { description: 'What cancelling costs today, to show before confirming' })
  @Requires('RESERVATION:VIEW', { hotel: 'hotelId' })
  async cancellationFee(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<CancellationPreview> {
    const { result } = await ctx.upstream.call(R.reservationCancellationFee, { params: { id } });
    return result.cancellation;
  }

  @Mutation(() => ReservationPayload, {
    description: 'Books a stay priced on the server; the same idempotencyKey (one per form) answers the first booking',
  })
  @Requires('RESERVATION:ADD', { hotel: 'input.hotelId' })
  async createReservation(
    @Arg('idempotencyKey', () => String) idempotencyKey: string,
    @Arg('input', () => ReservationInput) input: ReservationInput,
    @Ctx() ctx: BffContext,
  ): Promise<ReservationPayload> {
    const { result, message } = await ctx.upstream.call(R.createReservation, { body: { ...input, idempotencyKey } });
    return { message, reservation: toReservation(result.reservation) };
  }

  @Mutation(() => ReservationPayload, {
    description: 'Changes a reservation before arrival; a stale version is refused',
  })
  @Requires('RESERVATION:EDIT', { hotel: 'input.hotelId' })
  async updateReservation(
    @Arg('id', () => Int) id: number,
    @Arg('version', () => Int) version: number,
    @Arg('input', () => ReservationInput) input: ReservationInput,
    @Ctx() ctx: BffContext,
  ): Promise<ReservationPayload> {
    const { hotelId: _hotelId, ...stay } = input;
    const { result, message } = await ctx.upstream.call(R.updateReservation, { body: { ...stay, id, version } });
    return { message, reservation: toReservation(result.reservation) };
  }

  @Mutation(() => ReservationPayload, {
    description: 'Checks the guest in (from the arrival date; earlier at MAINTAIN)',
  })
  @Requires('RESERVATION:EDIT', { hotel: 'hotelId' })
  async checkIn(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('id', () => Int) id: number,
    @Arg('version', () => Int) version: number,
    @Ctx() ctx: BffContext,
  ): Promise<ReservationPayload> {
    const { result, message } = await ctx.upstream.call(R.checkInReservation, { params: { id }, body: { version } });
    return { message, reservation: toReservation(result.reservation) };
  }

  @Mutation(() => ReservationPayload, { description: 'Checks a checked-in guest out' })
  @Requires('RESERVATION:EDIT', { hotel: 'hotelId' })
  async checkOut(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('id', () => Int) id: number,
    @Arg('version', () => Int) version: number,
    @Ctx() ctx: BffContext,
  ): Promise<ReservationPayload> {
    const { result, message } = await ctx.upstream.call(R.checkOutReservation, { params: { id }, body: { version } });
    return { message, reservation: toReservation(result.reservation) };
  }

  @Mutation(() => ReservationPayload, {
    description: 'Cancels a stay that has not begun, charging the fee shown (refused when it changed since)',
  })
  @Requires('RESERVATION:DELETE', { hotel: 'hotelId' })
  async cancelReservation(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('id', () => Int) id: number,
    @Arg('version', () => Int) version: number,
    @Arg('fee', () => Money, { description: 'The fee cancellationFee showed' }) fee: number,
    @Arg('reason', () => String, { defaultValue: '' }) reason: string,
    @Ctx() ctx: BffContext,
  ): Promise<ReservationPayload> {
    const { result, message } = await ctx.upstream.call(R.cancelReservation, {
      params: { id },
      body: { version, fee, reason },
    });
    return { message, reservation: toReservation(result.reservation) };
  }

  @Mutation(() => ReservationPayload, { description: 'Assigns a room to a booked room, or moves an in-house guest' })
  @Requires('RESERVATION:EDIT', { hotel: 'hotelId' })
  async assignRoom(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('reservationId', () => Int) reservationId: number,
    @Arg('version', () => Int) version: number,
    @Arg('reservedRoomId', () => Int) reservedRoomId: number,
    @Arg('roomId', () => Int) roomId: number,
    @Ctx() ctx: BffContext,
  ): Promise<ReservationPayload> {
    const { result, message } = await ctx.upstream.call(R.assignRoom, {
      body: { reservationId, version, reservedRoomId, roomId },
    });
    return { message, reservation: toReservation(result.reservation) };
  }

  @Query(() => RoomTypeChangePreview, {
    description: 'What moving a booked room to another room type costs, with its free rooms, before confirming',
  })
  @Requires('RESERVATION:VIEW', { hotel: 'hotelId' })
  async roomTypeChangePreview(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('reservationId', () => Int) reservationId: number,
    @Arg('reservedRoomId', () => Int) reservedRoomId: number,
    @Arg('roomTypeId', () => Int) roomTypeId: number,
    @Arg('stayTypeId', () => Int) stayTypeId: number,
    @Ctx() ctx: BffContext,
  ): Promise<RoomTypeChangePreview> {
    const { result } = await ctx.upstream.call(R.roomTypeChangePreview, {
      query: { reservationId, reservedRoomId, roomTypeId, stayTypeId },
    });
    return result.roomTypeChange;
  }

  @Mutation(() => ReservationPayload, {
    description: 'Moves a booked room to a free room of another type; refused when the difference changed since',
  })
  @Requires('RESERVATION:EDIT', { hotel: 'hotelId' })
  async changeRoomType(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('reservationId', () => Int) reservationId: number,
    @Arg('version', () => Int) version: number,
    @Arg('reservedRoomId', () => Int) reservedRoomId: number,
    @Arg('roomTypeId', () => Int) roomTypeId: number,
    @Arg('stayTypeId', () => Int) stayTypeId: number,
    @Arg('roomId', () => Int) roomId: number,
    @Arg('difference', () => Money, { description: 'The difference roomTypeChangePreview showed' }) difference: number,
    @Ctx() ctx: BffContext,
  ): Promise<ReservationPayload> {
    const { result, message } = await ctx.upstream.call(R.changeRoomType, {
      body: { reservationId, version, reservedRoomId, roomTypeId, stayTypeId, roomId, difference },
    });
    return { message, reservation: toReservation(result.reservation) };
  }

  @Subscription(() => ReservationEvent, {
    subscribe: reservationStream,
    description: "Every committed change of the hotel's stays (/reservation/{hotelId})",
  })
  @Requires('RESERVATION:VIEW', { hotel: 'hotelId' })
  reservationChanges(@Arg('hotelId', () => Int) _hotelId: number, @Root() event: ReservationEvent): ReservationEvent {
    return event;
  }
}

export const RESERVATION_RESOLVERS = [
  ReservationResolver,
  GuestBookingResolver,
  AvailabilityResolver,
  NightAuditResolver,
  ReservationVatResolver,
] as const;
