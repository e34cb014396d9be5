// VAT registry customers of a hotel (the restaurant's: registry type RESTAURANT).
import { GraphQLDateTime } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { restaurantAdmin as A, type SortFieldOf } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { PageOf, pageFrom, pageQuery, type Paging } from '../shared/paging.args.js';

@ObjectType({ description: 'A customer who takes VAT invoices; one named on invoices cannot be deleted' })
export class VatRegistryCustomer {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String) vatNumber!: string;
  @Field(() => String) address!: string;
  @Field(() => Boolean, { description: 'Seen only by this hotel; otherwise shared with the group' })
  onlyThisHotelView!: boolean;
  @Field(() => [String]) registryTypes!: string[];
  @Field(() => Int, { nullable: true }) hotelId!: number | null;
  @Field(() => String, { nullable: true }) hotelName!: string | null;
  @Field(() => GraphQLDateTime) createdAt!: string;
  @Field(() => Boolean) onInvoices!: boolean;
}

@ObjectType()
export class VatRegistryCustomerPage extends PageOf(VatRegistryCustomer) {}

@ObjectType()
export class VatRegistryCustomerPayload {
  @Field(() => String) message!: string;
  @Field(() => VatRegistryCustomer) customer!: VatRegistryCustomer;
}

@InputType({ description: 'Email, name, VAT number and address are required (operations §5 VAT registry)' })
export class VatRegistryCustomerInput {
  @Field(() => Int) serviceId!: number;
  @Field(() => Int) hotelId!: number;
  @Field(() => String) email!: string;
  @Field(() => String) name!: string;
  @Field(() => String) vatNumber!: string;
  @Field(() => String) address!: string;
  @Field(() => Boolean, { defaultValue: false }) onlyThisHotelView!: boolean;
}

/** The upstream's body for a customer registered (or changed) by one area of the hotel. */
export const vatCustomerBody = (
  input: Pick<VatRegistryCustomerInput, 'email' | 'name' | 'vatNumber' | 'address' | 'hotelId' | 'onlyThisHotelView'>,
  registryType: 'RESTAURANT' | 'RESERVATION',
) => ({
  email: input.email,
  name: input.name,
  vatNumber: input.vatNumber,
  address: input.address,
  hotelId: input.hotelId,
  registryType: [registryType],
  onlyThisHotelView: input.onlyThisHotelView,
});

export const toVatCustomer = (e: A.VatRegistryEntry): VatRegistryCustomer => ({
  id: e.id,
  name: e.name,
  email: e.email,
  vatNumber: e.vatNumber,
  address: e.address,
  onlyThisHotelView: e.onlyThisHotelView,
  registryTypes: e.registryType,
  hotelId: e.hotelId,
  hotelName: e.hotelName,
  createdAt: e.createdAt,
  onInvoices: e.onInvoices,
});

/** What the registry's list sorts by (the contract's sort fields). */
type VatCustomerSort = SortFieldOf<typeof A.searchVatRegistry>;

/** The registry's text filters (each "contains"), as the restaurant's and the front office's lists take them. */
export interface VatCustomerFilters {
  name: string | null;
  email: string | null;
  vatNumber: string | null;
  address: string | null;
}

/** One page of a hotel's VAT registry (its own customers and the group's shared ones). */
export async function searchVatCustomers(
  ctx: BffContext,
  hotelId: number,
  paging: Paging<VatCustomerSort>,
  filters: VatCustomerFilters,
): Promise<VatRegistryCustomerPage> {
  const { result, pagination } = await ctx.upstream.call(A.searchVatRegistry, {
    query: {
      ...pageQuery(paging),
      hotelId,
      name: filters.name ?? undefined,
      email: filters.email ?? undefined,
      vatNumber: filters.vatNumber ?? undefined,
      address: filters.address ?? undefined,
    },
  });
  return pageFrom(result.vatRegistry.map(toVatCustomer), pagination, paging);
}
