// The purchasing types of the stores: one per entity of the contract (schema/src/endpoints/inventory.ts
// "purchasing"): suppliers, unit types and conversions, purchase orders, GRNs, trolleys and trolley
// requests, and the inventory report's lines.
import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PURCHASE_ORDER_STATUSES, TROLLEY_REQUEST_STATUSES } from '@hotel/domain';
import { inventory as I } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Money } from '../../scalars.js';
import { PageOf } from '../shared/paging.args.js';

export const PurchaseOrderStatus = Object.fromEntries(PURCHASE_ORDER_STATUSES.map((k) => [k, k])) as {
  readonly [K in (typeof PURCHASE_ORDER_STATUSES)[number]]: K;
};
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];
registerEnumType(PurchaseOrderStatus, {
  name: 'PurchaseOrderStatus',
  description: 'DRAFT → SENT → PARTLY_RECEIVED → RECEIVED, or CLOSED',
});
export const TrolleyRequestStatus = Object.fromEntries(TROLLEY_REQUEST_STATUSES.map((k) => [k, k])) as {
  readonly [K in (typeof TROLLEY_REQUEST_STATUSES)[number]]: K;
};
export type TrolleyRequestStatus = (typeof TROLLEY_REQUEST_STATUSES)[number];
registerEnumType(TrolleyRequestStatus, {
  name: 'TrolleyRequestStatus',
  description: 'REQUEST (waiting) → ISSUED or REFUSED',
});

@ObjectType({ description: 'A supplier of the stores' })
export class Supplier {
  @Field(() => Int) id!: number;
  @Field(() => Int) serviceId!: number;
  @Field(() => String) name!: string;
  @Field(() => String) contactPerson!: string;
  @Field(() => String) phone!: string;
  @Field(() => String) email!: string;
  @Field(() => String) address!: string;
  @Field(() => Boolean) active!: boolean;
}
@ObjectType()
export class SupplierPage extends PageOf(Supplier) {}
@ObjectType()
export class SupplierPayload {
  @Field(() => String) message!: string;
  @Field(() => Supplier) supplier!: Supplier;
}
@InputType()
export class SupplierInput {
  @Field(() => Int) serviceId!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { defaultValue: '' }) contactPerson!: string;
  @Field(() => String, { defaultValue: '' }) phone!: string;
  @Field(() => String, { defaultValue: '' }) email!: string;
  @Field(() => String, { defaultValue: '' }) address!: string;
  @Field(() => Boolean, { defaultValue: true }) active!: boolean;
}

@ObjectType({ description: 'A kind of unit (volume, weight, count)' })
export class UnitType {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => Int) serviceId!: number;
}
@ObjectType()
export class UnitTypePage extends PageOf(UnitType) {}
@ObjectType()
export class UnitTypePayload {
  @Field(() => String) message!: string;
  @Field(() => UnitType) unitType!: UnitType;
}

@ObjectType({ description: '1 from-unit = factor to-units (1 case = 24 bottles)' })
export class UnitConversion {
  @Field(() => Int) id!: number;
  @Field(() => Int) serviceId!: number;
  @Field(() => Int) fromUnitId!: number;
  @Field(() => String) fromUnitName!: string;
  @Field(() => Int) toUnitId!: number;
  @Field(() => String) toUnitName!: string;
  @Field(() => Float) factor!: number;
}
@ObjectType()
export class UnitConversionPage extends PageOf(UnitConversion) {}
@ObjectType()
export class UnitConversionPayload {
  @Field(() => String) message!: string;
  @Field(() => UnitConversion) unitConversion!: UnitConversion;
}

@ObjectType({ description: 'A line of a purchase order' })
export class PurchaseOrderLine {
  @Field(() => Int) id!: number;
  @Field(() => Int) itemId!: number;
  @Field(() => String) itemName!: string;
  @Field(() => Int, { nullable: true }) unitId!: number | null;
  @Field(() => String, { nullable: true }) unitName!: string | null;
  @Field(() => Float, { description: "How many of the item's unit one ordered unit is" }) factor!: number;
  @Field(() => Float) quantity!: number;
  @Field(() => Money) unitPrice!: number;
  @Field(() => Float) received!: number;
  @Field(() => Float) open!: number;
  @Field(() => Money) total!: number;
}
@ObjectType({ description: 'A purchase order to a supplier' })
export class PurchaseOrder {
  @Field(() => Int) id!: number;
  @Field(() => Int, { description: "The order's number in its store's own gapless series" }) number!: number;
  @Field(() => Int) serviceId!: number;
  @Field(() => Int) supplierId!: number;
  @Field(() => String) supplierName!: string;
  @Field(() => PurchaseOrderStatus) status!: PurchaseOrderStatus;
  @Field(() => String) currency!: string;
  @Field(() => String, { nullable: true }) expectedDate!: string | null;
  @Field(() => String) note!: string;
  @Field(() => String) createdAt!: string;
  @Field(() => String, { nullable: true }) createdBy!: string | null;
  @Field(() => String, { nullable: true }) sentAt!: string | null;
  @Field(() => Money) total!: number;
  @Field(() => [PurchaseOrderLine]) lines!: PurchaseOrderLine[];
}
@ObjectType()
export class PurchaseOrderPage extends PageOf(PurchaseOrder) {}
@ObjectType()
export class PurchaseOrderPayload {
  @Field(() => String) message!: string;
  @Field(() => PurchaseOrder) purchaseOrder!: PurchaseOrder;
}
@InputType()
export class PurchaseOrderLineInput {
  @Field(() => Int) itemId!: number;
  @Field(() => Int, { nullable: true }) unitId?: number | null;
  @Field(() => Float) quantity!: number;
  @Field(() => Money) unitPrice!: number;
}
@InputType()
export class PurchaseOrderInput {
  @Field(() => Int) serviceId!: number;
  @Field(() => Int) supplierId!: number;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) expectedDate?: string | null;
  @Field(() => String, { defaultValue: '' }) note!: string;
  @Field(() => [PurchaseOrderLineInput]) lines!: PurchaseOrderLineInput[];
}

@ObjectType({ description: 'A line of a goods received note' })
export class GrnLine {
  @Field(() => Int) id!: number;
  @Field(() => Int, { nullable: true }) purchaseOrderLineId!: number | null;
  @Field(() => Int) itemId!: number;
  @Field(() => String) itemName!: string;
  @Field(() => String, { nullable: true }) unitName!: string | null;
  @Field(() => Float) quantity!: number;
  @Field(() => Float, { description: "What went into stock, in the item's unit" }) stockQuantity!: number;
  @Field(() => Money) unitPrice!: number;
  @Field(() => Money) total!: number;
}
@ObjectType({ description: 'A goods received note: against a purchase order or direct' })
export class Grn {
  @Field(() => Int) id!: number;
  @Field(() => Int) serviceId!: number;
  @Field(() => Int, { nullable: true }) purchaseOrderId!: number | null;
  @Field(() => Int, { nullable: true }) purchaseOrderNumber!: number | null;
  @Field(() => Int, { nullable: true }) supplierId!: number | null;
  @Field(() => String, { nullable: true }) supplierName!: string | null;
  @Field(() => Int) locationId!: number;
  @Field(() => String) locationName!: string;
  @Field(() => String) currency!: string;
  @Field(() => String) note!: string;
  @Field(() => String) createdAt!: string;
  @Field(() => String, { nullable: true }) createdBy!: string | null;
  @Field(() => Money) total!: number;
  @Field(() => [GrnLine]) lines!: GrnLine[];
}
@ObjectType()
export class GrnPage extends PageOf(Grn) {}
@ObjectType()
export class GrnPayload {
  @Field(() => String) message!: string;
  @Field(() => Grn) grn!: Grn;
}
@InputType()
export class GrnLineInput {
  @Field(() => Int, { nullable: true }) purchaseOrderLineId?: number | null;
  @Field(() => Int, { nullable: true }) itemId?: number | null;
  @Field(() => Money, { nullable: true }) unitPrice?: number | null;
  @Field(() => Float) quantity!: number;
}
@InputType()
export class GrnInput {
  @Field(() => Int) serviceId!: number;
  @Field(() => Int, { nullable: true }) purchaseOrderId?: number | null;
  @Field(() => Int, { nullable: true }) supplierId?: number | null;
  @Field(() => Int) locationId!: number;
  @Field(() => String, { defaultValue: '' }) note!: string;
  @Field(() => [GrnLineInput]) lines!: GrnLineInput[];
}

@ObjectType({ description: "A hotel's housekeeping trolley" })
export class Trolley {
  @Field(() => Int) id!: number;
  @Field(() => Int) hotelId!: number;
  @Field(() => String) trolleyNo!: string;
}
@ObjectType()
export class TrolleyRequestItem {
  @Field(() => Int) itemId!: number;
  @Field(() => String) itemName!: string;
  @Field(() => Float) quantity!: number;
  @Field(() => TrolleyRequestStatus) itemRequestStatus!: TrolleyRequestStatus;
}
@ObjectType({ description: 'Housekeeping asks the store for items on a trolley' })
export class TrolleyRequest {
  @Field(() => Int) id!: number;
  @Field(() => Int) serviceId!: number;
  @Field(() => Int) trolleyId!: number;
  @Field(() => String) trolleyNo!: string;
  @Field(() => TrolleyRequestStatus) status!: TrolleyRequestStatus;
  @Field(() => Int, { nullable: true }) locationId!: number | null;
  @Field(() => String, { nullable: true }) locationName!: string | null;
  @Field(() => String) refusalReason!: string;
  @Field(() => String) requestDate!: string;
  @Field(() => String, { nullable: true }) acceptDate!: string | null;
  @Field(() => String, { nullable: true }) requestedBy!: string | null;
  @Field(() => String, { nullable: true }) decidedBy!: string | null;
  @Field(() => [TrolleyRequestItem]) items!: TrolleyRequestItem[];
}
@ObjectType()
export class TrolleyRequestPage extends PageOf(TrolleyRequest) {}
@ObjectType()
export class TrolleyRequestPayload {
  @Field(() => String) message!: string;
  @Field(() => TrolleyRequest) trolleyRequest!: TrolleyRequest;
}
@InputType()
export class TrolleyRequestItemInput {
  @Field(() => Int) itemId!: number;
  @Field(() => Float) quantity!: number;
}

@ObjectType({ description: 'An item at a location over a period: on hand at its start and end, and its movements' })
export class InventoryReportLine {
  @Field(() => Int) itemId!: number;
  @Field(() => String) itemName!: string;
  @Field(() => String, { nullable: true }) unitName!: string | null;
  @Field(() => Int) locationId!: number;
  @Field(() => String) locationName!: string;
  @Field(() => Float) opening!: number;
  @Field(() => Float) received!: number;
  @Field(() => Float) issued!: number;
  @Field(() => Float) transferredIn!: number;
  @Field(() => Float) transferredOut!: number;
  @Field(() => Float) adjusted!: number;
  @Field(() => Float) closing!: number;
}

export const toSupplier = ({ hotelServiceId, ...s }: I.Supplier): Supplier => ({ ...s, serviceId: hotelServiceId });
export const toUnitType = ({ hotelServiceId, ...t }: I.UnitType): UnitType => ({ ...t, serviceId: hotelServiceId });
export const toUnitConversion = ({ hotelServiceId, ...c }: I.UnitConversion): UnitConversion => ({
  ...c,
  serviceId: hotelServiceId,
});
export const toPurchaseOrder = ({ hotelServiceId, ...o }: I.PurchaseOrder): PurchaseOrder => ({
  ...o,
  serviceId: hotelServiceId,
});
export const toGrn = ({ hotelServiceId, ...g }: I.Grn): Grn => ({ ...g, serviceId: hotelServiceId });
export const toTrolleyRequest = ({
  hotelServiceId,
  trolleyRequestItemsDtoList,
  ...r
}: I.TrolleyRequest): TrolleyRequest => ({
  ...r,
  serviceId: hotelServiceId,
  items: trolleyRequestItemsDtoList,
});

/**
 * Asks a store for items on a trolley (one upstream call for the store's purchasing screen and for
 * housekeeping; each guards it with its own right).
 */
export async function askForTrolleyStock(
  ctx: BffContext,
  storeId: number,
  trolleyId: number,
  items: readonly TrolleyRequestItemInput[],
): Promise<TrolleyRequestPayload> {
  const { result, message } = await ctx.upstream.call(I.requestTrolleyStock, {
    body: {
      hotelServiceId: storeId,
      trolleyId,
      trolleyRequestItemsDtoList: items.map((i) => ({ itemId: i.itemId, quantity: i.quantity })),
    },
  });
  return { message, trolleyRequest: toTrolleyRequest(result.trolleyRequest) };
}
