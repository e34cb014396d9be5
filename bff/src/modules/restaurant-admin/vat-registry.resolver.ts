// The hotel's VAT registry as the restaurant admin works it: one registry for the hotel and its
// restaurant (docs/invoicing.md "VAT registry"), so every customer of the hotel and the group's shared
// ones are listed; the restaurant registers its own with the type RESTAURANT. Guarded by
// RESTAURANT_INVOICE: the registry serves the invoices.
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { restaurantAdmin as A } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { DeletePayload } from '../shared/deletion.type.js';
import { listPaging } from '../shared/paging.args.js';
import {
  VatRegistryCustomerInput,
  VatRegistryCustomerPage,
  VatRegistryCustomerPayload,
  searchVatCustomers,
  toVatCustomer,
  vatCustomerBody,
} from './vat-registry.type.js';

const RESTAURANT = 'RESTAURANT' as const;

const customerBody = (input: VatRegistryCustomerInput) => vatCustomerBody(input, RESTAURANT);

const VatRegistryCustomerPaging = listPaging('VatRegistryCustomerSort', A.searchVatRegistry);
type VatRegistryCustomerPaging = InstanceType<typeof VatRegistryCustomerPaging>;

@Resolver()
export class VatRegistryAdminResolver {
  @Query(() => VatRegistryCustomerPage, {
    description:
      "The hotel's VAT customers (the front office's too) and the group's shared ones, newest first by default (text filters: contains)",
  })
  @Requires('RESTAURANT_INVOICE:VIEW', { service: 'serviceId' })
  async vatRegistryCustomers(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('hotelId', () => Int) hotelId: number,
    @Args(() => VatRegistryCustomerPaging) paging: VatRegistryCustomerPaging,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Arg('email', () => String, { nullable: true }) email: string | null,
    @Arg('vatNumber', () => String, { nullable: true }) vatNumber: string | null,
    @Arg('address', () => String, { nullable: true }) address: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<VatRegistryCustomerPage> {
    return searchVatCustomers(ctx, hotelId, paging, { name, email, vatNumber, address });
  }

  @Mutation(() => VatRegistryCustomerPayload)
  @Requires('RESTAURANT_INVOICE:ADD', { service: 'input.serviceId' })
  async createVatRegistryCustomer(
    @Arg('input', () => VatRegistryCustomerInput) input: VatRegistryCustomerInput,
    @Ctx() ctx: BffContext,
  ): Promise<VatRegistryCustomerPayload> {
    const { result, message } = await ctx.upstream.call(A.createVatRegistry, { body: customerBody(input) });
    return { message, customer: toVatCustomer(result.vatRegistry) };
  }

  @Mutation(() => VatRegistryCustomerPayload, { description: 'Invoices already issued keep the customer they name' })
  @Requires('RESTAURANT_INVOICE:EDIT', { service: 'input.serviceId' })
  async updateVatRegistryCustomer(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => VatRegistryCustomerInput) input: VatRegistryCustomerInput,
    @Ctx() ctx: BffContext,
  ): Promise<VatRegistryCustomerPayload> {
    const { result, message } = await ctx.upstream.call(A.updateVatRegistry, { body: { ...customerBody(input), id } });
    return { message, customer: toVatCustomer(result.vatRegistry) };
  }

  @Mutation(() => DeletePayload, { description: 'Refused for a customer named on invoices' })
  @Requires('RESTAURANT_INVOICE:DELETE', { service: 'serviceId' })
  async deleteVatRegistryCustomer(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<DeletePayload> {
    const { message } = await ctx.upstream.call(A.deleteVatRegistry, { params: { id } });
    return { message, id };
  }
}
