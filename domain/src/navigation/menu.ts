// The side menu of every area (core-platform §2, operations §2) in one table. Order within an area
// is the spec's order, and it decides "the first permitted page" a user lands on.

import { offersEvents, type ServiceType } from '../hotel/service-type.js';
import { Feature as F, type FeatureKey } from '../permissions/features.js';
import { can, type PermissionEntry } from '../permissions/permission-status.js';

/** The area a side menu belongs to; 'hotel' is the front office, whose pages sit under many first segments. */
export type MenuArea =
  | 'hotel'
  | 'restaurant-admin'
  | 'group-admin'
  | 'hotel-admin'
  | 'service-admin'
  | 'hotel-setting'
  | 'housekeeping'
  | 'house-keeping'
  | 'inventory'
  | 'inventory-admin';

export interface MenuEntry {
  readonly path: string;
  /** The feature whose VIEW guards the page; null for the routes the spec leaves unguarded. */
  readonly feature: FeatureKey | null;
  readonly area: MenuArea;
  readonly section: string;
  readonly labelKey: string;
  readonly label: string;
}

type Row = readonly [path: string, feature: FeatureKey | null, labelKey: string, label: string];

const section = (area: MenuArea, name: string, rows: readonly Row[]): MenuEntry[] =>
  rows.map(([path, feature, labelKey, label]) => ({ path, feature, area, section: name, labelKey, label }));

// Pages repeated under several admin parents, with the same label and guard everywhere.
const SERVICE_ROLE: Row = ['service-role', F.ROLE, 'menu.serviceRoles', 'Service roles'];
const SERVICE_ROLE_PRIVILEGE: Row = [
  'service-role-privilege',
  F.PRIVILEGE,
  'menu.serviceRolePrivileges',
  'Service role privileges',
];
const HOTEL_EMPLOYEE: Row = ['hotel-employee', F.EMPLOYEE, 'menu.employees', 'Employees'];
const REPORTS: Row = ['reports', F.REPORT, 'menu.reports', 'Reports'];
const HOTEL: Row = ['hotel', F.HOTEL, 'menu.hotels', 'Hotels'];
const HOTEL_SERVICE: Row = ['hotel-service', F.HOTEL_SERVICE, 'menu.hotelServices', 'Hotel services'];
const HOTEL_ROLE: Row = ['hotel-role', F.ROLE, 'menu.hotelRoles', 'Hotel roles'];
const HOTEL_ROLE_PRIVILEGE: Row = [
  'hotel-role-privilege',
  F.PRIVILEGE,
  'menu.hotelRolePrivileges',
  'Hotel role privileges',
];
const HOTEL_USER: Row = ['hotel-user', F.USER, 'menu.hotelUsers', 'Hotel users'];
const HOTEL_USER_PRIVILEGE: Row = [
  'hotel-user-privilege',
  F.PRIVILEGE,
  'menu.hotelUserPrivileges',
  'Hotel user privileges',
];
const SERVICE_PRIVILEGE: Row = ['service-privilege', F.PRIVILEGE, 'menu.servicePrivileges', 'Service privileges'];
const USER_DISCOUNT: Row = ['user-discount', F.USER_DISCOUNT, 'menu.userDiscounts', 'User discounts'];
const MINIMUM_NIGHT: Row = ['minimum-night', F.MINIMUM_NIGHT, 'menu.minimumNights', 'Minimum nights'];
const ROOM_BLOCK: Row = ['room-block', F.ROOM_BLOCK, 'menu.roomBlock', 'Room block'];

/** Rows given relative to a parent path ("/group-admin" + "hotel"). */
const under = (parent: string, rows: readonly Row[]): Row[] =>
  rows.map(([path, ...rest]) => [`${parent}/${path}`, ...rest] as const);

export const MENU: readonly MenuEntry[] = Object.freeze([
  // Front office
  ...section('hotel', 'Dashboard', [['/hotel/dashboard', F.DASHBOARD, 'menu.dashboard', 'Dashboard']]),
  ...section('hotel', 'Reservations', [
    ['/reservations', F.RESERVATION, 'menu.reservations', 'Reservations'],
    ['/reservation', F.RESERVE_ROOM, 'menu.reserveRoom', 'Reserve room'],
    ['/create-inquiry', F.INQUIRY, 'menu.createInquiry', 'Create inquiry'],
    ['/inquiries', F.INQUIRY, 'menu.inquiries', 'Inquiries'],
    ['/overview', F.OVERVIEW, 'menu.overview', 'Overview'],
    ['/rooms-status-overview', F.OVERVIEW, 'menu.roomsStatusOverview', 'Room status overview'],
    ['/history', F.RESERVATION, 'menu.reservationHistory', 'Reservation history'],
    ['/not-paid-reservation', F.RESERVATION, 'menu.notPaidReservations', 'Not paid reservations'],
    ['/expired-reservation', F.RESERVATION, 'menu.expiredReservations', 'Expired reservations'],
    ['/night-audit', F.RESERVATION, 'menu.nightAudit', 'Night audit'],
    ['/manage-reservation', null, 'menu.manageReservation', 'Manage reservation'],
  ]),
  ...section('hotel', 'Guests', [['/guest', F.GUEST, 'menu.guests', 'Guests']]),
  // Notifications are channel requests, so the channel permission guards their page.
  ...section('hotel', 'Notifications', [['/notification', F.CHANNEL, 'menu.notifications', 'Notifications']]),
  ...section(
    'hotel',
    'Invoicing',
    under('/invoice', [
      ['make-invoice', F.INVOICE, 'menu.proformaInvoice', 'Proforma invoice'],
      ['receipt', F.RECEIPT, 'menu.receipt', 'Receipt'],
      ['refund', F.REFUND, 'menu.refund', 'Refund'],
      ['creditNote', F.CREDIT_NOTE, 'menu.creditNote', 'Credit note'],
      ['additional-billing', F.INVOICE, 'menu.additionalBilling', 'Additional billing'],
      // Guarded by EVENT so that it leaves the menu with the other event pages for HOTEL-type hotels.
      ['additional-events', F.EVENT, 'menu.additionalEvents', 'Additional events'],
      ['invoice-history', F.INVOICE, 'menu.invoiceHistory', 'Invoice history'],
      ['self-check', F.INVOICE, 'menu.selfCheck', 'Self-check'],
    ]),
  ),
  ...section(
    'hotel',
    'Rooms',
    under('/room', [
      ['view-type', F.ROOM, 'menu.viewTypes', 'View types'],
      ['amenities', F.ROOM, 'menu.amenities', 'Amenities'],
      ['room-area', F.ROOM, 'menu.roomAreas', 'Room areas'],
      ['room-type', F.ROOM, 'menu.roomTypes', 'Room types'],
      ['manage', F.ROOM, 'menu.manageRooms', 'Manage rooms'],
      ['stay-type', F.ROOM, 'menu.stayTypes', 'Stay types'],
      ['offer-price', null, 'menu.offerPrice', 'Offer price'],
      ['online-rate-changer', F.ROOM, 'menu.onlineRateChanger', 'Online rate changer'],
      ['reservation-type', F.ROOM, 'menu.reservationTypes', 'Reservation types'],
      ['pax', null, 'menu.pax', 'Pax'],
      ['season', F.SEASON, 'menu.seasons', 'Seasons'],
    ]),
  ),
  // The spec lists day-price and seasonal-price under both Channels and Pricing; the menu shows
  // them once, under Pricing. new-channel-request is reached from the notification popover.
  ...section(
    'hotel',
    'Channels',
    under('/channel', [
      ['new-channel', F.CHANNEL, 'menu.newChannel', 'New channel'],
      ['channel-price', F.CHANNEL, 'menu.channelPrice', 'Channel price'],
      ['guide', F.CHANNEL, 'menu.guides', 'Guides'],
      ['driver', F.CHANNEL, 'menu.drivers', 'Drivers'],
      ['online-channel', F.CHANNEL, 'menu.onlineChannels', 'Online channels'],
    ]),
  ),
  ...section(
    'hotel',
    'Pricing',
    under('/channel', [
      ['day-price', F.CHANNEL, 'menu.dayPrice', 'Day price'],
      ['seasonal-price', F.CHANNEL, 'menu.seasonalPrice', 'Seasonal price'],
    ]),
  ),
  ...section(
    'hotel',
    'Additional services',
    under('/additional-service', [
      ['hall', F.ADDITIONAL_SERVICE, 'menu.halls', 'Halls'],
      ['additional-services', F.ADDITIONAL_SERVICE, 'menu.additionalServices', 'Additional services'],
      ['make-service-booking', F.ADDITIONAL_SERVICE, 'menu.makeServiceBooking', 'Make service booking'],
      ['additional-services-history', F.ADDITIONAL_SERVICE, 'menu.serviceBookingHistory', 'Service booking history'],
    ]),
  ),
  ...section(
    'hotel',
    'Events',
    under('/additional-activity', [
      ['create-activity', F.EVENT, 'menu.activities', 'Activities'],
      ['create-activity-pack', F.EVENT, 'menu.activityPacks', 'Activity packs'],
      ['create-activity-booking', F.EVENT, 'menu.activityBooking', 'Activity booking'],
      ['activity-booking-history', F.EVENT, 'menu.activityBookingHistory', 'Activity booking history'],
    ]),
  ),
  ...section('hotel', 'Tax', [['/tax/tax-master', F.TAX, 'menu.taxMaster', 'Tax master']]),
  ...section('hotel', 'VAT registry', [
    ['/vat-registry', F.VAT_REGISTRY, 'menu.vatRegistry', 'VAT registry'],
    ['/vat-registry-portal', F.VAT_REGISTRY, 'menu.vatRegistryPortal', 'VAT registry portal'],
  ]),
  ...section('hotel', 'Policies', [
    ['/childPolicy/child-policy', F.CHILD_POLICY, 'menu.childPolicy', 'Child policy'],
    ['/managereservation/cancellation-policy', F.CANCELLATION_POLICY, 'menu.cancellationPolicy', 'Cancellation policy'],
  ]),
  ...section('hotel', 'Currency rates', [
    ['/currency-rates/currency-exchange', F.CURRENCY_RATE, 'menu.currencyRates', 'Currency rates'],
  ]),

  // Hotel settings
  ...section('hotel-setting', 'Roles', under('/hotel-setting', [SERVICE_ROLE, SERVICE_ROLE_PRIVILEGE])),
  ...section('hotel-setting', 'Employees', under('/hotel-setting', [HOTEL_EMPLOYEE])),
  ...section('hotel-setting', 'Booking rules', under('/hotel-setting', [USER_DISCOUNT, MINIMUM_NIGHT])),
  ...section('hotel-setting', 'Reports', under('/hotel-setting', [REPORTS])),
  ...section('hotel-setting', 'Configuration', [['/hotel-setting/lead-type', null, 'menu.leadTypes', 'Lead types']]),
  ...section('hotel-setting', 'Audit', [['/hotel-setting/audit-log', null, 'menu.auditLog', 'Audit log']]),
  ...section('hotel-setting', 'Rooms', under('/hotel-setting', [ROOM_BLOCK])),

  // Restaurant admin
  ...section('restaurant-admin', 'Dashboard', [
    ['/restaurant-admin/dashboard', F.RESTAURANT_DASHBOARD, 'menu.dashboard', 'Dashboard'],
  ]),
  ...section('restaurant-admin', 'Foods', [['/restaurant-admin/foods', F.FOOD_ITEM, 'menu.foods', 'Foods']]),
  ...section(
    'restaurant-admin',
    'Tables',
    under('/restaurant-admin', [
      ['table-category', F.TABLE_CATEGORY, 'menu.tableCategories', 'Table categories'],
      ['table', F.RESTAURANT_TABLE, 'menu.tables', 'Tables'],
    ]),
  ),
  ...section(
    'restaurant-admin',
    'Categories',
    under('/restaurant-admin', [
      ['category', F.FOOD_CATEGORY, 'menu.categories', 'Categories'],
      ['item-category-allocate', F.ALLOCATE_CATEGORY, 'menu.allocateCategories', 'Allocate categories'],
    ]),
  ),
  ...section(
    'restaurant-admin',
    'Invoicing',
    under('/restaurant-admin', [
      ['invoice', F.RESTAURANT_INVOICE, 'menu.invoices', 'Invoices'],
      ['receipt', F.RESTAURANT_RECEIPT, 'menu.receipts', 'Receipts'],
    ]),
  ),
  // VAT_REGISTRY is a front-office feature and never in a restaurant's permission list; the
  // restaurant's VAT registry serves its invoices, so the invoice permission guards it.
  ...section(
    'restaurant-admin',
    'Taxes',
    under('/restaurant-admin', [
      ['tax', F.RESTAURANT_TAX, 'menu.tax', 'Tax'],
      ['vat-registry', F.RESTAURANT_INVOICE, 'menu.vatRegistry', 'VAT registry'],
    ]),
  ),
  ...section('restaurant-admin', 'Roles', under('/restaurant-admin', [SERVICE_ROLE, SERVICE_ROLE_PRIVILEGE])),
  ...section('restaurant-admin', 'Employees', under('/restaurant-admin', [HOTEL_EMPLOYEE])),
  ...section('restaurant-admin', 'Reports', under('/restaurant-admin', [REPORTS])),
  // Designed (issue 10): the restaurant's own settings, first the paper its bills print on.
  ...section('restaurant-admin', 'Configuration', [
    ['/restaurant-admin/settings', F.RESTAURANT_INVOICE, 'menu.restaurantSettings', 'Restaurant settings'],
  ]),

  // Group admin
  ...section('group-admin', 'Hotels', under('/group-admin', [HOTEL, HOTEL_SERVICE])),
  ...section(
    'group-admin',
    'Roles',
    under('/group-admin', [HOTEL_ROLE, HOTEL_ROLE_PRIVILEGE, SERVICE_ROLE, SERVICE_ROLE_PRIVILEGE]),
  ),
  ...section('group-admin', 'Employees', under('/group-admin', [HOTEL_EMPLOYEE])),
  ...section('group-admin', 'Reports', under('/group-admin', [REPORTS])),
  ...section(
    'group-admin',
    'Configuration',
    under('/group-admin', [
      ['hotel-systemconfig', F.SYSTEM_CONFIG, 'menu.paymentConfig', 'Payment configuration'],
      ['hotel-paymentTimeout', F.PAYMENT_TIMEOUT, 'menu.paymentTimeout', 'Payment timeout'],
      ['hotel-idle-timeout', null, 'menu.idleTimeout', 'Idle timeout'],
      ['reservation-config', null, 'menu.reservationConfig', 'Reservation configuration'],
      ['mail-config', F.MAIL_CONFIG, 'menu.mailConfig', 'Mail configuration'],
    ]),
  ),
  ...section(
    'group-admin',
    'Groups',
    under('/group-admin', [
      ['hotel-group', F.GROUP, 'menu.hotelGroups', 'Hotel groups'],
      ['role', F.ROLE, 'menu.roles', 'Roles'],
      ['group-role', F.ROLE, 'menu.groupRoles', 'Group roles'],
      ['group-privilege', F.PRIVILEGE, 'menu.groupPrivileges', 'Group privileges'],
      ['group-role-privilege', F.PRIVILEGE, 'menu.groupRolePrivileges', 'Group role privileges'],
    ]),
  ),
  ...section(
    'group-admin',
    'Users and privileges',
    under('/group-admin', [
      ['hotel-privilege', F.PRIVILEGE, 'menu.hotelPrivileges', 'Hotel privileges'],
      HOTEL_USER,
      HOTEL_USER_PRIVILEGE,
      SERVICE_PRIVILEGE,
    ]),
  ),
  ...section('group-admin', 'Payments', [
    ['/group-admin/payment-transaction', null, 'menu.paymentTransactions', 'Payment transactions'],
  ]),
  ...section('group-admin', 'Booking rules', under('/group-admin', [USER_DISCOUNT, MINIMUM_NIGHT])),
  ...section(
    'group-admin',
    'Administrators',
    under('/group-admin', [
      ['product-admin-privilege', null, 'menu.productAdminPrivileges', 'Product admin privileges'],
      ['user-allocation', null, 'menu.userAllocation', 'User allocation'],
      ['admin-privilege', null, 'menu.adminPrivileges', 'Admin privileges'],
    ]),
  ),
  // "term-condtion" is the spec's spelling of the route.
  ...section('group-admin', 'Terms', [
    ['/group-admin/term-condtion', F.TERM_CONDITION, 'menu.termsAndConditions', 'Terms and conditions'],
  ]),

  // Hotel admin
  ...section('hotel-admin', 'Hotels', under('/hotel-admin', [HOTEL, HOTEL_SERVICE])),
  ...section('hotel-admin', 'Roles', under('/hotel-admin', [HOTEL_ROLE, SERVICE_ROLE])),
  ...section('hotel-admin', 'Employees', under('/hotel-admin', [HOTEL_EMPLOYEE])),
  ...section('hotel-admin', 'Users', under('/hotel-admin', [HOTEL_USER])),
  ...section('hotel-admin', 'Booking rules', under('/hotel-admin', [USER_DISCOUNT])),
  ...section('hotel-admin', 'Reports', under('/hotel-admin', [REPORTS])),
  ...section(
    'hotel-admin',
    'Privileges',
    under('/hotel-admin', [HOTEL_ROLE_PRIVILEGE, HOTEL_USER_PRIVILEGE, SERVICE_ROLE_PRIVILEGE, SERVICE_PRIVILEGE]),
  ),
  ...section('hotel-admin', 'Promotions', [['/hotel-admin/promotions', F.PROMOTION, 'menu.promotions', 'Promotions']]),
  ...section('hotel-admin', 'Configuration', [['/hotel-admin/cc-mail', F.CC_MAIL_CONFIG, 'menu.ccMail', 'CC mail']]),
  ...section('hotel-admin', 'Rooms', under('/hotel-admin', [ROOM_BLOCK])),

  // Service admin
  ...section('service-admin', 'Hotels', under('/service-admin', [HOTEL, HOTEL_SERVICE])),
  ...section('service-admin', 'Roles', under('/service-admin', [HOTEL_ROLE, SERVICE_ROLE])),
  ...section('service-admin', 'Employees', under('/service-admin', [HOTEL_EMPLOYEE])),
  ...section('service-admin', 'Privileges', under('/service-admin', [SERVICE_ROLE_PRIVILEGE])),
  ...section('service-admin', 'Users', under('/service-admin', [HOTEL_USER, HOTEL_USER_PRIVILEGE])),
  ...section('service-admin', 'Reports', under('/service-admin', [REPORTS])),

  // Housekeeping admin
  ...section('housekeeping', 'Staff', [
    ['/housekeeping/house-keeper', F.HOUSE_KEEPER, 'menu.houseKeepers', 'House keepers'],
  ]),
  ...section(
    'housekeeping',
    'Trolleys',
    under('/housekeeping', [
      ['Trolley-item', F.TROLLEY, 'menu.trolleys', 'Trolleys'],
      ['TrolleyAllocation-item', F.TROLLEY_ALLOCATION, 'menu.trolleyAllocation', 'Trolley allocation'],
    ]),
  ),
  ...section(
    'housekeeping',
    'Check lists',
    under('/housekeeping', [
      ['check-list-action', F.CHECK_LIST_ITEM, 'menu.checkListItems', 'Check list items'],
      ['check-list', F.CHECK_LIST, 'menu.checkLists', 'Check lists'],
    ]),
  ),
  ...section('housekeeping', 'Cleaning', [
    ['/housekeeping/cleaning-request', F.HOUSEKEEPING, 'menu.cleaningRequests', 'Cleaning requests'],
  ]),
  ...section('housekeeping', 'Roles', under('/housekeeping', [SERVICE_ROLE, SERVICE_ROLE_PRIVILEGE])),
  ...section('housekeeping', 'Employees', under('/housekeeping', [HOTEL_EMPLOYEE])),

  // Housekeeping staff app: the steps below each page (cleaning/occupied/room-selection, laundry/
  // receive, ...) are not menu entries; routeFeature guards them by their parent page.
  ...section('house-keeping', 'Cleaning', [['/house-keeping/cleaning', F.HOUSEKEEPING, 'menu.cleaning', 'Cleaning']]),
  ...section('house-keeping', 'Laundry', [['/house-keeping/laundry', F.HOUSEKEEPING, 'menu.laundry', 'Laundry']]),
  ...section('house-keeping', 'Trolley', [['/house-keeping/Trolly', F.HOUSEKEEPING, 'menu.trolley', 'Trolley']]),

  // Inventory
  ...section('inventory', 'Dashboard', [
    ['/inventory/inventory-dashboard', F.INVENTORY_DASHBOARD, 'menu.dashboard', 'Dashboard'],
  ]),
  // "opeingstock" and "trolly" are the spec's spellings of the routes.
  ...section(
    'inventory',
    'Stock management',
    under('/inventory/stock-management', [
      ['opeingstock', F.STOCK, 'menu.openingStock', 'Opening stock'],
      ['purchase-order', F.PURCHASE_ORDER, 'menu.purchaseOrders', 'Purchase orders'],
      ['grn-history', F.GRN, 'menu.grnHistory', 'GRN history'],
      ['create-grn', F.GRN, 'menu.createGrn', 'Create GRN'],
      ['locations', F.STOCK, 'menu.locations', 'Locations'],
      ['trolly-request', F.TROLLEY_REQUEST, 'menu.trolleyRequests', 'Trolley requests'],
      ['trolly-request-history', F.TROLLEY_REQUEST_HISTORY, 'menu.trolleyRequestHistory', 'Trolley request history'],
      ['stock-transfer', F.STOCK_TRANSFER, 'menu.stockTransfers', 'Stock transfers'],
      ['stock-transfer-history', F.STOCK_TRANSFER_HISTORY, 'menu.stockTransferHistory', 'Stock transfer history'],
      ['stock-issue', F.STOCK, 'menu.stockIssue', 'Stock issues'],
      ['stock-adjustment', F.STOCK, 'menu.stockAdjustment', 'Stock adjustments'],
      // Designed (issue 14, beyond the anchors): count a location, post the variance.
      ['stock-count', F.STOCK, 'menu.stockCount', 'Stock count'],
    ]),
  ),
  ...section(
    'inventory',
    'Item master',
    under('/inventory/item-master', [
      ['category', F.ITEM_CATEGORY, 'menu.categories', 'Categories'],
      ['main-category', F.ITEM_CATEGORY, 'menu.mainCategories', 'Main categories'],
      ['sub-category', F.ITEM_CATEGORY, 'menu.subCategories', 'Sub categories'],
      ['unit-type', F.UNIT, 'menu.unitTypes', 'Unit types'],
      ['unit', F.UNIT, 'menu.units', 'Units'],
      ['unit-conversion', F.UNIT_CONVERSION, 'menu.unitConversion', 'Unit conversion'],
      ['item', F.INVENTORY_ITEM, 'menu.items', 'Items'],
    ]),
  ),
  ...section('inventory', 'Suppliers', [['/inventory/supplier', F.SUPPLIER, 'menu.suppliers', 'Suppliers']]),
  ...section('inventory', 'Services', [
    ['/inventory/inventory-service', F.INVENTORY_SERVICE, 'menu.inventoryServices', 'Inventory services'],
  ]),
  ...section('inventory', 'Roles', under('/inventory', [SERVICE_ROLE, SERVICE_ROLE_PRIVILEGE])),
  ...section('inventory', 'Employees', under('/inventory', [HOTEL_EMPLOYEE])),

  // Inventory admin
  ...section('inventory-admin', 'Services', [
    ['/inventory-admin/inventory-service', F.INVENTORY_SERVICE, 'menu.inventoryServices', 'Inventory services'],
  ]),
  ...section('inventory-admin', 'Reports', [
    ['/inventory-admin/inventory-report', F.INVENTORY_REPORT, 'menu.inventoryReports', 'Inventory reports'],
  ]),
]);

export const MENU_AREAS: readonly MenuArea[] = [...new Set(MENU.map((entry) => entry.area))];

/**
 * Guarded pages outside every side menu: the service landing pages of core §4 and the channel
 * request page opened from the notification popover.
 */
const OTHER_GUARDED_ROUTES: readonly (readonly [path: string, feature: FeatureKey])[] = [
  ['/channel/new-channel-request', F.CHANNEL],
  ['/category/main', F.FOOD_MENU],
  ['/category/food', F.FOOD_MENU],
  ['/restaurant/dashboard', F.FOOD_MENU],
  ['/toplevel/restaurant-dashboard', F.FOOD_MENU],
  ['/toplevel/table-dashboard', F.STEWARD_DASHBOARD],
  ['/toplevel/chef-dashboard', F.CHEF_DASHBOARD],
  ['/toplevel/housekeepercard', F.HOUSEKEEPING],
];

// The spec names the three inventory variants but not what each shows; this is our reading. A
// group-level store (hotelId 0) has no trolleys and no service staff; a housekeeping service uses
// inventory only to request trolley stock.
export type InventoryVariant = 'GROUP' | 'HOUSEKEEPING' | 'DEFAULT';

const HIDDEN_AT_GROUP_LEVEL: ReadonlySet<string> = new Set([
  '/inventory/stock-management/trolly-request',
  '/inventory/stock-management/trolly-request-history',
  '/inventory/service-role',
  '/inventory/service-role-privilege',
  '/inventory/hotel-employee',
]);

const SHOWN_TO_HOUSEKEEPING: ReadonlySet<string> = new Set([
  '/inventory/inventory-dashboard',
  '/inventory/stock-management/trolly-request',
  '/inventory/stock-management/trolly-request-history',
]);

export function inventoryVariant(serviceType: ServiceType, hotelId?: number | null): InventoryVariant {
  if (hotelId === 0) return 'GROUP';
  if (serviceType === 'HOUSEKEEPING') return 'HOUSEKEEPING';
  return 'DEFAULT';
}

export interface MenuOptions {
  /** 0 means a group-level user (inventory's group variant). */
  hotelId?: number | null;
  /** Hotel.type; event pages leave the menu for type HOTEL. */
  hotelType?: string | null;
}

/** Screen availability check; by default every screen exists. */
export type IsAvailable = (path: string) => boolean;
const everyScreen: IsAvailable = () => true;

/** The side menu of an area before permissions: the spec's entries for this service and hotel. */
export function menuFor(area: MenuArea, serviceType: ServiceType, options: MenuOptions = {}): MenuEntry[] {
  const variant = inventoryVariant(serviceType, options.hotelId);
  const events = offersEvents(options.hotelType);
  return MENU.filter((entry) => {
    if (entry.area !== area) return false;
    if (entry.feature === F.EVENT && !events) return false;
    if (area !== 'inventory') return true;
    if (variant === 'GROUP') return !HIDDEN_AT_GROUP_LEVEL.has(entry.path);
    if (variant === 'HOUSEKEEPING') return SHOWN_TO_HOUSEKEEPING.has(entry.path);
    return true;
  });
}

/** The entries the user can VIEW (unguarded ones always) and whose screen exists. */
export function visibleMenu(
  entries: readonly MenuEntry[],
  permissions: readonly PermissionEntry[] | null | undefined,
  isAvailable: IsAvailable = everyScreen,
): MenuEntry[] {
  return entries.filter(
    (entry) => (entry.feature === null || can(permissions, entry.feature, 'VIEW')) && isAvailable(entry.path),
  );
}

/**
 * The first page of an area a permission grants. Unguarded entries are skipped: a user with no
 * permission must get 'No permission', not a utility page that happens to be unguarded.
 */
export function firstPermittedPage(
  area: MenuArea,
  permissions: readonly PermissionEntry[] | null | undefined,
  isAvailable: IsAvailable = everyScreen,
  options: MenuOptions & { serviceType?: ServiceType } = {},
): string | null {
  const entry = menuFor(area, options.serviceType ?? 'NO_SERVICE', options).find(
    (candidate) =>
      candidate.feature !== null && can(permissions, candidate.feature, 'VIEW') && isAvailable(candidate.path),
  );
  return entry?.path ?? null;
}

/** The path of a location without query, hash or trailing slash. */
export function normalizePathname(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

// Longest first, so a page's own entry wins over a shorter one it happens to extend.
const GUARDS: readonly (readonly [path: string, feature: FeatureKey | null])[] = [
  ...MENU.map((entry) => [entry.path, entry.feature] as const),
  ...OTHER_GUARDED_ROUTES,
].sort(([a], [b]) => b.length - a.length);

/**
 * The feature whose VIEW a route needs (a route guard sends everyone else to /403), or null when
 * the route needs none. Sub-pages inherit their page's guard: /house-keeping/cleaning/ondemand-rooms
 * is guarded like /house-keeping/cleaning.
 */
export function routeFeature(pathname: string): FeatureKey | null {
  const path = normalizePathname(pathname);
  const match = GUARDS.find(([guarded]) => path === guarded || path.startsWith(`${guarded}/`));
  return match?.[1] ?? null;
}

const AREA_BY_SEGMENT: ReadonlyMap<string, MenuArea> = new Map(
  MENU.map((entry) => [entry.path.split('/')[1] ?? '', entry.area]),
);

/** The side menu shown on a page, by its first path segment; null where no side menu is shown. */
export function areaOfPath(pathname: string): MenuArea | null {
  const segment = normalizePathname(pathname).split('/')[1] ?? '';
  return AREA_BY_SEGMENT.get(segment) ?? null;
}
