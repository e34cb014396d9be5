// Every refusal of the inventory (stores): key → English text. The upstream answers the key (with
// its parameters), the web translates it.
import type { Catalogue } from '../messages/message.js';

export const INVENTORY_REFUSALS = {
  /** {{item}}: the item; {{available}}: what is on hand at {{location}}. */
  INSUFFICIENT_STOCK: 'Not enough {{item}} at {{location}}: {{available}} available',
  QUANTITY_POSITIVE: 'Quantity must be greater than 0',
  ADJUSTMENT_NOT_ZERO: 'An adjustment cannot be 0',
  ADJUSTMENT_REASON_REQUIRED: 'Give the reason for the adjustment',
  TRANSFER_SAME_LOCATION: 'Choose a different location to transfer to',
  OPENING_STOCK_EXISTS: 'Opening stock of {{item}} at {{location}} is already entered',
  LOCATION_NAME_TAKEN: 'A location with this name already exists',
  ITEM_NAME_TAKEN: 'An item with this name already exists',
  UNIT_NAME_TAKEN: 'A unit with this name already exists',
  CATEGORY_NAME_TAKEN: 'A category with this name already exists here',
  CATEGORY_TOO_DEEP: 'A sub category cannot have categories under it',
  CATEGORY_PARENT_OTHER_SERVICE: 'The parent category belongs to another inventory service',
  LOCATION_HAS_STOCK: 'This location holds stock; move it out first',
  ITEM_HAS_MOVEMENTS: 'This item has stock movements and cannot be deleted',
  NOT_AN_INVENTORY_SERVICE: 'This is not an inventory service',
  /** {{what}}: the unit or category. */
  INVENTORY_IN_USE: '{{what}} is still in use; remove what uses it first',
  SUPPLIER_NAME_TAKEN: 'A supplier with this name already exists',
  UNIT_TYPE_NAME_TAKEN: 'A unit type with this name already exists',
  UNIT_CONVERSION_EXISTS: 'A conversion between these units already exists',
  UNIT_CONVERSION_CYCLE: 'This conversion would lead back to its own unit',
  /** {{unit}}: the order line's unit; {{itemUnit}}: the item's. */
  NO_UNIT_CONVERSION: 'There is no conversion from {{unit}} to {{itemUnit}}',
  PURCHASE_ORDER_NOT_DRAFT: 'Only a draft purchase order can be changed or sent',
  PURCHASE_ORDER_NOT_OPEN: 'This purchase order is not open for receiving',
  PURCHASE_ORDER_LINES_REQUIRED: 'Add at least one item to the purchase order',
  SUPPLIER_INACTIVE: 'This supplier is not active',
  /** {{item}}: the line's item; {{open}}: what is still open on the line. */
  OVER_RECEIPT: 'Cannot receive more {{item}} than ordered: {{open}} open',
  GRN_LINES_REQUIRED: 'Receive at least one item',
  ITEM_REQUIRED: 'Item is required',
  TROLLEY_NUMBER_REQUIRED: 'Trolley Number is required',
  TROLLEY_NUMBER_TAKEN: 'A trolley with this number already exists',
  TROLLEY_REQUEST_DECIDED: 'This trolley request has already been decided',
  REFUSAL_REASON_REQUIRED: 'Give the reason for refusing',
  PURCHASE_ITEMS_FAILED: 'Failed to fetch purchase items',
  NOTHING_TO_REPLENISH: 'No item with a preferred supplier is below its reorder level',
  STOCK_COUNT_EMPTY: 'Enter at least one counted quantity',
  STOCK_COUNT_POSTED: 'This stock count has already been posted',
  /** {{items}}: the items whose stock changed since the count started. */
  STOCK_MOVED_SINCE_COUNT: 'Stock moved since the count started ({{items}}); start a new count',
} as const satisfies Catalogue;

export type InventoryRefusal = keyof typeof INVENTORY_REFUSALS;
