// The URL shape of the access pages: the scope picked (group, hotel, service), the role or user
// shown, and each list's table state, so a reload shows the same page. Also which parent works on
// which scope. No React.

import type { ServiceType } from '@hotel/domain';
import { defineTableSearch, type TableSearchDefinition } from '../../ui/data-table/search-params';

/** The admin areas the access pages repeat under; the parent decides the scope. */
export type AccessParent =
  'group-admin' | 'hotel-admin' | 'service-admin' | 'hotel-setting' | 'housekeeping' | 'inventory' | 'restaurant-admin';

/** These parents work on the chosen service, of this type; the others pick their scope. */
export const SERVICE_OF_PARENT: Readonly<Partial<Record<AccessParent, ServiceType>>> = {
  'hotel-setting': 'HOTEL',
  housekeeping: 'HOUSEKEEPING',
  inventory: 'INVENTORY',
  'restaurant-admin': 'RESTAURANT',
};

export interface AccessSearch {
  groupId?: number;
  hotelId?: number;
  serviceId?: number;
  roleId?: number;
  userId?: number;
}

const ACCESS_KEYS = ['groupId', 'hotelId', 'serviceId', 'roleId', 'userId'] as const;

function positiveId(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined;
}

export function validateAccessSearch(raw: Record<string, unknown>): AccessSearch {
  const search: AccessSearch = {};
  for (const key of ACCESS_KEYS) {
    const id = positiveId(raw[key]);
    if (id !== undefined) search[key] = id;
  }
  return search;
}

/** A list's table search with the scope keys beside it, for the route's validateSearch. */
function withScope<F extends string, S extends string>(definition: TableSearchDefinition<F, S>) {
  return (raw: Record<string, unknown>) => ({ ...definition.validate(raw), ...validateAccessSearch(raw) });
}

const ROLE_SORTS = ['name', 'id', 'active'] as const;

export const systemRolesTable = defineTableSearch({
  filters: ['name'],
  sortFields: ROLE_SORTS,
  defaultSort: { field: 'name', direction: 'ASC' },
});
export const groupRolesTable = defineTableSearch({
  filters: ['name'],
  sortFields: ROLE_SORTS,
  defaultSort: { field: 'name', direction: 'ASC' },
});
export const hotelRolesTable = defineTableSearch({
  filters: ['name'],
  sortFields: [...ROLE_SORTS, 'hotelName'],
  defaultSort: { field: 'name', direction: 'ASC' },
});
export const serviceRolesTable = defineTableSearch({
  filters: ['name'],
  sortFields: [...ROLE_SORTS, 'serviceName', 'hotelName'],
  defaultSort: { field: 'name', direction: 'ASC' },
});

export const validateSystemRolesSearch = withScope(systemRolesTable);
export const validateGroupRolesSearch = withScope(groupRolesTable);
export const validateHotelRolesSearch = withScope(hotelRolesTable);
export const validateServiceRolesSearch = withScope(serviceRolesTable);
