// The people lists: each one's URL shape, query and variables, used by its route's loader (which
// starts the query with the navigation) and by its screen (useList). The hotel is the parent's
// chosen hotel, or the administrator's pick in the URL's ?scope= (people-scope.ts).

import { can } from '@hotel/domain';
import {
  PeopleAdministratorsDocument,
  type PeopleAdministratorsQuery,
  type PeopleAdministratorsQueryVariables,
  PeopleUsersDocument,
  type PeopleUsersQuery,
  type PeopleUsersQueryVariables,
  PeopleEmployeesDocument,
  type PeopleEmployeesQuery,
  type PeopleEmployeesQueryVariables,
} from '../../graphql/hooks.gen';
import type { ClientState } from '../../session/session';
import { defineList, hotelAndName, listQuery } from '../../ui/data-table/list-definition';
import { parseScopeKey } from '../../ui/form/hotel-scope';
import { PRODUCT_ADMIN_LEVELS, SCOPE_ADMIN_LEVELS } from './levels';
import { peopleScopeViewer, picksHotel, PEOPLE_PARENTS, type PeopleParent } from './people-scope';
import { administratorsSearch, employeesSearch, usersSearch } from './people-searches';

/**
 * The hotel a people list of `parent` is of, from the session and the URL alone (what the loader
 * knows): the chosen hotel where the parent gives it; else the viewer's fixed hotel, the pick, the
 * hotel in use. The screen writes what usePeopleScope settles on into the URL (useScopeInUrl).
 */
export function peopleHotelScope(parent: PeopleParent) {
  const scope = peopleScope(parent, false);
  return (state: ClientState, chosen: string | null): { hotelId: number } | null => {
    const found = scope(state, chosen);
    return found?.hotelId ? { hotelId: found.hotelId } : null;
  };
}

/** As peopleHotelScope, or the whole group where the list and the viewer allow it. */
export function peopleScope(parent: PeopleParent, allowGroup: boolean) {
  return (state: ClientState, chosen: string | null): { hotelId: number | null; groupId: number | null } | null => {
    const hotel = (hotelId: number) => ({ hotelId, groupId: null });
    if (!picksHotel(parent)) return state.hotel ? hotel(state.hotel.hotelId) : null;
    const viewer = state.session?.viewer;
    const tie = viewer
      ? peopleScopeViewer({
          level: viewer.level,
          groupIds: viewer.groupIds,
          hotelIds: viewer.hotelIds,
          profile: { hotel: viewer.profile.hotel ?? null, group: viewer.profile.group ?? null },
        })
      : null;
    const fixed = tie?.hotelIds.find((id) => id > 0);
    if (fixed !== undefined) return hotel(fixed);
    const groupAllowed = allowGroup && tie?.wholeGroup === true;
    const picked = parseScopeKey(chosen);
    if (picked?.kind === 'hotel') return hotel(picked.hotelId);
    if (picked?.kind === 'group' && groupAllowed) return { hotelId: null, groupId: picked.groupId };
    const group = tie?.groupIds.find((id) => id > 0);
    if (groupAllowed && group !== undefined) return { hotelId: null, groupId: group };
    return state.hotel ? hotel(state.hotel.hotelId) : null;
  };
}

const employeesOf = (parent: PeopleParent) =>
  defineList({
    search: employeesSearch,
    query: listQuery<PeopleEmployeesQuery, PeopleEmployeesQueryVariables>(PeopleEmployeesDocument),
    scope: peopleHotelScope(parent),
    variables: hotelAndName,
    rows: (data) => data.employees,
  });

/** The employee list under each parent (the same list; the parent decides the hotel). */
export const employeesLists = Object.fromEntries(PEOPLE_PARENTS.map((parent) => [parent, employeesOf(parent)])) as {
  [P in PeopleParent]: ReturnType<typeof employeesOf>;
};

const usersOf = (parent: PeopleParent) =>
  defineList({
    search: usersSearch,
    query: listQuery<PeopleUsersQuery, PeopleUsersQueryVariables>(PeopleUsersDocument),
    scope: peopleScope(parent, true),
    variables: ({ page, filters, scope }) => ({
      ...scope,
      page: page.page,
      size: page.size,
      serviceId: filters['serviceId'] ? Number(filters['serviceId']) : null,
      serviceRoleId: filters['serviceRoleId'] ? Number(filters['serviceRoleId']) : null,
      name: filters['name'] ?? null,
    }),
    rows: (data) => data.userAccounts,
  });

/** The user list under each parent that has one. */
export const usersLists = {
  'group-admin': usersOf('group-admin'),
  'hotel-admin': usersOf('hotel-admin'),
  'service-admin': usersOf('service-admin'),
};

const groupAdminScope = peopleScope('group-admin', true);

/**
 * The administrators of the picked hotel or group (GROUP, HOTEL, SERVICE), or the product
 * administrators (ADMIN, seen by an ADMIN only); nothing is asked without USER:VIEW.
 */
const administratorsOf = (mode: 'scope' | 'product') =>
  defineList({
    search: administratorsSearch,
    query: listQuery<PeopleAdministratorsQuery, PeopleAdministratorsQueryVariables>(PeopleAdministratorsDocument),
    scope: (state: ClientState, chosen: string | null): { hotelId: number | null } | null => {
      if (!can(state.permissions, 'USER', 'VIEW')) return null;
      if (mode === 'product') return state.session?.viewer.level === 'ADMIN' ? { hotelId: null } : null;
      const found = groupAdminScope(state, chosen);
      return found && { hotelId: found.hotelId };
    },
    variables: ({ page, filters, scope }) => ({
      levels: [...(mode === 'product' ? PRODUCT_ADMIN_LEVELS : SCOPE_ADMIN_LEVELS)],
      page: page.page,
      size: page.size,
      hotelId: scope.hotelId,
      name: filters['name'] ?? null,
    }),
    rows: (data) => data.administrators,
  });

/** /group-admin/admin-privilege and /group-admin/product-admin-privilege. */
export const administratorsLists = { scope: administratorsOf('scope'), product: administratorsOf('product') };
