import { Field, Float, ObjectType } from 'type-graphql';
import type { restaurantEntities as R } from '@hotel/schema';
import { Money } from '../../scalars.js';

@ObjectType({ description: 'A tax line of a bill; originRate is the configured rate (the levy is grossed up)' })
export class TaxLine {
  @Field(() => String) name!: string;
  @Field(() => Float) originRate!: number;
  @Field(() => Money) amount!: number;
}

@ObjectType({
  description:
    'An order bill, computed by the server: subtotal of non-rejected lines, less discount, plus service charge, plus taxes by sequence (VAT only with the flag)',
})
export class Bill {
  @Field(() => Money) subTotal!: number;
  @Field(() => Money) discount!: number;
  @Field(() => Money) serviceCharge!: number;
  @Field(() => Float, { description: 'Percent; 10 when the service configures none' }) serviceChargeRate!: number;
  @Field(() => [TaxLine]) taxes!: TaxLine[];
  @Field(() => Money) totalCharge!: number;
}

export const toBill = (b: R.Bill): Bill => ({
  subTotal: b.subTotal,
  discount: b.discount,
  serviceCharge: b.serviceCharge,
  serviceChargeRate: b.serviceChargeRate,
  taxes: b.taxResponseList.map((t) => ({ name: t.name, originRate: t.originRate, amount: t.amount })),
  totalCharge: b.totalCharge,
});
