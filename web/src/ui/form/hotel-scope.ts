// core §6 / operations §6, hotel scope of admin screens: a user tied to a group and a hotel works on
// that hotel (no selector); a user tied only to a group picks one of its hotels or the whole group,
// the group option keyed as 'group' plus the group id. The spec names no other case: a user tied
// to a hotel alone is held to it too, and one tied to neither (a system-level admin) picks among
// every hotel and group given. No React.

export const GROUP_SCOPE_PREFIX = 'group';

export type HotelScope = { kind: 'hotel'; hotelId: number } | { kind: 'group'; groupId: number };

export interface ScopeHotel {
  id: number;
  name: string;
  groupId?: number | null;
}

export interface ScopeGroup {
  id: number;
  name: string;
}

export interface ScopeViewer {
  groupIds: readonly number[];
  hotelIds: readonly number[];
}

export interface ScopeOption {
  /** The select's value: the hotel id, or 'group' + the group id. */
  value: string;
  scope: HotelScope;
  /** The hotel's name; for a group, its name when known (else null: the screen labels it). */
  name: string | null;
}

export interface ResolvedHotelScope {
  /** The scope in force without a choice (the selector is then hidden), else null. */
  fixed: HotelScope | null;
  /** What the user may pick: the whole group(s) first, then their hotels. */
  options: ScopeOption[];
}

export function scopeKey(scope: HotelScope): string {
  return scope.kind === 'group' ? `${GROUP_SCOPE_PREFIX}${scope.groupId}` : String(scope.hotelId);
}

export function parseScopeKey(key: string | null | undefined): HotelScope | null {
  if (!key) return null;
  const group = new RegExp(`^${GROUP_SCOPE_PREFIX}(\\d+)$`).exec(key);
  if (group) return { kind: 'group', groupId: Number(group[1]) };
  return /^\d+$/.test(key) ? { kind: 'hotel', hotelId: Number(key) } : null;
}

export function resolveHotelScope(
  viewer: ScopeViewer,
  hotels: readonly ScopeHotel[],
  groups: readonly ScopeGroup[] = [],
): ResolvedHotelScope {
  const hotelId = viewer.hotelIds.find((id) => id > 0);
  const groupIds = viewer.groupIds.filter((id) => id > 0);
  if (hotelId !== undefined) {
    return { fixed: { kind: 'hotel', hotelId }, options: [] };
  }

  const inScope = groupIds.length > 0 ? hotels.filter((hotel) => groupIds.includes(hotel.groupId ?? -1)) : hotels;
  const scopeGroups =
    groupIds.length > 0 ? groupIds : unique(hotels.map((hotel) => hotel.groupId ?? 0).filter((id) => id > 0));
  const groupName = (id: number) => groups.find((group) => group.id === id)?.name ?? null;
  const options: ScopeOption[] = [
    ...scopeGroups.map((groupId) => ({
      value: scopeKey({ kind: 'group', groupId }),
      scope: { kind: 'group', groupId } as const,
      name: groupName(groupId),
    })),
    ...inScope.map((hotel) => ({
      value: scopeKey({ kind: 'hotel', hotelId: hotel.id }),
      scope: { kind: 'hotel', hotelId: hotel.id } as const,
      name: hotel.name,
    })),
  ];
  return { fixed: null, options };
}

function unique(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

export interface ScopeChoice {
  /** Whether the whole-group options may be chosen. */
  allowGroup: boolean;
  /** Without a choice (or with one no longer offered), start on the whole group where allowed. */
  preferGroup: boolean;
  /** The user's choice (the URL's, or the picker's state). */
  requested: string | null;
  /** The hotel in use (the header's), taken when offered and nothing else decides. */
  currentHotelId: number | null;
}

/**
 * The scope key in force: the fixed hotel; else the user's choice when offered; else the whole
 * group when preferred; else the hotel in use when offered; else the first hotel offered, else the
 * first option; null when there is nothing to choose.
 */
export function chooseScopeKey(resolved: ResolvedHotelScope, choice: ScopeChoice): string | null {
  if (resolved.fixed) return scopeKey(resolved.fixed);
  const offered = resolved.options.filter((option) => choice.allowGroup || option.scope.kind === 'hotel');
  const isOffered = (key: string | null): key is string =>
    key !== null && offered.some((option) => option.value === key);
  if (isOffered(choice.requested)) return choice.requested;
  const group = choice.preferGroup ? offered.find((option) => option.scope.kind === 'group') : undefined;
  if (group) return group.value;
  const current = choice.currentHotelId !== null ? String(choice.currentHotelId) : null;
  if (isOffered(current)) return current;
  return offered.find((option) => option.scope.kind === 'hotel')?.value ?? offered[0]?.value ?? null;
}
