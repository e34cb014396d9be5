// The people lists: each one's URL shape, query and variables, used by its route's loader (which
// starts the query with the navigation) and by its screen (useList). The hotel is the parent's
// chosen hotel, or the administrator's pick in the URL's ?scope= (people-scope.ts).

import {
  PeopleEmployeesDocument,
  type PeopleEmployeesQuery,
  type PeopleEmployeesQueryVariables,
} from '../../graphql/hooks.gen';
import type { ClientState } from '../../session/session';
import { defineList, hotelAndName, listQuery } from '../../ui/data-table/list-definition';
import { parseScopeKey } from '../../ui/form/hotel-scope';
import { peopleScopeViewer, picksHotel, PEOPLE_PARENTS, type PeopleParent } from './people-scope';
import { employeesSearch } from './people-searches';

/**
 * The hotel a people list of `parent` is of, from the session and the URL alone (what the loader
 * knows): the chosen hotel where the parent gives it; else the viewer's fixed hotel, the pick, the
 * hotel in use. The screen writes what usePeopleScope settles on into the URL (useScopeInUrl).
 */
export function peopleHotelScope(parent: PeopleParent) {
  return (state: ClientState, chosen: string | null): { hotelId: number } | null => {
    if (!picksHotel(parent)) return state.hotel ? { hotelId: state.hotel.hotelId } : null;
    const viewer = state.session?.viewer;
    const fixed = viewer
      ? peopleScopeViewer({
          level: viewer.level,
          groupIds: viewer.groupIds,
          hotelIds: viewer.hotelIds,
          profile: { hotel: viewer.profile.hotel ?? null, group: viewer.profile.group ?? null },
        }).hotelIds.find((id) => id > 0)
      : undefined;
    if (fixed !== undefined) return { hotelId: fixed };
    const picked = parseScopeKey(chosen);
    if (picked?.kind === 'hotel') return { hotelId: picked.hotelId };
    return state.hotel ? { hotelId: state.hotel.hotelId } : null;
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
