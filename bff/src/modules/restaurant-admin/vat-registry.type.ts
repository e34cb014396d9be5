// VAT registry customers of a hotel (the restaurant's: registry type RESTAURANT).
import { GraphQLDateTime } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { restaurantAdmin as A } from '@hotel/schema';
import { PageOf } from '../shared/paging.args.js';

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
