// Which hotel or group an audit-module screen works on (core §6 / operations §6 hotel scope): the
// hotel the screen is bound to (the chosen hotel under hotel-admin, service-admin and hotel-setting;
// an administrator's own hotel when tied to one) hides the picker; otherwise the user picks one of
// their group's hotels or, where the screen allows it, the whole group.

import { useMemo } from 'react';
import { useAuditScopeHotelsQuery } from '../../graphql/hooks.gen';
import { tiedHotelOf } from '../../session/hotel-tie';
import { useSession, type ClientState } from '../../session/session';
import { parseScopeKey, scopeKey, type HotelScopeInput, type ScopeGroup, type ScopeHotel } from '../../ui/form';

export type ScopeMode = 'group' | 'hotel';

/** The hotel the screen is bound to (the picker offers no other), or null. */
function boundHotel(mode: ScopeMode, state: Pick<ClientState, 'session' | 'hotel'>): number | null {
  const viewer = state.session?.viewer ?? null;
  const level = viewer?.level ?? null;
  const ownHotel = viewer?.profile.hotel?.id ?? null;
  // GROUP and HOTEL administrators carry a hotel in their profile only when tied to it; a SERVICE
  // administrator works in the hotel of the chosen service.
  const tied =
    level === 'SERVICE' || (level === 'USER' && mode === 'hotel')
      ? (state.hotel?.hotelId ?? ownHotel)
      : tiedHotelOf(viewer);
  return mode === 'hotel' ? (state.hotel?.hotelId ?? tied) : tied;
}

/**
 * The scope a screen starts on from the session alone (the route's loader has nothing else): the
 * bound hotel, else in group mode the current (or own) group; null when the user must pick.
 */
export function defaultAdminScopeKey(
  mode: ScopeMode,
  state: Pick<ClientState, 'session' | 'hotel' | 'group'>,
): string | null {
  const bound = boundHotel(mode, state);
  if (bound) return String(bound);
  const ownGroup = state.group?.id ?? state.session?.viewer.groupIds[0] ?? null;
  return mode === 'group' && ownGroup ? scopeKey({ kind: 'group', groupId: ownGroup }) : null;
}

/**
 * A list definition's scope for an administration list whose hotel (or, in group mode, hotel or
 * group) is chosen in the URL (`?scope=`), starting on defaultAdminScopeKey.
 */
export function adminScope(mode: 'hotel'): (state: ClientState, chosen: string | null) => { hotelId: number } | null;
export function adminScope(
  mode: 'group',
): (state: ClientState, chosen: string | null) => { hotelId: number | null; groupId: number | null } | null;
export function adminScope(mode: ScopeMode) {
  return (
    state: ClientState,
    chosen: string | null,
  ): { hotelId: number } | { hotelId: number | null; groupId: number | null } | null => {
    const scope = parseScopeKey(chosen ?? defaultAdminScopeKey(mode, state));
    if (mode === 'hotel') return scope?.kind === 'hotel' ? { hotelId: scope.hotelId } : null;
    if (!scope) return null;
    return scope.kind === 'hotel'
      ? { hotelId: scope.hotelId, groupId: null }
      : { hotelId: null, groupId: scope.groupId };
  };
}

export interface AdminScope {
  /** For HotelScopeSelect / useHotelScope. */
  input: HotelScopeInput;
  /** The key to start with: the bound hotel, else the current (or own) group, else none. */
  initialKey: string | null;
  hotelName(id: number): string | null;
  hotelTitle(id: number): string | null;
  groupName(id: number): string | null;
  loading: boolean;
  error: unknown;
}

export function useAdminScope(mode: ScopeMode): AdminScope {
  const session = useSession();
  const { viewer, group } = session;
  const query = useAuditScopeHotelsQuery({ fetchPolicy: 'cache-first' });
  const bound = boundHotel(mode, session);
  const groupIds = viewer?.groupIds;
  const list = query.data?.hotels;

  return useMemo(() => {
    const hotels: ScopeHotel[] = (list ?? []).map((h) => ({ id: h.id, name: h.name, groupId: h.groupId }));
    const groups: ScopeGroup[] = [];
    for (const h of list ?? []) {
      if (!groups.some((g) => g.id === h.groupId)) groups.push({ id: h.groupId, name: h.groupTitle });
    }
    const ownGroup = group?.id ?? groupIds?.[0] ?? groups[0]?.id ?? null;
    const initialKey = bound
      ? String(bound)
      : mode === 'group' && ownGroup
        ? scopeKey({ kind: 'group', groupId: ownGroup })
        : null;
    return {
      input: { groupIds: groupIds ?? [], hotelIds: bound ? [bound] : [], hotels, groups },
      initialKey,
      hotelName: (id) => list?.find((h) => h.id === id)?.name ?? null,
      hotelTitle: (id) => {
        const found = list?.find((h) => h.id === id);
        return found ? found.title || found.name : null;
      },
      groupName: (id) => groups.find((g) => g.id === id)?.name ?? null,
      loading: query.loading,
      error: query.error,
    };
  }, [bound, group?.id, groupIds, list, mode, query.error, query.loading]);
}
