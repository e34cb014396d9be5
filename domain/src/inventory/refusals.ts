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
} as const satisfies Catalogue;

export type InventoryRefusal = keyof typeof INVENTORY_REFUSALS;
