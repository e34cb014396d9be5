// The sales report and the restaurant dashboard.
import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { restaurantAdmin as A } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { ItemType, OrderStatus, TicketType } from '../restaurant/restaurant.enums.js';
import { RestaurantDashboard, RestaurantSalesReport } from './report.type.js';

const toItemSales = (i: A.SalesReport['items'][number]) => ({ ...i, itemType: i.itemType as ItemType });

@Resolver()
export class ReportAdminResolver {
  @Query(() => RestaurantSalesReport, {
    description: 'Sales by day and by item for a range of at most 366 days (YYYY-MM-DD, business days)',
  })
  @Requires('REPORT:VIEW', { service: 'serviceId' })
  async restaurantSalesReport(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('fromDate', () => String) fromDate: string,
    @Arg('toDate', () => String) toDate: string,
    @Ctx() ctx: BffContext,
  ): Promise<RestaurantSalesReport> {
    const { result } = await ctx.upstream.call(A.restaurantSalesReport, {
      query: { hotelServiceId: serviceId, fromDate, toDate },
    });
    const r = result.report;
    return { ...r, items: r.items.map(toItemSales) };
  }

  @Query(() => RestaurantDashboard, { description: "A day's figures (today by default) beside what is open now" })
  @Requires('RESTAURANT_DASHBOARD:VIEW', { service: 'serviceId' })
  async restaurantDashboard(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('date', () => String, { nullable: true, description: 'YYYY-MM-DD; today when null' }) date: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<RestaurantDashboard> {
    const { result } = await ctx.upstream.call(A.restaurantDashboard, {
      params: { hotelServiceId: serviceId },
      query: { date: date ?? undefined },
    });
    const d = result.dashboard;
    const { averageBill, ...sales } = d.sales;
    return {
      date: d.date,
      sales,
      averageBill,
      openOrders: d.openOrders,
      ordersByStatus: d.ordersByStatus.map((s) => ({ status: s.status as OrderStatus, count: s.count })),
      ticketsByStatus: d.ticketsByStatus.map((t) => ({
        ticketType: t.ticketType as TicketType,
        status: t.ticketStatus as OrderStatus,
        count: t.count,
      })),
      tables: d.tables,
      topItems: d.topItems.map(toItemSales),
    };
  }
}
