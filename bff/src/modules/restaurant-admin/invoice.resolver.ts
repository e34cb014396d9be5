// Restaurant invoices (completed orders with their bills) and receipts (their payments), read-only.
import { Arg, Args, Ctx, Int, Query, Resolver } from 'type-graphql';
import { restaurantAdmin as A } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { PaymentMethod } from '../restaurant/restaurant.enums.js';
import {
  RestaurantInvoice,
  RestaurantInvoicePage,
  RestaurantReceiptPage,
  toInvoice,
  toReceipt,
} from './invoice.type.js';
import { listPaging, pageFrom, pageQuery } from '../shared/paging.args.js';

interface PeriodFilters {
  fromDate: string | null;
  toDate: string | null;
  search: string | null;
  paymentMethod: PaymentMethod | null;
}

const periodQuery = (serviceId: number, f: PeriodFilters) => ({
  hotelServiceId: serviceId,
  fromDate: f.fromDate ?? undefined,
  toDate: f.toDate ?? undefined,
  search: f.search ?? undefined,
  paymentMethod: f.paymentMethod && f.paymentMethod !== PaymentMethod.OTHER ? f.paymentMethod : undefined,
});

const RestaurantInvoicePaging = listPaging('RestaurantInvoiceSort', A.searchRestaurantInvoices);
type RestaurantInvoicePaging = InstanceType<typeof RestaurantInvoicePaging>;
const RestaurantReceiptPaging = listPaging('RestaurantReceiptSort', A.searchRestaurantReceipts);
type RestaurantReceiptPaging = InstanceType<typeof RestaurantReceiptPaging>;

@Resolver()
export class InvoiceAdminResolver {
  @Query(() => RestaurantInvoicePage, {
    description:
      'Completed orders as invoices, newest first by default; dates (YYYY-MM-DD) are business days of completion; search: invoice number, table, customer or VAT number',
  })
  @Requires('RESTAURANT_INVOICE:VIEW', { service: 'serviceId' })
  async restaurantInvoices(
    @Arg('serviceId', () => Int) serviceId: number,
    @Args(() => RestaurantInvoicePaging) paging: RestaurantInvoicePaging,
    @Arg('fromDate', () => String, { nullable: true }) fromDate: string | null,
    @Arg('toDate', () => String, { nullable: true }) toDate: string | null,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('paymentMethod', () => PaymentMethod, { nullable: true }) paymentMethod: PaymentMethod | null,
    @Ctx() ctx: BffContext,
  ): Promise<RestaurantInvoicePage> {
    const { result, pagination } = await ctx.upstream.call(A.searchRestaurantInvoices, {
      query: { ...pageQuery(paging), ...periodQuery(serviceId, { fromDate, toDate, search, paymentMethod }) },
    });
    return pageFrom(result.invoice.map(toInvoice), pagination, paging);
  }

  @Query(() => RestaurantInvoice, { description: 'One invoice with its bill and lines' })
  @Requires('RESTAURANT_INVOICE:VIEW', { service: 'serviceId' })
  async restaurantInvoice(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<RestaurantInvoice> {
    const { result } = await ctx.upstream.call(A.restaurantInvoiceById, { params: { id } });
    return toInvoice(result.invoice);
  }

  @Query(() => RestaurantReceiptPage, {
    description: 'The payments of completed invoices (cash, or posted to a room), newest first by default',
  })
  @Requires('RESTAURANT_RECEIPT:VIEW', { service: 'serviceId' })
  async restaurantReceipts(
    @Arg('serviceId', () => Int) serviceId: number,
    @Args(() => RestaurantReceiptPaging) paging: RestaurantReceiptPaging,
    @Arg('fromDate', () => String, { nullable: true }) fromDate: string | null,
    @Arg('toDate', () => String, { nullable: true }) toDate: string | null,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('paymentMethod', () => PaymentMethod, { nullable: true }) paymentMethod: PaymentMethod | null,
    @Ctx() ctx: BffContext,
  ): Promise<RestaurantReceiptPage> {
    const { result, pagination } = await ctx.upstream.call(A.searchRestaurantReceipts, {
      query: { ...pageQuery(paging), ...periodQuery(serviceId, { fromDate, toDate, search, paymentMethod }) },
    });
    return pageFrom(result.receipt.map(toReceipt), pagination, paging);
  }
}
