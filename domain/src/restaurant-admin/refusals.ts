// Refusals of the restaurant administration (core-platform §2 /restaurant-admin, operations §5 VAT
// registry): the admin forms' rules, duplicate names, moves across restaurants, and deletes the data
// forbids (each says what to do instead).
import type { Catalogue } from '../messages/message.js';

export const RESTAURANT_ADMIN_REFUSALS = {
  // The forms' rules (the VAT registry's are operations §5, word for word).
  TITLE_REQUIRED: 'Title is required',
  TABLE_NUMBER_REQUIRED: 'Table number is required',
  SEATS_RANGE: 'Seats must be a whole number from 1 to 50',
  ADMIN_PRICE_REQUIRED: 'Price is required',
  ITEM_TYPE_REQUIRED: 'Item type is required',
  TAX_RATE_NEGATIVE: 'Tax rate must be zero or more',
  LEVY_RATE_TOO_HIGH: 'A levy rate must be below 100',
  TAX_SEQUENCE_RANGE: 'Sequence must be a whole number from 1 to 99',
  TAX_VAT_AND_LEVY: 'A tax cannot be both VAT and a levy',
  SERVICE_CHARGE_FLAGS: 'The service charge is neither VAT nor a levy',
  EMAIL_REQUIRED: 'Email is required',
  VAT_NUMBER_REQUIRED: 'VAT number is required',
  ADDRESS_REQUIRED: 'Address is required',
  ITEMS_REQUIRED: 'Choose at least one item',
  EMAIL_OR_VAT_NUMBER_REQUIRED: 'Email or VAT number is required',

  // Foods and the item-category allocation.
  FOOD_ITEM_NAME_TAKEN: 'An item with this name is already on the menu',
  FOOD_CATEGORY_NOT_LAST_LAYER: 'Choose a category without sub-categories',
  CATEGORY_NOT_IN_RESTAURANT: 'The category is not in this restaurant',
  CUSTOM_DISH_LOCKED: 'Custom dishes are managed by the waiters and cannot be changed here',
  FOOD_ITEM_MOVED_ACROSS_RESTAURANTS: 'An item cannot move to another restaurant',
  /** {{name}}: the item. */
  FOOD_ITEM_ON_ORDERS: '{{name}} is on orders; deactivate it instead',
  ITEMS_NOT_ON_MENU: 'Some items are not on this menu',

  // Table categories and tables.
  TABLE_CATEGORY_NAME_TAKEN: 'A table category with this name already exists here',
  TABLE_CATEGORY_IN_USE: 'Tables are still in this category. Move them to another category first.',
  TABLE_NUMBER_TAKEN: 'A table with this number already exists here',
  TABLE_MOVED_ACROSS_RESTAURANTS: 'A table cannot move to another restaurant',
  /** {{number}}: the table. */
  TABLE_IN_USE_CANNOT_CHANGE:
    'Table {{number}} is in use by a waiter; it can be deactivated or reserved once it is free',
  /** {{number}}: the table. */
  TABLE_IN_USE_CANNOT_DELETE: 'Table {{number}} is in use by a waiter; it can be deleted once it is free',
  /** {{number}}: the table. */
  TABLE_HAS_PAST_ORDERS: 'Table {{number}} has past orders; deactivate it instead',

  // Taxes.
  TAX_NAME_TAKEN: 'A tax with this name already exists here',
  ONE_SERVICE_CHARGE: 'This restaurant already has a service charge; change that one instead',
  TAX_MOVED_ACROSS_RESTAURANTS: 'A tax cannot move to another restaurant',
  /** {{name}}: the tax. */
  TAX_ON_COMPLETED_BILLS: '{{name}} is on completed bills; deactivate it instead',

  // The VAT registry.
  VAT_NUMBER_TAKEN: 'A customer with this VAT number is already registered for this hotel',
  VAT_CUSTOMER_ON_INVOICES: 'This customer is named on invoices and cannot be deleted',
  VAT_CUSTOMER_MOVED_ACROSS_HOTELS: 'A customer cannot move to another hotel',
} as const satisfies Catalogue;

export type RestaurantAdminRefusalReason = keyof typeof RESTAURANT_ADMIN_REFUSALS;
