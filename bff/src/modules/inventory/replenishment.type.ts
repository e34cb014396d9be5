// Replenishment and stock counts of the stores: one type per entity of the contract
// (schema/src/endpoints/inventory-replenishment.ts).
import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { STOCK_COUNT_STATUSES } from '@hotel/domain';
import type { inventoryReplenishment as R } from '@hotel/schema';
import { Money } from '../../scalars.js';
import { PageOf } from '../shared/paging.args.js';
import { PurchaseOrder } from './purchasing.type.js';

export const StockCountStatus = Object.fromEntries(STOCK_COUNT_STATUSES.map((k) => [k, k])) as {
  readonly [K in (typeof STOCK_COUNT_STATUSES)[number]]: K;
};
export type StockCountStatus = (typeof STOCK_COUNT_STATUSES)[number];
registerEnumType(StockCountStatus, { name: 'StockCountStatus', description: 'OPEN (being counted) → POSTED' });

@ObjectType({ description: 'One item of a replenishment: what it lacks and what is ordered, in purchase units' })
export class ReplenishmentLine {
  @Field(() => Int) itemId!: number;
  @Field(() => String) itemName!: string;
  @Field(() => Int, { nullable: true, description: 'The purchase unit (none: the item’s own)' }) unitId!: number | null;
  @Field(() => String, { nullable: true }) unitName!: string | null;
  @Field(() => Float, { description: 'Stock units in one purchase unit' }) factor!: number;
  @Field(() => Float, { description: 'What its lines below their level lack, in stock units' }) shortfall!: number;
  @Field(() => Float, { description: 'What open orders will still bring, in stock units' }) onOrder!: number;
  @Field(() => Float, { description: 'Ordered, in purchase units' }) quantity!: number;
  @Field(() => Float, { description: 'Ordered, in stock units' }) stockQuantity!: number;
  @Field(() => Money) unitPrice!: number;
}
@ObjectType({ description: 'The draft order replenishment makes for one supplier' })
export class ReplenishmentGroup {
  @Field(() => Int) supplierId!: number;
  @Field(() => String) supplierName!: string;
  @Field(() => [ReplenishmentLine]) lines!: ReplenishmentLine[];
}
@ObjectType({ description: 'An item below its level without a preferred supplier: not ordered' })
export class ReplenishmentUnassigned {
  @Field(() => Int) itemId!: number;
  @Field(() => String) itemName!: string;
  @Field(() => Float) shortfall!: number;
}
@ObjectType({ description: 'What replenishment would order now' })
export class ReplenishmentPlan {
  @Field(() => [ReplenishmentGroup]) groups!: ReplenishmentGroup[];
  @Field(() => [ReplenishmentUnassigned]) withoutSupplier!: ReplenishmentUnassigned[];
}
@ObjectType()
export class ReplenishmentPayload {
  @Field(() => String) message!: string;
  @Field(() => [PurchaseOrder]) purchaseOrders!: PurchaseOrder[];
  @Field(() => Boolean, { description: 'True when the request key was used before: its orders, not new ones' })
  replayed!: boolean;
}

@ObjectType({ description: "An item's preferred supplier and the unit it is bought in" })
export class ItemPurchasing {
  @Field(() => Int) itemId!: number;
  @Field(() => Int, { nullable: true }) preferredSupplierId!: number | null;
  @Field(() => String, { nullable: true }) preferredSupplierName!: string | null;
  @Field(() => Int, { nullable: true }) purchaseUnitId!: number | null;
  @Field(() => String, { nullable: true }) purchaseUnitName!: string | null;
  @Field(() => String, { nullable: true, description: 'The item’s picture (images/{uuid}), or none' })
  image!: string | null;
}
@ObjectType()
export class ItemPurchasingPayload {
  @Field(() => String) message!: string;
  @Field(() => ItemPurchasing) item!: ItemPurchasing;
}
@InputType()
export class ItemPurchasingInput {
  @Field(() => Int) itemId!: number;
  @Field(() => Int, { nullable: true }) preferredSupplierId!: number | null;
  @Field(() => Int, { nullable: true }) purchaseUnitId!: number | null;
}

@ObjectType({ description: 'An item of a stock count' })
export class StockCountLine {
  @Field(() => Int) itemId!: number;
  @Field(() => String) itemName!: string;
  @Field(() => String, { nullable: true }) unitName!: string | null;
  @Field(() => Float, { description: 'The ledger’s figure when the count started' }) expected!: number;
  @Field(() => Float, { description: 'The ledger’s figure now' }) current!: number;
  @Field(() => Float, { nullable: true }) counted!: number | null;
}
@ObjectType({ description: 'A count of a location' })
export class StockCount {
  @Field(() => Int) id!: number;
  @Field(() => Int) serviceId!: number;
  @Field(() => Int) locationId!: number;
  @Field(() => String) locationName!: string;
  @Field(() => StockCountStatus) status!: StockCountStatus;
  @Field(() => String) reason!: string;
  @Field(() => String) createdAt!: string;
  @Field(() => String, { nullable: true }) createdBy!: string | null;
  @Field(() => String, { nullable: true }) postedAt!: string | null;
  @Field(() => [StockCountLine]) lines!: StockCountLine[];
}
@ObjectType()
export class StockCountPage extends PageOf(StockCount) {}
@ObjectType()
export class StockCountPayload {
  @Field(() => String) message!: string;
  @Field(() => StockCount) stockCount!: StockCount;
}
@InputType()
export class StockCountLineInput {
  @Field(() => Int) itemId!: number;
  @Field(() => Float, { nullable: true, description: 'Left out (null): not counted, no adjustment' })
  counted!: number | null;
}

export const toStockCount = ({ hotelServiceId, ...c }: R.StockCount): StockCount => ({
  ...c,
  serviceId: hotelServiceId,
});
