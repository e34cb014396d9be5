// The inventory's GraphQL types: one per entity of the contract (schema/src/endpoints/inventory.ts).
import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MOVEMENT_KINDS } from '@hotel/domain';
import type { inventory as I } from '@hotel/schema';
import { PageOf } from '../shared/paging.args.js';

export const MovementKind = Object.fromEntries(MOVEMENT_KINDS.map((k) => [k, k])) as {
  readonly [K in (typeof MOVEMENT_KINDS)[number]]: K;
};
export type MovementKind = (typeof MOVEMENT_KINDS)[number];
registerEnumType(MovementKind, {
  name: 'MovementKind',
  description: 'A stock movement: opening stock, goods received, a transfer half, an issue or an adjustment',
});

@ObjectType({ description: 'A place stock is kept (main store, kitchen store, bar)' })
export class StockLocation {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => Int) serviceId!: number;
}
@ObjectType()
export class StockLocationPage extends PageOf(StockLocation) {}
@ObjectType()
export class StockLocationPayload {
  @Field(() => String) message!: string;
  @Field(() => StockLocation) location!: StockLocation;
}

@ObjectType({ description: 'A unit of measure of inventory items' })
export class InventoryUnit {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => Int) serviceId!: number;
  @Field(() => Int, { nullable: true, description: 'The unit type (count, volume, weight) of the same store' })
  unitTypeId!: number | null;
  @Field(() => String, { nullable: true }) unitTypeName!: string | null;
}
@ObjectType()
export class InventoryUnitPage extends PageOf(InventoryUnit) {}
@ObjectType()
export class InventoryUnitPayload {
  @Field(() => String) message!: string;
  @Field(() => InventoryUnit) unit!: InventoryUnit;
}

@ObjectType({ description: 'A node of the category tree: main category (level 0), category (1), sub category (2)' })
export class ItemCategory {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => Int) serviceId!: number;
  @Field(() => Int, { nullable: true }) parentId!: number | null;
  @Field(() => Int) level!: number;
  @Field(() => String, { description: '"Main / Category / Sub"' }) path!: string;
}
@ObjectType()
export class ItemCategoryPayload {
  @Field(() => String) message!: string;
  @Field(() => ItemCategory) category!: ItemCategory;
}

@ObjectType()
export class ReorderLevel {
  @Field(() => Int) locationId!: number;
  @Field(() => String) locationName!: string;
  @Field(() => Float) reorderLevel!: number;
}

@ObjectType({ description: 'An item of the stores' })
export class InventoryItem {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => Int) serviceId!: number;
  @Field(() => Int, { nullable: true }) categoryId!: number | null;
  @Field(() => String, { nullable: true }) categoryPath!: string | null;
  @Field(() => Int, { nullable: true }) unitId!: number | null;
  @Field(() => String, { nullable: true }) unitName!: string | null;
  @Field(() => Boolean, { description: 'Sold as an add-on' }) addOn!: boolean;
  @Field(() => [ReorderLevel]) reorderLevels!: ReorderLevel[];
}
@ObjectType()
export class InventoryItemPage extends PageOf(InventoryItem) {}
@ObjectType()
export class InventoryItemPayload {
  @Field(() => String) message!: string;
  @Field(() => InventoryItem) item!: InventoryItem;
}

@InputType()
export class ReorderLevelInput {
  @Field(() => Int) locationId!: number;
  @Field(() => Float) reorderLevel!: number;
}
@InputType()
export class InventoryItemInput {
  @Field(() => Int) serviceId!: number;
  @Field(() => String) name!: string;
  @Field(() => Int, { nullable: true }) categoryId?: number | null;
  @Field(() => Int, { nullable: true }) unitId?: number | null;
  @Field(() => Boolean, { defaultValue: false }) addOn!: boolean;
  @Field(() => [ReorderLevelInput], { defaultValue: [] }) reorderLevels!: ReorderLevelInput[];
}

@ObjectType({ description: 'One line of the stock ledger' })
export class StockMovement {
  @Field(() => Int) id!: number;
  @Field(() => Int) itemId!: number;
  @Field(() => String) itemName!: string;
  @Field(() => Int) locationId!: number;
  @Field(() => String) locationName!: string;
  @Field(() => MovementKind) kind!: MovementKind;
  @Field(() => Float, { description: 'Signed: what it did to the location' }) quantity!: number;
  @Field(() => Float, { description: 'On hand at the location right after it' }) balance!: number;
  @Field(() => Int, { nullable: true }) transferId!: number | null;
  @Field(() => String, { nullable: true, description: 'The other location of a transfer' })
  otherLocationName!: string | null;
  @Field(() => String) note!: string;
  @Field(() => String) createdAt!: string;
  @Field(() => String, { nullable: true }) createdBy!: string | null;
}
@ObjectType()
export class StockMovementPage extends PageOf(StockMovement) {}
@ObjectType()
export class StockMovementPayload {
  @Field(() => String) message!: string;
  @Field(() => [StockMovement]) movements!: StockMovement[];
}

@ObjectType({ description: 'The dashboard tiles (operations §2 Inventory)' })
export class InventoryTiles {
  @Field(() => Int) totalProducts!: number;
  @Field(() => Int) lowStockProducts!: number;
  @Field(() => Int) outOfStockProducts!: number;
  @Field(() => Int) zeroStockProducts!: number;
}

@ObjectType({ description: "A line of the dashboard's 'Product Items' table: an item at a location" })
export class ProductItem {
  @Field(() => Int) itemId!: number;
  @Field(() => String) itemName!: string;
  @Field(() => Int) locationId!: number;
  @Field(() => String) locationName!: string;
  @Field(() => Float) quantity!: number;
  @Field(() => Boolean) addOnStatus!: boolean;
  @Field(() => Float) reorderLevel!: number;
}
@ObjectType()
export class ProductItemPage extends PageOf(ProductItem) {}

@ObjectType()
export class ProjectionPoint {
  @Field(() => String, { description: 'YYYY-MM-DD' }) date!: string;
  @Field(() => Float) quantity!: number;
}
@ObjectType({ description: "The statistics modal: the next 14 days projected from the last 28 days' consumption" })
export class StockProjection {
  @Field(() => Float) currentQuantity!: number;
  @Field(() => Float) reorderLevel!: number;
  @Field(() => Float, { description: 'Average daily consumption the projection spends' }) dailyConsumption!: number;
  @Field(() => [ProjectionPoint]) points!: ProjectionPoint[];
}

export const toLocation = (l: I.Location): StockLocation => ({ id: l.id, name: l.name, serviceId: l.hotelServiceId });
export const toUnit = (u: I.Unit): InventoryUnit => ({
  id: u.id,
  name: u.name,
  serviceId: u.hotelServiceId,
  unitTypeId: u.unitTypeId,
  unitTypeName: u.unitTypeName,
});
export const toCategory = (c: I.ItemCategory): ItemCategory => ({
  id: c.id,
  name: c.name,
  serviceId: c.hotelServiceId,
  parentId: c.parentId,
  level: c.level,
  path: c.path,
});
export const toItem = (i: I.InventoryItem): InventoryItem => ({
  id: i.id,
  name: i.name,
  serviceId: i.hotelServiceId,
  categoryId: i.categoryId,
  categoryPath: i.categoryPath,
  unitId: i.unitId,
  unitName: i.unitName,
  addOn: i.addOn,
  reorderLevels: i.reorderLevels,
});
export const toMovement = (m: I.StockMovement): StockMovement => ({
  id: m.id,
  itemId: m.itemId,
  itemName: m.itemName,
  locationId: m.locationId,
  locationName: m.locationName,
  kind: m.kind,
  quantity: m.quantity,
  balance: m.balance,
  transferId: m.transferId,
  otherLocationName: m.otherLocationName,
  note: m.note,
  createdAt: m.createdAt,
  createdBy: m.createdBy,
});
