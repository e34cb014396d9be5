// The restaurant admin area (core-platform §2 /restaurant-admin): foods, table categories, tables,
// item-category allocation, the service's taxes, the VAT registry, completed invoices and their
// receipts, the sales report and the dashboard. The category tree itself is administered with the
// documented category-structure calls (restaurant.ts).
//
// Only the VAT registry calls are documented (operations §7 Refund and VAT registry); every other
// call here is `designed` in the same style: paged searches take page (from 0), size, sortField and
// direction and answer `pagination`; creates are POST, updates PUT with the id in the body, deletes
// DELETE {id}. A delete the data forbids is a 40900 that says what to do instead.
import { COMMON_REFUSALS, RESTAURANT_ADMIN_REFUSALS, RESTAURANT_REFUSALS } from '@hotel/domain';
import { z } from 'zod';
import { checkPeriod, endpoint, filterText, pagingQuery, pathId, qBool, qInt, sortQuery } from '../contract.js';
import { money } from '../money.js';
import { bill, itemType, orderedItemStatus, tableStatus, ticketStatus, ticketType } from '../restaurant-entities.js';

// ------------------------------------------------------------------------------------- messages

/** Validation and refusal texts of the admin forms; the VAT registry ones are operations §5, word for word. */
export const RESTAURANT_ADMIN_MESSAGES = {
  required: COMMON_REFUSALS.REQUIRED_FIELD,
  nameRequired: COMMON_REFUSALS.NAME_REQUIRED,
  titleRequired: RESTAURANT_ADMIN_REFUSALS.TITLE_REQUIRED,
  tableNumberRequired: RESTAURANT_ADMIN_REFUSALS.TABLE_NUMBER_REQUIRED,
  seatsRange: RESTAURANT_ADMIN_REFUSALS.SEATS_RANGE,
  priceRequired: RESTAURANT_ADMIN_REFUSALS.ADMIN_PRICE_REQUIRED,
  invalidPrice: RESTAURANT_REFUSALS.INVALID_PRICE,
  itemTypeRequired: RESTAURANT_ADMIN_REFUSALS.ITEM_TYPE_REQUIRED,
  taxRateInvalid: RESTAURANT_ADMIN_REFUSALS.TAX_RATE_NEGATIVE,
  levyRateTooHigh: RESTAURANT_ADMIN_REFUSALS.LEVY_RATE_TOO_HIGH,
  sequenceRange: RESTAURANT_ADMIN_REFUSALS.TAX_SEQUENCE_RANGE,
  vatAndLevy: RESTAURANT_ADMIN_REFUSALS.TAX_VAT_AND_LEVY,
  serviceChargeFlags: RESTAURANT_ADMIN_REFUSALS.SERVICE_CHARGE_FLAGS,
  emailRequired: RESTAURANT_ADMIN_REFUSALS.EMAIL_REQUIRED,
  invalidEmail: COMMON_REFUSALS.INVALID_EMAIL,
  vatNumberRequired: RESTAURANT_ADMIN_REFUSALS.VAT_NUMBER_REQUIRED,
  addressRequired: RESTAURANT_ADMIN_REFUSALS.ADDRESS_REQUIRED,
  itemsRequired: RESTAURANT_ADMIN_REFUSALS.ITEMS_REQUIRED,
  dateRequired: COMMON_REFUSALS.DATE_REQUIRED,
  dateOrder: COMMON_REFUSALS.END_BEFORE_START,
  rangeTooLong: COMMON_REFUSALS.RANGE_TOO_LONG,
} as const;
const M = RESTAURANT_ADMIN_MESSAGES;

/** The longest range a report covers. */
export const REPORT_MAX_DAYS = 366;

// ------------------------------------------------------------------------------------- building blocks

const id = z.number().int();
const positiveId = z.number().int().positive();
const serviceQuery = { hotelServiceId: qInt().positive() };
const required = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max);
const isoDate = z.iso.date({ error: M.dateRequired });
const dateTime = z.string();

/**
 * A price as a form sends it: a number, or text with digits, thousands separators and up to two
 * decimals (the money input). Zero is allowed (a complimentary item).
 */
export const adminPrice = z
  .union([z.number(), z.string()], {
    error: (issue) => (issue.input === undefined || issue.input === null ? M.priceRequired : M.invalidPrice),
  })
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.trim().replace(/,/g, '');
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: M.priceRequired });
      return z.NEVER;
    }
    if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: M.invalidPrice });
      return z.NEVER;
    }
    return Number(text);
  });

// ------------------------------------------------------------------------------------- table categories

export const tableCategory = z.object({
  id,
  name: z.string(),
  hotelServiceId: id,
  /** Tables in the category: a category with tables cannot be deleted. */
  tableCount: z.number().int(),
});
export type TableCategory = z.infer<typeof tableCategory>;

export const tableCategoryInput = z.object({
  name: required(60, M.nameRequired),
  hotelServiceId: positiveId,
});

const tableCategoryResult = z.object({ tableCategory });

export const searchTableCategories = endpoint({
  id: 'searchTableCategories',
  area: 'restaurant',
  method: 'GET',
  path: 'table-category/search',
  designed: true,
  paged: true,
  query: z.object({
    ...pagingQuery,
    ...serviceQuery,
    ...sortQuery(['id', 'name'], { field: 'name', direction: 'ASC' }),
    name: filterText(60),
  }),
  summary: "The service's table categories, paged (name: contains)",
  result: z.object({ tableCategory: z.array(tableCategory) }),
});
export const createTableCategory = endpoint({
  id: 'createTableCategory',
  area: 'restaurant',
  method: 'POST',
  path: 'table-category',
  designed: true,
  body: tableCategoryInput,
  summary: 'Adds a table category (names are unique within the service)',
  result: tableCategoryResult,
});
export const updateTableCategory = endpoint({
  id: 'updateTableCategory',
  area: 'restaurant',
  method: 'PUT',
  path: 'table-category',
  designed: true,
  body: tableCategoryInput.extend({ id: positiveId }),
  summary: 'Renames a table category',
  result: tableCategoryResult,
});
export const deleteTableCategory = endpoint({
  id: 'deleteTableCategory',
  area: 'restaurant',
  method: 'DELETE',
  path: 'table-category/{id}',
  designed: true,
  params: z.object({ id: pathId() }),
  summary: 'Deletes a table category without tables',
  result: z.object({}),
});

// ------------------------------------------------------------------------------------- tables

/** A table as the administrator sees it: its set-up and whether a waiter holds it now. */
export const diningTable = z.object({
  id,
  number: z.string(),
  hotelServiceId: id,
  tableCategoryId: id.nullable(),
  tableCategoryName: z.string().nullable(),
  seats: z.number().int(),
  active: z.boolean(),
  /** Held by the administrator: shown RESERVED and not allocatable. */
  reserved: z.boolean(),
  /** The waiter's view of it now (VACANT, OCCUPIED, ...). */
  status: tableStatus,
  /** A waiter holds it (an open allocation): it cannot be deleted, deactivated or reserved. */
  inUse: z.boolean(),
  /** It has orders in its history: it cannot be deleted, only deactivated. */
  hasOrders: z.boolean(),
});
export type DiningTable = z.infer<typeof diningTable>;

export const diningTableInput = z.object({
  number: required(10, M.tableNumberRequired),
  hotelServiceId: positiveId,
  tableCategoryId: positiveId.nullish(),
  seats: z.number({ error: M.seatsRange }).int(M.seatsRange).min(1, M.seatsRange).max(50, M.seatsRange).default(4),
  active: z.boolean().default(true),
  reserved: z.boolean().default(false),
});

const tableResult = z.object({ restaurantTable: diningTable });

export const searchTables = endpoint({
  id: 'searchTables',
  area: 'restaurant',
  method: 'GET',
  path: 'restaurant-table/search',
  designed: true,
  paged: true,
  query: z.object({
    ...pagingQuery,
    ...serviceQuery,
    ...sortQuery(['id', 'number', 'seats', 'category'], { field: 'number', direction: 'ASC' }),
    number: filterText(10),
    tableCategoryId: qInt().positive().optional(),
    active: qBool().optional(),
  }),
  summary: "The service's tables with their set-up and current status, paged (number: contains)",
  result: z.object({ restaurantTable: z.array(diningTable) }),
});
export const createTable = endpoint({
  id: 'createTable',
  area: 'restaurant',
  method: 'POST',
  path: 'restaurant-table',
  designed: true,
  body: diningTableInput,
  summary: 'Adds a table (numbers are unique within the service)',
  result: tableResult,
});
export const updateTable = endpoint({
  id: 'updateTable',
  area: 'restaurant',
  method: 'PUT',
  path: 'restaurant-table',
  designed: true,
  body: diningTableInput.extend({ id: positiveId }),
  summary: 'Changes a table; a table a waiter holds cannot be deactivated or reserved',
  result: tableResult,
});
export const deleteTable = endpoint({
  id: 'deleteTable',
  area: 'restaurant',
  method: 'DELETE',
  path: 'restaurant-table/{id}',
  designed: true,
  params: z.object({ id: pathId() }),
  summary: 'Deletes a table that is free and has never had an order (otherwise deactivate it)',
  result: z.object({}),
});

// ------------------------------------------------------------------------------------- food items

export const menuItem = z.object({
  id,
  name: z.string(),
  image: z.string().nullable(),
  price: money,
  active: z.boolean(),
  itemType,
  categoryId: id.nullable(),
  categoryTitle: z.string().nullable(),
  /** The first-layer category above categoryId (null when it is itself on the first layer). */
  parentCategoryTitle: z.string().nullable(),
  hotelServiceId: id,
  /** It is on orders: it cannot be deleted, only deactivated. */
  hasOrders: z.boolean(),
});
export type MenuItem = z.infer<typeof menuItem>;

export const menuItemInput = z.object({
  name: required(120, M.nameRequired),
  price: adminPrice,
  active: z.boolean().default(true),
  /** What the administrator creates: food goes to the kitchen (KOT), beverages to the bar (BOT). */
  itemType: z.enum(['FOOD', 'BEVERAGE'], { error: M.itemTypeRequired }),
  /** A category without sub-categories; null leaves the item unallocated. */
  categoryId: positiveId.nullish(),
  hotelServiceId: positiveId,
});
export const MENU_ITEM_IMAGES = ['image'] as const;

const itemResult = z.object({ item: menuItem });

export const searchMenuItems = endpoint({
  id: 'searchMenuItems',
  area: 'restaurant',
  method: 'GET',
  path: 'item/search',
  designed: true,
  paged: true,
  query: z.object({
    ...pagingQuery,
    ...serviceQuery,
    ...sortQuery(['id', 'name', 'price', 'category'], { field: 'name', direction: 'ASC' }),
    name: filterText(120),
    itemType: itemType.optional(),
    /** A category and everything below it. */
    categoryId: qInt().positive().optional(),
    /** Only the items without a category. */
    unallocated: qBool().optional(),
    active: qBool().optional(),
  }),
  summary: "The service's menu items, paged (name: contains; custom dishes only when asked by itemType)",
  result: z.object({ item: z.array(menuItem) }),
});
export const createMenuItem = endpoint({
  id: 'createMenuItem',
  area: 'restaurant',
  method: 'POST',
  path: 'item',
  designed: true,
  bodyKind: 'multipart',
  multipart: { json: 'item', files: MENU_ITEM_IMAGES },
  body: menuItemInput,
  summary: 'Adds a food or beverage with its picture',
  result: itemResult,
});
export const updateMenuItem = endpoint({
  id: 'updateMenuItem',
  area: 'restaurant',
  method: 'PUT',
  path: 'item',
  designed: true,
  bodyKind: 'multipart',
  multipart: { json: 'item', files: MENU_ITEM_IMAGES },
  body: menuItemInput.extend({ id: positiveId }),
  summary: 'Changes an item; an image part replaces its picture; open bills keep the price they were ordered at',
  result: itemResult,
});
export const deleteMenuItem = endpoint({
  id: 'deleteMenuItem',
  area: 'restaurant',
  method: 'DELETE',
  path: 'item/{id}',
  designed: true,
  params: z.object({ id: pathId() }),
  summary: 'Deletes an item that was never ordered (otherwise deactivate it)',
  result: z.object({}),
});
export const allocateItemCategory = endpoint({
  id: 'allocateItemCategory',
  area: 'restaurant',
  method: 'PUT',
  path: 'item/category-allocation',
  designed: true,
  body: z.object({
    hotelServiceId: positiveId,
    /** A category without sub-categories; null takes the items out of their category. */
    categoryId: positiveId.nullable(),
    itemIdList: z.array(positiveId, { error: M.itemsRequired }).min(1, M.itemsRequired).max(500),
  }),
  summary: 'Puts menu items in a category (the last layer of the tree), or takes them out',
  result: z.object({ item: z.array(menuItem) }),
});

/**
 * A category of the tree, flat, with what the admin pages need to know about it: the trail from the
 * first layer, whether items may go in it (no sub-categories), and how many sub-categories and
 * items it holds (a category with either cannot be deleted).
 */
export const categorySummary = z.object({
  id,
  categoryTitle: z.string(),
  categoryImage: z.string().nullable(),
  /** The parent; null on the first layer. */
  categoryId: id.nullable(),
  expanded: z.boolean(),
  hotelServiceId: id,
  /** Titles from the first layer down to this one. */
  trail: z.array(z.string()),
  lastLayer: z.boolean(),
  childCount: z.number().int(),
  itemCount: z.number().int(),
});
export type CategorySummary = z.infer<typeof categorySummary>;

export const itemCategories = endpoint({
  id: 'itemCategories',
  area: 'restaurant',
  method: 'GET',
  path: 'item/category-summary/{hotelServiceId}',
  designed: true,
  params: z.object({ hotelServiceId: pathId() }),
  summary: "The service's categories, flat in menu order, with their trail and counts of sub-categories and items",
  result: z.object({ category: z.array(categorySummary) }),
});

// ------------------------------------------------------------------------------------- taxes

/** One of the service's tax rows (core §3 Tax, plus the service charge row the bill starts with). */
export const restaurantTax = z.object({
  id,
  name: z.string(),
  rate: z.number(),
  sequence: z.number().int(),
  vat: z.boolean(),
  socialSecurityContributionLevy: z.boolean(),
  /** The service charge: applied on the subtotal before the taxes (at most one per service). */
  serviceCharge: z.boolean(),
  active: z.boolean(),
  hotelServiceId: id,
  /** Named on completed bills: it cannot be deleted, only deactivated. */
  onCompletedBills: z.boolean(),
});
export type RestaurantTax = z.infer<typeof restaurantTax>;

const taxFields = z.object({
  name: required(80, M.nameRequired),
  rate: z.number({ error: M.taxRateInvalid }).min(0, M.taxRateInvalid).max(1000, M.taxRateInvalid),
  sequence: z
    .number({ error: M.sequenceRange })
    .int(M.sequenceRange)
    .min(1, M.sequenceRange)
    .max(99, M.sequenceRange)
    .default(1),
  vat: z.boolean().default(false),
  socialSecurityContributionLevy: z.boolean().default(false),
  serviceCharge: z.boolean().default(false),
  active: z.boolean().default(true),
  hotelServiceId: positiveId,
});
const taxFlags = (
  tax: { rate: number; vat: boolean; socialSecurityContributionLevy: boolean; serviceCharge: boolean },
  ctx: z.RefinementCtx,
) => {
  if (tax.socialSecurityContributionLevy && tax.rate >= 100) {
    ctx.addIssue({ code: 'custom', path: ['rate'], message: M.levyRateTooHigh });
  }
  if (tax.vat && tax.socialSecurityContributionLevy) {
    ctx.addIssue({ code: 'custom', path: ['socialSecurityContributionLevy'], message: M.vatAndLevy });
  }
  if (tax.serviceCharge && (tax.vat || tax.socialSecurityContributionLevy)) {
    ctx.addIssue({ code: 'custom', path: ['serviceCharge'], message: M.serviceChargeFlags });
  }
};
export const restaurantTaxInput = taxFields.superRefine(taxFlags);
export const restaurantTaxUpdate = taxFields.extend({ id: positiveId }).superRefine(taxFlags);

const taxResult = z.object({ tax: restaurantTax });

export const searchRestaurantTaxes = endpoint({
  id: 'searchRestaurantTaxes',
  area: 'restaurant',
  method: 'GET',
  path: 'restaurant-tax/search',
  designed: true,
  paged: true,
  query: z.object({
    ...pagingQuery,
    ...serviceQuery,
    ...sortQuery(['sequence', 'name', 'rate', 'id'], { field: 'sequence', direction: 'ASC' }),
    name: filterText(80),
    active: qBool().optional(),
  }),
  summary: "The service's taxes and service charge, paged (by sequence unless asked otherwise)",
  result: z.object({ tax: z.array(restaurantTax) }),
});
export const createRestaurantTax = endpoint({
  id: 'createRestaurantTax',
  area: 'restaurant',
  method: 'POST',
  path: 'restaurant-tax',
  designed: true,
  body: restaurantTaxInput,
  summary: 'Adds a tax (or the service charge); open bills use it at once, completed bills keep theirs',
  result: taxResult,
});
export const updateRestaurantTax = endpoint({
  id: 'updateRestaurantTax',
  area: 'restaurant',
  method: 'PUT',
  path: 'restaurant-tax',
  designed: true,
  body: restaurantTaxUpdate,
  summary: 'Changes a tax: rate, sequence, flags, or active (deactivating takes it off open bills)',
  result: taxResult,
});
export const deleteRestaurantTax = endpoint({
  id: 'deleteRestaurantTax',
  area: 'restaurant',
  method: 'DELETE',
  path: 'restaurant-tax/{id}',
  designed: true,
  params: z.object({ id: pathId() }),
  summary: 'Deletes a tax no completed bill names (otherwise deactivate it)',
  result: z.object({}),
});

// ------------------------------------------------------------------------------------- VAT registry

export const REGISTRY_TYPES = ['RESTAURANT', 'ADDITIONAL_SERVICE', 'ADDITIONAL_ACTIVITY', 'RESERVATION'] as const;
export const registryType = z.enum(REGISTRY_TYPES);

/** A VAT registry customer (operations §3 VAT registry entry, plus where it belongs). */
export const vatRegistryEntry = z.object({
  id,
  name: z.string(),
  address: z.string(),
  vatNumber: z.string(),
  email: z.string(),
  onlyThisHotelView: z.boolean(),
  registryType: z.array(z.string()),
  hotelId: id.nullable(),
  hotelName: z.string().nullable(),
  groupId: id.nullable(),
  createdAt: dateTime,
  /** Named on completed restaurant invoices: it cannot be deleted. */
  onInvoices: z.boolean(),
});
export type VatRegistryEntry = z.infer<typeof vatRegistryEntry>;

/** The registry form (operations §5 VAT registry), word for word. */
export const vatRegistryInput = z.object({
  email: z
    .string({ error: M.emailRequired })
    .trim()
    .min(1, { message: M.emailRequired, abort: true })
    .max(254)
    .regex(/^[\w.-]+@(?:[\w-]+\.)+[A-Za-z]{2,4}$/, M.invalidEmail),
  name: required(120, M.nameRequired),
  vatNumber: required(40, M.vatNumberRequired),
  address: required(300, M.addressRequired),
  hotelId: positiveId,
  groupId: positiveId.nullish(),
  registryType: z.array(registryType).max(REGISTRY_TYPES.length).default(['RESTAURANT']),
  /** Seen only by this hotel; otherwise shared with the hotels of the group. */
  onlyThisHotelView: z.boolean().default(false),
});

/** The VAT registry searches: newest first (the spec sorts the VAT search by id descending). */
const vatSort = sortQuery(['id', 'name', 'vatNumber', 'email'], { field: 'id', direction: 'DESC' });
const vatResult = z.object({ vatRegistry: vatRegistryEntry });
const vatList = z.object({ vatRegistry: z.array(vatRegistryEntry) });

export const createVatRegistry = endpoint({
  id: 'createVatRegistry',
  area: 'hotel',
  method: 'POST',
  path: 'vat-registry',
  body: vatRegistryInput,
  summary: 'Registers a VAT customer of a hotel (registryType always includes RESTAURANT for restaurant customers)',
  result: vatResult,
});
export const searchVatRegistry = endpoint({
  id: 'searchVatRegistry',
  area: 'hotel',
  method: 'GET',
  path: 'vat-registry/get',
  paged: true,
  query: z.object({
    ...pagingQuery,
    ...vatSort,
    id: qInt().positive().optional(),
    name: filterText(120),
    address: filterText(300),
    vatNumber: filterText(40),
    email: filterText(254),
    /** The hotel's own entries and the group's shared ones. */
    hotelId: qInt().positive().optional(),
    /** Every entry of the group (only for a caller with rights on the whole group). */
    groupsId: qInt().positive().optional(),
    registryType: registryType.optional(),
  }),
  summary: 'The VAT registry, paged and filtered (text filters: contains); newest first by default',
  result: vatList,
});
const contactQuery = z.object({
  email: filterText(254),
  vatNumber: filterText(40),
  ...pagingQuery,
  size: qInt().min(1).max(200).default(20),
  ...vatSort,
  groupId: qInt().positive(),
});
export const searchVatRegistryByContact = endpoint({
  id: 'searchVatRegistryByContact',
  area: 'hotel',
  method: 'GET',
  path: 'vat-registry/search',
  paged: true,
  query: contactQuery,
  summary: "Registry entries of the group whose email or VAT number contains the text (the form's suggestions)",
  result: vatList,
});
export const searchVatRegistryExact = endpoint({
  id: 'searchVatRegistryExact',
  area: 'hotel',
  method: 'GET',
  path: 'vat-registry/search/exact',
  paged: true,
  query: contactQuery,
  summary: 'Registry entries of the group with exactly this email or VAT number',
  result: vatList,
});
export const updateVatRegistry = endpoint({
  id: 'updateVatRegistry',
  area: 'hotel',
  method: 'PUT',
  path: 'vat-registry',
  body: vatRegistryInput.extend({ id: positiveId }),
  summary:
    'Changes a VAT customer (its registry types only grow: the areas that use it keep it); invoices already issued keep the customer they name',
  result: vatResult,
});
export const deleteVatRegistry = endpoint({
  id: 'deleteVatRegistry',
  area: 'hotel',
  method: 'DELETE',
  path: 'vat-registry/{id}',
  params: z.object({ id: pathId() }),
  summary: 'Deletes a VAT customer no invoice names',
  result: z.object({}),
});
export const findVatRegistry = endpoint({
  id: 'findVatRegistry',
  area: 'hotel',
  method: 'GET',
  path: 'vat-registry',
  query: z.object({ email: filterText(254), vatNumber: filterText(40) }),
  summary: 'The newest entry the caller may see with this email or VAT number (the lookup on blur), or null',
  result: z.object({ vatRegistry: vatRegistryEntry.nullable() }),
});

// ------------------------------------------------------------------------------------- invoices and receipts

export const settledPaymentMethod = z.enum(['CASH', 'ROOM_BILL']);

export const invoiceLine = z.object({
  id,
  itemId: id,
  name: z.string(),
  itemType,
  quantity: z.number().int(),
  price: money,
  /** price × quantity; 0 for a line that does not count. */
  amount: money,
  orderedItemStatus,
  /** False for rejected and cancelled lines: shown, not charged. */
  counted: z.boolean(),
});

export const invoiceVatCustomer = z.object({
  id,
  name: z.string(),
  vatNumber: z.string(),
  email: z.string(),
  address: z.string(),
});

/** A completed order as an invoice: the bill as charged at completion (later tax changes leave it alone). */
export const restaurantInvoice = z.object({
  id,
  invoiceNumber: z.string(),
  /** The number of its payment's receipt. */
  receiptNumber: z.string(),
  orderId: id,
  hotelServiceId: id,
  tableId: id,
  tableNumber: z.string(),
  waiterId: id,
  waiterName: z.string(),
  customerName: z.string(),
  paymentMethod: settledPaymentMethod,
  roomNumber: z.string().nullable(),
  orderTime: z.string(),
  createdAt: dateTime,
  completedAt: dateTime,
  vatApplicable: z.boolean(),
  vatCustomer: invoiceVatCustomer.nullable(),
  bill,
  items: z.array(invoiceLine),
});
export type RestaurantInvoice = z.infer<typeof restaurantInvoice>;

/** The payment of an invoice: cash taken at the table, or the total posted to the guest's room. */
export const restaurantReceipt = z.object({
  id,
  receiptNumber: z.string(),
  invoiceId: id,
  invoiceNumber: z.string(),
  hotelServiceId: id,
  tableNumber: z.string(),
  paymentMethod: settledPaymentMethod,
  roomNumber: z.string().nullable(),
  amount: money,
  receivedBy: z.string(),
  customerName: z.string(),
  createdAt: dateTime,
});
export type RestaurantReceipt = z.infer<typeof restaurantReceipt>;

const periodQuery = {
  fromDate: isoDate.optional(),
  toDate: isoDate.optional(),
};

export const searchRestaurantInvoices = endpoint({
  id: 'searchRestaurantInvoices',
  area: 'restaurant',
  method: 'GET',
  path: 'restaurant-invoice/search',
  designed: true,
  paged: true,
  query: z.object({
    ...pagingQuery,
    ...serviceQuery,
    ...sortQuery(['id', 'completedAt', 'totalCharge', 'tableNumber'], { field: 'completedAt', direction: 'DESC' }),
    ...periodQuery,
    /** Invoice number, table number, customer or VAT number: contains. */
    search: filterText(80),
    paymentMethod: settledPaymentMethod.optional(),
  }),
  summary: 'Completed orders of the service as invoices with their bill and lines, paged (dates: completion day)',
  result: z.object({ invoice: z.array(restaurantInvoice) }),
});
export const restaurantInvoiceById = endpoint({
  id: 'restaurantInvoiceById',
  area: 'restaurant',
  method: 'GET',
  path: 'restaurant-invoice/{id}',
  designed: true,
  params: z.object({ id: pathId() }),
  summary: 'One invoice with its bill and lines',
  result: z.object({ invoice: restaurantInvoice }),
});
export const searchRestaurantReceipts = endpoint({
  id: 'searchRestaurantReceipts',
  area: 'restaurant',
  method: 'GET',
  path: 'restaurant-receipt/search',
  designed: true,
  paged: true,
  query: z.object({
    ...pagingQuery,
    ...serviceQuery,
    ...sortQuery(['id', 'createdAt', 'amount'], { field: 'createdAt', direction: 'DESC' }),
    ...periodQuery,
    /** Receipt or invoice number, table number or customer: contains. */
    search: filterText(80),
    paymentMethod: settledPaymentMethod.optional(),
  }),
  summary: 'The payments of completed invoices, paged',
  result: z.object({ receipt: z.array(restaurantReceipt) }),
});

// ------------------------------------------------------------------------------------- report and dashboard

export const salesDay = z.object({
  date: z.string(),
  orders: z.number().int(),
  subTotal: money,
  serviceCharge: money,
  taxTotal: money,
  totalCharge: money,
  cash: money,
  roomBill: money,
});
export const salesItem = z.object({
  itemId: id,
  name: z.string(),
  itemType,
  quantity: z.number().int(),
  amount: money,
});
export const salesReport = z.object({
  hotelServiceId: id,
  serviceName: z.string(),
  hotelTitle: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  /** Every day of the range, with zeros where nothing was sold. */
  days: z.array(salesDay),
  /** Counted lines by item, best sellers (by amount) first. */
  items: z.array(salesItem),
  totals: salesDay.omit({ date: true }),
});
export type SalesReport = z.infer<typeof salesReport>;

export const restaurantSalesReport = endpoint({
  id: 'restaurantSalesReport',
  area: 'restaurant',
  method: 'GET',
  path: 'restaurant-report/sales',
  designed: true,
  query: z.object({ ...serviceQuery, fromDate: isoDate, toDate: isoDate }).superRefine(checkPeriod(REPORT_MAX_DAYS, M)),
  summary: 'Sales of completed orders by day and by item for a date range (at most 366 days)',
  result: z.object({ report: salesReport }),
});

export const restaurantDashboardData = z.object({
  hotelServiceId: id,
  date: z.string(),
  /** Completed orders of the day. */
  sales: salesDay.omit({ date: true }).extend({ averageBill: money }),
  openOrders: z.number().int(),
  ordersByStatus: z.array(z.object({ status: z.string(), count: z.number().int() })),
  ticketsByStatus: z.array(z.object({ ticketType, ticketStatus, count: z.number().int() })),
  tables: z.object({
    total: z.number().int(),
    inUse: z.number().int(),
    reserved: z.number().int(),
    vacant: z.number().int(),
  }),
  topItems: z.array(salesItem),
});
export type RestaurantDashboardData = z.infer<typeof restaurantDashboardData>;

export const restaurantDashboard = endpoint({
  id: 'restaurantDashboard',
  area: 'restaurant',
  method: 'GET',
  path: 'restaurant-dashboard/{hotelServiceId}',
  designed: true,
  params: z.object({ hotelServiceId: pathId() }),
  query: z.object({ date: isoDate.optional() }),
  summary: "A day's figures (today by default): sales, open orders, tickets by status, tables in use",
  result: z.object({ dashboard: restaurantDashboardData }),
});
