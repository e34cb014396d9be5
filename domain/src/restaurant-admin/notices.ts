// What the restaurant's administration says when a write succeeds (taxes, table categories,
// tables, the menu's items and their categories, the VAT registry): key → English text, answered by
// the upstream and translated by key in the web.
import type { Catalogue } from '../messages/message.js';

export const RESTAURANT_ADMIN_NOTICES = {
  TAX_CREATED: 'Tax created successfully',
  TAX_UPDATED: 'Tax updated successfully',
  TAX_DELETED: 'Tax deleted successfully',
  TABLE_CATEGORY_CREATED: 'Table category created successfully',
  TABLE_CATEGORY_UPDATED: 'Table category updated successfully',
  TABLE_CATEGORY_DELETED: 'Table category deleted successfully',
  TABLE_CREATED: 'Table created successfully',
  TABLE_UPDATED: 'Table updated successfully',
  TABLE_DELETED: 'Table deleted successfully',
  FOOD_ITEM_CREATED: 'Item created successfully',
  FOOD_ITEM_UPDATED: 'Item updated successfully',
  FOOD_ITEM_DELETED: 'Item deleted successfully',
  ITEMS_ALLOCATED: 'Items allocated successfully',
  ITEMS_UNALLOCATED: 'Items removed from their category',
  VAT_CUSTOMER_SAVED: 'VAT registry customer saved successfully',
  VAT_CUSTOMER_UPDATED: 'VAT registry customer updated successfully',
  VAT_CUSTOMER_DELETED: 'VAT registry customer deleted successfully',
} as const satisfies Catalogue;

export type RestaurantAdminNotice = keyof typeof RESTAURANT_ADMIN_NOTICES;
