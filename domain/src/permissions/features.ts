// The feature catalogue: every permission prefix of core-platform §6 "Feature prefix groups".
// One table; the Feature constants and the FeatureKey type are derived from it.

import type { ServiceType } from '../hotel/service-type.js';

/** ADMIN is the group admin prefixes; the others name the service whose permission list holds them. */
export type FeatureScope = 'ADMIN' | 'HOTEL' | 'RESTAURANT' | 'HOUSEKEEPING' | 'INVENTORY';

interface CatalogueRow {
  readonly prefix: string;
  readonly name: string;
  readonly scope: FeatureScope;
}

const CATALOGUE = [
  { prefix: 'HOTEL', name: 'Hotels', scope: 'ADMIN' },
  { prefix: 'HOTEL_SERVICE', name: 'Hotel services', scope: 'ADMIN' },
  { prefix: 'ROLE', name: 'Roles', scope: 'ADMIN' },
  { prefix: 'EMPLOYEE', name: 'Employees', scope: 'ADMIN' },
  { prefix: 'SYSTEM_CONFIG', name: 'System configuration', scope: 'ADMIN' },
  { prefix: 'PAYMENT_TIMEOUT', name: 'Payment timeout', scope: 'ADMIN' },
  { prefix: 'USER', name: 'Users', scope: 'ADMIN' },
  { prefix: 'PRIVILEGE', name: 'Privileges', scope: 'ADMIN' },
  { prefix: 'PROMOTION', name: 'Promotions', scope: 'ADMIN' },
  { prefix: 'CC_MAIL_CONFIG', name: 'CC mail configuration', scope: 'ADMIN' },
  { prefix: 'REPORT', name: 'Reports', scope: 'ADMIN' },
  { prefix: 'GROUP_TURNOVER', name: 'Group turnover', scope: 'ADMIN' },
  { prefix: 'PAYMENT_TRANSACTION', name: 'Payment transactions', scope: 'ADMIN' },
  { prefix: 'TERM_CONDITION', name: 'Terms and conditions', scope: 'ADMIN' },
  { prefix: 'MAIL_CONFIG', name: 'Mail configuration', scope: 'ADMIN' },
  { prefix: 'DISCOUNT', name: 'Discounts', scope: 'ADMIN' },
  { prefix: 'EDIT_GUEST_MAIL', name: 'Edit guest mail', scope: 'ADMIN' },
  { prefix: 'ROOM_BLOCK', name: 'Room block', scope: 'ADMIN' },
  { prefix: 'USER_DISCOUNT', name: 'User discounts', scope: 'ADMIN' },
  { prefix: 'MINIMUM_NIGHT', name: 'Minimum nights', scope: 'ADMIN' },
  { prefix: 'GROUP', name: 'Hotel groups', scope: 'ADMIN' },

  { prefix: 'DASHBOARD', name: 'Dashboard', scope: 'HOTEL' },
  { prefix: 'RESERVATION', name: 'Reservations', scope: 'HOTEL' },
  { prefix: 'RESERVE_ROOM', name: 'Reserve rooms', scope: 'HOTEL' },
  { prefix: 'OVERVIEW', name: 'Overview', scope: 'HOTEL' },
  { prefix: 'INQUIRY', name: 'Inquiries', scope: 'HOTEL' },
  { prefix: 'GUEST', name: 'Guests', scope: 'HOTEL' },
  { prefix: 'INVOICE', name: 'Invoices', scope: 'HOTEL' },
  { prefix: 'RECEIPT', name: 'Receipts', scope: 'HOTEL' },
  { prefix: 'REFUND', name: 'Refunds', scope: 'HOTEL' },
  { prefix: 'CREDIT_NOTE', name: 'Credit notes', scope: 'HOTEL' },
  { prefix: 'ADDITIONAL_SERVICE', name: 'Additional services', scope: 'HOTEL' },
  { prefix: 'ROOM', name: 'Rooms', scope: 'HOTEL' },
  { prefix: 'CHANNEL', name: 'Channels', scope: 'HOTEL' },
  { prefix: 'SEASON', name: 'Seasons', scope: 'HOTEL' },
  { prefix: 'TAX', name: 'Tax', scope: 'HOTEL' },
  { prefix: 'CHILD_POLICY', name: 'Child policy', scope: 'HOTEL' },
  { prefix: 'CANCELLATION_POLICY', name: 'Cancellation policy', scope: 'HOTEL' },
  { prefix: 'CURRENCY_RATE', name: 'Currency rates', scope: 'HOTEL' },
  { prefix: 'VAT_REGISTRY', name: 'VAT registry', scope: 'HOTEL' },
  { prefix: 'EVENT', name: 'Events', scope: 'HOTEL' },
  { prefix: 'RECEIPT_REJECT', name: 'Receipt reject', scope: 'HOTEL' },
  { prefix: 'MANUAL_CANCELLATION', name: 'Manual cancellation', scope: 'HOTEL' },
  { prefix: 'CREDIT_NOTE_EXPIRY_DATE', name: 'Credit note expiry date', scope: 'HOTEL' },

  { prefix: 'RESTAURANT_TABLE', name: 'Tables', scope: 'RESTAURANT' },
  { prefix: 'TABLE_CATEGORY', name: 'Table categories', scope: 'RESTAURANT' },
  { prefix: 'FOOD_CATEGORY', name: 'Food categories', scope: 'RESTAURANT' },
  { prefix: 'ALLOCATE_CATEGORY', name: 'Allocate categories', scope: 'RESTAURANT' },
  { prefix: 'FOOD_ITEM', name: 'Food items', scope: 'RESTAURANT' },
  { prefix: 'RESTAURANT_INVOICE', name: 'Restaurant invoices', scope: 'RESTAURANT' },
  { prefix: 'RESTAURANT_TAX', name: 'Restaurant tax', scope: 'RESTAURANT' },
  { prefix: 'RESTAURANT_DASHBOARD', name: 'Restaurant dashboard', scope: 'RESTAURANT' },
  { prefix: 'CHEF_DASHBOARD', name: 'Chef dashboard', scope: 'RESTAURANT' },
  { prefix: 'STEWARD_DASHBOARD', name: 'Steward dashboard', scope: 'RESTAURANT' },
  { prefix: 'FOOD_MENU', name: 'Food menu', scope: 'RESTAURANT' },
  { prefix: 'ALLOW_ALL_TABLES', name: 'Allow all tables', scope: 'RESTAURANT' },
  { prefix: 'RESTAURANT_RECEIPT', name: 'Restaurant receipts', scope: 'RESTAURANT' },

  { prefix: 'HOUSE_KEEPER', name: 'House keepers', scope: 'HOUSEKEEPING' },
  { prefix: 'TROLLEY', name: 'Trolleys', scope: 'HOUSEKEEPING' },
  { prefix: 'TROLLEY_ALLOCATION', name: 'Trolley allocation', scope: 'HOUSEKEEPING' },
  { prefix: 'CHECK_LIST_ITEM', name: 'Check list items', scope: 'HOUSEKEEPING' },
  { prefix: 'CHECK_LIST', name: 'Check lists', scope: 'HOUSEKEEPING' },
  { prefix: 'HOUSEKEEPING', name: 'Housekeeping', scope: 'HOUSEKEEPING' },

  { prefix: 'INVENTORY_DASHBOARD', name: 'Inventory dashboard', scope: 'INVENTORY' },
  { prefix: 'STOCK', name: 'Stock', scope: 'INVENTORY' },
  { prefix: 'GRN', name: 'Goods received notes', scope: 'INVENTORY' },
  { prefix: 'TROLLEY_REQUEST', name: 'Trolley requests', scope: 'INVENTORY' },
  { prefix: 'TROLLEY_REQUEST_HISTORY', name: 'Trolley request history', scope: 'INVENTORY' },
  { prefix: 'STOCK_TRANSFER', name: 'Stock transfers', scope: 'INVENTORY' },
  { prefix: 'STOCK_TRANSFER_HISTORY', name: 'Stock transfer history', scope: 'INVENTORY' },
  { prefix: 'ITEM_CATEGORY', name: 'Item categories', scope: 'INVENTORY' },
  { prefix: 'INVENTORY_ITEM', name: 'Inventory items', scope: 'INVENTORY' },
  { prefix: 'UNIT', name: 'Units', scope: 'INVENTORY' },
  { prefix: 'UNIT_CONVERSION', name: 'Unit conversion', scope: 'INVENTORY' },
  { prefix: 'SUPPLIER', name: 'Suppliers', scope: 'INVENTORY' },
  { prefix: 'PURCHASE_ORDER', name: 'Purchase orders', scope: 'INVENTORY' },
  { prefix: 'PURCHASE_ORDER_HISTORY', name: 'Purchase order history', scope: 'INVENTORY' },
  { prefix: 'INVENTORY_SERVICE', name: 'Inventory services', scope: 'INVENTORY' },
  { prefix: 'INVENTORY_REPORT', name: 'Inventory reports', scope: 'INVENTORY' },
] as const satisfies readonly CatalogueRow[];

export type FeatureKey = (typeof CATALOGUE)[number]['prefix'];

export interface FeatureInfo extends CatalogueRow {
  readonly prefix: FeatureKey;
}

/** Feature.HOTEL === 'HOTEL': the keys are the prefixes the permission list carries. */
export const Feature = Object.freeze(Object.fromEntries(CATALOGUE.map(({ prefix }) => [prefix, prefix]))) as {
  readonly [K in FeatureKey]: K;
};

export const FEATURES: readonly FeatureInfo[] = CATALOGUE;

const BY_PREFIX: ReadonlyMap<string, FeatureInfo> = new Map(FEATURES.map((info) => [info.prefix, info]));

export function isFeature(value: unknown): value is FeatureKey {
  return typeof value === 'string' && BY_PREFIX.has(value);
}

export function featureInfo(prefix: string): FeatureInfo | undefined {
  return BY_PREFIX.get(prefix);
}

export function featuresOfScope(scope: FeatureScope): readonly FeatureInfo[] {
  return FEATURES.filter((info) => info.scope === scope);
}

/**
 * The features a service's permission list can hold: its own scope, then the group admin ones.
 * With no service selected only the admin features apply.
 */
export function featuresFor(serviceType: ServiceType): readonly FeatureInfo[] {
  const own = serviceType === 'NO_SERVICE' ? [] : featuresOfScope(serviceType);
  return [...own, ...featuresOfScope('ADMIN')];
}
