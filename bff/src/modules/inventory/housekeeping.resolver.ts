// Housekeeping's side of the stores (/house-keeping/Trolly, /housekeeping/Trolley-item) and the
// group-level dashboard. Housekeeping operations name the HOUSEKEEPING service they are used from
// (`serviceId`, guarded there: HOUSEKEEPING for the staff app, TROLLEY for the trolley admin) and the
// hotel; the store asked is one of the hotel's INVENTORY services (`storeId`), which the upstream
// checks. Group figures need the dashboard on the chosen store; the upstream counts only the stores
// of the group whose dashboard the caller may view.
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { inventory as I, inventoryGroup as G, inventoryHousekeeping as H } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { toHotelService } from '../hotel/hotel-service.type.js';
import { DeletePayload } from '../shared/deletion.type.js';
import { listPaging, pageFrom, pageQuery } from '../shared/paging.args.js';
import {
  GroupInventoryTiles,
  GroupProductItemPage,
  HouseKeepingStock,
  TrolleyItem,
  TrolleyItemInput,
  TrolleyItemsPayload,
} from './housekeeping.type.js';
import {
  askForTrolleyStock,
  toTrolleyRequest,
  Trolley,
  TrolleyRequestItemInput,
  TrolleyRequestPage,
  TrolleyRequestPayload,
} from './purchasing.type.js';

const RequestPaging = listPaging('HouseKeepingTrolleyRequestSort', H.houseKeepingTrolleyRequests);
type RequestPaging = InstanceType<typeof RequestPaging>;
const GroupItemPaging = listPaging('GroupProductItemSort', G.groupItemReorderLevels);
type GroupItemPaging = InstanceType<typeof GroupItemPaging>;

const toTrolleyItem = ({ hotelServiceId, ...i }: H.TrolleyItem): TrolleyItem => ({ ...i, storeId: hotelServiceId });

@Resolver()
export class InventoryHousekeepingResolver {
  // ----------------------------------------------------------------------------- staff app
  @Query(() => HouseKeepingStock, { description: "The hotel's stores and a store's items with what is available" })
  @Requires('HOUSEKEEPING:VIEW', { service: 'serviceId' })
  async houseKeepingStock(
    @Arg('serviceId', () => Int) _serviceId: number,
    @Arg('hotelId', () => Int) hotelId: number,
    @Arg('storeId', () => Int, { nullable: true }) storeId: number | null,
    @Ctx() ctx: BffContext,
  ): Promise<HouseKeepingStock> {
    const { result } = await ctx.upstream.call(H.houseKeepingItems, {
      query: { hotelId, inventoryServiceId: storeId ?? undefined },
    });
    return {
      stores: result.inventoryService.map(toHotelService),
      storeId: result.inventoryServiceId,
      items: result.openingStock,
    };
  }

  @Query(() => [Trolley], { description: "The hotel's trolleys (trolley/all/hotel/{id})" })
  @Requires('HOUSEKEEPING:VIEW', { service: 'serviceId' })
  async houseKeepingTrolleys(
    @Arg('serviceId', () => Int) _serviceId: number,
    @Arg('hotelId', () => Int) hotelId: number,
    @Ctx() ctx: BffContext,
  ): Promise<Trolley[]> {
    const { result } = await ctx.upstream.call(I.trolleysOfHotel, { params: { id: hotelId } });
    return result.trolley;
  }

  @Query(() => TrolleyRequestPage, { description: "The hotel's trolley requests with their status (mine: own only)" })
  @Requires('HOUSEKEEPING:VIEW', { service: 'serviceId' })
  async houseKeepingTrolleyRequests(
    @Arg('serviceId', () => Int) _serviceId: number,
    @Arg('hotelId', () => Int) hotelId: number,
    @Arg('mine', () => Boolean, { defaultValue: true }) mine: boolean,
    @Args(() => RequestPaging) paging: RequestPaging,
    @Ctx() ctx: BffContext,
  ): Promise<TrolleyRequestPage> {
    const { result, pagination } = await ctx.upstream.call(H.houseKeepingTrolleyRequests, {
      query: { ...pageQuery(paging), hotelId, mine },
    });
    return pageFrom(result.trolleyRequest.map(toTrolleyRequest), pagination, paging);
  }

  @Mutation(() => TrolleyRequestPayload, { description: 'Housekeeping asks a store for items on a trolley' })
  @Requires('HOUSEKEEPING:ADD', { service: 'serviceId' })
  async requestTrolleyItems(
    @Arg('serviceId', () => Int) _serviceId: number,
    @Arg('storeId', () => Int) storeId: number,
    @Arg('trolleyId', () => Int) trolleyId: number,
    @Arg('items', () => [TrolleyRequestItemInput]) items: TrolleyRequestItemInput[],
    @Ctx() ctx: BffContext,
  ): Promise<TrolleyRequestPayload> {
    return askForTrolleyStock(ctx, storeId, trolleyId, items);
  }

  // ----------------------------------------------------------------------------- trolley admin
  @Query(() => [Trolley], { description: "The hotel's trolleys, for the trolley admin" })
  @Requires('TROLLEY:VIEW', { service: 'serviceId' })
  async adminTrolleys(
    @Arg('serviceId', () => Int) _serviceId: number,
    @Arg('hotelId', () => Int) hotelId: number,
    @Ctx() ctx: BffContext,
  ): Promise<Trolley[]> {
    const { result } = await ctx.upstream.call(I.trolleysOfHotel, { params: { id: hotelId } });
    return result.trolley;
  }

  @Mutation(() => Trolley, { description: 'Adds a trolley to the hotel' })
  @Requires('TROLLEY:ADD', { service: 'serviceId' })
  async createTrolley(
    @Arg('serviceId', () => Int) _serviceId: number,
    @Arg('hotelId', () => Int) hotelId: number,
    @Arg('trolleyNo', () => String) trolleyNo: string,
    @Ctx() ctx: BffContext,
  ): Promise<Trolley> {
    const { result } = await ctx.upstream.call(I.createTrolley, { body: { hotelId, trolleyNo } });
    return result.trolley;
  }

  @Mutation(() => Trolley, { description: "Changes a trolley's number" })
  @Requires('TROLLEY:EDIT', { service: 'serviceId' })
  async updateTrolley(
    @Arg('serviceId', () => Int) _serviceId: number,
    @Arg('id', () => Int) id: number,
    @Arg('hotelId', () => Int) hotelId: number,
    @Arg('trolleyNo', () => String) trolleyNo: string,
    @Ctx() ctx: BffContext,
  ): Promise<Trolley> {
    const { result } = await ctx.upstream.call(I.updateTrolley, { body: { id, hotelId, trolleyNo } });
    return result.trolley;
  }

  @Mutation(() => DeletePayload, { description: 'Deletes a trolley without requests' })
  @Requires('TROLLEY:DELETE', { service: 'serviceId' })
  async deleteTrolley(
    @Arg('serviceId', () => Int) _serviceId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<DeletePayload> {
    const { message } = await ctx.upstream.call(I.deleteTrolley, { params: { id } });
    return { message, id };
  }

  @Query(() => HouseKeepingStock, { description: "The hotel's stores and a store's items, for the trolley admin" })
  @Requires('TROLLEY:VIEW', { service: 'serviceId' })
  async trolleyStock(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('hotelId', () => Int) hotelId: number,
    @Arg('storeId', () => Int, { nullable: true }) storeId: number | null,
    @Ctx() ctx: BffContext,
  ): Promise<HouseKeepingStock> {
    return this.houseKeepingStock(serviceId, hotelId, storeId, ctx);
  }

  @Query(() => [TrolleyItem], { description: 'The items a trolley carries and their standard quantities' })
  @Requires('TROLLEY:VIEW', { service: 'serviceId' })
  async trolleyItems(
    @Arg('serviceId', () => Int) _serviceId: number,
    @Arg('trolleyId', () => Int) trolleyId: number,
    @Ctx() ctx: BffContext,
  ): Promise<TrolleyItem[]> {
    const { result } = await ctx.upstream.call(H.trolleyItemsOf, { params: { id: trolleyId } });
    return result.trolleyItem.map(toTrolleyItem);
  }

  @Query(() => [TrolleyItem], { description: "A trolley's standard items, read from the staff app" })
  @Requires('HOUSEKEEPING:VIEW', { service: 'serviceId' })
  async houseKeepingTrolleyItems(
    @Arg('serviceId', () => Int) _serviceId: number,
    @Arg('trolleyId', () => Int) trolleyId: number,
    @Ctx() ctx: BffContext,
  ): Promise<TrolleyItem[]> {
    const { result } = await ctx.upstream.call(H.trolleyItemsOf, { params: { id: trolleyId } });
    return result.trolleyItem.map(toTrolleyItem);
  }

  @Mutation(() => TrolleyItemsPayload, { description: "Replaces a trolley's standard items" })
  @Requires('TROLLEY:EDIT', { service: 'serviceId' })
  async saveTrolleyItems(
    @Arg('serviceId', () => Int) _serviceId: number,
    @Arg('trolleyId', () => Int) trolleyId: number,
    @Arg('items', () => [TrolleyItemInput]) items: TrolleyItemInput[],
    @Ctx() ctx: BffContext,
  ): Promise<TrolleyItemsPayload> {
    const { result, message } = await ctx.upstream.call(H.saveTrolleyItems, {
      params: { id: trolleyId },
      body: { items: items.map((i) => ({ itemId: i.itemId, quantity: i.quantity })) },
    });
    return { message, items: result.trolleyItem.map(toTrolleyItem) };
  }

  // ----------------------------------------------------------------------------- group level
  @Query(() => GroupInventoryTiles, { description: "The dashboard's tiles over every store of the group" })
  @Requires('INVENTORY_DASHBOARD:VIEW', { service: 'serviceId' })
  async groupInventoryTiles(
    @Arg('serviceId', () => Int) _serviceId: number,
    @Arg('groupId', () => Int) groupId: number,
    @Ctx() ctx: BffContext,
  ): Promise<GroupInventoryTiles> {
    const { result } = await ctx.upstream.call(G.groupInventoryFigures, { params: { id: groupId } });
    return result.figures;
  }

  @Query(() => GroupProductItemPage, { description: "The group's 'Product Items' with each line's store" })
  @Requires('INVENTORY_DASHBOARD:VIEW', { service: 'serviceId' })
  async groupProductItems(
    @Arg('serviceId', () => Int) _serviceId: number,
    @Arg('groupId', () => Int) groupId: number,
    @Args(() => GroupItemPaging) paging: GroupItemPaging,
    @Arg('itemName', () => String, { nullable: true }) itemName: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<GroupProductItemPage> {
    const { result, pagination } = await ctx.upstream.call(G.groupItemReorderLevels, {
      params: { id: groupId },
      query: { ...pageQuery(paging), itemName: itemName ?? undefined },
    });
    return pageFrom(
      result.item.map(({ hotelServiceId, ...r }) => ({ ...r, serviceId: hotelServiceId })),
      pagination,
      paging,
    );
  }
}
