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
import { PageArgs, pageQuery } from '../shared/paging.args.js';
import { assertAdminService, callAdmin } from './restaurant-admin.access.js';

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

@Resolver()
export class InvoiceAdminResolver {
  @Query(() => RestaurantInvoicePage, {
    description:
      'Completed orders as invoices, newest first by default; dates (YYYY-MM-DD) are business days of completion; search: invoice number, table, customer or VAT number',
  })
  @Requires('RESTAURANT_INVOICE:VIEW')
  async restaurantInvoices(
    @Arg('serviceId', () => Int) serviceId: number,
    @Args(() => PageArgs) paging: PageArgs,
    @Arg('fromDate', () => String, { nullable: true }) fromDate: string | null,
    @Arg('toDate', () => String, { nullable: true }) toDate: string | null,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('paymentMethod', () => PaymentMethod, { nullable: true }) paymentMethod: PaymentMethod | null,
    @Ctx() ctx: BffContext,
  ): Promise<RestaurantInvoicePage> {
    await assertAdminService(ctx, serviceId, 'RESTAURANT_INVOICE:VIEW');
    const { result, pagination } = await callAdmin(ctx, A.searchRestaurantInvoices, {
      query: { ...pageQuery(paging), ...periodQuery(serviceId, { fromDate, toDate, search, paymentMethod }) },
    });
    return {
      items: result.invoice.map(toInvoice),
      total: pagination?.totalRecords ?? result.invoice.length,
      page: paging.page,
    };
  }

  @Query(() => RestaurantInvoice, { description: 'One invoice with its bill and lines' })
  @Requires('RESTAURANT_INVOICE:VIEW')
  async restaurantInvoice(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<RestaurantInvoice> {
    await assertAdminService(ctx, serviceId, 'RESTAURANT_INVOICE:VIEW');
    const { result } = await callAdmin(ctx, A.restaurantInvoiceById, { params: { id } });
    return toInvoice(result.invoice);
  }

  @Query(() => RestaurantReceiptPage, {
    description: 'The payments of completed invoices (cash, or posted to a room), newest first by default',
  })
  @Requires('RESTAURANT_RECEIPT:VIEW')
  async restaurantReceipts(
    @Arg('serviceId', () => Int) serviceId: number,
    @Args(() => PageArgs) paging: PageArgs,
    @Arg('fromDate', () => String, { nullable: true }) fromDate: string | null,
    @Arg('toDate', () => String, { nullable: true }) toDate: string | null,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('paymentMethod', () => PaymentMethod, { nullable: true }) paymentMethod: PaymentMethod | null,
    @Ctx() ctx: BffContext,
  ): Promise<RestaurantReceiptPage> {
    await assertAdminService(ctx, serviceId, 'RESTAURANT_RECEIPT:VIEW');
    const { result, pagination } = await callAdmin(ctx, A.searchRestaurantReceipts, {
      query: { ...pageQuery(paging), ...periodQuery(serviceId, { fromDate, toDate, search, paymentMethod }) },
    });
    return {
      items: result.receipt.map(toReceipt),
      total: pagination?.totalRecords ?? result.receipt.length,
      page: paging.page,
    };
  }
}
