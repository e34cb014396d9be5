// Replenishment in one step (preview, then the drafts, once per request key) and stock counts of a
// location (started, then posted as adjustments; refused when stock moved since).
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { inventoryReplenishment as R } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { listPaging, pageFrom, pageQuery } from '../shared/paging.args.js';
import { pictureFile } from '../shared/picture.js';
import { publicFileUrl } from '../../http/files.js';
import { toPurchaseOrder } from './purchasing.type.js';
import {
  ItemPurchasing,
  ItemPurchasingInput,
  ItemPurchasingPayload,
  ReplenishmentPayload,
  ReplenishmentPlan,
  StockCount,
  StockCountLineInput,
  StockCountPage,
  StockCountPayload,
  toStockCount,
} from './replenishment.type.js';

/** The picture as the browser fetches it (/files/images/…). */
const withPublicImage = (item: ItemPurchasing): ItemPurchasing => ({ ...item, image: publicFileUrl(item.image) });

const CountPaging = listPaging('StockCountSort', R.searchStockCounts);
type CountPaging = InstanceType<typeof CountPaging>;

@Resolver()
export class InventoryReplenishmentResolver {
  @Query(() => ReplenishmentPlan, { description: 'The draft orders replenishment would create now' })
  @Requires('PURCHASE_ORDER:VIEW', { service: 'serviceId' })
  async replenishmentPreview(
    @Arg('serviceId', () => Int) serviceId: number,
    @Ctx() ctx: BffContext,
  ): Promise<ReplenishmentPlan> {
    const { result } = await ctx.upstream.call(R.replenishmentPreview, { query: { hotelServiceId: serviceId } });
    return result.plan;
  }

  @Mutation(() => ReplenishmentPayload, {
    description: 'Creates the preview’s draft orders; the same requestKey again answers the same orders',
  })
  @Requires('PURCHASE_ORDER:ADD', { service: 'serviceId' })
  async createReplenishment(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('requestKey', () => String) requestKey: string,
    @Ctx() ctx: BffContext,
  ): Promise<ReplenishmentPayload> {
    const { result, message } = await ctx.upstream.call(R.createReplenishment, {
      body: { hotelServiceId: serviceId, requestKey },
    });
    return { message, purchaseOrders: result.purchaseOrder.map(toPurchaseOrder), replayed: result.replayed };
  }

  @Query(() => [ItemPurchasing], { description: "Every item's preferred supplier and purchase unit" })
  @Requires('PURCHASE_ORDER:VIEW', { service: 'serviceId' })
  async itemPurchasing(
    @Arg('serviceId', () => Int) serviceId: number,
    @Ctx() ctx: BffContext,
  ): Promise<ItemPurchasing[]> {
    const { result } = await ctx.upstream.call(R.searchItemPurchasing, { query: { hotelServiceId: serviceId } });
    return result.item.map(withPublicImage);
  }

  @Mutation(() => ItemPurchasingPayload, { description: "Sets an item's preferred supplier and purchase unit" })
  @Requires('INVENTORY_ITEM:EDIT', { service: 'serviceId' })
  async updateItemPurchasing(
    @Arg('serviceId', () => Int) _serviceId: number,
    @Arg('input', () => ItemPurchasingInput) input: ItemPurchasingInput,
    @Ctx() ctx: BffContext,
  ): Promise<ItemPurchasingPayload> {
    const { result, message } = await ctx.upstream.call(R.updateItemPurchasing, {
      body: {
        itemId: input.itemId,
        preferredSupplierId: input.preferredSupplierId,
        purchaseUnitId: input.purchaseUnitId,
      },
    });
    return { message, item: withPublicImage(result.item) };
  }

  @Mutation(() => ItemPurchasingPayload, {
    description: "Replaces an item's picture (a data URL: PNG, JPEG, WebP, GIF, SVG; ≤ 5 MB)",
  })
  @Requires('INVENTORY_ITEM:EDIT', { service: 'serviceId' })
  async uploadItemImage(
    @Arg('serviceId', () => Int) _serviceId: number,
    @Arg('itemId', () => Int) itemId: number,
    @Arg('image', () => String) image: string,
    @Ctx() ctx: BffContext,
  ): Promise<ItemPurchasingPayload> {
    const file = pictureFile('image', image);
    const { result, message } = await ctx.upstream.call(R.uploadItemImage, {
      body: { itemId },
      files: file ? { image: file } : {},
    });
    return { message, item: withPublicImage(result.item) };
  }

  @Query(() => StockCountPage, { description: "The service's stock counts, newest first" })
  @Requires('STOCK:VIEW', { service: 'serviceId' })
  async stockCounts(
    @Arg('serviceId', () => Int) serviceId: number,
    @Args(() => CountPaging) paging: CountPaging,
    @Ctx() ctx: BffContext,
  ): Promise<StockCountPage> {
    const { result, pagination } = await ctx.upstream.call(R.searchStockCounts, {
      query: { ...pageQuery(paging), hotelServiceId: serviceId },
    });
    return pageFrom(result.stockCount.map(toStockCount), pagination, paging);
  }

  @Query(() => StockCount, { description: 'A stock count with expected, current and counted quantities' })
  @Requires('STOCK:VIEW', { service: 'serviceId' })
  async stockCount(
    @Arg('serviceId', () => Int) _serviceId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<StockCount> {
    const { result } = await ctx.upstream.call(R.getStockCount, { params: { id } });
    return toStockCount(result.stockCount);
  }

  @Mutation(() => StockCountPayload, { description: "Starts counting a location: the ledger's figures are kept" })
  @Requires('STOCK:ADD', { service: 'serviceId' })
  async startStockCount(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('locationId', () => Int) locationId: number,
    @Ctx() ctx: BffContext,
  ): Promise<StockCountPayload> {
    const { result, message } = await ctx.upstream.call(R.startStockCount, {
      body: { hotelServiceId: serviceId, locationId },
    });
    return { message, stockCount: toStockCount(result.stockCount) };
  }

  @Mutation(() => StockCountPayload, {
    description: 'Posts counted − expected as adjustments; refused (STOCK_MOVED_SINCE_COUNT) when stock moved since',
  })
  @Requires('STOCK:EDIT', { service: 'serviceId' })
  async postStockCount(
    @Arg('serviceId', () => Int) _serviceId: number,
    @Arg('id', () => Int) id: number,
    @Arg('reason', () => String) reason: string,
    @Arg('lines', () => [StockCountLineInput]) lines: StockCountLineInput[],
    @Ctx() ctx: BffContext,
  ): Promise<StockCountPayload> {
    const { result, message } = await ctx.upstream.call(R.postStockCount, {
      params: { id },
      body: { reason, lines: lines.map((l) => ({ itemId: l.itemId, counted: l.counted })) },
    });
    return { message, stockCount: toStockCount(result.stockCount) };
  }
}
