import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { ServiceType } from '../hotel/service-type.js';
import { permissionList } from '../permissions/permission-list.js';
import {
  channelTopicServiceType,
  headerLinks,
  homeTarget,
  landingAfterLogin,
  isNoPermission,
  navigationAfterInventoryService,
  navigationAfterService,
  type NavigationTarget,
  showDashboardShortcut,
  showNotificationBell,
} from './landing.js';

const NO_PERMISSION = { error: 'No permission' } as const;
const list = permissionList;

describe('landing after login', () => {
  const cases: readonly [
    string,
    string | null | undefined,
    Parameters<typeof landingAfterLogin>[1],
    NavigationTarget,
  ][] = [
    ['sends SERVICE to the services page', 'SERVICE', {}, '/toplevel/services'],
    [
      'sends SERVICE to the products page when its services fail to load',
      'SERVICE',
      { servicesFailed: true },
      '/toplevel/products',
    ],
    ['sends HOTEL to the products page', 'HOTEL', {}, '/toplevel/products'],
    ['sends GROUP to the products page', 'GROUP', {}, '/toplevel/products'],
    ['sends ADMIN to the groups page', 'ADMIN', {}, '/toplevel/groups'],
    ['sends an unknown level (PDAMIN) to the groups page', 'PDAMIN', {}, '/toplevel/groups'],
    ['sends no level to the groups page', undefined, {}, '/toplevel/groups'],
    [
      'sends USER of a restaurant by its service type',
      'USER',
      { serviceType: 'RESTAURANT', permissions: list({ CHEF_DASHBOARD: 0 }) },
      '/toplevel/chef-dashboard',
    ],
    ['answers No permission for a USER without a service', 'USER', {}, NO_PERMISSION],
  ];
  for (const [name, level, context, expected] of cases) {
    it(name, () => assert.deepEqual(landingAfterLogin(level, context), expected));
  }
});

describe('navigation after choosing a service', () => {
  const cases: readonly [
    string,
    ServiceType,
    Record<string, number>,
    NavigationTarget,
    ((path: string) => boolean)?,
  ][] = [
    [
      'RESTAURANT with food menu view goes to the categories',
      'RESTAURANT',
      { FOOD_MENU: 0, CHEF_DASHBOARD: 0 },
      '/category/main',
    ],
    [
      'RESTAURANT without food menu but with chef dashboard view goes to the chef dashboard',
      'RESTAURANT',
      { FOOD_MENU: 3, CHEF_DASHBOARD: 1 },
      '/toplevel/chef-dashboard',
    ],
    [
      'RESTAURANT with neither goes to the first permitted restaurant admin page',
      'RESTAURANT',
      { FOOD_ITEM: 2, REPORT: 0 },
      '/restaurant-admin/foods',
    ],
    ['RESTAURANT with nothing permitted gets No permission', 'RESTAURANT', {}, NO_PERMISSION],
    [
      'RESTAURANT skips the categories when that screen does not exist',
      'RESTAURANT',
      { FOOD_MENU: 0, CHEF_DASHBOARD: 0 },
      '/toplevel/chef-dashboard',
      (path) => path !== '/category/main',
    ],
    ['HOTEL goes to the first permitted hotel page', 'HOTEL', { INVOICE: 0, GUEST: 0 }, '/guest'],
    ['HOTEL with no permitted page gets No permission', 'HOTEL', { DASHBOARD: 3 }, NO_PERMISSION],
    [
      'HOUSEKEEPING with housekeeping view goes to the housekeeper cards',
      'HOUSEKEEPING',
      { HOUSEKEEPING: 0 },
      '/toplevel/housekeepercard',
    ],
    [
      'HOUSEKEEPING without it goes to the first permitted housekeeping admin page',
      'HOUSEKEEPING',
      { TROLLEY: 1 },
      '/housekeeping/Trolley-item',
    ],
    ['INVENTORY goes to the inventory services page', 'INVENTORY', {}, '/toplevel/inventory-services'],
    ['NO_SERVICE gets No permission', 'NO_SERVICE', { DASHBOARD: 0 }, NO_PERMISSION],
  ];
  for (const [name, serviceType, grants, expected, isAvailable] of cases) {
    it(name, () => assert.deepEqual(navigationAfterService(serviceType, list(grants), isAvailable), expected));
  }
});

describe('home button', () => {
  const cases: readonly [string, string | undefined, ServiceType, number | null, NavigationTarget][] = [
    ['HOTEL goes to products', 'HOTEL', 'HOTEL', 4, '/toplevel/products'],
    ['SERVICE goes to services', 'SERVICE', 'RESTAURANT', 4, '/toplevel/services'],
    ['USER goes by service type', 'USER', 'INVENTORY', 4, '/toplevel/inventory-services'],
    ['no level with group 0 goes to groups', undefined, 'NO_SERVICE', 0, '/toplevel/groups'],
    ['no level with no group goes to groups', undefined, 'NO_SERVICE', null, '/toplevel/groups'],
    ['no level with a group goes to products', undefined, 'NO_SERVICE', 2, '/toplevel/products'],
    ['GROUP with its group goes to products', 'GROUP', 'NO_SERVICE', 2, '/toplevel/products'],
  ];
  for (const [name, level, serviceType, groupId, expected] of cases) {
    it(name, () => assert.deepEqual(homeTarget(level, serviceType, groupId), expected));
  }
  it('USER of a hotel service goes to its first permitted page', () => {
    assert.equal(homeTarget('USER', 'HOTEL', 2, { permissions: list({ DASHBOARD: 0 }) }), '/hotel/dashboard');
  });
});

describe('header links', () => {
  const links = (pathname: string, serviceType: ServiceType, grants: Record<string, number>) =>
    headerLinks({ pathname, serviceType, permissions: list(grants) });

  it('shows Chef with chef dashboard view in a restaurant service', () => {
    assert.equal(links('/category/main', 'RESTAURANT', { CHEF_DASHBOARD: 0 }).chef, true);
  });
  it('hides Chef outside a restaurant service', () => {
    assert.equal(links('/hotel/dashboard', 'HOTEL', { CHEF_DASHBOARD: 0 }).chef, false);
  });
  it('shows Restaurant Admin for any restaurant permission other than 3', () => {
    assert.equal(links('/category/main', 'RESTAURANT', { RESTAURANT_TAX: 0 }).restaurantAdmin, true);
    assert.equal(links('/category/main', 'RESTAURANT', { RESTAURANT_TAX: 3, REPORT: 2 }).restaurantAdmin, false);
  });
  it('shows Inventory Admin with an inventory service permission', () => {
    assert.equal(links('/hotel/dashboard', 'HOTEL', { INVENTORY_SERVICE: 0 }).inventoryAdmin, true);
    assert.equal(links('/hotel/dashboard', 'HOTEL', { INVENTORY_REPORT: 0 }).inventoryAdmin, false);
  });
  for (const page of ['/toplevel/groups', '/toplevel/products', '/toplevel/services/']) {
    it(`shows Setting with group-level permissions on ${page}`, () =>
      assert.equal(links(page, 'NO_SERVICE', { HOTEL: 0 }).setting, true));
  }
  it('hides Setting on other pages and without group-level permissions', () => {
    assert.equal(links('/hotel/dashboard', 'HOTEL', { HOTEL: 0 }).setting, false);
    assert.equal(links('/toplevel/products', 'NO_SERVICE', { DASHBOARD: 0 }).setting, false);
  });
  it('shows Group Inventory on the products page only', () => {
    assert.equal(links('/toplevel/products', 'NO_SERVICE', {}).groupInventory, true);
    assert.equal(links('/toplevel/groups', 'NO_SERVICE', {}).groupInventory, false);
  });
  it('shows Housekeeping Admin when a housekeeping admin page is permitted', () => {
    assert.equal(links('/toplevel/housekeepercard', 'HOUSEKEEPING', { CHECK_LIST: 0 }).housekeepingAdmin, true);
    assert.equal(links('/toplevel/housekeepercard', 'HOUSEKEEPING', { HOUSE_KEEPER: 3 }).housekeepingAdmin, false);
  });
  it('always shows Change password and Logout', () => {
    const none = headerLinks({ pathname: '/', serviceType: 'NO_SERVICE', permissions: null });
    assert.deepEqual(none, {
      chef: false,
      restaurantAdmin: false,
      inventoryAdmin: false,
      setting: false,
      groupInventory: false,
      housekeepingAdmin: false,
      changePassword: true,
      logout: true,
    });
  });
});

describe('header shortcuts and the channel topic', () => {
  it('shows the dashboard shortcut in a HOTEL service with dashboard view', () => {
    assert.equal(showDashboardShortcut('HOTEL', list({ DASHBOARD: 0 })), true);
    assert.equal(showDashboardShortcut('HOTEL', list({ DASHBOARD: 3 })), false);
    assert.equal(showDashboardShortcut('RESTAURANT', list({ DASHBOARD: 0 })), false);
  });
  for (const [serviceType, bell] of [
    ['HOTEL', true],
    ['NO_SERVICE', false],
    ['RESTAURANT', false],
  ] as const) {
    it(`${bell ? 'shows' : 'hides'} the notification bell for ${serviceType}`, () =>
      assert.equal(showNotificationBell(serviceType), bell));
  }
  for (const [serviceType, topic] of [
    ['NO_SERVICE', 'HOTEL'],
    ['HOTEL', 'HOTEL'],
    ['RESTAURANT', 'RESTAURANT'],
  ] as const) {
    it(`subscribes ${serviceType} to the ${topic} channel topic`, () =>
      assert.equal(channelTopicServiceType(serviceType), topic));
  }
});

it('picking an inventory service: its first permitted page, the dashboard at group level', () => {
  const entry = (prefix: string, status: number) => ({ id: 1, name: prefix, prefix, status, active: true });
  const keeper = [entry('INVENTORY_DASHBOARD', 2), entry('STOCK', 2)];
  assert.equal(navigationAfterInventoryService(keeper), '/inventory/inventory-dashboard');
  const stockOnly = [entry('INVENTORY_DASHBOARD', 3), entry('STOCK', 1)];
  assert.equal(navigationAfterInventoryService(stockOnly), '/inventory/stock-management/opeingstock');
  assert.equal(
    navigationAfterInventoryService(stockOnly, () => true, { groupLevel: true }),
    '/inventory/stock-management/opeingstock',
  );
  assert.equal(
    navigationAfterInventoryService(keeper, () => true, { groupLevel: true }),
    '/inventory/inventory-dashboard',
  );
  assert.ok(isNoPermission(navigationAfterInventoryService([entry('STOCK', 3)])));
});
