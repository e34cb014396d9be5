// Where a user goes after login, after choosing a service and on the home button, and which
// header links show (core-platform §2 Layout, §4, §6).

import type { ServiceType } from '../hotel/service-type.js';
import { Feature as F, featureInfo, type FeatureScope } from '../permissions/features.js';
import { allows, can, type PermissionEntry } from '../permissions/permission-status.js';
import { firstPermittedPage, normalizePathname, type IsAvailable, type MenuOptions } from './menu.js';

export const Page = {
  GROUPS: '/toplevel/groups',
  PRODUCTS: '/toplevel/products',
  SERVICES: '/toplevel/services',
  INVENTORY_SERVICES: '/toplevel/inventory-services',
  GROUP_INVENTORY_HOME: '/toplevel/group-inventory-home',
  INVENTORY_DASHBOARD: '/inventory/inventory-dashboard',
  FOOD_MENU: '/category/main',
  CHEF_DASHBOARD: '/toplevel/chef-dashboard',
  HOUSEKEEPER_CARD: '/toplevel/housekeepercard',
  HOTEL_DASHBOARD: '/hotel/dashboard',
  CHANGE_PASSWORD: '/toplevel/change-password',
  LOGIN: '/auth/login/user',
  NO_ACCESS: '/403',
} as const;

export const NO_PERMISSION_MESSAGE = 'No permission';

/** The marker for "no page of this service is permitted"; the screen shows its error text. */
export interface NoPermission {
  readonly error: typeof NO_PERMISSION_MESSAGE;
}
export type NavigationTarget = string | NoPermission;

const noPermission: NoPermission = Object.freeze({ error: NO_PERMISSION_MESSAGE });

export function isNoPermission(target: NavigationTarget): target is NoPermission {
  return typeof target !== 'string';
}

type Permissions = readonly PermissionEntry[] | null | undefined;

export interface ServiceContext extends MenuOptions {
  permissions?: Permissions;
  isAvailable?: IsAvailable;
}

export interface LoginContext extends ServiceContext {
  /** USER level: the service the user belongs to. */
  serviceType?: ServiceType;
  /** SERVICE level: loading the hotel's services failed. */
  servicesFailed?: boolean;
}

/**
 * The first page of a service. The spec names the error only for HOTEL; a restaurant or
 * housekeeping user with no permitted page, or a user without a service, gets the same marker
 * rather than a page that would answer /403.
 */
export function navigationAfterService(
  serviceType: ServiceType,
  permissions: Permissions,
  isAvailable: IsAvailable = () => true,
  options: MenuOptions = {},
): NavigationTarget {
  const mayOpen = (feature: string, path: string): boolean => can(permissions, feature, 'VIEW') && isAvailable(path);
  const firstOf = (area: 'hotel' | 'restaurant-admin' | 'housekeeping'): NavigationTarget =>
    firstPermittedPage(area, permissions, isAvailable, { ...options, serviceType }) ?? noPermission;

  switch (serviceType) {
    case 'RESTAURANT':
      if (mayOpen(F.FOOD_MENU, Page.FOOD_MENU)) return Page.FOOD_MENU;
      if (mayOpen(F.CHEF_DASHBOARD, Page.CHEF_DASHBOARD)) return Page.CHEF_DASHBOARD;
      return firstOf('restaurant-admin');
    case 'HOTEL':
      return firstOf('hotel');
    case 'HOUSEKEEPING':
      if (mayOpen(F.HOUSEKEEPING, Page.HOUSEKEEPER_CARD)) return Page.HOUSEKEEPER_CARD;
      return firstOf('housekeeping');
    case 'INVENTORY':
      return Page.INVENTORY_SERVICES;
    case 'NO_SERVICE':
      return noPermission;
  }
}

/**
 * After picking an inventory service on its cards (operations §2 Inventory): the first permitted
 * inventory page of a hotel's service, or the dashboard when picked at group level (falling back
 * to the first permitted page when the dashboard is not).
 */
export function navigationAfterInventoryService(
  permissions: Permissions,
  isAvailable: IsAvailable = () => true,
  options: MenuOptions & { groupLevel?: boolean } = {},
): NavigationTarget {
  if (options.groupLevel && can(permissions, F.INVENTORY_DASHBOARD, 'VIEW') && isAvailable(Page.INVENTORY_DASHBOARD)) {
    return Page.INVENTORY_DASHBOARD;
  }
  return (
    firstPermittedPage('inventory', permissions, isAvailable, { ...options, serviceType: 'INVENTORY' }) ?? noPermission
  );
}

/** Landing after login by user level; the level is the login's raw value, so unknown ones are routed too. */
export function landingAfterLogin(level: string | null | undefined, context: LoginContext = {}): NavigationTarget {
  switch (level) {
    case 'SERVICE':
      return context.servicesFailed ? Page.PRODUCTS : Page.SERVICES;
    case 'HOTEL':
    case 'GROUP':
      return Page.PRODUCTS;
    case 'USER':
      return navigationAfterService(
        context.serviceType ?? 'NO_SERVICE',
        context.permissions,
        context.isAvailable,
        context,
      );
    default:
      return Page.GROUPS;
  }
}

/**
 * The home button. The spec's "no level" rule also covers GROUP and any other level: a user
 * without a group (group 0) picks one, everyone else picks a hotel of theirs.
 */
export function homeTarget(
  level: string | null | undefined,
  serviceType: ServiceType,
  groupId: number | null | undefined,
  context: ServiceContext = {},
): NavigationTarget {
  switch (level) {
    case 'HOTEL':
      return Page.PRODUCTS;
    case 'SERVICE':
      return Page.SERVICES;
    case 'USER':
      return navigationAfterService(serviceType, context.permissions, context.isAvailable, context);
    default:
      return groupId ? Page.PRODUCTS : Page.GROUPS;
  }
}

export interface HeaderContext {
  pathname: string;
  serviceType: ServiceType;
  permissions: Permissions;
}

export interface HeaderLinks {
  chef: boolean;
  restaurantAdmin: boolean;
  inventoryAdmin: boolean;
  setting: boolean;
  groupInventory: boolean;
  housekeepingAdmin: boolean;
  changePassword: boolean;
  logout: boolean;
}

const SETTING_PAGES: ReadonlySet<string> = new Set([Page.GROUPS, Page.PRODUCTS, Page.SERVICES]);

// "Status other than 3" read as "grants VIEW", so an unrecognised status shows nothing either.
const anyVisibleIn = (permissions: Permissions, scope: FeatureScope): boolean =>
  (permissions ?? []).some(
    (entry) => entry.active && allows(entry.status, 'VIEW') && featureInfo(entry.prefix)?.scope === scope,
  );

/**
 * The header's user-menu links. The spec gives Housekeeping Admin no condition; it shows when a
 * housekeeping admin page is permitted, so the link never leads to /403.
 */
export function headerLinks({ pathname, serviceType, permissions }: HeaderContext): HeaderLinks {
  const page = normalizePathname(pathname);
  return {
    chef: serviceType === 'RESTAURANT' && can(permissions, F.CHEF_DASHBOARD, 'VIEW'),
    restaurantAdmin: anyVisibleIn(permissions, 'RESTAURANT'),
    inventoryAdmin: can(permissions, F.INVENTORY_SERVICE, 'VIEW'),
    setting: SETTING_PAGES.has(page) && anyVisibleIn(permissions, 'ADMIN'),
    groupInventory: page === Page.PRODUCTS,
    housekeepingAdmin: firstPermittedPage('housekeeping', permissions) !== null,
    changePassword: true,
    logout: true,
  };
}

/** The header's dashboard shortcut: HOTEL services only, with dashboard VIEW. */
export function showDashboardShortcut(serviceType: ServiceType, permissions: Permissions): boolean {
  return serviceType === 'HOTEL' && can(permissions, F.DASHBOARD, 'VIEW');
}

/** The notification bell belongs to HOTEL services only. */
export function showNotificationBell(serviceType: ServiceType): boolean {
  return serviceType === 'HOTEL';
}

/** The service type in the channel-creation topic; with no service selected it is HOTEL's. */
export function channelTopicServiceType(serviceType: ServiceType): Exclude<ServiceType, 'NO_SERVICE'> {
  return serviceType === 'NO_SERVICE' ? 'HOTEL' : serviceType;
}
