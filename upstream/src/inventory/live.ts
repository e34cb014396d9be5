// Live stock for the inventory screens (/inventory/{serviceId}, designed). The ledger's move()
// notes each item and location it changes in the request's collector; once the handler has
// answered — its transaction committed — one message per store goes out. A refused request
// publishes nothing; a broker hiccup costs the live nudge, never the change.
import { AsyncLocalStorage } from 'node:async_hooks';
import { inventoryStockTopic } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import type { RouteBinding } from '../http/route.js';

type Collected = Map<number, Map<string, { itemId: number; locationId: number }>>;
const collector = new AsyncLocalStorage<Collected>();

/** Called by the ledger for every movement it writes. Outside a collecting request: nothing. */
export function noteStockMove(serviceId: number, itemId: number, locationId: number): void {
  const services = collector.getStore();
  if (!services) return;
  const lines = services.get(serviceId) ?? new Map<string, { itemId: number; locationId: number }>();
  lines.set(`${itemId}:${locationId}`, { itemId, locationId });
  services.set(serviceId, lines);
}

/** The binding, publishing the stock it moved after it answered successfully. */
export function publishingStockMoves(
  { publisher }: Pick<AppContext, 'publisher'>,
  binding: RouteBinding,
): RouteBinding {
  if (binding.endpoint.method === 'GET') return binding;
  return {
    endpoint: binding.endpoint,
    async handle(req, reply, principal, token) {
      const services: Collected = new Map();
      await collector.run(services, () => binding.handle(req, reply, principal, token));
      const changedAt = new Date().toISOString();
      for (const [serviceId, lines] of services) {
        publisher
          .publish(inventoryStockTopic(serviceId), { hotelServiceId: serviceId, lines: [...lines.values()], changedAt })
          .catch((error: unknown) => req.log.warn({ err: error, serviceId }, 'inventory live publish failed'));
      }
    },
  };
}
