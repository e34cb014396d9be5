import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { ServiceType } from '../hotel/service-type.js';
import { featuresFor } from '../permissions/features.js';
import { permissionList } from '../permissions/permission-list.js';
import {
  areaOfPath,
  firstPermittedPage,
  inventoryVariant,
  MENU,
  MENU_AREAS,
  menuFor,
  routeFeature,
  visibleMenu,
  type MenuArea,
} from './menu.js';

const pathsOf = (area: MenuArea, serviceType: ServiceType = 'HOTEL', options = {}) =>
  menuFor(area, serviceType, options).map((entry) => entry.path);
const under = (parent: string, pages: string) => pages.split(', ').map((page) => `${parent}/${page}`);

// core-platform §2, in the spec's order.
const SPEC_ADMIN_MENUS: readonly [MenuArea, string[]][] = [
  [
    'restaurant-admin',
    under(
      '/restaurant-admin',
      // …and after them the restaurant's settings (designed, issue 10).
      'dashboard, foods, table-category, table, category, item-category-allocate, invoice, receipt, tax, vat-registry, service-role, service-role-privilege, hotel-employee, reports, settings',
    ),
  ],
  [
    'group-admin',
    under(
      '/group-admin',
      'hotel, hotel-service, hotel-role, hotel-role-privilege, service-role, service-role-privilege, hotel-employee, reports, hotel-systemconfig, hotel-paymentTimeout, hotel-idle-timeout, reservation-config, mail-config, hotel-group, role, group-role, group-privilege, group-role-privilege, hotel-privilege, hotel-user, hotel-user-privilege, service-privilege, payment-transaction, user-discount, minimum-night, product-admin-privilege, user-allocation, admin-privilege, term-condtion',
    ),
  ],
  [
    'hotel-admin',
    under(
      '/hotel-admin',
      'hotel, hotel-service, hotel-role, service-role, hotel-employee, hotel-user, user-discount, reports, hotel-role-privilege, hotel-user-privilege, service-role-privilege, service-privilege, promotions, cc-mail, room-block',
    ),
  ],
  [
    'service-admin',
    under(
      '/service-admin',
      'hotel, hotel-service, hotel-role, service-role, hotel-employee, service-role-privilege, hotel-user, hotel-user-privilege, reports',
    ),
  ],
  [
    'hotel-setting',
    under(
      '/hotel-setting',
      'service-role, service-role-privilege, hotel-employee, user-discount, minimum-night, reports, lead-type, audit-log, room-block',
    ),
  ],
  [
    'housekeeping',
    under(
      '/housekeeping',
      'house-keeper, Trolley-item, TrolleyAllocation-item, check-list-action, check-list, cleaning-request, service-role, service-role-privilege, hotel-employee',
    ),
  ],
  ['inventory-admin', under('/inventory-admin', 'inventory-service, inventory-report')],
];

const UNGUARDED = [
  'hotel-idle-timeout',
  'reservation-config',
  'payment-transaction',
  'product-admin-privilege',
  'user-allocation',
  'admin-privilege',
  'pax',
  'offer-price',
  'manage-reservation',
  'lead-type',
  'audit-log',
];

const SERVICE_OF_AREA: Readonly<Record<MenuArea, ServiceType>> = {
  hotel: 'HOTEL',
  'hotel-setting': 'HOTEL',
  'restaurant-admin': 'RESTAURANT',
  housekeeping: 'HOUSEKEEPING',
  'house-keeping': 'HOUSEKEEPING',
  inventory: 'INVENTORY',
  'inventory-admin': 'INVENTORY',
  'group-admin': 'NO_SERVICE',
  'hotel-admin': 'NO_SERVICE',
  'service-admin': 'NO_SERVICE',
};

describe('the menu table', () => {
  for (const [area, paths] of SPEC_ADMIN_MENUS) {
    it(`lists the ${area} pages in the spec's order`, () => assert.deepEqual(pathsOf(area), paths));
  }

  it("lists the front office in the spec's order, dashboard first", () => {
    const paths = pathsOf('hotel');
    assert.equal(paths[0], '/hotel/dashboard');
    const order = [
      '/reservations',
      '/guest',
      '/invoice/make-invoice',
      '/room/view-type',
      '/channel/new-channel',
      '/channel/day-price',
      '/additional-service/hall',
      '/additional-activity/create-activity',
      '/tax/tax-master',
      '/currency-rates/currency-exchange',
    ];
    const positions = order.map((path) => paths.indexOf(path));
    assert.ok(
      positions.every((position) => position >= 0),
      `missing: ${order.filter((_, i) => positions[i] === -1).join(', ')}`,
    );
    assert.deepEqual(
      [...positions].sort((a, b) => a - b),
      positions,
    );
  });

  it('lists the inventory pages under stock management and item master', () => {
    const paths = pathsOf('inventory', 'INVENTORY');
    assert.deepEqual(paths.slice(0, 4), [
      '/inventory/inventory-dashboard',
      '/inventory/stock-management/opeingstock',
      '/inventory/stock-management/purchase-order',
      '/inventory/stock-management/grn-history',
    ]);
    assert.ok(paths.includes('/inventory/item-master/unit-conversion'));
    assert.equal(paths.at(-1), '/inventory/hotel-employee');
  });

  it('holds each path once', () => {
    const paths = MENU.map((entry) => entry.path);
    assert.deepEqual(
      paths.filter((path, i) => paths.indexOf(path) !== i),
      [],
    );
  });

  it('leaves exactly the spec’s unguarded routes without a feature', () => {
    const unguarded = MENU.filter((entry) => entry.feature === null).map((entry) => entry.path.split('/').at(-1));
    assert.deepEqual([...new Set(unguarded)].sort(), [...UNGUARDED].sort());
  });

  it('guards every page with a feature its service’s permission list can hold', () => {
    for (const entry of MENU) {
      if (entry.feature === null) continue;
      const allowed = featuresFor(SERVICE_OF_AREA[entry.area]).map((feature) => feature.prefix);
      assert.ok(allowed.includes(entry.feature), `${entry.path} is guarded by ${entry.feature}`);
    }
  });

  it('gives one English label per i18n key', () => {
    const labels = new Map<string, string>();
    for (const entry of MENU) {
      assert.match(entry.labelKey, /^menu\.[a-z][A-Za-z]*$/);
      assert.equal(labels.get(entry.labelKey) ?? entry.label, entry.label, entry.labelKey);
      labels.set(entry.labelKey, entry.label);
    }
  });

  it('names the ten areas', () => {
    assert.deepEqual([...MENU_AREAS].sort(), Object.keys(SERVICE_OF_AREA).sort());
  });
});

describe('menuFor', () => {
  const EVENT_PAGES = [
    '/invoice/additional-events',
    '/additional-activity/create-activity',
    '/additional-activity/create-activity-pack',
    '/additional-activity/create-activity-booking',
    '/additional-activity/activity-booking-history',
  ];

  it('removes the Events entries when the hotel type is HOTEL', () => {
    const paths = pathsOf('hotel', 'HOTEL', { hotelType: 'HOTEL' });
    assert.deepEqual(
      EVENT_PAGES.filter((path) => paths.includes(path)),
      [],
    );
  });
  it('keeps the Events entries for other hotel types', () => {
    const paths = pathsOf('hotel', 'HOTEL', { hotelType: 'RESORT' });
    assert.deepEqual(
      EVENT_PAGES.filter((path) => paths.includes(path)),
      EVENT_PAGES,
    );
  });

  const variants: readonly [string, ServiceType, number | undefined, string][] = [
    ['a group-level user (hotelId 0)', 'INVENTORY', 0, 'GROUP'],
    ['a housekeeping service', 'HOUSEKEEPING', 3, 'HOUSEKEEPING'],
    ['an inventory service of a hotel', 'INVENTORY', 3, 'DEFAULT'],
    ['a hotel unknown yet', 'INVENTORY', undefined, 'DEFAULT'],
  ];
  for (const [who, serviceType, hotelId, variant] of variants) {
    it(`uses the ${variant} inventory menu for ${who}`, () =>
      assert.equal(inventoryVariant(serviceType, hotelId), variant));
  }

  it('shows a group-level store no trolley requests and no service staff pages', () => {
    const paths = pathsOf('inventory', 'INVENTORY', { hotelId: 0 });
    assert.ok(paths.includes('/inventory/stock-management/purchase-order'));
    assert.ok(!paths.includes('/inventory/stock-management/trolly-request'));
    assert.ok(!paths.includes('/inventory/hotel-employee'));
  });
  it('shows a housekeeping service the dashboard and trolley requests only', () => {
    assert.deepEqual(pathsOf('inventory', 'HOUSEKEEPING', { hotelId: 3 }), [
      '/inventory/inventory-dashboard',
      '/inventory/stock-management/trolly-request',
      '/inventory/stock-management/trolly-request-history',
    ]);
  });
  it('shows every inventory page by default', () => {
    assert.equal(
      pathsOf('inventory', 'INVENTORY', { hotelId: 3 }).length,
      MENU.filter((e) => e.area === 'inventory').length,
    );
  });
});

describe('visibleMenu', () => {
  const entries = menuFor('hotel-setting', 'HOTEL');
  const permissions = permissionList({ ROLE: 0, PRIVILEGE: 3, EMPLOYEE: 1 });

  it('keeps pages the user can view and the unguarded ones', () => {
    assert.deepEqual(
      visibleMenu(entries, permissions).map((entry) => entry.path),
      [
        '/hotel-setting/service-role',
        '/hotel-setting/hotel-employee',
        '/hotel-setting/lead-type',
        '/hotel-setting/audit-log',
      ],
    );
  });
  it('drops pages whose screen does not exist', () => {
    const paths = visibleMenu(entries, permissions, (path) => !path.endsWith('audit-log')).map((entry) => entry.path);
    assert.ok(!paths.includes('/hotel-setting/audit-log'));
  });
  it('shows only unguarded pages to a user with no permissions', () => {
    assert.deepEqual(
      visibleMenu(entries, null).map((entry) => entry.path),
      ['/hotel-setting/lead-type', '/hotel-setting/audit-log'],
    );
  });
});

describe('firstPermittedPage', () => {
  const cases: readonly [string, MenuArea, Record<string, number>, string | null, ((path: string) => boolean)?][] = [
    [
      'is the dashboard for a front desk user who may view it',
      'hotel',
      { DASHBOARD: 0, RESERVATION: 2 },
      '/hotel/dashboard',
    ],
    ['follows the spec order past pages not granted', 'hotel', { GUEST: 0, RESERVATION: 3 }, '/guest'],
    [
      'skips a page whose screen does not exist',
      'hotel',
      { DASHBOARD: 0, GUEST: 0 },
      '/guest',
      (path) => path !== '/hotel/dashboard',
    ],
    ['ignores unguarded pages, so no permission means none', 'hotel', {}, null],
    [
      'is the first restaurant admin page granted',
      'restaurant-admin',
      { RESTAURANT_TAX: 1, REPORT: 0 },
      '/restaurant-admin/tax',
    ],
    ['is the first housekeeping admin page granted', 'housekeeping', { CHECK_LIST: 0 }, '/housekeeping/check-list'],
  ];
  for (const [name, area, grants, expected, isAvailable] of cases) {
    it(name, () => assert.equal(firstPermittedPage(area, permissionList(grants), isAvailable), expected));
  }
  it('skips event pages at a hotel of type HOTEL', () => {
    const permissions = permissionList({ EVENT: 0 });
    assert.equal(firstPermittedPage('hotel', permissions, undefined, { hotelType: 'HOTEL' }), null);
    assert.equal(
      firstPermittedPage('hotel', permissions, undefined, { hotelType: 'RESORT' }),
      '/invoice/additional-events',
    );
  });
});

describe('routeFeature', () => {
  const cases: readonly [string, string | null][] = [
    ['/invoice/receipt', 'RECEIPT'],
    ['/reservations', 'RESERVATION'],
    ['/reservation', 'RESERVE_ROOM'],
    ['/reservation/', 'RESERVE_ROOM'],
    ['/reservations?page=2#top', 'RESERVATION'],
    ['/restaurant-admin/vat-registry', 'RESTAURANT_INVOICE'],
    ['/house-keeping/cleaning/occupied/room-selection', 'HOUSEKEEPING'],
    ['/inventory/stock-management/purchase-order/12', 'PURCHASE_ORDER'],
    ['/channel/new-channel-request', 'CHANNEL'],
    ['/category/main', 'FOOD_MENU'],
    ['/category/food/cat/Western', 'FOOD_MENU'],
    ['/restaurant/dashboard/:1', 'FOOD_MENU'],
    ['/toplevel/restaurant-dashboard/:HOPPERS', 'FOOD_MENU'],
    ['/toplevel/table-dashboard', 'STEWARD_DASHBOARD'],
    ['/toplevel/chef-dashboard', 'CHEF_DASHBOARD'],
    ['/toplevel/housekeepercard', 'HOUSEKEEPING'],
    ['/group-admin/hotel-idle-timeout', null],
    ['/room/pax', null],
    ['/toplevel/products', null],
    ['/auth/login/user', null],
    ['/booking-engine', null],
  ];
  for (const [path, feature] of cases) {
    it(`guards ${path} with ${feature ?? 'no feature'}`, () => assert.equal(routeFeature(path), feature));
  }
});

describe('areaOfPath', () => {
  const cases: readonly [string, MenuArea | null][] = [
    ['/hotel/dashboard', 'hotel'],
    ['/invoice/receipt', 'hotel'],
    ['/additional-activity/create-activity', 'hotel'],
    ['/currency-rates/currency-exchange', 'hotel'],
    ['/restaurant-admin/foods', 'restaurant-admin'],
    ['/hotel-setting/audit-log', 'hotel-setting'],
    ['/housekeeping/check-list', 'housekeeping'],
    ['/house-keeping/laundry/receive', 'house-keeping'],
    ['/inventory/item-master/unit', 'inventory'],
    ['/inventory-admin/inventory-report', 'inventory-admin'],
    ['/group-admin/hotel', 'group-admin'],
    ['/toplevel/products', null],
    ['/', null],
  ];
  for (const [path, area] of cases) {
    it(`shows the ${area ?? 'no'} side menu on ${path}`, () => assert.equal(areaOfPath(path), area));
  }

  it('maps every first path segment of the menu to a single area', () => {
    const areas = new Map<string, Set<MenuArea>>();
    for (const entry of MENU) {
      const segment = entry.path.split('/')[1] ?? '';
      areas.set(segment, (areas.get(segment) ?? new Set()).add(entry.area));
    }
    for (const [segment, owners] of areas) assert.equal(owners.size, 1, segment);
  });
});
