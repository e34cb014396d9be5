// The access administration's paged lists, used by their routes' loaders and screens (useList).

import {
  AccessGroupRolesDocument,
  type AccessGroupRolesQuery,
  type AccessGroupRolesQueryVariables,
  AccessHotelRolesDocument,
  type AccessHotelRolesQuery,
  type AccessHotelRolesQueryVariables,
  AccessServiceRolesDocument,
  type AccessServiceRolesQuery,
  type AccessServiceRolesQueryVariables,
  AccessSystemRolesDocument,
  type AccessSystemRolesQuery,
  type AccessSystemRolesQueryVariables,
} from '../../graphql/hooks.gen';
import { defineList, listQuery, noScope } from '../../ui/data-table/list-definition';
import type { ClientState } from '../../session/session';
import {
  groupRolesTable,
  hotelRolesTable,
  serviceRolesTable,
  systemRolesTable,
  type AccessParent,
} from './access-search';
import { accessScopeOf } from './use-access-scope';

const ACCESS_PARENTS: readonly AccessParent[] = [
  'group-admin',
  'hotel-admin',
  'service-admin',
  'hotel-setting',
  'housekeeping',
  'inventory',
  'restaurant-admin',
];

/** One list per parent (the same list; the parent decides the scope). */
function perParent<L>(make: (parent: AccessParent) => L): Record<AccessParent, L> {
  return Object.fromEntries(ACCESS_PARENTS.map((parent) => [parent, make(parent)])) as Record<AccessParent, L>;
}

/** A scope function over the parent's access scope (session + the URL's groupId/hotelId/serviceId). */
function accessListScope<Scope>(parent: AccessParent, pick: (scope: ReturnType<typeof accessScopeOf>) => Scope | null) {
  return (state: ClientState, _chosen: string | null, search: Record<string, unknown>): Scope | null =>
    pick(accessScopeOf(parent, state, search));
}

/** System-wide roles: one list for everybody who may see them. */
export const systemRolesList = defineList({
  search: systemRolesTable,
  query: listQuery<AccessSystemRolesQuery, AccessSystemRolesQueryVariables>(AccessSystemRolesDocument),
  scope: noScope,
  variables: ({ page, filters }) => ({ ...page, name: filters['name'] ?? null }),
  rows: (data) => data.systemRoles,
});

/** A group's roles: the picked group, else the viewer's. */
export const groupRolesList = defineList({
  search: groupRolesTable,
  query: listQuery<AccessGroupRolesQuery, AccessGroupRolesQueryVariables>(AccessGroupRolesDocument),
  scope: accessListScope<{ groupId: number }>('group-admin', ({ groupId }) => (groupId === null ? null : { groupId })),
  variables: ({ page, filters, scope }) => ({ groupId: scope.groupId, ...page, name: filters['name'] ?? null }),
  rows: (data) => data.groupRoles,
});

/** A hotel's roles; under /group-admin without a hotel, those of every hotel of the group. */
export const hotelRolesLists = perParent((parent) =>
  defineList({
    search: hotelRolesTable,
    query: listQuery<AccessHotelRolesQuery, AccessHotelRolesQueryVariables>(AccessHotelRolesDocument),
    scope: accessListScope<{ hotelId: number | null; groupId: number | null }>(parent, ({ hotelId, groupId }) =>
      hotelId !== null
        ? { hotelId, groupId: null }
        : parent === 'group-admin' && groupId !== null
          ? { hotelId: null, groupId }
          : null,
    ),
    variables: ({ page, filters, scope }) => ({ ...scope, ...page, name: filters['name'] ?? null }),
    rows: (data) => data.hotelRoles,
  }),
);

/** A service's roles, or a hotel's services', or (under /group-admin) the whole group's. */
export const serviceRolesLists = perParent((parent) =>
  defineList({
    search: serviceRolesTable,
    query: listQuery<AccessServiceRolesQuery, AccessServiceRolesQueryVariables>(AccessServiceRolesDocument),
    scope: accessListScope<{ serviceId: number | null; hotelId: number | null; groupId: number | null }>(
      parent,
      ({ serviceId, hotelId, groupId, missingService }) => {
        if (missingService) return null;
        if (serviceId !== null) return { serviceId, hotelId: null, groupId: null };
        if (hotelId !== null) return { serviceId: null, hotelId, groupId: null };
        return parent === 'group-admin' && groupId !== null ? { serviceId: null, hotelId: null, groupId } : null;
      },
    ),
    variables: ({ page, filters, scope }) => ({ ...scope, ...page, name: filters['name'] ?? null }),
    rows: (data) => data.serviceRoles,
  }),
);
