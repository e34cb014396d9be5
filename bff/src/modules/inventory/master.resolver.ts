// The inventory services as cards, and the item master: locations, units, the category tree, items.
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { inventory as I } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires, SignedIn } from '../../auth/guards.js';
import { HotelService, toHotelService } from '../hotel/hotel-service.type.js';
import { DeletePayload } from '../shared/deletion.type.js';
import { listPaging, pageFrom, pageQuery } from '../shared/paging.args.js';
import {
  InventoryItemInput,
  InventoryItemPage,
  InventoryItemPayload,
  InventoryUnitPage,
  InventoryUnitPayload,
  ItemCategory,
  ItemCategoryPayload,
  StockLocationPage,
  StockLocationPayload,
  toCategory,
  toItem,
  toLocation,
  toUnit,
} from './inventory.type.js';

const LocationPaging = listPaging('StockLocationSort', I.searchLocations);
type LocationPaging = InstanceType<typeof LocationPaging>;
const UnitPaging = listPaging('InventoryUnitSort', I.searchUnits);
type UnitPaging = InstanceType<typeof UnitPaging>;
const ItemPaging = listPaging('InventoryItemSort', I.searchInventoryItems);
type ItemPaging = InstanceType<typeof ItemPaging>;

const itemBody = (input: InventoryItemInput) => ({
  name: input.name,
  hotelServiceId: input.serviceId,
  categoryId: input.categoryId ?? null,
  unitId: input.unitId ?? null,
  addOn: input.addOn,
  reorderLevels: input.reorderLevels.map((l) => ({ locationId: l.locationId, reorderLevel: l.reorderLevel })),
});

@Resolver()
export class InventoryMasterResolver {
  @Query(() => [HotelService], { description: "A hotel's inventory services (/toplevel/inventory-services)" })
  @SignedIn()
  async inventoryServices(@Arg('hotelId', () => Int) hotelId: number, @Ctx() ctx: BffContext): Promise<HotelService[]> {
    const { result } = await ctx.upstream.call(I.inventoryServicesOfHotel, { params: { id: hotelId } });
    return result.inventoryService.map(toHotelService);
  }

  @Query(() => [HotelService], { description: "A group's inventory services (/toplevel/group-inventory-home)" })
  @SignedIn()
  async groupInventoryServices(
    @Arg('groupId', () => Int) groupId: number,
    @Ctx() ctx: BffContext,
  ): Promise<HotelService[]> {
    const { result } = await ctx.upstream.call(I.inventoryServicesOfGroup, { params: { id: groupId } });
    return result.inventoryService.map(toHotelService);
  }

  // ----------------------------------------------------------------------------- locations
  @Query(() => StockLocationPage, { description: "The service's stock locations, paged (name: contains)" })
  @Requires('STOCK:VIEW', { service: 'serviceId' })
  async stockLocations(
    @Arg('serviceId', () => Int) serviceId: number,
    @Args(() => LocationPaging) paging: LocationPaging,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<StockLocationPage> {
    const { result, pagination } = await ctx.upstream.call(I.searchLocations, {
      query: { ...pageQuery(paging), hotelServiceId: serviceId, name: name ?? undefined },
    });
    return pageFrom(result.location.map(toLocation), pagination, paging);
  }

  @Mutation(() => StockLocationPayload)
  @Requires('STOCK:ADD', { service: 'serviceId' })
  async createStockLocation(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('name', () => String) name: string,
    @Ctx() ctx: BffContext,
  ): Promise<StockLocationPayload> {
    const { result, message } = await ctx.upstream.call(I.createLocation, {
      body: { name, hotelServiceId: serviceId },
    });
    return { message, location: toLocation(result.location) };
  }

  @Mutation(() => StockLocationPayload)
  @Requires('STOCK:EDIT', { service: 'serviceId' })
  async updateStockLocation(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('id', () => Int) id: number,
    @Arg('name', () => String) name: string,
    @Ctx() ctx: BffContext,
  ): Promise<StockLocationPayload> {
    const { result, message } = await ctx.upstream.call(I.updateLocation, {
      body: { id, name, hotelServiceId: serviceId },
    });
    return { message, location: toLocation(result.location) };
  }

  @Mutation(() => DeletePayload, { description: 'Refused while the location has stock movements' })
  @Requires('STOCK:DELETE', { service: 'serviceId' })
  async deleteStockLocation(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<DeletePayload> {
    const { message } = await ctx.upstream.call(I.deleteLocation, { params: { id } });
    return { message, id };
  }

  // ----------------------------------------------------------------------------- units
  @Query(() => InventoryUnitPage, { description: "The service's units, paged (name: contains)" })
  @Requires('UNIT:VIEW', { service: 'serviceId' })
  async inventoryUnits(
    @Arg('serviceId', () => Int) serviceId: number,
    @Args(() => UnitPaging) paging: UnitPaging,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<InventoryUnitPage> {
    const { result, pagination } = await ctx.upstream.call(I.searchUnits, {
      query: { ...pageQuery(paging), hotelServiceId: serviceId, name: name ?? undefined },
    });
    return pageFrom(result.unit.map(toUnit), pagination, paging);
  }

  @Mutation(() => InventoryUnitPayload)
  @Requires('UNIT:ADD', { service: 'serviceId' })
  async createInventoryUnit(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('name', () => String) name: string,
    @Arg('unitTypeId', () => Int, { nullable: true }) unitTypeId: number | null,
    @Ctx() ctx: BffContext,
  ): Promise<InventoryUnitPayload> {
    const { result, message } = await ctx.upstream.call(I.createUnit, {
      body: { name, hotelServiceId: serviceId, unitTypeId: unitTypeId ?? null },
    });
    return { message, unit: toUnit(result.unit) };
  }

  @Mutation(() => InventoryUnitPayload, { description: 'Renames a unit or links it to its unit type' })
  @Requires('UNIT:EDIT', { service: 'serviceId' })
  async updateInventoryUnit(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('id', () => Int) id: number,
    @Arg('name', () => String) name: string,
    @Arg('unitTypeId', () => Int, { nullable: true }) unitTypeId: number | null,
    @Ctx() ctx: BffContext,
  ): Promise<InventoryUnitPayload> {
    const { result, message } = await ctx.upstream.call(I.updateUnit, {
      body: { id, name, hotelServiceId: serviceId, unitTypeId: unitTypeId ?? null },
    });
    return { message, unit: toUnit(result.unit) };
  }

  @Mutation(() => DeletePayload, { description: 'Refused while an item uses the unit' })
  @Requires('UNIT:DELETE', { service: 'serviceId' })
  async deleteInventoryUnit(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<DeletePayload> {
    const { message } = await ctx.upstream.call(I.deleteUnit, { params: { id } });
    return { message, id };
  }

  // ----------------------------------------------------------------------------- categories
  @Query(() => [ItemCategory], { description: 'The category tree, flat in tree order (short by nature)' })
  @Requires('ITEM_CATEGORY:VIEW', { service: 'serviceId' })
  async itemCategories(
    @Arg('serviceId', () => Int) serviceId: number,
    @Ctx() ctx: BffContext,
  ): Promise<ItemCategory[]> {
    const { result } = await ctx.upstream.call(I.itemCategories, { query: { hotelServiceId: serviceId } });
    return result.itemCategory.map(toCategory);
  }

  @Mutation(() => ItemCategoryPayload, { description: 'No parent: a main category; under a category: a sub category' })
  @Requires('ITEM_CATEGORY:ADD', { service: 'serviceId' })
  async createItemCategory(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('name', () => String) name: string,
    @Arg('parentId', () => Int, { nullable: true }) parentId: number | null,
    @Ctx() ctx: BffContext,
  ): Promise<ItemCategoryPayload> {
    const { result, message } = await ctx.upstream.call(I.createItemCategory, {
      body: { name, hotelServiceId: serviceId, parentId },
    });
    return { message, category: toCategory(result.itemCategory) };
  }

  @Mutation(() => DeletePayload, { description: 'Refused while categories or items are under it' })
  @Requires('ITEM_CATEGORY:DELETE', { service: 'serviceId' })
  async deleteItemCategory(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<DeletePayload> {
    const { message } = await ctx.upstream.call(I.deleteItemCategory, { params: { id } });
    return { message, id };
  }

  // ----------------------------------------------------------------------------- items
  @Query(() => InventoryItemPage, { description: "The service's items, paged (name: contains)" })
  @Requires('INVENTORY_ITEM:VIEW', { service: 'serviceId' })
  async inventoryItems(
    @Arg('serviceId', () => Int) serviceId: number,
    @Args(() => ItemPaging) paging: ItemPaging,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<InventoryItemPage> {
    const { result, pagination } = await ctx.upstream.call(I.searchInventoryItems, {
      query: { ...pageQuery(paging), hotelServiceId: serviceId, name: name ?? undefined },
    });
    return pageFrom(result.item.map(toItem), pagination, paging);
  }

  @Mutation(() => InventoryItemPayload)
  @Requires('INVENTORY_ITEM:ADD', { service: 'input.serviceId' })
  async createInventoryItem(
    @Arg('input', () => InventoryItemInput) input: InventoryItemInput,
    @Ctx() ctx: BffContext,
  ): Promise<InventoryItemPayload> {
    const { result, message } = await ctx.upstream.call(I.createInventoryItem, { body: itemBody(input) });
    return { message, item: toItem(result.item) };
  }

  @Mutation(() => InventoryItemPayload)
  @Requires('INVENTORY_ITEM:EDIT', { service: 'input.serviceId' })
  async updateInventoryItem(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => InventoryItemInput) input: InventoryItemInput,
    @Ctx() ctx: BffContext,
  ): Promise<InventoryItemPayload> {
    const { result, message } = await ctx.upstream.call(I.updateInventoryItem, { body: { id, ...itemBody(input) } });
    return { message, item: toItem(result.item) };
  }

  @Mutation(() => DeletePayload, { description: 'Refused once the item has stock movements' })
  @Requires('INVENTORY_ITEM:DELETE', { service: 'serviceId' })
  async deleteInventoryItem(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<DeletePayload> {
    const { message } = await ctx.upstream.call(I.deleteInventoryItem, { params: { id } });
    return { message, id };
  }
}
