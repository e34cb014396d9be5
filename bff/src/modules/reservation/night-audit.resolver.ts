// The night audit through GraphQL (/night-audit): the hotel's business day, the runs, a run by hand
// and the audit hour; and the stay's account on the reservation page. RESERVATION at VIEW reads, at
// EDIT runs and sets the hour; the upstream judges the same again.
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { reservation as R } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires, SignedIn } from '../../auth/guards.js';
import { listPaging, pageFrom, pageQuery } from '../shared/paging.args.js';
import {
  BusinessDay,
  BusinessDayPayload,
  NightAudit,
  NightAuditPage,
  NightAuditPayload,
  StayCharge,
} from './night-audit.type.js';

const NightAuditPaging = listPaging('NightAuditSort', R.searchNightAudits);
type NightAuditPaging = InstanceType<typeof NightAuditPaging>;

@Resolver(() => NightAudit)
export class NightAuditResolver {
  @Query(() => [StayCharge], { description: "The charges on a reservation's account, by business date" })
  @Requires('RESERVATION:VIEW', { hotel: 'hotelId' })
  async stayCharges(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('reservationId', () => Int) reservationId: number,
    @Ctx() ctx: BffContext,
  ): Promise<StayCharge[]> {
    const { result } = await ctx.upstream.call(R.stayCharges, { params: { id: reservationId } });
    return result.charges;
  }

  // Every front-office screen's "today": RESERVATION, OVERVIEW, INQUIRY or RESERVE_ROOM at VIEW on the
  // hotel, any one of them (judged by the upstream, which knows the hotel's permission lists).
  @Query(() => BusinessDay, { description: "The hotel's business date (the front office's today) and audit hour" })
  @SignedIn()
  async businessDay(@Arg('hotelId', () => Int) hotelId: number, @Ctx() ctx: BffContext): Promise<BusinessDay> {
    const { result } = await ctx.upstream.call(R.businessDayOfHotel, { query: { hotelId } });
    return result.businessDay;
  }

  @Query(() => NightAuditPage, { description: "The runs of the hotel's night audit, newest date first" })
  @Requires('RESERVATION:VIEW', { hotel: 'hotelId' })
  async nightAudits(
    @Arg('hotelId', () => Int) hotelId: number,
    @Args(() => NightAuditPaging) paging: NightAuditPaging,
    @Ctx() ctx: BffContext,
  ): Promise<NightAuditPage> {
    const { result, pagination } = await ctx.upstream.call(R.searchNightAudits, {
      query: { ...pageQuery(paging), hotelId },
    });
    return pageFrom(result.nightAudit, pagination, paging);
  }

  @Mutation(() => NightAuditPayload, {
    description: 'Closes the business date shown; the same date again answers its first run',
  })
  @Requires('RESERVATION:EDIT', { hotel: 'hotelId' })
  async runNightAudit(
    @Arg('hotelId', () => Int) hotelId: number,
    @Arg('businessDate', () => String) businessDate: string,
    @Ctx() ctx: BffContext,
  ): Promise<NightAuditPayload> {
    const { result, message } = await ctx.upstream.call(R.runNightAudit, { body: { hotelId, businessDate } });
    return { message, nightAudit: result.nightAudit };
  }

  @Mutation(() => BusinessDayPayload, { description: 'Sets the local hour (0–23) the night audit runs at' })
  @Requires('RESERVATION:EDIT', { hotel: 'hotelId' })
  async updateNightAuditHour(
    @Arg('hotelId', () => Int) hotelId: number,
    @Arg('auditHour', () => Int) auditHour: number,
    @Ctx() ctx: BffContext,
  ): Promise<BusinessDayPayload> {
    const { result, message } = await ctx.upstream.call(R.updateNightAuditHour, { body: { hotelId, auditHour } });
    return { message, businessDay: result.businessDay };
  }
}
