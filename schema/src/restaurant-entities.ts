// Shapes of the restaurant, kitchen (chef) and waiter calls (operations §3 Restaurant, §4, §5).
// Field names are the documented ones, including the spec's own spellings (custmorName). Where the
// spec shows no field for something a screen needs, an extra field is added and says so.
import { COMMON_REFUSALS, RESTAURANT_REFUSALS } from '@hotel/domain';
import { z } from 'zod';
import { money } from './money.js';

// ------------------------------------------------------------------------------------- statuses

/** Order status (operations §4): NEW is an unsent line on the waiter's screen. */
export const ORDER_STATUSES = [
  'NEW',
  'PLACED',
  'REQUEST_CONFIRMATION',
  'ACCEPTED',
  'BEING_PREPARED',
  'READY_TO_SERVE',
  'SERVED',
  'COMPLETED',
  'REJECTED',
] as const;
export const orderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatus>;

/** Item statuses are the order's, plus CANCELLED (a line withdrawn before the kitchen accepted it). */
export const orderedItemStatus = z.enum([...ORDER_STATUSES, 'CANCELLED']);
export type OrderedItemStatus = z.infer<typeof orderedItemStatus>;

export const tableStatus = z.enum(['VACANT', 'OCCUPIED', 'RESERVED', 'WAITING_FOR_ORDER', 'READY_TO_SERVE', 'SERVED']);
export type TableStatus = z.infer<typeof tableStatus>;

/** OTHER means none chosen yet: ordering is blocked until CASH or ROOM_BILL is set. */
export const paymentMethod = z.enum(['CASH', 'ROOM_BILL', 'OTHER']);
export type PaymentMethod = z.infer<typeof paymentMethod>;

/** KOT: kitchen order ticket (food); BOT: bar order ticket (beverages). */
export const ticketType = z.enum(['KOT', 'BOT']);
export type TicketType = z.infer<typeof ticketType>;

/** A ticket's kotStatus/ticketStatus: the order's labels from PLACED to SERVED, or CANCELLED. */
export const ticketStatus = z.enum(['PLACED', 'ACCEPTED', 'BEING_PREPARED', 'READY_TO_SERVE', 'SERVED', 'CANCELLED']);
export type TicketStatus = z.infer<typeof ticketStatus>;

/** FOOD and CUSTOM_DISH go to the kitchen (KOT), BEVERAGE to the bar (BOT). */
export const itemType = z.enum(['FOOD', 'BEVERAGE', 'CUSTOM_DISH']);
export type ItemType = z.infer<typeof itemType>;

export const guestType = z.enum(['INSIDE', 'OUTSIDE']);
export const orderType = z.enum(['DINE', 'TAKEAWAY']);

// ------------------------------------------------------------------------------------- messages

/** The validation messages of operations §5 Restaurant, word for word (the domain's catalogue). */
export const RESTAURANT_MESSAGES = {
  remarksTooLong: RESTAURANT_REFUSALS.REMARKS_TOO_LONG,
  descriptionRequired: RESTAURANT_REFUSALS.DESCRIPTION_REQUIRED,
  priceRequired: RESTAURANT_REFUSALS.PRICE_REQUIRED,
  invalidPrice: RESTAURANT_REFUSALS.INVALID_PRICE,
  reasonRequired: RESTAURANT_REFUSALS.REJECT_REASON_REQUIRED,
  roomRequired: RESTAURANT_REFUSALS.ROOM_NUMBER_REQUIRED,
  timeRequired: RESTAURANT_REFUSALS.TABLE_TIME_REQUIRED,
  selectPaymentMethod: RESTAURANT_REFUSALS.SELECT_PAYMENT_METHOD,
  selectTable: RESTAURANT_REFUSALS.SELECT_TABLE,
  unableToDeallocate: RESTAURANT_REFUSALS.UNABLE_TO_DEALLOCATE_TABLE,
  quantityMin: RESTAURANT_REFUSALS.QUANTITY_BELOW_ONE,
} as const;

export const REMARKS_MAX = 60;

const id = z.number().int();
const imageUrl = z.string().nullable();
const text = (max: number) => z.string().trim().max(max);
const requiredText = (max: number, message: string = COMMON_REFUSALS.REQUIRED_FIELD) =>
  z.string({ error: message }).trim().min(1, message).max(max);
/** HH:mm, the table time (operations §9). */
const hhmm = z
  .string({ error: RESTAURANT_MESSAGES.timeRequired })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, RESTAURANT_MESSAGES.timeRequired);
const remarks = z.string().trim().max(REMARKS_MAX, RESTAURANT_MESSAGES.remarksTooLong);

/**
 * A price as the custom dish form sends it: a number or text of digits with up to two decimals,
 * above zero. Missing or empty is 'Price required'; anything else is 'Invalid price'.
 */
export const priceInput = z
  .union([z.number(), z.string()], {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? RESTAURANT_MESSAGES.priceRequired
        : RESTAURANT_MESSAGES.invalidPrice,
  })
  .transform((value, ctx) => {
    const textValue = typeof value === 'number' ? String(value) : value.trim().replace(/,/g, '');
    if (textValue === '') {
      ctx.addIssue({ code: 'custom', message: RESTAURANT_MESSAGES.priceRequired });
      return z.NEVER;
    }
    const ok = /^\d{1,9}(\.\d{1,2})?$/.test(textValue) && Number(textValue) > 0;
    if (!ok) {
      ctx.addIssue({ code: 'custom', message: RESTAURANT_MESSAGES.invalidPrice });
      return z.NEVER;
    }
    return Number(textValue);
  });

// ------------------------------------------------------------------------------------- tables

/** A restaurant table as the waiter sees it (operations §3 Table, plus the category and the order). */
export const restaurantTable = z.object({
  id,
  number: z.string(),
  status: tableStatus,
  tableAllocationId: id.nullable(),
  paymentMethod: paymentMethod.nullable(),
  reservedRoomId: id.nullable(),
  roomNumber: z.string().nullable(),
  /** Added: the rest of the open allocation and what the carousel shows. */
  hotelServiceId: id,
  tableCategoryId: id.nullable(),
  tableCategoryName: z.string().nullable(),
  waiterId: id.nullable(),
  vatApplicable: z.boolean(),
  customerName: z.string().nullable(),
  remarks: z.string().nullable(),
  currentOrderId: id.nullable(),
  /** Non-cancelled, non-rejected lines of the open order: an occupied table with 0 shows the 'N' marker. */
  orderLineCount: z.number().int(),
});
export type RestaurantTable = z.infer<typeof restaurantTable>;

const allocationFields = {
  tableId: z.number({ error: RESTAURANT_MESSAGES.selectTable }).int().positive(RESTAURANT_MESSAGES.selectTable),
  hotelServiceId: z.number().int().positive(),
  waiterId: z.number().int().positive().nullish(),
  paymentMethod: paymentMethod.default('OTHER'),
  reservedRoomId: z.number().int().positive().nullish(),
  roomNumber: text(20).nullish(),
  remarks: remarks.nullish(),
  vatRegistryId: z.number().int().positive().nullish(),
  vatApplicable: z.boolean().default(false),
  customerName: text(120).nullish(),
};
const roomNeeded = (
  value: { paymentMethod: PaymentMethod; reservedRoomId?: number | null | undefined },
  ctx: z.RefinementCtx,
) => {
  if (value.paymentMethod === 'ROOM_BILL' && !value.reservedRoomId) {
    ctx.addIssue({ code: 'custom', path: ['reservedRoomId'], message: RESTAURANT_MESSAGES.roomRequired });
  }
};
/** POST restaurant-table/allocate: a vacant table taken, normally with payment method OTHER. */
export const tableAllocationInput = z
  .object({ id: z.number().int().positive().nullish(), ...allocationFields })
  .superRefine(roomNeeded);
/** PUT restaurant-table/allocate: the payment method (and room) of the table's open allocation. */
export const tableAllocationUpdate = z
  .object({
    /** The allocation; when absent the open allocation of tableId is meant. */
    id: z.number().int().positive().nullish(),
    ...allocationFields,
  })
  .superRefine(roomNeeded);

/** The waiter status screen's row: an open allocation with its order and tickets. */
export const ticket = z.object({
  id,
  kotNumber: z.number().int().nullable(),
  botNumber: z.number().int().nullable(),
  ticketType,
  ticketStatus,
});
export type Ticket = z.infer<typeof ticket>;

export const tableAllocation = z.object({
  id,
  tableNumber: z.string(),
  tableId: id,
  currentOrderId: id.nullable(),
  orderStatus: orderStatus.nullable(),
  kotResponseList: z.array(ticket),
  /** Added: who holds the table and how it pays. */
  waiterId: id,
  paymentMethod,
  roomNumber: z.string().nullable(),
});
export type TableAllocation = z.infer<typeof tableAllocation>;

// ------------------------------------------------------------------------------------- menu

export const foodItem = z.object({
  id,
  name: z.string(),
  image: imageUrl,
  price: money,
  active: z.boolean(),
  itemType,
  categoryId: id.nullable(),
  hotelServiceId: id,
});
export type FoodItem = z.infer<typeof foodItem>;

export const customDishInput = z.object({
  name: requiredText(120, RESTAURANT_MESSAGES.descriptionRequired),
  price: priceInput,
  /** Added: the restaurant the dish is for; defaults to the caller's only restaurant service. */
  hotelServiceId: z.number().int().positive().nullish(),
});
export const customDish = z.object({ id, name: z.string(), price: money });

/** A food category node (core §3): categoryId is the parent (null on the first layer). */
export interface FoodCategory {
  id: number;
  categoryImage: string | null;
  categoryTitle: string;
  expanded: boolean;
  categoryId: number | null;
  hotelServiceId: number;
  children: FoodCategory[];
}
export const foodCategory: z.ZodType<FoodCategory> = z.object({
  id,
  categoryImage: imageUrl,
  categoryTitle: z.string(),
  expanded: z.boolean(),
  categoryId: id.nullable(),
  hotelServiceId: id,
  get children() {
    return z.array(foodCategory);
  },
});
export const foodCategoryInput = z.object({
  categoryTitle: requiredText(80),
  /** The parent category; null or absent for the first layer. */
  categoryId: z.number().int().positive().nullish(),
  hotelServiceId: z.number().int().positive(),
  expanded: z.boolean().default(false),
});
export const CATEGORY_IMAGES = ['categoryImage'] as const;

// ------------------------------------------------------------------------------------- orders

export const taxResponse = z.object({ name: z.string(), originRate: z.number(), amount: money });
export const bill = z.object({
  subTotal: money,
  discount: money,
  serviceCharge: money,
  serviceChargeRate: z.number(),
  taxResponseList: z.array(taxResponse),
  totalCharge: money,
});
export type Bill = z.infer<typeof bill>;

export const orderedItem = z.object({
  id,
  itemId: id,
  name: z.string(),
  image: imageUrl,
  quantity: z.number().int(),
  price: money,
  remarks: z.string(),
  orderedItemStatus,
  kotId: id.nullable(),
  /** False once the line no longer counts (rejected or cancelled). */
  active: z.boolean(),
  /** Added: where the line went and why the kitchen refused it. */
  itemType,
  ticketType,
  rejectionReason: z.string().nullable(),
});
export type OrderedItem = z.infer<typeof orderedItem>;

/** The waiter's order (operations §3 Order). */
export const order = z.object({
  id,
  orderStatus,
  orderTime: z.string(),
  paymentMethod,
  roomNumber: z.string().nullable(),
  remarks: z.string(),
  customerName: z.string(),
  /** The spec's own spelling, kept for the screens that read it; always equal to customerName. */
  custmorName: z.string(),
  servedAny: z.boolean(),
  vatApplicable: z.boolean(),
  /** The service's VAT tax is active: only then does the VAT checkbox show. */
  vatActive: z.boolean(),
  vatRegistryId: id.nullable(),
  hotelServiceId: id,
  /** Numbers of this waiter's tables whose orders await reconfirmation (the blinking banner). */
  requestConfirmationTableList: z.array(z.string()),
  readyToServe: z.boolean(),
  bill,
  orderedItemDtoList: z.array(orderedItem),
  /** Added: where the order sits and how it was taken. */
  tableId: id,
  tableNumber: z.string(),
  tableAllocationId: id,
  waiterId: id,
  reservedRoomId: id.nullable(),
  guestName: z.string(),
  phoneNo: z.string(),
  guestType,
  orderType,
  kotResponseList: z.array(ticket),
});
export type Order = z.infer<typeof order>;

export const orderLineInput = z.object({
  /** An existing line; absent for a new one. */
  id: z.number().int().positive().nullish(),
  itemId: z.number().int().positive(),
  quantity: z.number({ error: RESTAURANT_MESSAGES.quantityMin }).int().min(1, RESTAURANT_MESSAGES.quantityMin).max(999),
  remarks: remarks.default(''),
  kotId: z.number().int().positive().nullish(),
  orderedItemStatus: orderedItemStatus.nullish(),
});

const orderFields = {
  guestName: text(120).default(''),
  phoneNo: text(30).default(''),
  /** The client sends a placeholder (1000); the server computes the bill itself and ignores it. */
  totalPrice: z.number().nullish(),
  employeeId: z.number().int().nullish(),
  /** REQUEST_CONFIRMATION is answered by sending PLACED (operations §4). */
  orderStatus: orderStatus.default('PLACED'),
  guestType: guestType.default('INSIDE'),
  orderType: orderType.default('DINE'),
  tableId: z.number({ error: RESTAURANT_MESSAGES.selectTable }).int().positive(RESTAURANT_MESSAGES.selectTable),
  tableAllocationId: z.number().int().positive(),
  orderedItemDtoList: z.array(orderLineInput).max(200),
  orderTime: hhmm,
  customerName: text(120).default(''),
  vatApplicable: z.boolean().default(false),
  remarks: remarks.default(''),
};
export const orderInput = z.object({
  id: z.number().int().positive().nullish(),
  ...orderFields,
  orderedItemDtoList: z.array(orderLineInput).min(1, RESTAURANT_REFUSALS.ORDER_NEEDS_AN_ITEM).max(200),
});
export const orderUpdate = z.object({ id: z.number().int().positive(), ...orderFields });

/**
 * The VAT registry customer sent on completion (operations §3). With vatRegistryApplicable the name,
 * VAT number, e-mail and address are required; registryType always includes RESTAURANT.
 */
export const vatRegistryCustomer = z
  .object({
    id: z.number().int().positive().nullish(),
    name: text(120).default(''),
    address: text(300).default(''),
    vatNumber: text(40).default(''),
    email: z.union([z.literal(''), z.email(COMMON_REFUSALS.INVALID_EMAIL).max(254)]).default(''),
    hotelId: z.number().int().positive().nullish(),
    registryType: z
      .array(z.string().trim().min(1).max(40))
      .max(10)
      .default([])
      .transform((list) => (list.includes('RESTAURANT') ? list : [...list, 'RESTAURANT'])),
    groupId: z.number().int().positive().nullish(),
    onlyThisHotelView: z.boolean().default(false),
    vatRegistryApplicable: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (!value.vatRegistryApplicable) return;
    for (const field of ['name', 'address', 'vatNumber', 'email'] as const) {
      if (value[field] === '') ctx.addIssue({ code: 'custom', path: [field], message: COMMON_REFUSALS.REQUIRED_FIELD });
    }
  });

// ------------------------------------------------------------------------------------- kitchen

export const chefOrderItem = z.object({
  id,
  itemName: z.string(),
  quantity: z.number().int(),
  remarks: z.string(),
  image: imageUrl,
  orderedItemStatus,
  kotId: id.nullable(),
  /** Added. */
  ticketType,
  rejectionReason: z.string().nullable(),
});
export type ChefOrderItem = z.infer<typeof chefOrderItem>;

/**
 * The chef's order card. In orders/active it is one ticket (kotId, kotNumber or botNumber, ticketType,
 * kotStatus set); in ordered-item-holdings it is one table's order awaiting acceptance and the
 * ticket fields are null, each item naming its own kotId.
 */
export const chefOrder = z.object({
  id,
  tableId: id,
  tableNumber: z.string(),
  kotId: id.nullable(),
  kotNumber: z.number().int().nullable(),
  botNumber: z.number().int().nullable(),
  ticketType: ticketType.nullable(),
  kotStatus: ticketStatus.nullable(),
  /** The order's status; CANCELLED (added) for a cancelled order the kitchen has not acknowledged yet. */
  orderStatus: orderedItemStatus,
  orderTime: z.string(),
  /** Added: when it was ordered (ISO instant): the ticket's first item sent, or the card's oldest item. */
  orderedAt: z.string(),
  orderedItemResponseList: z.array(chefOrderItem),
  /**
   * Added: the waiter withdrew items of this order while they awaited the kitchen, and the chef has
   * not acknowledged it yet (the card stays, the items ribboned CANCELLED). Always false on orders/active.
   */
  cancellationUnseen: z.boolean(),
});
export type ChefOrder = z.infer<typeof chefOrder>;

/** Designed (issue 10): a chef's step that Recall can undo for a short time. */
export const kitchenBump = z.object({
  id,
  kind: z.enum(['ACCEPT', 'PREPARE', 'READY', 'RELEASE']),
  orderId: id,
  tableNumber: z.string(),
  /** The item Prepare or Ready moved; null for Accept Order and Ready to serve. */
  itemName: z.string().nullable(),
  ticketType: ticketType.nullable(),
  ticketNumber: z.number().int().nullable(),
  bumpedAt: z.string(),
  /** Until when it can be recalled (ISO instant). */
  recallableUntil: z.string(),
});
export type KitchenBump = z.infer<typeof kitchenBump>;

export const orderCount = z.object({
  requestConfirmation: z.number().int(),
  accepted: z.number().int(),
  beingPrepared: z.number().int(),
  placed: z.number().int(),
  readyToServe: z.number().int(),
});
export type OrderCount = z.infer<typeof orderCount>;

// ------------------------------------------------------------------------------------- front office

/** A checked-in room a restaurant bill can be charged to (operations §3 Reserved room). */
export const reservedRoom = z.object({
  reservedRoomId: id,
  roomNo: z.string(),
  vatRegistryApplicable: z.boolean(),
  vatApplicableForReservation: z.boolean(),
  /** Added: shown beside the room number. */
  guestName: z.string(),
  reservationId: id,
});
export type ReservedRoom = z.infer<typeof reservedRoom>;

// ------------------------------------------------------------------------------------- live messages
// The payloads of the kitchen's and the waiter's topics (registered in topics.ts). Consumers strip
// fields they do not know, so adding an optional field never breaks an older BFF.

/** What happened, as the `event` field of the kitchen's and the waiter's messages names it. */
export const restaurantLiveEvent = z.enum([
  'NEW_ORDER',
  'ORDER_UPDATED',
  'ORDER_CANCELLED',
  'ITEMS_CANCELLED',
  'CANCELLATION_SEEN',
  'RECALLED',
  'ITEM_REJECTED',
  'CONFIRMATION_REQUESTED',
  'ORDER_ACCEPTED',
  'ITEM_STATUS',
  'TICKET_READY',
  'SERVED',
  'ORDER_COMPLETED',
]);
export type RestaurantLiveEvent = z.infer<typeof restaurantLiveEvent>;

/** An order's status on a live message: one of the order's, or CANCELLED when it was withdrawn. */
const liveOrderStatus = z.enum([...ORDER_STATUSES, 'CANCELLED']);

/**
 * What the upstream publishes on /chef/{serviceId}. `status` is declared first and messages are sent
 * in the declared order, so a cancellation's first field is CANCELLED (operations §7), which returns
 * the kitchen's carousel to its first slide (operations §4).
 */
export const chefOrderMessage = z.object({
  status: liveOrderStatus,
  event: restaurantLiveEvent,
  orderId: id,
  tableId: id,
  tableNumber: z.string(),
  hotelServiceId: id,
  itemId: id.optional(),
  kotId: id.optional(),
});
export type ChefOrderMessage = z.infer<typeof chefOrderMessage>;

/** What the upstream publishes on /user/{waiterId}/queue/waiter for a change the waiter must see. */
export const waiterOrderMessage = z.object({
  event: restaurantLiveEvent,
  orderId: id,
  orderStatus: liveOrderStatus,
  tableId: id,
  tableNumber: z.string(),
  hotelServiceId: id,
  itemId: id.optional(),
  orderedItemStatus: orderedItemStatus.optional(),
  kotId: id.optional(),
  ticketStatus: ticketStatus.optional(),
});
export type WaiterOrderMessage = z.infer<typeof waiterOrderMessage>;

/** One rejected item of a rejection message. */
export const waiterRejectionEntry = z.object({
  orderId: id,
  itemId: id,
  itemName: z.string(),
  reason: z.string(),
  tableId: id,
  tableNumber: z.string(),
  orderedItemStatus: z.literal('REJECTED'),
});
export type WaiterRejectionEntry = z.infer<typeof waiterRejectionEntry>;

/** The waiter's queue: an order change, or an array of rejected items (operations §4: an array is a rejection). */
export const waiterMessage = z.union([waiterOrderMessage, z.array(waiterRejectionEntry).min(1)]);
export type WaiterMessage = z.infer<typeof waiterMessage>;

// ------------------------------------------------------------------------------------- the restaurant's settings

/**
 * Designed: the paper a restaurant prints its bills and receipts on, a whole A4 page or an 80 mm
 * receipt roll (issue 10: the restaurant chooses it in its settings).
 */
export const billPaper = z.enum(['A4', 'RECEIPT_80MM']);
export type BillPaper = z.infer<typeof billPaper>;

/** Designed: what heads every bill and receipt of the restaurant: its hotel's name, address and VAT number. */
export const billHeader = z.object({
  hotelTitle: z.string(),
  address: z.string(),
  contactNumber: z.string(),
  email: z.string(),
  vatNumber: z.string(),
});
export type BillHeader = z.infer<typeof billHeader>;

/** Designed: a restaurant's settings (the defaults until it saves its own). */
/** Designed (issue 10): the time a kitchen ticket should take, against which its age is coloured. */
export const targetPreparationMinutes = z.number().int().min(1).max(240);

export const restaurantSetting = z.object({
  hotelServiceId: id,
  billPaper,
  billHeader,
  targetPreparationMinutes,
});
export type RestaurantSetting = z.infer<typeof restaurantSetting>;
