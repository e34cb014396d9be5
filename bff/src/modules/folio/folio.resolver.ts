// The stay's account and additional billing and events through GraphQL (docs/folio.md). A stay's
// folios are read with RESERVATION at VIEW; opening, renaming and moving need INVOICE at EDIT;
// additional charges INVOICE, event charges EVENT (VIEW, ADD, DELETE to void). The upstream judges the
// records' hotel again.
import type { SubscribeResolverData } from 'type-graphql';
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { folio as F, folioTopic, type TopicMessage } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { liveStream } from '../../stomp/live-stream.js';
import { LiveEventKind } from '../notification/notification.type.js';
import { listPaging, pageFrom, pageQuery } from '../shared/paging.args.js';
import {
  AdditionalChargeInput,
  Charge,
  ChargePage,
  ChargePayload,
  EventChargeInput,
  Folio,
  FolioPayload,
  FoliosPayload,
  MoveChargesInput,
  OpenFolioInput,
  PostableStay,
  StayAccountEvent,
} from './folio.type.js';

const ChargePaging = listPaging('AdditionalChargeSort', F.searchAdditionalCharges);
type ChargePaging = InstanceType<typeof ChargePaging>;

interface ChargeFilters {
  billedTo: string | null;
  description: string | null;
  fromDate: string | null;
  toDate: string | null;
}

const postBody = (kind: 'ADDITIONAL' | 'EVENT', input: AdditionalChargeInput | EventChargeInput) => {
  const event = kind === 'EVENT' ? (input as EventChargeInput) : null;
  return {
    hotelId: input.hotelId,
    kind,
    reservationId: input.reservationId ?? null,
    reservedRoomId: input.reservedRoomId ?? null,
    folioId: input.folioId ?? null,
    customer: input.customer
      ? { name: input.customer.name, vatRegistryId: input.customer.vatRegistryId ?? null }
      : null,
    description: input.description,
    quantity: input.quantity,
    unitPrice: input.unitPrice,
    ...(input.currency ? { currency: input.currency } : {}),
    eventDate: event?.eventDate ?? null,
    covers: event?.covers ?? null,
    venue: event?.venue ?? '',
  };
};

const RESYNC: StayAccountEvent = { kind: LiveEventKind.RESYNC, reservationId: null, folioIds: [], change: null };

export const toStayAccountEvent = (m: TopicMessage<'folio'>): StayAccountEvent => ({
  kind: LiveEventKind.MESSAGE,
  reservationId: m.reservationId,
  folioIds: m.folioIds,
  change: m.change,
});

/** The hotel's account topic, kept to the one stay the screen shows. */
async function stayAccountStream({
  args,
  context,
}: SubscribeResolverData<unknown, { hotelId: number; reservationId: number }, BffContext>): Promise<
  AsyncIterableIterator<StayAccountEvent>
> {
  return liveStream(
    context.bridge.subscribe(folioTopic(args.hotelId)),
    RESYNC,
    toStayAccountEvent,
    (m) => m.reservationId === args.reservationId,
  );
}

@Resolver(() => Folio)
export class FolioResolver {
  @Subscription(() => StayAccountEvent, {
    subscribe: stayAccountStream,
    description:
      "Every committed change of one stay's account (/folio/{hotelId}): a charge posted, moved or voided, a folio, a receipt, a refund, an invoice",
  })
  @Requires('RESERVATION:VIEW', { hotel: 'hotelId' })
  stayAccountChanges(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('reservationId', () => Int) _reservationId: number,
    @Root() event: StayAccountEvent,
  ): StayAccountEvent {
    return event;
  }

  @Query(() => [Folio], { description: "A reservation's folios by number, each with its statement" })
  @Requires('RESERVATION:VIEW', { hotel: 'hotelId' })
  async folios(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('reservationId', () => Int) reservationId: number,
    @Ctx() ctx: BffContext,
  ): Promise<Folio[]> {
    return (await ctx.upstream.call(F.reservationFolios, { params: { id: reservationId } })).result.folios;
  }

  @Query(() => Folio, { description: "One folio with its statement (a walk-in customer's)" })
  @Requires('INVOICE:VIEW', { hotel: 'hotelId' })
  async folio(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<Folio> {
    return (await ctx.upstream.call(F.folioById, { params: { id } })).result.folio;
  }

  @Mutation(() => FolioPayload, { description: 'Opens the next folio of a reservation' })
  @Requires('INVOICE:EDIT', { hotel: 'input.hotelId' })
  async openFolio(@Arg('input', () => OpenFolioInput) input: OpenFolioInput, @Ctx() ctx: BffContext) {
    const { result, message } = await ctx.upstream.call(F.openFolio, {
      body: { reservationId: input.reservationId, name: input.name, vatRegistryId: input.vatRegistryId ?? null },
    });
    return { message, folio: result.folio };
  }

  @Mutation(() => FolioPayload, { description: 'Renames a folio and sets its VAT registry customer' })
  @Requires('INVOICE:EDIT', { hotel: 'hotelId' })
  async renameFolio(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('id', () => Int) id: number,
    @Arg('name', () => String) name: string,
    @Arg('vatRegistryId', () => Int, { nullable: true }) vatRegistryId: number | null,
    @Ctx() ctx: BffContext,
  ) {
    const { result, message } = await ctx.upstream.call(F.renameFolio, {
      params: { id },
      body: { name, vatRegistryId: vatRegistryId ?? null },
    });
    return { message, folio: result.folio };
  }

  @Mutation(() => FoliosPayload, {
    description: "Moves uninvoiced charges to another folio of the stay; answers the stay's folios",
  })
  @Requires('INVOICE:EDIT', { hotel: 'input.hotelId' })
  async moveCharges(@Arg('input', () => MoveChargesInput) input: MoveChargesInput, @Ctx() ctx: BffContext) {
    const { result, message } = await ctx.upstream.call(F.moveCharges, {
      body: { fromFolioId: input.fromFolioId, targetFolioId: input.targetFolioId, chargeIds: input.chargeIds },
    });
    return { message, folios: result.folios };
  }

  @Query(() => [PostableStay], { description: 'Booked rooms in house by room number or guest' })
  @Requires('RESERVATION:VIEW', { hotel: 'hotelId' })
  async postableStays(
    @Arg('hotelId', () => Int) hotelId: number,
    @Arg('text', () => String, { nullable: true }) text: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<PostableStay[]> {
    return (await ctx.upstream.call(F.postableStays, { query: { hotelId, text: text ?? undefined } })).result.stays;
  }

  @Query(() => ChargePage, { description: "The hotel's additional charges, newest first unless asked" })
  @Requires('INVOICE:VIEW', { hotel: 'hotelId' })
  async additionalCharges(
    @Arg('hotelId', () => Int) hotelId: number,
    @Args(() => ChargePaging) paging: ChargePaging,
    @Arg('billedTo', () => String, { nullable: true }) billedTo: string | null,
    @Arg('description', () => String, { nullable: true }) description: string | null,
    @Arg('fromDate', () => String, { nullable: true }) fromDate: string | null,
    @Arg('toDate', () => String, { nullable: true }) toDate: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<ChargePage> {
    return this.search(ctx, 'ADDITIONAL', hotelId, paging, { billedTo, description, fromDate, toDate });
  }

  @Query(() => ChargePage, { description: "The hotel's event charges, newest first unless asked" })
  @Requires('EVENT:VIEW', { hotel: 'hotelId' })
  async eventCharges(
    @Arg('hotelId', () => Int) hotelId: number,
    @Args(() => ChargePaging) paging: ChargePaging,
    @Arg('billedTo', () => String, { nullable: true }) billedTo: string | null,
    @Arg('description', () => String, { nullable: true }) description: string | null,
    @Arg('fromDate', () => String, { nullable: true }) fromDate: string | null,
    @Arg('toDate', () => String, { nullable: true }) toDate: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<ChargePage> {
    return this.search(ctx, 'EVENT', hotelId, paging, { billedTo, description, fromDate, toDate });
  }

  private async search(
    ctx: BffContext,
    kind: 'ADDITIONAL' | 'EVENT',
    hotelId: number,
    paging: ChargePaging,
    filters: ChargeFilters,
  ): Promise<ChargePage> {
    const { result, pagination } = await ctx.upstream.call(F.searchAdditionalCharges, {
      query: {
        ...pageQuery(paging),
        hotelId,
        kind,
        billedTo: filters.billedTo ?? undefined,
        description: filters.description ?? undefined,
        fromDate: filters.fromDate ?? undefined,
        toDate: filters.toDate ?? undefined,
      },
    });
    return pageFrom(result.charges, pagination, paging);
  }

  @Mutation(() => ChargePayload, { description: "Posts an additional charge priced with the hotel's taxes" })
  @Requires('INVOICE:ADD', { hotel: 'input.hotelId' })
  async postAdditionalCharge(
    @Arg('input', () => AdditionalChargeInput) input: AdditionalChargeInput,
    @Ctx() ctx: BffContext,
  ) {
    const { result, message } = await ctx.upstream.call(F.postAdditionalCharge, {
      body: postBody('ADDITIONAL', input),
    });
    return { message, charge: result.charge };
  }

  @Mutation(() => ChargePayload, { description: "Posts an event charge priced with the hotel's taxes" })
  @Requires('EVENT:ADD', { hotel: 'input.hotelId' })
  async postEventCharge(@Arg('input', () => EventChargeInput) input: EventChargeInput, @Ctx() ctx: BffContext) {
    const { result, message } = await ctx.upstream.call(F.postAdditionalCharge, { body: postBody('EVENT', input) });
    return { message, charge: result.charge };
  }

  @Mutation(() => ChargePayload, { description: 'Voids an uninvoiced additional charge by a counter-posting' })
  @Requires('INVOICE:DELETE', { hotel: 'hotelId' })
  async voidAdditionalCharge(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('id', () => Int) id: number,
    @Arg('reason', () => String) reason: string,
    @Ctx() ctx: BffContext,
  ) {
    const { result, message } = await ctx.upstream.call(F.voidAdditionalCharge, { params: { id }, body: { reason } });
    return { message, charge: result.charge as Charge };
  }

  @Mutation(() => ChargePayload, { description: 'Voids an uninvoiced event charge by a counter-posting' })
  @Requires('EVENT:DELETE', { hotel: 'hotelId' })
  async voidEventCharge(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('id', () => Int) id: number,
    @Arg('reason', () => String) reason: string,
    @Ctx() ctx: BffContext,
  ) {
    const { result, message } = await ctx.upstream.call(F.voidAdditionalCharge, { params: { id }, body: { reason } });
    return { message, charge: result.charge };
  }
}
