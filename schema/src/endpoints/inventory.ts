// The inventory (stores) of an INVENTORY service (core-platform §2 Inventory, operations §2, §7
// Inventory): the inventory services as cards, the item master (categories as one tree, units,
// items with a reorder level per location), locations, the stock ledger (opening stock, issues,
// transfers, adjustments) and the dashboard's figures.
//
// The spec's paths are kept where it shows them (inventory-service/hotel/{id}, location/search,
// item/search, item-reorder-level/..., total-items/... ); the rest is `designed` in the same style:
// paged searches take page (from 0), size, sortField and direction and answer `pagination`; creates
// are POST, updates PUT with the id in the body, deletes DELETE {id}. Every record belongs to one
// INVENTORY service (hotelServiceId); the caller's rights are judged on that service.
import { COMMON_REFUSALS, INVENTORY_REFUSALS, MAX_QUANTITY, MOVEMENT_KINDS } from '@hotel/domain';
import { z } from 'zod';
import { endpoint, filterText, pagingQuery, pathId, qInt, sortQuery } from '../contract.js';
import { hotelService } from '../entities.js';

const id = z.number().int();
const positiveId = z.number().int().positive();
const serviceQuery = { hotelServiceId: qInt().positive() };
const name = (max = 60) =>
  z.string({ error: COMMON_REFUSALS.NAME_REQUIRED }).trim().min(1, COMMON_REFUSALS.NAME_REQUIRED).max(max);
/** A quantity: positive, at most three decimals (kilograms, litres). */
const quantity = z
  .number({ error: INVENTORY_REFUSALS.QUANTITY_POSITIVE })
  .positive(INVENTORY_REFUSALS.QUANTITY_POSITIVE)
  .max(MAX_QUANTITY)
  .refine((v) => Math.round(v * 1000) === v * 1000, INVENTORY_REFUSALS.QUANTITY_POSITIVE);
const level = z.number().min(0).max(MAX_QUANTITY);
const note = z.string().trim().max(200).default('');

export const movementKind = z.enum(MOVEMENT_KINDS);

// ------------------------------------------------------------------------------------- services

const inventoryServices = z.object({ inventoryService: z.array(hotelService) });

export const inventoryServicesOfHotel = endpoint({
  id: 'inventoryServicesOfHotel',
  area: 'inventory',
  method: 'GET',
  path: 'inventory-service/hotel/{id}',
  params: z.object({ id: pathId() }),
  summary: "A hotel's inventory services the caller may see (the cards of /toplevel/inventory-services)",
  result: inventoryServices,
});
export const inventoryServicesOfGroup = endpoint({
  id: 'inventoryServicesOfGroup',
  area: 'inventory',
  method: 'GET',
  path: 'inventory-service/group/{id}',
  params: z.object({ id: pathId() }),
  summary: "The inventory services of a group's hotels the caller may see (/toplevel/group-inventory-home)",
  result: inventoryServices,
});

// ------------------------------------------------------------------------------------- locations

export const location = z.object({ id, name: z.string(), hotelServiceId: id });
export type Location = z.infer<typeof location>;
export const locationInput = z.object({ name: name(), hotelServiceId: positiveId });

export const searchLocations = endpoint({
  id: 'searchLocations',
  area: 'inventory',
  method: 'GET',
  path: 'location/search',
  paged: true,
  query: z.object({
    ...pagingQuery,
    ...serviceQuery,
    ...sortQuery(['id', 'name'], { field: 'name', direction: 'ASC' }),
    name: filterText(60),
  }),
  summary: "The service's stock locations, paged (name: contains)",
  result: z.object({ location: z.array(location) }),
});
export const createLocation = endpoint({
  id: 'createLocation',
  area: 'inventory',
  method: 'POST',
  path: 'location',
  body: locationInput,
  summary: 'Adds a stock location (names unique within the service)',
  result: z.object({ location }),
});
export const updateLocation = endpoint({
  id: 'updateLocation',
  area: 'inventory',
  method: 'PUT',
  path: 'location',
  body: locationInput.extend({ id: positiveId }),
  summary: 'Renames a stock location',
  result: z.object({ location }),
});
export const deleteLocation = endpoint({
  id: 'deleteLocation',
  area: 'inventory',
  method: 'DELETE',
  path: 'location/{id}',
  params: z.object({ id: pathId() }),
  summary: 'Deletes a location that holds no stock',
  result: z.object({}),
});

// ------------------------------------------------------------------------------------- units

export const unit = z.object({ id, name: z.string(), hotelServiceId: id });
export type Unit = z.infer<typeof unit>;
export const unitInput = z.object({ name: name(30), hotelServiceId: positiveId });

export const searchUnits = endpoint({
  id: 'searchUnits',
  area: 'inventory',
  method: 'GET',
  path: 'unit/search',
  designed: true,
  paged: true,
  query: z.object({
    ...pagingQuery,
    ...serviceQuery,
    ...sortQuery(['id', 'name'], { field: 'name', direction: 'ASC' }),
    name: filterText(30),
  }),
  summary: "The service's units of measure, paged (name: contains)",
  result: z.object({ unit: z.array(unit) }),
});
export const createUnit = endpoint({
  id: 'createUnit',
  area: 'inventory',
  method: 'POST',
  path: 'unit',
  designed: true,
  body: unitInput,
  summary: 'Adds a unit of measure',
  result: z.object({ unit }),
});
export const deleteUnit = endpoint({
  id: 'deleteUnit',
  area: 'inventory',
  method: 'DELETE',
  path: 'unit/{id}',
  designed: true,
  params: z.object({ id: pathId() }),
  summary: 'Deletes a unit no item uses',
  result: z.object({}),
});

// ------------------------------------------------------------------------------------- categories

/** main → category → sub: one tree; level 0 is a main category. */
export const itemCategory = z.object({
  id,
  name: z.string(),
  hotelServiceId: id,
  parentId: id.nullable(),
  level: z.number().int().min(0).max(2),
  /** "Main / Category / Sub" */
  path: z.string(),
});
export type ItemCategory = z.infer<typeof itemCategory>;
export const itemCategoryInput = z.object({
  name: name(),
  hotelServiceId: positiveId,
  parentId: positiveId.nullish(),
});

export const itemCategories = endpoint({
  id: 'itemCategories',
  area: 'inventory',
  method: 'GET',
  path: 'item-category/all',
  designed: true,
  query: z.object(serviceQuery),
  summary: "The service's category tree, flat, in tree order (a short list by nature)",
  result: z.object({ itemCategory: z.array(itemCategory) }),
});
export const createItemCategory = endpoint({
  id: 'createItemCategory',
  area: 'inventory',
  method: 'POST',
  path: 'item-category',
  designed: true,
  body: itemCategoryInput,
  summary: 'Adds a main category (no parent), a category or a sub category',
  result: z.object({ itemCategory }),
});
export const deleteItemCategory = endpoint({
  id: 'deleteItemCategory',
  area: 'inventory',
  method: 'DELETE',
  path: 'item-category/{id}',
  designed: true,
  params: z.object({ id: pathId() }),
  summary: 'Deletes a category with nothing under it and no items',
  result: z.object({}),
});

// ------------------------------------------------------------------------------------- items

export const reorderLevel = z.object({ locationId: positiveId, reorderLevel: level });
export const inventoryItem = z.object({
  id,
  name: z.string(),
  hotelServiceId: id,
  categoryId: id.nullable(),
  categoryPath: z.string().nullable(),
  unitId: id.nullable(),
  unitName: z.string().nullable(),
  addOn: z.boolean(),
  reorderLevels: z.array(reorderLevel.extend({ locationName: z.string() })),
});
export type InventoryItem = z.infer<typeof inventoryItem>;
export const inventoryItemInput = z.object({
  name: name(100),
  hotelServiceId: positiveId,
  categoryId: positiveId.nullish(),
  unitId: positiveId.nullish(),
  addOn: z.boolean().default(false),
  reorderLevels: z.array(reorderLevel).max(100).default([]),
});

export const searchInventoryItems = endpoint({
  id: 'searchInventoryItems',
  area: 'inventory',
  method: 'GET',
  path: 'item/search',
  paged: true,
  query: z.object({
    ...pagingQuery,
    ...serviceQuery,
    ...sortQuery(['id', 'name', 'category'], { field: 'name', direction: 'ASC' }),
    name: filterText(100),
  }),
  summary: "The service's items, paged (name: contains)",
  result: z.object({ item: z.array(inventoryItem) }),
});
export const createInventoryItem = endpoint({
  id: 'createInventoryItem',
  area: 'inventory',
  method: 'POST',
  path: 'item',
  designed: true,
  body: inventoryItemInput,
  summary: 'Adds an item (JSON; the spec sends multipart with an image, not kept here)',
  result: z.object({ item: inventoryItem }),
});
export const updateInventoryItem = endpoint({
  id: 'updateInventoryItem',
  area: 'inventory',
  method: 'PUT',
  path: 'item',
  designed: true,
  body: inventoryItemInput.extend({ id: positiveId }),
  summary: 'Changes an item and replaces its reorder levels',
  result: z.object({ item: inventoryItem }),
});
export const deleteInventoryItem = endpoint({
  id: 'deleteInventoryItem',
  area: 'inventory',
  method: 'DELETE',
  path: 'item/{id}',
  params: z.object({ id: pathId() }),
  summary: 'Deletes an item without stock movements',
  result: z.object({}),
});

// ------------------------------------------------------------------------------------- stock ledger

export const stockMovement = z.object({
  id,
  hotelServiceId: id,
  itemId: id,
  itemName: z.string(),
  locationId: id,
  locationName: z.string(),
  kind: movementKind,
  /** Signed: what the movement did to the location's on-hand figure. */
  quantity: z.number(),
  /** The quantity on hand at the location right after it. */
  balance: z.number(),
  /** A transfer's two movements share it. */
  transferId: id.nullable(),
  /** The other location of a transfer. */
  otherLocationName: z.string().nullable(),
  note: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type StockMovement = z.infer<typeof stockMovement>;
const movements = z.object({ movement: z.array(stockMovement) });

export const openingStock = endpoint({
  id: 'openingStock',
  area: 'inventory',
  method: 'POST',
  path: 'opening-stock',
  designed: true,
  body: z.object({ hotelServiceId: positiveId, itemId: positiveId, locationId: positiveId, quantity, note }),
  summary: "An item's opening stock at a location (once per item and location)",
  result: movements,
});
export const issueStock = endpoint({
  id: 'issueStock',
  area: 'inventory',
  method: 'POST',
  path: 'stock-issue',
  designed: true,
  body: z.object({ hotelServiceId: positiveId, itemId: positiveId, locationId: positiveId, quantity, note }),
  summary: 'Takes stock out of a location (refused naming the item and what is available when short)',
  result: movements,
});
export const transferStock = endpoint({
  id: 'transferStock',
  area: 'inventory',
  method: 'POST',
  path: 'stock-transfer',
  designed: true,
  body: z.object({
    hotelServiceId: positiveId,
    itemId: positiveId,
    fromLocationId: positiveId,
    toLocationId: positiveId,
    quantity,
    note,
  }),
  summary: 'Moves stock between two locations of the service in one transaction',
  result: movements,
});
export const adjustStock = endpoint({
  id: 'adjustStock',
  area: 'inventory',
  method: 'POST',
  path: 'stock-adjustment',
  designed: true,
  body: z.object({
    hotelServiceId: positiveId,
    itemId: positiveId,
    locationId: positiveId,
    delta: z.number().min(-MAX_QUANTITY).max(MAX_QUANTITY),
    reason: z.string().trim().max(200),
  }),
  summary: "Corrects a location's stock by a signed quantity, with a reason",
  result: movements,
});
export const searchStockMovements = endpoint({
  id: 'searchStockMovements',
  area: 'inventory',
  method: 'GET',
  path: 'stock-movement/search',
  designed: true,
  paged: true,
  query: z.object({
    ...pagingQuery,
    ...serviceQuery,
    ...sortQuery(['id', 'item', 'location', 'quantity'], { field: 'id', direction: 'DESC' }),
    /** OPENING, TRANSFER (both halves), or any single kind. */
    kind: z.enum([...MOVEMENT_KINDS, 'TRANSFER']).optional(),
    item: filterText(100),
    location: filterText(60),
  }),
  summary: "The service's stock movements, newest first (opening stock and transfer history)",
  result: movements,
});

// ------------------------------------------------------------------------------------- dashboard

/** One stock line: an item at a location (operations §3 Inventory reorder item). */
export const reorderItem = z.object({
  itemId: id,
  itemName: z.string(),
  locationId: id,
  locationName: z.string(),
  quantity: z.number(),
  addOnStatus: z.boolean(),
  reorderLevel: z.number(),
});
export type ReorderItem = z.infer<typeof reorderItem>;
const dashboardParams = z.object({ hotelId: pathId(), id: pathId() });

export const itemReorderLevels = endpoint({
  id: 'itemReorderLevels',
  area: 'inventory',
  method: 'GET',
  path: 'item-reorder-level/hotel/{hotelId}/inventory-service/{id}',
  paged: true,
  params: dashboardParams,
  query: z.object({
    ...pagingQuery,
    ...sortQuery(['itemName', 'locationName', 'quantity', 'reorderLevel'], { field: 'itemName', direction: 'ASC' }),
    itemName: filterText(100),
  }),
  summary: "The 'Product Items' table: every item at every location it is kept or reordered at",
  result: z.object({ item: z.array(reorderItem) }),
});

const countEndpoint = (idName: string, path: string, summary: string) =>
  endpoint({
    id: idName,
    area: 'inventory',
    method: 'GET',
    path,
    params: dashboardParams,
    summary,
    result: z.object({ item: z.object({ itemCount: z.number().int() }) }),
  });
export const totalItems = countEndpoint(
  'totalItems',
  'total-items/hotel/{hotelId}/inventory-service/{id}',
  'Total Products: items of the service',
);
export const lowItems = countEndpoint(
  'lowItems',
  'low-items/hotel/{hotelId}/inventory-service/{id}',
  'Low Stock Products: below a reorder level, above 0',
);
export const outOfStockItems = countEndpoint(
  'outOfStockItems',
  'out-of-stock-items/hotel/{hotelId}/inventory-service/{id}',
  'Out of Stock Products: at 0 where a reorder level is set',
);
export const zeroStockItems = countEndpoint(
  'zeroStockItems',
  'zero-stock-items/hotel/{hotelId}/inventory-service/{id}',
  'Zero Stock Products: none anywhere',
);

export const itemConsumption = endpoint({
  id: 'itemConsumption',
  area: 'inventory',
  method: 'GET',
  path: 'item-consumption/{itemId}/location/{locationId}',
  designed: true,
  params: z.object({ itemId: pathId(), locationId: pathId() }),
  query: z.object({ days: qInt().min(1).max(90).default(28) }),
  summary: 'Daily consumption (issues and transfers out) of the last days, oldest first, for the statistics chart',
  result: z.object({ consumption: z.array(z.number()), quantity: z.number(), reorderLevel: z.number() }),
});
