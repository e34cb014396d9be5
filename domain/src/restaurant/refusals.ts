// Every refusal of the restaurant and the kitchen (operations §4, §5, §8): key → English text. The
// rules in rules.ts answer these keys, the upstream sends key and text, and the web translates the
// key. Texts the spec names are word for word.
import type { Catalogue } from '../messages/message.js';

export const RESTAURANT_REFUSALS = {
  // The spec's own texts (operations §5, §8).
  SELECT_PAYMENT_METHOD: 'Please select a payment method (Cash / Room).',
  SELECT_TABLE: 'Please select a table',
  UNABLE_TO_DEALLOCATE_TABLE: 'Unable to deallocate table',
  REMARKS_TOO_LONG: 'Character Limit Exceeded! (Max: 60 characters)',
  DESCRIPTION_REQUIRED: 'Description required',
  PRICE_REQUIRED: 'Price required',
  INVALID_PRICE: 'Invalid price',
  REJECT_REASON_REQUIRED: 'Reason is required',
  ROOM_NUMBER_REQUIRED: 'Room No is required',
  TABLE_TIME_REQUIRED: 'Time is required',
  QUANTITY_BELOW_ONE: 'Quantity cannot be less than 1',

  // Orders.
  ORDER_ALREADY_ACCEPTED: 'This order was already accepted',
  ORDER_ALREADY_COMPLETED: 'This order is already completed',
  ORDER_CANCELLED: 'This order was cancelled',
  ORDER_AWAITING_RECONFIRMATION: 'This order is waiting for the waiter to reconfirm it',
  ORDER_REJECTION_PENDING: 'Some items were rejected: request a reconfirmation from the waiter first',
  ORDER_NOTHING_TO_ACCEPT: 'There is nothing new to accept in this order',
  ORDER_NOTHING_REJECTED: 'No item of this order was rejected',
  ORDER_RECONFIRMATION_ALREADY_REQUESTED: 'A reconfirmation was already requested for this order',
  ORDER_ITEMS_SERVED: 'Items of this order were already served',
  ORDER_VAT_LOCKED: 'VAT can only change while the order is placed and not yet accepted',
  ORDER_NOT_ALL_SERVED: 'Every item must be served before the invoice',
  ORDER_HAS_NO_ITEMS: 'The order has no items',
  ORDER_NEEDS_AN_ITEM: 'Add at least one item to order',
  ORDER_ALREADY_OPEN: 'An order is already open for this table',
  ORDER_OF_ANOTHER_TABLE: 'This order belongs to another table',
  ORDER_OF_ANOTHER_HOTEL: 'This order belongs to another hotel',
  ORDER_ALREADY_CHARGED_TO_ROOM: 'This order was already charged to the room',
  ORDER_TABLE_TIME_LOCKED: 'The table time can no longer change',
  GUEST_NO_LONGER_CHECKED_IN: 'The guest of this room is no longer checked in',

  // Order lines.
  ITEM_ALREADY_REJECTED: 'This item was already rejected',
  ITEM_ALREADY_ACCEPTED: 'This item was already accepted',
  ITEM_CANCELLED: 'This item was cancelled',
  /** {{label}}: the status in English words; {{status}}: its code, for translations. */
  ITEM_ALREADY_IN_STATUS: 'This item is already {{label}}',
  /** {{fromLabel}}/{{toLabel}}: the statuses in English words; {{from}}/{{to}}: their codes. */
  ITEM_TRANSITION_NOT_ALLOWED: 'This item is {{fromLabel}} and cannot become {{toLabel}}',
  ITEM_CAN_NO_LONGER_CHANGE: '{{name}} can no longer change',
  ITEM_NOT_A_LINE_OF_ORDER: 'Not a line of this order',
  ITEM_NOT_ON_MENU: 'This item is not on the menu of this restaurant',
  ITEM_NOT_AVAILABLE: '{{name}} is not available',

  // Tickets.
  TICKET_NOT_READY: 'Every item of the ticket must be ready to serve first',
  TICKET_NOT_RELEASED: 'This ticket is not ready to serve yet',
  RECALL_NOTHING: 'There is nothing to recall',
  RECALL_EXPIRED: 'Too late to recall: the time to undo has passed',
  RECALL_ALREADY_DONE: 'This step was already recalled',
  RECALL_OVERTAKEN: 'Too late to recall: the order has moved on since',
  TICKET_ALREADY_SERVED: 'This ticket was already served',
  TICKET_CANCELLED: 'This ticket was cancelled',
  TICKET_MISMATCH: 'The ticket in the body differs from the one in the path',

  // Tables.
  TABLE_TAKEN: 'This table was just taken by another waiter',
  TABLE_ALREADY_YOURS: 'This table is already allocated to you',
  TABLE_RESERVED: 'This table is reserved',
  TABLE_NOT_ALLOCATED: 'This table is not allocated',
  TABLE_NO_LONGER_ALLOCATED: 'This table is no longer allocated',
  TABLE_ALREADY_FREE: 'This table is already free',
  TABLE_ALLOCATION_MISMATCH: 'The table does not match its allocation',
  TABLE_NOT_IN_RESTAURANT: 'This table is not in this restaurant',
  TABLE_OF_ANOTHER_WAITER: 'This table is served by another waiter',
  OWN_TABLES_ONLY: 'You may only see your own tables',
  ROOM_HAS_NO_GUEST: 'This room has no checked-in guest',

  // The menu's categories.
  MENU_CATEGORY_TITLE_TAKEN: 'A category with this title already exists here',
  MENU_CATEGORY_PARENT_ELSEWHERE: 'The parent category is not in this restaurant',
  MENU_CATEGORY_UNDER_ITSELF: 'A category cannot move under itself',
  CATEGORY_MOVED_ACROSS_RESTAURANTS: 'A category cannot move to another restaurant',
  MENU_CATEGORY_HAS_SUBCATEGORIES: 'The category still has sub-categories. Delete them first.',
  MENU_CATEGORY_HAS_ITEMS: 'Items are still allocated to this category. Move them first.',
} as const satisfies Catalogue;

export type RestaurantRefusalReason = keyof typeof RESTAURANT_REFUSALS;
