// The user menu's links (core §6 "Header links"): the domain decides which show; this module gives
// each its page and drops the ones whose screen does not exist in this build.

import {
  firstPermittedPage,
  headerLinks,
  Page,
  type HeaderLinks,
  type MenuArea,
  type PermissionEntry,
  type ServiceType,
} from '@hotel/domain';
import { isAvailable } from '../../navigation/available';

export type HeaderLinkKey = Exclude<keyof HeaderLinks, 'logout'>;

export interface HeaderLink {
  key: HeaderLinkKey;
  to: string;
}

export const GROUP_INVENTORY_PAGE = '/toplevel/group-inventory-home';

// Settings open the administration of the user's own level; the others are fallbacks.
const SETTING_AREAS: Record<string, readonly MenuArea[]> = {
  SERVICE: ['service-admin', 'hotel-admin', 'group-admin'],
  HOTEL: ['hotel-admin', 'group-admin', 'service-admin'],
};
const DEFAULT_SETTING_AREAS: readonly MenuArea[] = ['group-admin', 'hotel-admin', 'service-admin'];

function firstOf(areas: readonly MenuArea[], permissions: readonly PermissionEntry[]): string | null {
  for (const area of areas) {
    const page = firstPermittedPage(area, permissions, isAvailable);
    if (page) return page;
  }
  return null;
}

export function userMenuLinks(
  pathname: string,
  serviceType: ServiceType,
  permissions: readonly PermissionEntry[],
  level: string | null,
): HeaderLink[] {
  const flags = headerLinks({ pathname, serviceType, permissions });
  const targets: Record<HeaderLinkKey, string | null> = {
    chef: Page.CHEF_DASHBOARD,
    restaurantAdmin: firstPermittedPage('restaurant-admin', permissions, isAvailable),
    inventoryAdmin: firstPermittedPage('inventory-admin', permissions, isAvailable),
    setting: firstOf(SETTING_AREAS[level ?? ''] ?? DEFAULT_SETTING_AREAS, permissions),
    groupInventory: GROUP_INVENTORY_PAGE,
    housekeepingAdmin: firstPermittedPage('housekeeping', permissions, isAvailable),
    changePassword: Page.CHANGE_PASSWORD,
  };
  return (Object.keys(targets) as HeaderLinkKey[]).flatMap((key) => {
    const to = targets[key];
    return flags[key] && to && isAvailable(to) ? [{ key, to }] : [];
  });
}
