// The restaurant's DataLoaders, one set per request (kept beside the request's context): each
// distinct upstream call is made once per operation, however many fields need its answer. The REST
// contract has no multi-id endpoints here, so a loader's batch is its distinct keys, fetched in parallel.
import DataLoader from 'dataloader';
import { restaurant, type restaurantEntities as R } from '@hotel/schema';
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

const toError = (reason: unknown): Error => (reason instanceof Error ? reason : new Error(String(reason)));

export function restaurantLoaders(ctx: BffContext): RestaurantLoaders {
  const known = perRequest.get(ctx);
  if (known) return known;
  const { upstream, token } = ctx;
  const loaders: RestaurantLoaders = {
    orderCounts: eachKey(
      async (serviceId) =>
        (await upstream.call(restaurant.orderCounts, { token, params: { serviceId } })).result.orderCount,
    ),
    newOrders: eachKey(
      async (serviceId) =>
        (await upstream.call(restaurant.orderedItemHoldings, { token, params: { serviceId } })).result.orderItems,
    ),
    activeTickets: eachKey(
      async (hotelServiceId) =>
        (
          await upstream.call(restaurant.activeOrders, {
            token,
            query: { hotelServiceId, sortField: 'orderStatus' },
          })
        ).result.order,
    ),
    orderById: eachKey(
      async (id) => (await upstream.call(restaurant.orderById, { token, params: { id } })).result.order,
    ),
    orderOfTable: eachKey(
      async ({ serviceId, tableId }) => {
        const { result } = await upstream.call(restaurant.orderOfTable, {
          token,
          query: { tableId, hotelServiceId: serviceId },
        });
        if (result.order) loaders.orderById.prime(result.order.id, result.order);
        return result.order;
      },
      ({ serviceId, tableId }) => `${serviceId}:${tableId}`,
    ),
    categoryTree: eachKey(
      async (id) => (await upstream.call(restaurant.categoryTree, { token, params: { id } })).result.category,
    ),
  };
  perRequest.set(ctx, loaders);
  return loaders;
}
