// Group-level figures of the inventory dashboard (operations §6: hotelId 0 is group level): a user
// tied to a group and no hotel sees the tiles summed over the group's stores and the 'Product Items'
// table with each line's store. Only the stores the caller holds INVENTORY_DASHBOARD on count.
import { z } from 'zod';
import { endpoint, filterText, pagingQuery, pathId, sortQuery } from '../contract.js';
import { reorderItem } from './inventory.js';

const groupParams = z.object({ id: pathId() });

export const groupInventoryFigures = endpoint({
  id: 'groupInventoryFigures',
  area: 'inventory',
  method: 'GET',
  path: 'inventory-group/{id}/figures',
  designed: true,
  params: groupParams,
  summary: "The dashboard's four tiles over every store of the group the caller may see",
  result: z.object({
    figures: z.object({
      stores: z.number().int(),
      totalProducts: z.number().int(),
      lowStockProducts: z.number().int(),
      outOfStockProducts: z.number().int(),
      zeroStockProducts: z.number().int(),
    }),
  }),
});

export const groupReorderItem = reorderItem.extend({
  hotelServiceId: z.number().int(),
  storeName: z.string(),
  hotelName: z.string().nullable(),
});
export type GroupReorderItem = z.infer<typeof groupReorderItem>;

export const groupItemReorderLevels = endpoint({
  id: 'groupItemReorderLevels',
  area: 'inventory',
  method: 'GET',
  path: 'inventory-group/{id}/item-reorder-level',
  designed: true,
  paged: true,
  params: groupParams,
  query: z.object({
    ...pagingQuery,
    ...sortQuery(['itemName', 'storeName', 'locationName', 'quantity', 'reorderLevel'], {
      field: 'itemName',
      direction: 'ASC',
    }),
    itemName: filterText(100),
  }),
  summary: "The group's 'Product Items': every stock line of every store the caller may see, with its store",
  result: z.object({ item: z.array(groupReorderItem) }),
});
