// Replenishment in one step and stock counts (issue 14, "Beyond the anchors"), part of the
// inventory area (namespace inventoryReplenishment). All designed: the spec has neither.
// - replenishment/preview answers, for the items below their reorder level, the draft orders
//   replenishment would create, grouped by the item's preferred supplier, in whole purchase units;
//   POST replenishment creates them once per requestKey (made when the preview opens: a double
//   click or a retry answers the same orders);
// - a stock count of a location: started (the ledger's figure of each item remembered), then
//   posted with the counted quantities and a reason as ADJUSTMENT movements in one transaction —
//   refused, naming the items, when stock moved there since the count started.
import { INVENTORY_REFUSALS, MAX_QUANTITY, STOCK_COUNT_STATUSES } from '@hotel/domain';
import { z } from 'zod';
import { endpoint, pagingQuery, pathId, qInt, sortQuery } from '../contract.js';
import { money } from '../money.js';
import { purchaseOrder } from './inventory.js';

const id = z.number().int();
const positiveId = z.number().int().positive();

// ------------------------------------------------------------------------------------- replenishment

export const replenishmentLine = z.object({
  itemId: id,
  itemName: z.string(),
  /** The purchase unit (none: the item's own unit) and how many stock units it holds. */
  unitId: id.nullable(),
  unitName: z.string().nullable(),
  factor: z.number(),
  /** What the item's lines below their level lack, in stock units, and what is already on order. */
  shortfall: z.number(),
  onOrder: z.number(),
  /** What is ordered, in purchase units, and the same in stock units. */
  quantity: z.number(),
  stockQuantity: z.number(),
  /** The last price paid to this supplier for the unit, else 0. */
  unitPrice: money,
});
export type ReplenishmentLine = z.infer<typeof replenishmentLine>;
export const replenishmentGroup = z.object({
  supplierId: id,
  supplierName: z.string(),
  lines: z.array(replenishmentLine),
});
export const replenishmentPlan = z.object({
  groups: z.array(replenishmentGroup),
  /** Items below their level without a preferred (active) supplier: not ordered. */
  withoutSupplier: z.array(replenishmentLine.pick({ itemId: true, itemName: true, shortfall: true })),
});
export type ReplenishmentPlan = z.infer<typeof replenishmentPlan>;

export const replenishmentPreview = endpoint({
  id: 'replenishmentPreview',
  area: 'inventory',
  method: 'GET',
  path: 'replenishment/preview',
  designed: true,
  query: z.object({ hotelServiceId: qInt().positive() }),
  summary: 'The draft orders replenishment would create: items below their reorder level by preferred supplier',
  result: z.object({ plan: replenishmentPlan }),
});
export const createReplenishment = endpoint({
  id: 'createReplenishment',
  area: 'inventory',
  method: 'POST',
  path: 'replenishment',
  designed: true,
  body: z.object({ hotelServiceId: positiveId, requestKey: z.uuid() }),
  summary: 'Creates the draft orders of the preview, once per requestKey (a repeat answers the same orders)',
  result: z.object({ purchaseOrder: z.array(purchaseOrder), replayed: z.boolean() }),
});

export const itemPurchasing = z.object({
  itemId: id,
  preferredSupplierId: id.nullable(),
  preferredSupplierName: z.string().nullable(),
  purchaseUnitId: id.nullable(),
  purchaseUnitName: z.string().nullable(),
  /** The item's picture (`images/{uuid}`, relative to the service base), or none. */
  image: z.string().nullable(),
});
export type ItemPurchasing = z.infer<typeof itemPurchasing>;
export const searchItemPurchasing = endpoint({
  id: 'searchItemPurchasing',
  area: 'inventory',
  method: 'GET',
  path: 'item-purchasing/search',
  designed: true,
  query: z.object({ hotelServiceId: qInt().positive() }),
  summary: "Every item's preferred supplier and purchase unit",
  result: z.object({ item: z.array(itemPurchasing) }),
});
export const updateItemPurchasing = endpoint({
  id: 'updateItemPurchasing',
  area: 'inventory',
  method: 'PUT',
  path: 'item-purchasing',
  designed: true,
  body: z.object({
    itemId: positiveId,
    preferredSupplierId: positiveId.nullable(),
    /** Needs a conversion to the item's unit. */
    purchaseUnitId: positiveId.nullable(),
  }),
  summary: "Sets an item's preferred supplier and the unit it is bought in",
  result: z.object({ item: itemPurchasing }),
});

/** The multipart file part of an item's picture. */
export const ITEM_IMAGES = ['image'] as const;
export const uploadItemImage = endpoint({
  id: 'uploadItemImage',
  area: 'inventory',
  method: 'PUT',
  path: 'item-image',
  designed: true,
  bodyKind: 'multipart',
  multipart: { json: 'item', files: ITEM_IMAGES },
  body: z.object({ itemId: positiveId }),
  summary: "Replaces an item's picture (PNG, JPEG, WebP, GIF or SVG, at most 5 MB)",
  result: z.object({ item: itemPurchasing }),
});

// ------------------------------------------------------------------------------------- stock counts

export const stockCountStatus = z.enum(STOCK_COUNT_STATUSES);
export const stockCountLine = z.object({
  itemId: id,
  itemName: z.string(),
  unitName: z.string().nullable(),
  /** The ledger's figure when the count started. */
  expected: z.number(),
  /** The ledger's figure now (differs when stock moved since the count started). */
  current: z.number(),
  counted: z.number().nullable(),
});
export const stockCount = z.object({
  id,
  hotelServiceId: id,
  locationId: id,
  locationName: z.string(),
  status: stockCountStatus,
  reason: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  postedAt: z.string().nullable(),
  lines: z.array(stockCountLine),
});
export type StockCount = z.infer<typeof stockCount>;
const countResult = z.object({ stockCount });
const counted = z.number().min(0).max(MAX_QUANTITY);

export const startStockCount = endpoint({
  id: 'startStockCount',
  area: 'inventory',
  method: 'POST',
  path: 'stock-count',
  designed: true,
  body: z.object({ hotelServiceId: positiveId, locationId: positiveId }),
  summary: "Starts counting a location: each item's ledger figure there is remembered",
  result: countResult,
});
export const getStockCount = endpoint({
  id: 'getStockCount',
  area: 'inventory',
  method: 'GET',
  path: 'stock-count/{id}',
  designed: true,
  params: z.object({ id: pathId() }),
  summary: 'A stock count with its lines (expected, current and counted)',
  result: countResult,
});
export const searchStockCounts = endpoint({
  id: 'searchStockCounts',
  area: 'inventory',
  method: 'GET',
  path: 'stock-count/search',
  designed: true,
  paged: true,
  query: z.object({
    ...pagingQuery,
    hotelServiceId: qInt().positive(),
    ...sortQuery(['id'], { field: 'id', direction: 'DESC' }),
  }),
  summary: "The service's stock counts, newest first (lines not included)",
  result: z.object({ stockCount: z.array(stockCount) }),
});
export const postStockCount = endpoint({
  id: 'postStockCount',
  area: 'inventory',
  method: 'POST',
  path: 'stock-count/{id}/post',
  designed: true,
  params: z.object({ id: pathId() }),
  body: z.object({
    reason: z.string().trim().min(1, INVENTORY_REFUSALS.ADJUSTMENT_REASON_REQUIRED).max(200),
    lines: z.array(z.object({ itemId: positiveId, counted: counted.nullable() })).max(5000),
  }),
  summary:
    'Posts counted − expected as ADJUSTMENT movements in one transaction; refused when stock moved since the count started',
  result: countResult,
});
