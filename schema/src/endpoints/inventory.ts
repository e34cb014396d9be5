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
import {
  COMMON_REFUSALS,
  CURRENCIES,
  INVENTORY_REFUSALS,
  isWireAmount,
  MAX_QUANTITY,
  MOVEMENT_KINDS,
  optionalEmail,
  PURCHASE_ORDER_STATUSES,
  TROLLEY_REQUEST_STATUSES,
} from '@hotel/domain';
import { z } from 'zod';
import { checkPeriod, endpoint, filterText, pagingQuery, pathId, qBool, qInt, sortQuery } from '../contract.js';
import { hotelService } from '../entities.js';
import { isoDate, optionalPhoneNumber } from '../fields.js';
import { AMOUNT_DECIMALS_MESSAGE, money } from '../money.js';

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

export const unit = z.object({
  id,
  name: z.string(),
  hotelServiceId: id,
  /** The unit's type (count, volume, weight), a unit type of the same store. */
  unitTypeId: id.nullable(),
  unitTypeName: z.string().nullable(),
});
export type Unit = z.infer<typeof unit>;
export const unitInput = z.object({
  name: name(30),
  hotelServiceId: positiveId,
  unitTypeId: positiveId.nullable().default(null),
});

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
export const updateUnit = endpoint({
  id: 'updateUnit',
  area: 'inventory',
  method: 'PUT',
  path: 'unit',
  designed: true,
  body: unitInput.extend({ id: positiveId }),
  summary: 'Renames a unit or links it to its unit type',
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

// ===================================================================================== purchasing
// Suppliers, unit types and conversions, purchase orders, goods received notes (GRN), trolleys and
// trolley requests, and the inventory report. The spec's paths are kept where it shows them
// (purchase-order/{id}, purchase-order-report/{id}, hotel-grn/search, grn-report/{id}, trolley...,
// trolley-request); the hotel-* and group-* variants of a report answer the same record (a group
// level store is an INVENTORY service of hotelId 0). The rest is designed in the same style.

const money2 = z.number().min(0).max(100_000_000).refine(isWireAmount, AMOUNT_DECIMALS_MESSAGE);
const optional = (max: number) => z.string().trim().max(max).default('');
const idParam = z.object({ id: pathId() });

// ------------------------------------------------------------------------------------- suppliers

export const supplier = z.object({
  id,
  hotelServiceId: id,
  name: z.string(),
  contactPerson: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  active: z.boolean(),
});
export type Supplier = z.infer<typeof supplier>;
export const supplierInput = z.object({
  hotelServiceId: positiveId,
  name: name(100),
  contactPerson: optional(100),
  phone: optionalPhoneNumber(30).default(''),
  email: optional(120).refine((v) => optionalEmail(v) === null, COMMON_REFUSALS.INVALID_EMAIL),
  address: optional(300),
  active: z.boolean().default(true),
});

export const searchSuppliers = endpoint({
  id: 'searchSuppliers',
  area: 'inventory',
  method: 'GET',
  path: 'supplier/search',
  designed: true,
  paged: true,
  query: z.object({
    ...pagingQuery,
    ...serviceQuery,
    ...sortQuery(['id', 'name', 'active'], { field: 'name', direction: 'ASC' }),
    name: filterText(100),
    active: qBool().optional(),
  }),
  summary: "The service's suppliers, paged (name: contains; active: only active ones)",
  result: z.object({ supplier: z.array(supplier) }),
});
export const createSupplier = endpoint({
  id: 'createSupplier',
  area: 'inventory',
  method: 'POST',
  path: 'supplier',
  designed: true,
  body: supplierInput,
  summary: 'Adds a supplier (names unique within the service)',
  result: z.object({ supplier }),
});
export const updateSupplier = endpoint({
  id: 'updateSupplier',
  area: 'inventory',
  method: 'PUT',
  path: 'supplier',
  designed: true,
  body: supplierInput.extend({ id: positiveId }),
  summary: "Changes a supplier's details or sets it inactive",
  result: z.object({ supplier }),
});
export const deleteSupplier = endpoint({
  id: 'deleteSupplier',
  area: 'inventory',
  method: 'DELETE',
  path: 'supplier/{id}',
  designed: true,
  params: idParam,
  summary: 'Deletes a supplier without purchase orders or GRNs (else set it inactive)',
  result: z.object({}),
});

// ------------------------------------------------------------------------------------- unit types and conversions

export const unitType = z.object({ id, name: z.string(), hotelServiceId: id });
export type UnitType = z.infer<typeof unitType>;

export const searchUnitTypes = endpoint({
  id: 'searchUnitTypes',
  area: 'inventory',
  method: 'GET',
  path: 'unit-type/search',
  designed: true,
  paged: true,
  query: z.object({
    ...pagingQuery,
    ...serviceQuery,
    ...sortQuery(['id', 'name'], { field: 'name', direction: 'ASC' }),
    name: filterText(30),
  }),
  summary: "The service's unit types (volume, weight, count), paged",
  result: z.object({ unitType: z.array(unitType) }),
});
export const createUnitType = endpoint({
  id: 'createUnitType',
  area: 'inventory',
  method: 'POST',
  path: 'unit-type',
  designed: true,
  body: z.object({ name: name(30), hotelServiceId: positiveId }),
  summary: 'Adds a unit type',
  result: z.object({ unitType }),
});
export const deleteUnitType = endpoint({
  id: 'deleteUnitType',
  area: 'inventory',
  method: 'DELETE',
  path: 'unit-type/{id}',
  designed: true,
  params: idParam,
  summary: 'Deletes a unit type no unit uses',
  result: z.object({}),
});

/** 1 fromUnit = factor × toUnit (1 case = 24 bottles). */
export const unitConversion = z.object({
  id,
  hotelServiceId: id,
  fromUnitId: id,
  fromUnitName: z.string(),
  toUnitId: id,
  toUnitName: z.string(),
  factor: z.number(),
});
export type UnitConversion = z.infer<typeof unitConversion>;

export const searchUnitConversions = endpoint({
  id: 'searchUnitConversions',
  area: 'inventory',
  method: 'GET',
  path: 'unit-conversion/search',
  designed: true,
  paged: true,
  query: z.object({
    ...pagingQuery,
    ...serviceQuery,
    ...sortQuery(['id', 'fromUnit', 'toUnit'], { field: 'fromUnit', direction: 'ASC' }),
    unit: filterText(30),
  }),
  summary: "The service's unit conversions, paged (unit: either side contains)",
  result: z.object({ unitConversion: z.array(unitConversion) }),
});
export const createUnitConversion = endpoint({
  id: 'createUnitConversion',
  area: 'inventory',
  method: 'POST',
  path: 'unit-conversion',
  designed: true,
  body: z.object({ hotelServiceId: positiveId, fromUnitId: positiveId, toUnitId: positiveId, factor: quantity }),
  summary: 'Adds a conversion (1 from-unit = factor to-units); refused when it would close a cycle',
  result: z.object({ unitConversion }),
});
export const deleteUnitConversion = endpoint({
  id: 'deleteUnitConversion',
  area: 'inventory',
  method: 'DELETE',
  path: 'unit-conversion/{id}',
  designed: true,
  params: idParam,
  summary: 'Deletes a unit conversion (orders keep the factor they were made with)',
  result: z.object({}),
});

// ------------------------------------------------------------------------------------- purchase orders

export const purchaseOrderStatus = z.enum(PURCHASE_ORDER_STATUSES);

export const purchaseOrderLine = z.object({
  id,
  itemId: id,
  itemName: z.string(),
  unitId: id.nullable(),
  unitName: z.string().nullable(),
  /** How many of the item's unit one ordered unit is (24 bottles a case). */
  factor: z.number(),
  quantity: z.number(),
  unitPrice: money,
  received: z.number(),
  open: z.number(),
  total: money,
});
export const purchaseOrder = z.object({
  id,
  hotelServiceId: id,
  /** The order's number in its store's own gapless series (1, 2, 3 …). */
  number: id,
  supplierId: id,
  supplierName: z.string(),
  status: purchaseOrderStatus,
  currency: z.enum(CURRENCIES),
  expectedDate: z.string().nullable(),
  note: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  sentAt: z.string().nullable(),
  total: money,
  lines: z.array(purchaseOrderLine),
});
export type PurchaseOrder = z.infer<typeof purchaseOrder>;
export type PurchaseOrderLine = z.infer<typeof purchaseOrderLine>;

export const purchaseOrderLineInput = z.object({
  itemId: positiveId,
  /** The unit ordered in; none means the item's own unit. */
  unitId: positiveId.nullish(),
  quantity,
  unitPrice: money2,
});
export const purchaseOrderInput = z.object({
  hotelServiceId: positiveId,
  supplierId: positiveId,
  currency: z.enum(CURRENCIES).default('LKR'),
  expectedDate: z.iso.date().nullish(),
  note,
  lines: z.array(purchaseOrderLineInput).min(1, INVENTORY_REFUSALS.PURCHASE_ORDER_LINES_REQUIRED).max(200),
});
const purchaseOrderResult = z.object({ purchaseOrder });

export const searchPurchaseOrders = endpoint({
  id: 'searchPurchaseOrders',
  area: 'inventory',
  method: 'GET',
  path: 'purchase-order/search',
  designed: true,
  paged: true,
  query: z.object({
    ...pagingQuery,
    ...serviceQuery,
    ...sortQuery(['id', 'supplier', 'status', 'expectedDate'], { field: 'id', direction: 'DESC' }),
    supplier: filterText(100),
    status: purchaseOrderStatus.optional(),
    /** Only orders that can still be received against (SENT, PARTLY_RECEIVED). */
    open: qBool().optional(),
  }),
  summary: "The service's purchase orders, newest first (supplier: contains)",
  result: z.object({ purchaseOrder: z.array(purchaseOrder) }),
});
export const getPurchaseOrder = endpoint({
  id: 'getPurchaseOrder',
  area: 'inventory',
  method: 'GET',
  path: 'purchase-order/{id}',
  params: idParam,
  summary: 'A purchase order with its lines (what is received and open of each)',
  result: purchaseOrderResult,
});
export const createPurchaseOrder = endpoint({
  id: 'createPurchaseOrder',
  area: 'inventory',
  method: 'POST',
  path: 'purchase-order',
  designed: true,
  body: purchaseOrderInput,
  summary: 'A draft purchase order to an active supplier',
  result: purchaseOrderResult,
});
export const updatePurchaseOrder = endpoint({
  id: 'updatePurchaseOrder',
  area: 'inventory',
  method: 'PUT',
  path: 'purchase-order',
  designed: true,
  body: purchaseOrderInput.extend({ id: positiveId }),
  summary: 'Replaces a draft order (supplier, date, lines)',
  result: purchaseOrderResult,
});
export const deletePurchaseOrder = endpoint({
  id: 'deletePurchaseOrder',
  area: 'inventory',
  method: 'DELETE',
  path: 'purchase-order/{id}',
  designed: true,
  params: idParam,
  summary: 'Deletes a draft order',
  result: z.object({}),
});
export const sendPurchaseOrder = endpoint({
  id: 'sendPurchaseOrder',
  area: 'inventory',
  method: 'POST',
  path: 'purchase-order/{id}/send',
  designed: true,
  params: idParam,
  summary: 'A draft → SENT: it can now be received against',
  result: purchaseOrderResult,
});
export const closePurchaseOrder = endpoint({
  id: 'closePurchaseOrder',
  area: 'inventory',
  method: 'POST',
  path: 'purchase-order/{id}/close',
  designed: true,
  params: idParam,
  summary: 'Closes a sent or partly received order: what is open will not come',
  result: purchaseOrderResult,
});
export const purchaseOrderReport = endpoint({
  id: 'purchaseOrderReport',
  area: 'inventory',
  method: 'GET',
  path: 'purchase-order-report/{id}',
  params: idParam,
  summary: 'The purchase order report (operations §7): the order, its lines and totals; the web prints it',
  result: purchaseOrderResult,
});
export const hotelPurchaseOrderReport = endpoint({
  id: 'hotelPurchaseOrderReport',
  area: 'inventory',
  method: 'GET',
  path: 'hotel-purchase-order-report/{id}',
  params: idParam,
  summary: "A hotel store's purchase order report (the same record as purchase-order-report)",
  result: purchaseOrderResult,
});

// ------------------------------------------------------------------------------------- goods received notes

export const grnLine = z.object({
  id,
  purchaseOrderLineId: id.nullable(),
  itemId: id,
  itemName: z.string(),
  unitName: z.string().nullable(),
  quantity: z.number(),
  /** What went into stock, in the item's unit. */
  stockQuantity: z.number(),
  unitPrice: money,
  total: money,
});
export const grn = z.object({
  id,
  hotelServiceId: id,
  purchaseOrderId: id.nullable(),
  /** The order's number in its store's series (null: a direct GRN). */
  purchaseOrderNumber: id.nullable(),
  supplierId: id.nullable(),
  supplierName: z.string().nullable(),
  locationId: id,
  locationName: z.string(),
  currency: z.enum(CURRENCIES),
  note: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  total: money,
  lines: z.array(grnLine),
});
export type Grn = z.infer<typeof grn>;
export type GrnLine = z.infer<typeof grnLine>;

export const grnLineInput = z.object({
  /** Against a purchase order: the order's line (its item, unit and price). */
  purchaseOrderLineId: positiveId.nullish(),
  /** Direct: the item and its price. */
  itemId: positiveId.nullish(),
  unitPrice: money2.nullish(),
  quantity,
});
export const createGrn = endpoint({
  id: 'createGrn',
  area: 'inventory',
  method: 'POST',
  path: 'hotel-grn',
  designed: true,
  body: z.object({
    hotelServiceId: positiveId,
    purchaseOrderId: positiveId.nullish(),
    supplierId: positiveId.nullish(),
    locationId: positiveId,
    note,
    lines: z.array(grnLineInput).min(1, INVENTORY_REFUSALS.GRN_LINES_REQUIRED).max(200),
  }),
  summary:
    'Receives goods into a location, against a purchase order (part or all of each line, never more than is open) or direct; each line is a GRN stock movement',
  result: z.object({ grn }),
});
export const searchGrns = endpoint({
  id: 'searchGrns',
  area: 'inventory',
  method: 'GET',
  path: 'hotel-grn/search',
  paged: true,
  query: z.object({
    ...pagingQuery,
    ...serviceQuery,
    ...sortQuery(['id', 'supplier', 'location'], { field: 'id', direction: 'DESC' }),
    supplier: filterText(100),
  }),
  summary: "The service's goods received notes, newest first (GRN history)",
  result: z.object({ grn: z.array(grn) }),
});
const grnsOfOrder = (idName: string, path: string, summary: string) =>
  endpoint({
    id: idName,
    area: 'inventory',
    method: 'GET',
    path,
    params: idParam,
    summary,
    result: z.object({ grn: z.array(grn) }),
  });
export const grnsOfPurchaseOrder = grnsOfOrder(
  'grnsOfPurchaseOrder',
  'hotel-grn/hotel-purchase-order/{id}',
  'The GRNs received against a purchase order',
);
export const groupGrnsOfPurchaseOrder = grnsOfOrder(
  'groupGrnsOfPurchaseOrder',
  'group-grn/purchase-order/{id}',
  "The GRNs received against a group store's purchase order (the same as hotel-grn/hotel-purchase-order)",
);
export const grnReport = endpoint({
  id: 'grnReport',
  area: 'inventory',
  method: 'GET',
  path: 'grn-report/{id}',
  params: idParam,
  summary: 'The GRN report (operations §7): the note, its lines and total; the web prints it',
  result: z.object({ grn }),
});
export const hotelGrnReport = endpoint({
  id: 'hotelGrnReport',
  area: 'inventory',
  method: 'GET',
  path: 'hotel-grn-report/{id}',
  params: idParam,
  summary: "A hotel store's GRN report (the same record as grn-report)",
  result: z.object({ grn }),
});

// ------------------------------------------------------------------------------------- trolleys and trolley requests

export const trolley = z.object({ id, hotelId: id, trolleyNo: z.string() });
export type Trolley = z.infer<typeof trolley>;
const trolleyInput = z.object({
  hotelId: positiveId,
  trolleyNo: z
    .string({ error: INVENTORY_REFUSALS.TROLLEY_NUMBER_REQUIRED })
    .trim()
    .min(1, INVENTORY_REFUSALS.TROLLEY_NUMBER_REQUIRED)
    .max(30),
});

export const trolleysOfHotel = endpoint({
  id: 'trolleysOfHotel',
  area: 'inventory',
  method: 'GET',
  path: 'trolley/all/hotel/{id}',
  params: idParam,
  summary: "A hotel's trolleys (result.trolley), by number",
  result: z.object({ trolley: z.array(trolley) }),
});
export const createTrolley = endpoint({
  id: 'createTrolley',
  area: 'inventory',
  method: 'POST',
  path: 'trolley',
  body: trolleyInput,
  summary: 'Adds a trolley to a hotel (numbers unique within the hotel)',
  result: z.object({ trolley }),
});
export const updateTrolley = endpoint({
  id: 'updateTrolley',
  area: 'inventory',
  method: 'PUT',
  path: 'trolley',
  body: trolleyInput.extend({ id: positiveId }),
  summary: "Changes a trolley's number",
  result: z.object({ trolley }),
});
export const deleteTrolley = endpoint({
  id: 'deleteTrolley',
  area: 'inventory',
  method: 'DELETE',
  path: 'trolley/{id}',
  params: idParam,
  summary: 'Deletes a trolley without requests',
  result: z.object({}),
});

export const trolleyRequestStatus = z.enum(TROLLEY_REQUEST_STATUSES);
export const trolleyRequestItem = z.object({
  itemId: id,
  itemName: z.string(),
  quantity: z.number(),
  itemRequestStatus: trolleyRequestStatus,
});
export const trolleyRequest = z.object({
  id,
  hotelServiceId: id,
  trolleyId: id,
  trolleyNo: z.string(),
  status: trolleyRequestStatus,
  locationId: id.nullable(),
  locationName: z.string().nullable(),
  refusalReason: z.string(),
  requestDate: z.string(),
  acceptDate: z.string().nullable(),
  requestedBy: z.string().nullable(),
  decidedBy: z.string().nullable(),
  trolleyRequestItemsDtoList: z.array(trolleyRequestItem),
});
export type TrolleyRequest = z.infer<typeof trolleyRequest>;
const trolleyRequestResult = z.object({ trolleyRequest });

export const requestTrolleyStock = endpoint({
  id: 'requestTrolleyStock',
  area: 'inventory',
  method: 'POST',
  path: 'trolley-request',
  body: z.object({
    /** The store asked (the spec's fixed map of hotel to service is this choice). */
    hotelServiceId: positiveId,
    trolleyId: z.number({ error: INVENTORY_REFUSALS.TROLLEY_NUMBER_REQUIRED }).int().positive(),
    trolleyRequestItemsDtoList: z
      .array(z.object({ itemId: positiveId, quantity }))
      .min(1, INVENTORY_REFUSALS.ITEM_REQUIRED)
      .max(100),
  }),
  summary: 'Housekeeping asks the store for items on a trolley (status REQUEST)',
  result: trolleyRequestResult,
});
export const searchTrolleyRequests = endpoint({
  id: 'searchTrolleyRequests',
  area: 'inventory',
  method: 'GET',
  path: 'trolley-request/search',
  designed: true,
  paged: true,
  query: z.object({
    ...pagingQuery,
    ...serviceQuery,
    ...sortQuery(['id', 'trolleyNo', 'status'], { field: 'id', direction: 'DESC' }),
    /** true: waiting (REQUEST); false: decided (history). */
    pending: qBool().optional(),
    trolleyNo: filterText(30),
  }),
  summary: "The service's trolley requests: waiting ones, or the decided history",
  result: z.object({ trolleyRequest: z.array(trolleyRequest) }),
});
export const issueTrolleyRequest = endpoint({
  id: 'issueTrolleyRequest',
  area: 'inventory',
  method: 'POST',
  path: 'trolley-request/{id}/issue',
  designed: true,
  params: idParam,
  body: z.object({ locationId: positiveId }),
  summary: 'Approves and issues a request from a location: an ISSUE movement per item, never below 0',
  result: trolleyRequestResult,
});
export const refuseTrolleyRequest = endpoint({
  id: 'refuseTrolleyRequest',
  area: 'inventory',
  method: 'POST',
  path: 'trolley-request/{id}/refuse',
  designed: true,
  params: idParam,
  body: z.object({
    reason: z
      .string({ error: INVENTORY_REFUSALS.REFUSAL_REASON_REQUIRED })
      .trim()
      .min(1, INVENTORY_REFUSALS.REFUSAL_REASON_REQUIRED)
      .max(200),
  }),
  summary: 'Refuses a waiting request with a reason',
  result: trolleyRequestResult,
});

// ------------------------------------------------------------------------------------- inventory report

export const inventoryReportLine = z.object({
  itemId: id,
  itemName: z.string(),
  unitName: z.string().nullable(),
  locationId: id,
  locationName: z.string(),
  /** On hand when the period starts. */
  opening: z.number(),
  received: z.number(),
  issued: z.number(),
  transferredIn: z.number(),
  transferredOut: z.number(),
  adjusted: z.number(),
  /** On hand when the period ends. */
  closing: z.number(),
});
export type InventoryReportLine = z.infer<typeof inventoryReportLine>;
export const inventoryReport = endpoint({
  id: 'inventoryReport',
  area: 'inventory',
  method: 'GET',
  path: 'inventory-report',
  designed: true,
  query: z
    .object({ ...serviceQuery, fromDate: isoDate, toDate: isoDate, item: filterText(100) })
    .superRefine(
      checkPeriod(366, { dateOrder: COMMON_REFUSALS.END_BEFORE_START, rangeTooLong: COMMON_REFUSALS.RANGE_TOO_LONG }),
    ),
  summary: 'Stock on hand and movements by item and location for a period (a report: one answer)',
  result: z.object({ line: z.array(inventoryReportLine) }),
});
