// The front office's VAT registry (/vat-registry, /vat-registry-portal; docs/invoicing.md "VAT
// registry"): the same registry the restaurant keeps (one row per business customer and hotel; the
// registry types say which areas use it), guarded by VAT_REGISTRY on the hotel — VIEW lists and looks
// up, ADD registers, EDIT changes, DELETE removes. And PUT invoice/vat-registry-update/{id}: the VAT
// customer of a folio's invoice before it is issued, with INVOICE at EDIT.
import { Arg, Args, Ctx, Field, InputType, Int, Mutation, Query, Resolver } from 'type-graphql';
import { folio as F, restaurantAdmin as A } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { DeletePayload } from '../shared/deletion.type.js';
import { listPaging } from '../shared/paging.args.js';
import { FolioPayload } from '../folio/folio.type.js';
import {
  VatRegistryCustomer,
  VatRegistryCustomerPage,
  VatRegistryCustomerPayload,
  searchVatCustomers,
  toVatCustomer,
  vatCustomerBody,
} from '../restaurant-admin/vat-registry.type.js';

/** The area the front office registers its customers for (the restaurant's keep RESTAURANT). */
const RESERVATION = 'RESERVATION' as const;

@InputType({ description: 'Email, name, VAT number and address are required (operations §5 VAT registry)' })
export class HotelVatCustomerInput {
  @Field(() => Int) hotelId!: number;
  @Field(() => String) email!: string;
  @Field(() => String) name!: string;
  @Field(() => String) vatNumber!: string;
  @Field(() => String) address!: string;
  @Field(() => Boolean, { defaultValue: false }) onlyThisHotelView!: boolean;
}

const customerBody = (input: HotelVatCustomerInput) => vatCustomerBody(input, RESERVATION);

const HotelVatCustomerPaging = listPaging('HotelVatCustomerSort', A.searchVatRegistry);
type HotelVatCustomerPaging = InstanceType<typeof HotelVatCustomerPaging>;

@Resolver()
export class HotelVatRegistryResolver {
  @Query(() => VatRegistryCustomerPage, {
    description:
      "Every business customer of the hotel's VAT registry (the restaurant's too) and the group's shared ones, newest first by default",
  })
  @Requires('VAT_REGISTRY:VIEW', { hotel: 'hotelId' })
  async hotelVatCustomers(
    @Arg('hotelId', () => Int) hotelId: number,
    @Args(() => HotelVatCustomerPaging) paging: HotelVatCustomerPaging,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Arg('email', () => String, { nullable: true }) email: string | null,
    @Arg('vatNumber', () => String, { nullable: true }) vatNumber: string | null,
    @Arg('address', () => String, { nullable: true }) address: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<VatRegistryCustomerPage> {
    return searchVatCustomers(ctx, hotelId, paging, { name, email, vatNumber, address });
  }

  @Query(() => VatRegistryCustomer, {
    nullable: true,
    description: 'The newest customer the caller may see with exactly this e-mail (the forms’ lookup), or null',
  })
  @Requires('VAT_REGISTRY:VIEW', { hotel: 'hotelId' })
  async vatCustomerByEmail(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('email', () => String) email: string,
    @Ctx() ctx: BffContext,
  ): Promise<VatRegistryCustomer | null> {
    const { result } = await ctx.upstream.call(A.findVatRegistry, { query: { email } });
    return result.vatRegistry ? toVatCustomer(result.vatRegistry) : null;
  }

  @Mutation(() => VatRegistryCustomerPayload)
  @Requires('VAT_REGISTRY:ADD', { hotel: 'input.hotelId' })
  async createHotelVatCustomer(
    @Arg('input', () => HotelVatCustomerInput) input: HotelVatCustomerInput,
    @Ctx() ctx: BffContext,
  ): Promise<VatRegistryCustomerPayload> {
    const { result, message } = await ctx.upstream.call(A.createVatRegistry, { body: customerBody(input) });
    return { message, customer: toVatCustomer(result.vatRegistry) };
  }

  @Mutation(() => VatRegistryCustomerPayload, {
    description: 'Issued invoices keep the customer frozen on them; the registry types a customer has are kept',
  })
  @Requires('VAT_REGISTRY:EDIT', { hotel: 'input.hotelId' })
  async updateHotelVatCustomer(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => HotelVatCustomerInput) input: HotelVatCustomerInput,
    @Ctx() ctx: BffContext,
  ): Promise<VatRegistryCustomerPayload> {
    const { result, message } = await ctx.upstream.call(A.updateVatRegistry, { body: { ...customerBody(input), id } });
    return { message, customer: toVatCustomer(result.vatRegistry) };
  }

  @Mutation(() => DeletePayload, { description: 'Refused for a customer a stay, folio, order or invoice names' })
  @Requires('VAT_REGISTRY:DELETE', { hotel: 'hotelId' })
  async deleteHotelVatCustomer(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<DeletePayload> {
    const { message } = await ctx.upstream.call(A.deleteVatRegistry, { params: { id } });
    return { message, id };
  }

  @Mutation(() => FolioPayload, {
    description:
      "PUT invoice/vat-registry-update/{id}: the VAT customer of a folio's invoice, only before it is issued (afterwards: a credit note and a new invoice)",
  })
  @Requires('INVOICE:EDIT', { hotel: 'hotelId' })
  async updateInvoiceVatCustomer(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('folioId', () => Int) folioId: number,
    @Arg('vatRegistryId', () => Int, { nullable: true }) vatRegistryId: number | null,
    @Ctx() ctx: BffContext,
  ): Promise<FolioPayload> {
    const { result, message } = await ctx.upstream.call(F.updateInvoiceVatRegistry, {
      params: { id: folioId },
      body: { vatRegistryId: vatRegistryId ?? null },
    });
    return { message, folio: result.folio };
  }
}
