// The restaurant point of sale, the kitchen (chef) screen and the waiter's status screen
// (operations §7 Restaurant, Chef and waiter), plus the food category calls of core-platform §7.
// Paths, query names and result keys are the documented ones; the calls the spec does not show are
// marked `designed` (the chef's item status update, the waiter's table list, one order by id).
// Live updates go out on chefTopic(serviceId) and waiterQueue(waiterUserId) (see topics.ts and the
// message shapes in restaurant-entities.ts).
import { z } from 'zod';
import { endpoint, pathId, qBool, qInt, qList } from '../contract.js';
import { restaurantInvoice } from './restaurant-admin.js';
import {
  CATEGORY_IMAGES,
  RESTAURANT_MESSAGES,
  billPaper,
  chefOrder,
  customDish,
  customDishInput,
  foodCategory,
  foodCategoryInput,
  foodItem,
  itemType,
  kitchenBump,
  order,
  orderCount,
  orderInput,
  orderUpdate,
  orderedItemStatus,
  paymentMethod,
  reservedRoom,
  restaurantSetting,
  restaurantTable,
  tableAllocation,
  targetPreparationMinutes,
  tableAllocationInput,
  tableAllocationUpdate,
  tableStatus,
  vatRegistryCustomer,
} from '../restaurant-entities.js';

const orderResult = z.object({ order });

// ------------------------------------------------------------------------------------- waiter: orders

export const updateOrderedItemStatus = endpoint({
  id: 'updateOrderedItemStatus',
  area: 'restaurant',
  method: 'PUT',
  path: 'order-items/status/{id}',
  params: z.object({ id: pathId() }),
  query: z.object({ orderedItemStatus: orderedItemStatus.extract(['SERVED', 'CANCELLED']) }),
  summary: 'Serves a READY_TO_SERVE line, or withdraws a line the kitchen has not accepted (CANCELLED)',
  result: orderResult,
});
export const orderOfTable = endpoint({
  id: 'orderOfTable',
  area: 'restaurant',
  method: 'GET',
  path: 'order-status',
  query: z.object({ tableId: qInt().positive(), hotelServiceId: qInt().positive() }),
  summary: "The table's open order with its lines and bill; null when the table has none",
  result: z.object({ order: order.nullable() }),
});
export const orderById = endpoint({
  id: 'orderById',
  area: 'restaurant',
  method: 'GET',
  path: 'order/{id}',
  designed: true,
  params: z.object({ id: pathId() }),
  summary: 'One order (open or completed) with its lines and bill',
  result: orderResult,
});
export const createOrder = endpoint({
  id: 'createOrder',
  area: 'restaurant',
  method: 'POST',
  path: 'order',
  body: orderInput,
  summary: 'Places a new order for an allocated table: food goes on a KOT, beverages on a BOT',
  result: orderResult,
});
export const updateOrder = endpoint({
  id: 'updateOrder',
  area: 'restaurant',
  method: 'PUT',
  path: 'order',
  body: orderUpdate,
  summary:
    'Updates an order: new lines join the open tickets (or new ones once accepted); sending PLACED answers a reconfirmation request',
  result: orderResult,
});
export const cancelOrder = endpoint({
  id: 'cancelOrder',
  area: 'restaurant',
  method: 'DELETE',
  path: 'order/{id}',
  params: z.object({ id: pathId() }),
  summary:
    'Cancels an order the kitchen has not started; when some lines were already accepted only the pending lines are withdrawn (order answered, else null)',
  result: z.object({ order: order.nullable() }),
});
export const setOrderVatApplicable = endpoint({
  id: 'setOrderVatApplicable',
  area: 'restaurant',
  method: 'PUT',
  path: 'order/vat-applicable',
  body: z.object({ id: z.number().int().positive(), vatApplicable: z.boolean() }),
  summary: 'Turns VAT on or off for an order that is still PLACED',
  result: orderResult,
});
export const completeOrder = endpoint({
  id: 'completeOrder',
  area: 'restaurant',
  method: 'PUT',
  path: 'order/complete/{orderId}',
  params: z.object({ orderId: pathId() }),
  query: z.object({ hotelId: qInt().positive(), paymentPaidMethod: paymentMethod }),
  body: vatRegistryCustomer,
  summary:
    'Completes payment of a fully served order (CASH, or ROOM_BILL posting a room charge) and frees the table; answers the invoice too, for the receipt (designed)',
  result: z.object({ order, invoice: restaurantInvoice }),
});

// ------------------------------------------------------------------------------------- waiter: tables

export const searchRestaurantTables = endpoint({
  id: 'searchRestaurantTables',
  area: 'restaurant',
  method: 'GET',
  path: 'restaurant-tables/search-only',
  query: z.object({
    userId: qInt().positive(),
    hotelServiceId: qInt().positive(),
    statusList: qList(tableStatus).optional(),
  }),
  summary:
    "Tables of the service in the given statuses that the waiter may use: vacant ones and the waiter's own (every table with ALLOW_ALL_TABLES)",
  result: z.object({ restaurantTable: z.array(restaurantTable) }),
});
export const restaurantTablesOfService = endpoint({
  id: 'restaurantTablesOfService',
  area: 'restaurant',
  method: 'GET',
  path: 'restaurant-tables/hotel-service/{hotelServiceId}',
  designed: true,
  params: z.object({ hotelServiceId: pathId() }),
  summary: "Every table of the service with its status (the waiter's carousel; RESTAURANT_TABLE view for admins)",
  result: z.object({ restaurantTable: z.array(restaurantTable) }),
});
export const allocateTable = endpoint({
  id: 'allocateTable',
  area: 'restaurant',
  method: 'POST',
  path: 'restaurant-table/allocate',
  body: tableAllocationInput,
  summary: 'Allocates a vacant table to the waiter (payment method OTHER until chosen)',
  result: z.object({ restaurantTable }),
});
export const updateTableAllocation = endpoint({
  id: 'updateTableAllocation',
  area: 'restaurant',
  method: 'PUT',
  path: 'restaurant-table/allocate',
  body: tableAllocationUpdate,
  summary: "Sets the payment method (CASH, or ROOM_BILL with a checked-in room) of a table's allocation",
  result: z.object({ restaurantTable }),
});
export const deallocateTable = endpoint({
  id: 'deallocateTable',
  area: 'restaurant',
  method: 'PUT',
  path: 'restaurant-table/deallocate/{allocationId}',
  params: z.object({ allocationId: pathId() }),
  summary: `Frees an OCCUPIED or SERVED table with no order lines; otherwise '${RESTAURANT_MESSAGES.unableToDeallocate}'`,
  result: z.object({ restaurantTable }),
});

// ------------------------------------------------------------------------------------- waiter: menu

export const searchItems = endpoint({
  id: 'searchItems',
  area: 'restaurant',
  method: 'GET',
  path: 'item/search-only',
  query: z.object({
    name: z.string().trim().max(120).optional(),
    itemType: itemType.optional(),
    /** Designed additions: the restaurant (default: the caller's only one) and a category with its sub-categories. */
    hotelServiceId: qInt().positive().optional(),
    categoryId: qInt().positive().optional(),
  }),
  summary:
    'Menu items by name, type (CUSTOM_DISH for the custom dish lookup) and category; inactive ones are included, flagged',
  result: z.object({ item: z.array(foodItem) }),
});
export const createCustomDish = endpoint({
  id: 'createCustomDish',
  area: 'restaurant',
  method: 'POST',
  path: 'custom-dishes',
  body: customDishInput,
  summary: 'Creates a custom dish (a description and a price) that can then be ordered like any item',
  result: z.object({ customDish }),
});

// ------------------------------------------------------------------------------------- kitchen

export const orderCounts = endpoint({
  id: 'orderCounts',
  area: 'restaurant',
  method: 'GET',
  path: 'order/count/{serviceId}',
  params: z.object({ serviceId: pathId() }),
  summary: "The chef's count tiles: orders by status",
  result: z.object({ orderCount }),
});
export const activeOrders = endpoint({
  id: 'activeOrders',
  area: 'restaurant',
  method: 'GET',
  path: 'orders/active',
  query: z.object({
    hotelServiceId: qInt().positive(),
    sortField: z.enum(['orderStatus', 'orderTime', 'id']).default('orderStatus'),
  }),
  summary: 'Accepted tickets not yet served, one card per KOT or BOT',
  result: z.object({ order: z.array(chefOrder) }),
});
export const orderedItemHoldings = endpoint({
  id: 'orderedItemHoldings',
  area: 'restaurant',
  method: 'GET',
  path: 'ordered-item-holdings/{serviceId}',
  params: z.object({ serviceId: pathId() }),
  summary: 'New orders awaiting the kitchen: one card per table with a NEW or REJECTED item',
  result: z.object({ orderItems: z.array(chefOrder) }),
});
export const rejectOrderedItem = endpoint({
  id: 'rejectOrderedItem',
  area: 'restaurant',
  method: 'PUT',
  path: 'ordered-item-holdings/reject/{itemId}',
  params: z.object({ itemId: pathId() }),
  query: z.object({
    reason: z
      .string({ error: RESTAURANT_MESSAGES.reasonRequired })
      .trim()
      .min(1, RESTAURANT_MESSAGES.reasonRequired)
      .max(300),
  }),
  summary: 'Rejects a NEW item with a reason; the waiter is told at once',
  result: orderResult,
});
export const updateHoldingItemStatus = endpoint({
  id: 'updateHoldingItemStatus',
  area: 'restaurant',
  method: 'PUT',
  path: 'ordered-item-holdings/status',
  designed: true,
  body: z.object({
    id: z.number().int().positive(),
    status: orderedItemStatus.extract(['BEING_PREPARED', 'READY_TO_SERVE']),
    kotId: z.number().int().positive(),
  }),
  summary: "The chef's Prepare (ACCEPTED → BEING_PREPARED) and Ready (BEING_PREPARED → READY_TO_SERVE) on one item",
  result: orderResult,
});
export const acceptOrder = endpoint({
  id: 'acceptOrder',
  area: 'restaurant',
  method: 'PUT',
  path: 'order/accept/{orderId}',
  params: z.object({ orderId: pathId() }),
  summary: 'Accepts the NEW items of an order (refused while a rejection awaits reconfirmation)',
  result: orderResult,
});
export const acknowledgeCancellation = endpoint({
  id: 'acknowledgeCancellation',
  area: 'restaurant',
  method: 'PUT',
  path: 'order/cancellation-seen/{orderId}',
  designed: true,
  params: z.object({ orderId: pathId() }),
  summary: "The chef acknowledges the waiter's cancellation: the order's withdrawn items leave the new-order carousel",
  result: z.object({}),
});
export const requestOrderConfirmation = endpoint({
  id: 'requestOrderConfirmation',
  area: 'restaurant',
  method: 'PUT',
  path: 'order/request-confirmation/{orderId}',
  params: z.object({ orderId: pathId() }),
  summary: 'Asks the waiter to reconfirm an order after rejecting some of its items',
  result: orderResult,
});
export const lastKitchenBump = endpoint({
  id: 'lastKitchenBump',
  area: 'restaurant',
  method: 'GET',
  path: 'kitchen/last-bump/{serviceId}',
  designed: true,
  params: z.object({ serviceId: pathId() }),
  summary: "The caller's last step on the kitchen screen that can still be recalled (null when none)",
  result: z.object({ bump: kitchenBump.nullable() }),
});
export const recallKitchenBump = endpoint({
  id: 'recallKitchenBump',
  area: 'restaurant',
  method: 'PUT',
  path: 'kitchen/recall/{bumpId}',
  designed: true,
  params: z.object({ bumpId: pathId() }),
  summary:
    'Recall: undoes a chef step (Accept Order, Prepare, Ready, Ready to serve) within the recall window, unless the order moved on since',
  result: orderResult,
});
export const kotReadyToServe = endpoint({
  id: 'kotReadyToServe',
  area: 'restaurant',
  method: 'PUT',
  path: 'kot/ready-to-serve/{kotId}',
  params: z.object({ kotId: pathId() }),
  summary: 'Releases a kitchen ticket whose items are all ready (or served) to the waiter',
  result: orderResult,
});
export const botReadyToServe = endpoint({
  id: 'botReadyToServe',
  area: 'restaurant',
  method: 'PUT',
  path: 'bot/ready-to-serve/{botId}',
  params: z.object({ botId: pathId() }),
  summary: 'Releases a bar ticket whose items are all ready (or served) to the waiter',
  result: orderResult,
});

// ------------------------------------------------------------------------------------- the restaurant's settings

export const restaurantSettingOf = endpoint({
  id: 'restaurantSettingOf',
  area: 'restaurant',
  method: 'GET',
  path: 'restaurant-setting/{serviceId}',
  params: z.object({ serviceId: pathId() }),
  summary:
    "A restaurant's settings (the defaults until it saves its own) and the header of its bills; for anyone working in the restaurant",
  result: z.object({ restaurantSetting }),
  designed: true,
});
export const updateRestaurantSetting = endpoint({
  id: 'updateRestaurantSetting',
  area: 'restaurant',
  method: 'PUT',
  path: 'restaurant-setting/{serviceId}',
  params: z.object({ serviceId: pathId() }),
  body: z.object({ billPaper, targetPreparationMinutes: targetPreparationMinutes.optional() }),
  summary:
    "Saves a restaurant's settings: the paper of its bills and receipts, and the kitchen's target preparation time (kept when not sent) (RESTAURANT_INVOICE edit)",
  result: z.object({ restaurantSetting }),
  designed: true,
});

// ------------------------------------------------------------------------------------- waiter: status screen

export const waiterTableAllocations = endpoint({
  id: 'waiterTableAllocations',
  area: 'restaurant',
  method: 'GET',
  path: 'table-allocation/{serviceId}/{userId}',
  params: z.object({ serviceId: pathId(), userId: pathId() }),
  query: z.object({ allowAllTable: qBool().default(false) }),
  summary:
    "The waiter's open tables with order status and tickets (every waiter's with allowAllTable and ALLOW_ALL_TABLES)",
  result: z.object({ tableAllocation: z.array(tableAllocation) }),
});
const serveBody = z.object({ id: z.number().int().positive(), orderStatus: z.literal('SERVED') });
export const serveKot = endpoint({
  id: 'serveKot',
  area: 'restaurant',
  method: 'PUT',
  path: 'kot/serve/{id}',
  params: z.object({ id: pathId() }),
  body: serveBody,
  summary: 'Serves every ready item of a READY_TO_SERVE kitchen ticket',
  result: orderResult,
});
export const serveBot = endpoint({
  id: 'serveBot',
  area: 'restaurant',
  method: 'PUT',
  path: 'bot/serve/{id}',
  params: z.object({ id: pathId() }),
  body: serveBody,
  summary: 'Serves every ready item of a READY_TO_SERVE bar ticket',
  result: orderResult,
});

// ------------------------------------------------------------------------------------- food categories (core §7)

const serviceAndCategory = z.object({ hotelServiceId: pathId(), categoryId: pathId() });
const categoryResult = z.object({ category: foodCategory });
const categoryList = z.object({ category: z.array(foodCategory) });

export const categoryChildren = endpoint({
  id: 'categoryChildren',
  area: 'restaurant',
  method: 'GET',
  path: 'category-structure/{hotelServiceId}/{categoryId}',
  params: serviceAndCategory,
  query: z.object({ name: z.string().trim().max(80).optional() }),
  summary: 'The sub-categories of a category (the second button row), optionally by name',
  result: categoryList,
});
export const lastLayerCategories = endpoint({
  id: 'lastLayerCategories',
  area: 'restaurant',
  method: 'GET',
  path: 'category-structure/last-layer',
  query: z.object({ title: z.string().trim().max(80).optional(), hotelServiceId: qInt().positive() }),
  summary: 'Categories without sub-categories (where items are allocated), optionally by title',
  result: categoryList,
});
export const createCategory = endpoint({
  id: 'createCategory',
  area: 'restaurant',
  method: 'POST',
  path: 'category-structure',
  bodyKind: 'multipart',
  multipart: { json: 'category', files: CATEGORY_IMAGES },
  body: foodCategoryInput,
  summary: 'Creates a food category, under a parent category or on the first layer',
  result: categoryResult,
});
export const categoryTree = endpoint({
  id: 'categoryTree',
  area: 'restaurant',
  method: 'GET',
  path: 'category-structure/hotel-service/{id}',
  params: z.object({ id: pathId() }),
  summary: "The service's whole category tree: first-layer categories with their children",
  result: categoryList,
});
export const searchCategories = endpoint({
  id: 'searchCategories',
  area: 'restaurant',
  method: 'GET',
  path: 'categories/search-only',
  query: z.object({ title: z.string().trim().max(80).optional(), hotelServiceId: qInt().positive() }),
  summary: 'Categories of the service by title (flat, children left empty)',
  result: categoryList,
});
export const updateCategory = endpoint({
  id: 'updateCategory',
  area: 'restaurant',
  method: 'PUT',
  path: 'category-structure/{hotelServiceId}/{categoryId}',
  params: serviceAndCategory,
  bodyKind: 'multipart',
  multipart: { json: 'category', files: CATEGORY_IMAGES },
  body: foodCategoryInput,
  summary: 'Renames or moves a category; an image part replaces its image',
  result: categoryResult,
});
export const deleteCategory = endpoint({
  id: 'deleteCategory',
  area: 'restaurant',
  method: 'DELETE',
  path: 'category-structure/{hotelServiceId}/{categoryId}',
  params: serviceAndCategory,
  summary: 'Deletes a category without sub-categories or items',
  result: z.object({}),
});

// ------------------------------------------------------------------------------------- reservation service

export const reservedRoomsByRoomNo = endpoint({
  id: 'reservedRoomsByRoomNo',
  area: 'hotel',
  method: 'GET',
  path: 'reserved-room/search-by-room',
  query: z.object({ hotelId: qInt().positive(), roomNo: z.string().trim().max(20).optional() }),
  summary: 'Checked-in rooms of the hotel whose number starts with the text (charge to room)',
  result: z.object({ reservedRoom: z.array(reservedRoom) }),
});
