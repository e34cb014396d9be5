// Which hotel a people screen works on, decided by its parent (core §2: the same page repeats under
// several parents) and by the viewer (core §6 hotel scope). Under /group-admin, /hotel-admin and
// /service-admin the administrator picks: one tied to a group and a hotel has that hotel (no
// selector); one tied only to a group picks a hotel or, where the list allows, the whole group; a
// SERVICE administrator picks among the hotels of their services. Under /hotel-setting,
// /housekeeping, /inventory and /restaurant-admin the page works on the hotel already chosen.
// No React.

import { worksInServices } from './levels';

export const PEOPLE_PARENTS = [
  'group-admin',
  'hotel-admin',
  'service-admin',
  'hotel-setting',
  'housekeeping',
  'inventory',
  'restaurant-admin',
] as const;
export type PeopleParent = (typeof PEOPLE_PARENTS)[number];

/** Parents under which the administrator picks the hotel; the others use the chosen hotel. */
export function picksHotel(parent: PeopleParent): boolean {
  return parent === 'group-admin' || parent === 'hotel-admin' || parent === 'service-admin';
}

export interface ScopeViewerInput {
  level: string;
  groupIds: readonly number[];
  hotelIds: readonly number[];
  profile: { hotel: { id: number } | null; group: { id: number } | null };
}

export interface PeopleScopeViewer {
  /** For HotelScopeSelect: the group(s) and the hotel the viewer is tied to. */
  groupIds: number[];
  hotelIds: number[];
  /** The hotels offered (null: every hotel the viewer can see). */
  onlyHotels: number[] | null;
  /** Whether the viewer may work on a whole group. */
  wholeGroup: boolean;
}

/**
 * The viewer's ties. The session's groupIds/hotelIds are what the level reaches (every hotel of a
 * group administrator's group), so the tie comes from the profile for GROUP and HOTEL levels.
 */
export function peopleScopeViewer(viewer: ScopeViewerInput): PeopleScopeViewer {
  if (viewer.level === 'ADMIN') return { groupIds: [], hotelIds: [], onlyHotels: null, wholeGroup: true };
  if (worksInServices(viewer.level)) {
    return {
      groupIds: [],
      hotelIds: viewer.hotelIds.length === 1 ? [...viewer.hotelIds] : [],
      onlyHotels: [...viewer.hotelIds],
      wholeGroup: false,
    };
  }
  const hotel = viewer.profile.hotel?.id;
  const group = viewer.profile.group?.id ?? viewer.groupIds[0];
  return {
    groupIds: group ? [group] : [],
    hotelIds: hotel ? [hotel] : [],
    onlyHotels: null,
    wholeGroup: hotel === undefined,
  };
}

/** The route's search: the table's keys plus the chosen scope (a hotel id or 'group' + id). */
export function withScopeSearch<S extends object>(validate: (raw: Record<string, unknown>) => S) {
  return (raw: Record<string, unknown>): S & { scope?: string } => {
    const scope = raw['scope'];
    const value = typeof scope === 'number' || typeof scope === 'string' ? String(scope).trim() : '';
    return { ...validate(raw), ...(value ? { scope: value } : {}) };
  };
}
