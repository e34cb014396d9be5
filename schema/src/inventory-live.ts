// What the upstream publishes on /inventory/{serviceId} after a change to a store's stock commits
// (designed: the spec has no inventory topic). One message per committed request that moved stock:
// which item at which location moved, so the dashboard and the trolley requests list refetch.
import { z } from 'zod';

const id = z.number().int().positive();

export const inventoryStockMessage = z.object({
  hotelServiceId: id,
  /** Each item and location whose on-hand figure changed. */
  lines: z.array(z.object({ itemId: id, locationId: id })),
  /** When the change committed (ISO 8601 with its offset). */
  changedAt: z.iso.datetime({ offset: true }),
});
export type InventoryStockMessage = z.infer<typeof inventoryStockMessage>;
