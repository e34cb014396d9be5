// The stock ledger (opening stock, issues, transfers, adjustments and their history) and the
// dashboard (tiles, Product Items, the statistics modal's 14-day projection).
import { Arg, Args, Ctx, Float, Int, Mutation, Query, Resolver } from 'type-graphql';
import { projectStock } from '@hotel/domain';
import { inventory as I } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { listPaging, pageFrom, pageQuery } from '../shared/paging.args.js';
import {
  InventoryTiles,
  MovementKind,
  ProductItemPage,
  StockMovementPage,
  StockMovementPayload,
  StockProjection,
  toMovement,
} from './inventory.type.js';

const MovementPaging = listPaging('StockMovementSort', I.searchStockMovements);
type MovementPaging = InstanceType<typeof MovementPaging>;
const ProductItemPaging = listPaging('ProductItemSort', I.itemReorderLevels);
type ProductItemPaging = InstanceType<typeof ProductItemPaging>;

/** The days of consumption the projection averages. */
const CONSUMPTION_DAYS = 28;

@Resolver()
export class InventoryStockResolver {
  @Query(() => StockMovementPage, {
    description: 'The stock ledger, newest first (kind: one kind of movement)',
  })
  @Requires('STOCK:VIEW', { service: 'serviceId' })
  async stockMovements(
    @Arg('serviceId', () => Int) serviceId: number,
    @Args(() => MovementPaging) paging: MovementPaging,
    @Arg('kind', () => MovementKind, { nullable: true }) kind: MovementKind | null,
    @Arg('item', () => String, { nullable: true }) item: string | null,
    @Arg('location', () => String, { nullable: true }) location: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<StockMovementPage> {
    return this.search(ctx, serviceId, paging, kind ?? undefined, item, location);
  }

  @Query(() => StockMovementPage, { description: 'Stock transfer history: both halves of every transfer' })
  @Requires('STOCK_TRANSFER_HISTORY:VIEW', { service: 'serviceId' })
  async stockTransfers(
    @Arg('serviceId', () => Int) serviceId: number,
    @Args(() => MovementPaging) paging: MovementPaging,
    @Arg('item', () => String, { nullable: true }) item: string | null,
    @Arg('location', () => String, { nullable: true }) location: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<StockMovementPage> {
    return this.search(ctx, serviceId, paging, 'TRANSFER', item, location);
  }

  private async search(
    ctx: BffContext,
    serviceId: number,
    paging: MovementPaging,
    kind: MovementKind | 'TRANSFER' | undefined,
    item: string | null,
    location: string | null,
  ): Promise<StockMovementPage> {
    const { result, pagination } = await ctx.upstream.call(I.searchStockMovements, {
      query: {
        ...pageQuery(paging),
        hotelServiceId: serviceId,
        kind,
        item: item ?? undefined,
        location: location ?? undefined,
      },
    });
    return pageFrom(result.movement.map(toMovement), pagination, paging);
  }

  @Mutation(() => StockMovementPayload, { description: "An item's opening stock at a location, once" })
  @Requires('STOCK:ADD', { service: 'serviceId' })
  async enterOpeningStock(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('itemId', () => Int) itemId: number,
    @Arg('locationId', () => Int) locationId: number,
    @Arg('quantity', () => Float) quantity: number,
    @Arg('note', () => String, { defaultValue: '' }) note: string,
    @Ctx() ctx: BffContext,
  ): Promise<StockMovementPayload> {
    const { result, message } = await ctx.upstream.call(I.openingStock, {
      body: { hotelServiceId: serviceId, itemId, locationId, quantity, note },
    });
    return { message, movements: result.movement.map(toMovement) };
  }

  @Mutation(() => StockMovementPayload, { description: 'Takes stock out of a location; refused when short' })
  @Requires('STOCK:EDIT', { service: 'serviceId' })
  async issueStock(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('itemId', () => Int) itemId: number,
    @Arg('locationId', () => Int) locationId: number,
    @Arg('quantity', () => Float) quantity: number,
    @Arg('note', () => String, { defaultValue: '' }) note: string,
    @Ctx() ctx: BffContext,
  ): Promise<StockMovementPayload> {
    const { result, message } = await ctx.upstream.call(I.issueStock, {
      body: { hotelServiceId: serviceId, itemId, locationId, quantity, note },
    });
    return { message, movements: result.movement.map(toMovement) };
  }

  @Mutation(() => StockMovementPayload, { description: 'Corrects stock by a signed quantity, with a reason' })
  @Requires('STOCK:EDIT', { service: 'serviceId' })
  async adjustStock(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('itemId', () => Int) itemId: number,
    @Arg('locationId', () => Int) locationId: number,
    @Arg('delta', () => Float) delta: number,
    @Arg('reason', () => String) reason: string,
    @Ctx() ctx: BffContext,
  ): Promise<StockMovementPayload> {
    const { result, message } = await ctx.upstream.call(I.adjustStock, {
      body: { hotelServiceId: serviceId, itemId, locationId, delta, reason },
    });
    return { message, movements: result.movement.map(toMovement) };
  }

  @Mutation(() => StockMovementPayload, { description: 'Moves stock between two locations at once' })
  @Requires('STOCK_TRANSFER:ADD', { service: 'serviceId' })
  async transferStock(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('itemId', () => Int) itemId: number,
    @Arg('fromLocationId', () => Int) fromLocationId: number,
    @Arg('toLocationId', () => Int) toLocationId: number,
    @Arg('quantity', () => Float) quantity: number,
    @Arg('note', () => String, { defaultValue: '' }) note: string,
    @Ctx() ctx: BffContext,
  ): Promise<StockMovementPayload> {
    const { result, message } = await ctx.upstream.call(I.transferStock, {
      body: { hotelServiceId: serviceId, itemId, fromLocationId, toLocationId, quantity, note },
    });
    return { message, movements: result.movement.map(toMovement) };
  }

  // ----------------------------------------------------------------------------- dashboard
  @Query(() => InventoryTiles, { description: 'Total, Low Stock, Out of Stock and Zero Stock Products' })
  @Requires('INVENTORY_DASHBOARD:VIEW', { service: 'serviceId' })
  async inventoryTiles(
    @Arg('hotelId', () => Int) hotelId: number,
    @Arg('serviceId', () => Int) serviceId: number,
    @Ctx() ctx: BffContext,
  ): Promise<InventoryTiles> {
    const params = { hotelId, id: serviceId };
    const [total, low, out, zero] = await Promise.all(
      [I.totalItems, I.lowItems, I.outOfStockItems, I.zeroStockItems].map(
        async (e) => (await ctx.upstream.call(e, { params })).result.item.itemCount,
      ),
    );
    return {
      totalProducts: total ?? 0,
      lowStockProducts: low ?? 0,
      outOfStockProducts: out ?? 0,
      zeroStockProducts: zero ?? 0,
    };
  }

  @Query(() => ProductItemPage, { description: "The 'Product Items' table, paged (itemName: contains)" })
  @Requires('INVENTORY_DASHBOARD:VIEW', { service: 'serviceId' })
  async productItems(
    @Arg('hotelId', () => Int) hotelId: number,
    @Arg('serviceId', () => Int) serviceId: number,
    @Args(() => ProductItemPaging) paging: ProductItemPaging,
    @Arg('itemName', () => String, { nullable: true }) itemName: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<ProductItemPage> {
    const { result, pagination } = await ctx.upstream.call(I.itemReorderLevels, {
      params: { hotelId, id: serviceId },
      query: { ...pageQuery(paging), itemName: itemName ?? undefined },
    });
    return pageFrom(result.item, pagination, paging);
  }

  @Query(() => StockProjection, { description: "The statistics modal's next 14 days of an item at a location" })
  @Requires('INVENTORY_DASHBOARD:VIEW', { service: 'serviceId' })
  async stockProjection(
    @Arg('serviceId', () => Int) _serviceId: number,
    @Arg('itemId', () => Int) itemId: number,
    @Arg('locationId', () => Int) locationId: number,
    @Ctx() ctx: BffContext,
  ): Promise<StockProjection> {
    const { result } = await ctx.upstream.call(I.itemConsumption, {
      params: { itemId, locationId },
      query: { days: CONSUMPTION_DAYS },
    });
    const today = new Date().toISOString().slice(0, 10);
    const used = result.consumption.reduce((sum, q) => sum + q, 0);
    return {
      currentQuantity: result.quantity,
      reorderLevel: result.reorderLevel,
      dailyConsumption: Math.round((used / CONSUMPTION_DAYS) * 1000) / 1000,
      points: projectStock(result.quantity, result.consumption, today),
    };
  }
}
