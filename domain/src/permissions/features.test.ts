import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
  Feature,
  FEATURES,
  featureInfo,
  featuresFor,
  featuresOfScope,
  isFeature,
  type FeatureScope,
} from './features.js';

// core-platform §6 "Feature prefix groups", one key per named feature.
const SPEC_GROUPS: Readonly<Record<FeatureScope, readonly string[]>> = {
  ADMIN: [
    'HOTEL',
    'HOTEL_SERVICE',
    'ROLE',
    'EMPLOYEE',
    'SYSTEM_CONFIG',
    'PAYMENT_TIMEOUT',
    'USER',
    'PRIVILEGE',
    'PROMOTION',
    'CC_MAIL_CONFIG',
    'REPORT',
    'GROUP_TURNOVER',
    'PAYMENT_TRANSACTION',
    'TERM_CONDITION',
    'MAIL_CONFIG',
    'DISCOUNT',
    'EDIT_GUEST_MAIL',
    'ROOM_BLOCK',
    'USER_DISCOUNT',
    'MINIMUM_NIGHT',
    'GROUP',
  ],
  HOTEL: [
    'DASHBOARD',
    'RESERVATION',
    'RESERVE_ROOM',
    'OVERVIEW',
    'INQUIRY',
    'GUEST',
    'INVOICE',
    'RECEIPT',
    'REFUND',
    'CREDIT_NOTE',
    'ADDITIONAL_SERVICE',
    'ROOM',
    'CHANNEL',
    'SEASON',
    'TAX',
    'CHILD_POLICY',
    'CANCELLATION_POLICY',
    'CURRENCY_RATE',
    'VAT_REGISTRY',
    'EVENT',
    'RECEIPT_REJECT',
    'MANUAL_CANCELLATION',
    'CREDIT_NOTE_EXPIRY_DATE',
  ],
  RESTAURANT: [
    'RESTAURANT_TABLE',
    'TABLE_CATEGORY',
    'FOOD_CATEGORY',
    'ALLOCATE_CATEGORY',
    'FOOD_ITEM',
    'RESTAURANT_INVOICE',
    'RESTAURANT_TAX',
    'RESTAURANT_DASHBOARD',
    'CHEF_DASHBOARD',
    'STEWARD_DASHBOARD',
    'FOOD_MENU',
    'ALLOW_ALL_TABLES',
    'RESTAURANT_RECEIPT',
  ],
  HOUSEKEEPING: ['HOUSE_KEEPER', 'TROLLEY', 'TROLLEY_ALLOCATION', 'CHECK_LIST_ITEM', 'CHECK_LIST', 'HOUSEKEEPING'],
  INVENTORY: [
    'INVENTORY_DASHBOARD',
    'STOCK',
    'GRN',
    'TROLLEY_REQUEST',
    'TROLLEY_REQUEST_HISTORY',
    'STOCK_TRANSFER',
    'STOCK_TRANSFER_HISTORY',
    'ITEM_CATEGORY',
    'INVENTORY_ITEM',
    'UNIT',
    'UNIT_CONVERSION',
    'SUPPLIER',
    'PURCHASE_ORDER',
    'PURCHASE_ORDER_HISTORY',
    'INVENTORY_SERVICE',
    'INVENTORY_REPORT',
  ],
};

describe('feature catalogue', () => {
  for (const [scope, keys] of Object.entries(SPEC_GROUPS) as [FeatureScope, readonly string[]][]) {
    it(`holds exactly the spec's ${scope} prefix group, in its order`, () => {
      assert.deepEqual(
        featuresOfScope(scope).map((feature) => feature.prefix),
        keys,
      );
    });
  }

  it('names each feature once', () => {
    const prefixes = FEATURES.map((feature) => feature.prefix);
    assert.equal(new Set(prefixes).size, prefixes.length);
  });

  it('keys every Feature constant by its own prefix', () => {
    for (const [key, prefix] of Object.entries(Feature)) assert.equal(prefix, key);
    assert.equal(Object.keys(Feature).length, FEATURES.length);
    assert.equal(Feature.HOTEL, 'HOTEL');
  });

  it('gives every feature an English name', () => {
    for (const feature of FEATURES) assert.match(feature.name, /^[A-Z][A-Za-z ]+$/, feature.prefix);
  });

  it('recognises catalogue prefixes only', () => {
    assert.equal(isFeature('FOOD_MENU'), true);
    assert.equal(isFeature('food_menu'), false);
    assert.equal(isFeature(3), false);
    assert.equal(featureInfo('GRN')?.scope, 'INVENTORY');
    assert.equal(featureInfo('NOPE'), undefined);
  });
});

describe('featuresFor', () => {
  const prefixes = (serviceType: Parameters<typeof featuresFor>[0]) =>
    featuresFor(serviceType).map((feature) => feature.prefix);

  it('gives a restaurant its own features then the group admin ones', () => {
    assert.deepEqual(prefixes('RESTAURANT'), [...SPEC_GROUPS.RESTAURANT, ...SPEC_GROUPS.ADMIN]);
  });
  it('gives a hotel service the front office features and no restaurant one', () => {
    const hotel = prefixes('HOTEL');
    assert.ok(hotel.includes('RESERVATION'));
    assert.ok(hotel.includes('ROLE'));
    assert.ok(!hotel.includes('FOOD_MENU'));
  });
  it('gives housekeeping and inventory their own groups', () => {
    assert.ok(prefixes('HOUSEKEEPING').includes('TROLLEY_ALLOCATION'));
    assert.ok(prefixes('INVENTORY').includes('GRN'));
  });
  it('gives only the group admin features when no service is selected', () => {
    assert.deepEqual(prefixes('NO_SERVICE'), SPEC_GROUPS.ADMIN);
  });
});
