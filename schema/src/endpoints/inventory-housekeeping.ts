// Housekeeping's side of the stores (core-platform §2 Housekeeping: /house-keeping/Trolly,
// /housekeeping/Trolley-item; operations §2 Trolley Stock Request, §7 house-keeping-items and
// trolley-request). The spec's fixed map of hotel to store (hotels 1–5 → services 3, 7, 11, 15, 19)
// is configuration here: the stores are the hotel's INVENTORY services, and the request names the
// one asked (the first of the hotel unless chosen). The request itself is inventory's
// `trolley-request`; these calls are what housekeeping reads around it: the items with their
// available stock, its own requests and their status, and each trolley's standard items.
import { INVENTORY_REFUSALS, MAX_QUANTITY } from '@hotel/domain';
import { z } from 'zod';
import { endpoint, filterText, pagingQuery, pathId, qBool, qInt, sortQuery } from '../contract.js';
import { hotelService } from '../entities.js';
import { trolleyRequest } from './inventory.js';

const id = z.number().int();
const positiveId = z.number().int().positive();
const quantity = z
  .number({ error: INVENTORY_REFUSALS.QUANTITY_POSITIVE })
  .positive(INVENTORY_REFUSALS.QUANTITY_POSITIVE)
  .max(MAX_QUANTITY)
  .refine((v) => Math.round(v * 1000) === v * 1000, INVENTORY_REFUSALS.QUANTITY_POSITIVE);

/** A housekeeping item (operations §3): an item of the store and what is available of it. */
export const houseKeepingItem = z.object({
  itemId: id,
  itemName: z.string(),
  unitName: z.string().nullable(),
  /** On hand at all the store's locations together. */
  quantity: z.number(),
});
export type HouseKeepingItem = z.infer<typeof houseKeepingItem>;

export const houseKeepingItems = endpoint({
  id: 'houseKeepingItems',
  area: 'inventory',
  method: 'GET',
  path: 'house-keeping-items',
  query: z.object({
    hotelId: qInt().positive(),
    /** The store asked; the hotel's first INVENTORY service when left out. */
    inventoryServiceId: qInt().positive().optional(),
    itemName: filterText(100),
  }),
  summary:
    "The store's items with their available stock for a trolley request (result.openingStock), and the hotel's stores",
  result: z.object({
    openingStock: z.array(houseKeepingItem),
    /** The hotel's stores housekeeping may ask. */
    inventoryService: z.array(hotelService),
    /** The store the items are of (null: the hotel has none). */
    inventoryServiceId: id.nullable(),
  }),
});

export const houseKeepingTrolleyRequests = endpoint({
  id: 'houseKeepingTrolleyRequests',
  area: 'inventory',
  method: 'GET',
  path: 'house-keeping/trolley-request/search',
  designed: true,
  paged: true,
  query: z.object({
    ...pagingQuery,
    ...sortQuery(['id', 'status'], { field: 'id', direction: 'DESC' }),
    hotelId: qInt().positive(),
    /** true: only the caller's own requests. */
    mine: qBool().optional(),
  }),
  summary: "The trolley requests of a hotel's trolleys, newest first, with their status (housekeeping's view)",
  result: z.object({ trolleyRequest: z.array(trolleyRequest) }),
});

/** An item a trolley carries and its standard quantity. */
export const trolleyItem = z.object({
  trolleyId: id,
  itemId: id,
  itemName: z.string(),
  unitName: z.string().nullable(),
  hotelServiceId: id,
  quantity: z.number(),
});
export type TrolleyItem = z.infer<typeof trolleyItem>;
const trolleyItems = z.object({ trolleyItem: z.array(trolleyItem) });

export const trolleyItemsOf = endpoint({
  id: 'trolleyItemsOf',
  area: 'inventory',
  method: 'GET',
  path: 'trolley/{id}/item',
  designed: true,
  params: z.object({ id: pathId() }),
  summary: 'The items a trolley carries and their standard quantities',
  result: trolleyItems,
});
export const saveTrolleyItems = endpoint({
  id: 'saveTrolleyItems',
  area: 'inventory',
  method: 'PUT',
  path: 'trolley/{id}/item',
  designed: true,
  params: z.object({ id: pathId() }),
  body: z.object({
    items: z
      .array(z.object({ itemId: positiveId, quantity }))
      .max(100)
      .refine((items) => new Set(items.map((i) => i.itemId)).size === items.length, INVENTORY_REFUSALS.ITEM_REQUIRED),
  }),
  summary: "Replaces a trolley's standard items (items of the hotel's stores, each once)",
  result: trolleyItems,
});
