// The restaurant's DataLoaders, one set per request (kept beside the request's context): each
// distinct upstream call is made once per operation, however many fields need its answer. The REST
// contract has no multi-id endpoints here, so a loader's batch is its distinct keys, fetched in parallel.
import DataLoader from 'dataloader';
import { restaurant, restaurantAdmin as A, type restaurantEntities as R } from '@hotel/schema';
import type { BffContext } from '../../context.js';

export interface RestaurantLoaders {
  /** The chef's count tiles, by service. */
  orderCounts: DataLoader<number, R.OrderCount>;
  /** Orders awaiting the kitchen (ordered-item-holdings), by service. */
  newOrders: DataLoader<number, R.ChefOrder[]>;
  /** Accepted tickets not yet served (orders/active), by service. */
  activeTickets: DataLoader<number, R.ChefOrder[]>;
  orderById: DataLoader<number, R.Order>;
  /** A table's open order, by `${serviceId}:${tableId}`. */
  orderOfTable: DataLoader<{ serviceId: number; tableId: number }, R.Order | null, string>;
  /** The service's food category tree. */
  categoryTree: DataLoader<number, R.FoodCategory[]>;
  /** Every table of the service as the waiter sees it (allocation, open order's lines), by service. */
  liveTables: DataLoader<number, Map<number, R.RestaurantTable>>;
  /** Every table's set-up as the administrator sees it, by service. */
  tableSetups: DataLoader<number, Map<number, A.DiningTable>>;
  /** Every table category with its table count, by service. */
  tableCategories: DataLoader<number, Map<number, A.TableCategory>>;
  /** Every menu item with its category titles and whether it was ordered, by service. */
  menuItems: DataLoader<number, Map<number, A.MenuItem>>;
}

const perRequest = new WeakMap<BffContext, RestaurantLoaders>();

/** Runs `load` once per distinct key of the batch; a failing key fails alone. */
function eachKey<K, V, C = K>(load: (key: K) => Promise<V>, cacheKeyFn?: (key: K) => C): DataLoader<K, V, C> {
  return new DataLoader<K, V, C>(
    async (keys) => {
      const settled = await Promise.allSettled(keys.map(load));
      return settled.map((s) => (s.status === 'fulfilled' ? s.value : toError(s.reason)));
    },
    cacheKeyFn ? { cacheKeyFn } : {},
  );
}

const PAGE = 200;

/** Every row of a paged administration list of one service, by id (the upstream pages by 200 at most). */
async function wholeList<T extends { id: number }>(
  page: (query: { hotelServiceId: number; page: number; size: number }) => Promise<{ rows: T[]; total?: number }>,
  hotelServiceId: number,
): Promise<Map<number, T>> {
  const all = new Map<number, T>();
  for (let n = 0; ; n++) {
    const { rows, total } = await page({ hotelServiceId, page: n, size: PAGE });
    for (const row of rows) all.set(row.id, row);
    if (rows.length < PAGE || all.size >= (total ?? 0)) return all;
  }
}

const toError = (reason: unknown): Error => (reason instanceof Error ? reason : new Error(String(reason)));

export function restaurantLoaders(ctx: BffContext): RestaurantLoaders {
  const known = perRequest.get(ctx);
  if (known) return known;
  const { upstream } = ctx;
  const loaders: RestaurantLoaders = {
    orderCounts: eachKey(
      async (serviceId) => (await upstream.call(restaurant.orderCounts, { params: { serviceId } })).result.orderCount,
    ),
    newOrders: eachKey(
      async (serviceId) =>
        (await upstream.call(restaurant.orderedItemHoldings, { params: { serviceId } })).result.orderItems,
    ),
    activeTickets: eachKey(
      async (hotelServiceId) =>
        (
          await upstream.call(restaurant.activeOrders, {
            query: { hotelServiceId, sortField: 'orderStatus' },
          })
        ).result.order,
    ),
    orderById: eachKey(async (id) => (await upstream.call(restaurant.orderById, { params: { id } })).result.order),
    orderOfTable: eachKey(
      async ({ serviceId, tableId }) => {
        const { result } = await upstream.call(restaurant.orderOfTable, {
          query: { tableId, hotelServiceId: serviceId },
        });
        if (result.order) loaders.orderById.prime(result.order.id, result.order);
        return result.order;
      },
      ({ serviceId, tableId }) => `${serviceId}:${tableId}`,
    ),
    categoryTree: eachKey(
      async (id) => (await upstream.call(restaurant.categoryTree, { params: { id } })).result.category,
    ),
    liveTables: eachKey(async (hotelServiceId) => {
      const { result } = await upstream.call(restaurant.restaurantTablesOfService, { params: { hotelServiceId } });
      return new Map(result.restaurantTable.map((t) => [t.id, t]));
    }),
    tableSetups: eachKey((serviceId) =>
      wholeList(async (query) => {
        const { result, pagination } = await upstream.call(A.searchTables, { query });
        return { rows: result.restaurantTable, total: pagination?.totalRecords };
      }, serviceId),
    ),
    tableCategories: eachKey((serviceId) =>
      wholeList(async (query) => {
        const { result, pagination } = await upstream.call(A.searchTableCategories, { query });
        return { rows: result.tableCategory, total: pagination?.totalRecords };
      }, serviceId),
    ),
    menuItems: eachKey((serviceId) =>
      wholeList(async (query) => {
        const { result, pagination } = await upstream.call(A.searchMenuItems, { query });
        return { rows: result.item, total: pagination?.totalRecords };
      }, serviceId),
    ),
  };
  perRequest.set(ctx, loaders);
  return loaders;
}
