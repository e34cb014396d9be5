// Turnover (REPORT for a hotel or one of its services, GROUP_TURNOVER for a whole group) and payment
// transactions (PAYMENT_TRANSACTION). The guards judge the feature; the upstream narrows what each
// caller sees to their hotels and services (a service administrator: their services only).
import { Arg, Args, Ctx, Int, Query, Resolver } from 'type-graphql';
import { audit } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { PaymentMethod } from '../restaurant/restaurant.enums.js';
import { listPaging, pageFrom, pageQuery } from '../shared/paging.args.js';
import { PaymentTransactionPage, toPaymentTransaction, toTurnoverReport, TurnoverReport } from './report.type.js';

const PaymentTransactionPaging = listPaging('PaymentTransactionSort', audit.searchPaymentTransactions);
type PaymentTransactionPaging = InstanceType<typeof PaymentTransactionPaging>;

@Resolver()
export class AdminReportResolver {
  @Query(() => TurnoverReport, {
    description:
      "A hotel's turnover per service for a period of at most 366 days (YYYY-MM-DD, business days); serviceId narrows it to one service",
  })
  @Requires('REPORT:VIEW')
  async turnoverReport(
    @Arg('hotelId', () => Int) hotelId: number,
    @Arg('serviceId', () => Int, { nullable: true }) serviceId: number | null,
    @Arg('fromDate', () => String) fromDate: string,
    @Arg('toDate', () => String) toDate: string,
    @Ctx() ctx: BffContext,
  ): Promise<TurnoverReport> {
    const { result } = await ctx.upstream.call(audit.turnover, {
      query: { hotelId, hotelServiceId: serviceId ?? undefined, fromDate, toDate },
    });
    return toTurnoverReport(result.turnover);
  }

  @Query(() => TurnoverReport, {
    description: "A whole group's turnover per hotel and service for a period of at most 366 days",
  })
  @Requires('GROUP_TURNOVER:VIEW')
  async groupTurnoverReport(
    @Arg('groupId', () => Int) groupId: number,
    @Arg('fromDate', () => String) fromDate: string,
    @Arg('toDate', () => String) toDate: string,
    @Ctx() ctx: BffContext,
  ): Promise<TurnoverReport> {
    const { result } = await ctx.upstream.call(audit.turnover, { query: { groupsId: groupId, fromDate, toDate } });
    return toTurnoverReport(result.turnover);
  }

  @Query(() => PaymentTransactionPage, {
    description:
      "Payments taken in a group's hotels (or one hotel), newest first by default; sortField paidAt, amount, hotel or id; dates are business days",
  })
  @Requires('PAYMENT_TRANSACTION:VIEW')
  async paymentTransactions(
    @Args(() => PaymentTransactionPaging) paging: PaymentTransactionPaging,
    @Arg('groupId', () => Int, { nullable: true }) groupId: number | null,
    @Arg('hotelId', () => Int, { nullable: true }) hotelId: number | null,
    @Arg('fromDate', () => String, { nullable: true }) fromDate: string | null,
    @Arg('toDate', () => String, { nullable: true }) toDate: string | null,
    @Arg('paymentMethod', () => PaymentMethod, { nullable: true }) paymentMethod: PaymentMethod | null,
    @Ctx() ctx: BffContext,
  ): Promise<PaymentTransactionPage> {
    const { result, pagination } = await ctx.upstream.call(audit.searchPaymentTransactions, {
      query: {
        ...pageQuery<(typeof audit.PAYMENT_TRANSACTION_SORT_FIELDS)[number]>(paging),
        groupsId: groupId ?? undefined,
        hotelId: hotelId ?? undefined,
        fromDate: fromDate || undefined,
        toDate: toDate || undefined,
        paymentMethod: paymentMethod && paymentMethod !== PaymentMethod.OTHER ? paymentMethod : undefined,
      },
    });
    return pageFrom(result.paymentTransaction.map(toPaymentTransaction), pagination, paging);
  }
}
