// A grant must lie inside the granter's own reach (issue 9, finding 1). Creating a user, changing
// their level, tying them to a group or a hotel and allocating them to services all hand out reach;
// the upstream refuses any of them that would give the account more than the administrator holds:
//
// - never a level above one's own (ADMIN > GROUP > HOTEL > SERVICE > USER);
// - a GROUP or HOTEL administrator's reach is their ties: tied only to a group, every hotel of it
//   (now and later); tied to a hotel, that hotel. So a group-wide tie needs a group-wide granter of
//   the same group, and a hotel tie a hotel of the granter's scope;
// - a SERVICE administrator and a USER reach the services they are allocated to, each of which must
//   be in the granter's scope.
//
// An ADMIN's reach is everything. The refusal is the reason's key; the upstream answers it as 40300.
import type { UserLevel } from '../hotel/service-type.js';

/** ADMIN > GROUP > HOTEL > SERVICE > USER: a smaller rank is a higher level. */
const RANK: Readonly<Record<UserLevel, number>> = { ADMIN: 0, GROUP: 1, HOTEL: 2, SERVICE: 3, USER: 4 };

/** True when `level` is above `of`. */
export const isLevelAbove = (level: UserLevel, of: UserLevel): boolean => RANK[level] < RANK[of];

/** Who grants, with the scope the upstream computed for them. */
export interface Granter {
  level: UserLevel;
  groupId: number | null;
  hotelId: number | null;
  /** Everything (ADMIN). */
  all: boolean;
  hotelIds: readonly number[];
  serviceIds: readonly number[];
}

/** The account as it would be after the write. */
export interface Grant {
  level: UserLevel;
  groupId: number | null;
  hotelId: number | null;
  /** The services handed out by this write (for a level change to SERVICE: every service they hold). */
  serviceIds: readonly number[];
}

export type GrantRefusal = 'LEVEL_ABOVE_OWN' | 'GRANT_BEYOND_OWN_SCOPE';

/** A GROUP or HOTEL administrator tied only to a group: their reach is every hotel of it. */
export const isGroupWideLevel = (level: UserLevel, hotelId: number | null): boolean =>
  (level === 'GROUP' || level === 'HOTEL') && hotelId === null;

/** Why the grant would reach beyond the granter, or null when it lies inside. */
export function grantRefusal(granter: Granter, grant: Grant): GrantRefusal | null {
  if (isLevelAbove(grant.level, granter.level)) return 'LEVEL_ABOVE_OWN';
  if (granter.all) return null;
  if (grant.level === 'ADMIN') return 'GRANT_BEYOND_OWN_SCOPE';
  if (grant.level === 'GROUP' || grant.level === 'HOTEL') {
    if (grant.hotelId === null) {
      const sameGroupWide =
        isGroupWideLevel(granter.level, granter.hotelId) && grant.groupId !== null && grant.groupId === granter.groupId;
      if (!sameGroupWide) return 'GRANT_BEYOND_OWN_SCOPE';
    } else if (!granter.hotelIds.includes(grant.hotelId)) {
      return 'GRANT_BEYOND_OWN_SCOPE';
    }
  }
  if (grant.serviceIds.some((id) => !granter.serviceIds.includes(id))) return 'GRANT_BEYOND_OWN_SCOPE';
  return null;
}
