// What the inventory says when a write succeeds: key → English text, translated by key in the web.
import type { Catalogue } from '../messages/message.js';

export const INVENTORY_NOTICES = {
  LOCATION_CREATED: 'Stock location created successfully',
  LOCATION_UPDATED: 'Stock location updated successfully',
  LOCATION_DELETED: 'Stock location deleted successfully',
  ITEM_CREATED: 'Inventory item created successfully',
  ITEM_UPDATED: 'Inventory item updated successfully',
  ITEM_DELETED: 'Inventory item deleted successfully',
  UNIT_CREATED: 'Inventory unit created successfully',
  UNIT_UPDATED: 'Inventory unit updated successfully',
  UNIT_DELETED: 'Inventory unit deleted successfully',
  CATEGORY_CREATED: 'Inventory category created successfully',
  CATEGORY_UPDATED: 'Inventory category updated successfully',
  CATEGORY_DELETED: 'Inventory category deleted successfully',
  STOCK_RECORDED: 'Stock movement recorded',
  STOCK_TRANSFERRED: 'Stock transferred successfully',
} as const satisfies Catalogue;
