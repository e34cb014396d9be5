// The hotel scope of the settings screens (core §6, operations §6): a user tied to a group and a
// hotel works on that hotel (no selector); a user tied only to a group picks a hotel or — where the
// screen allows it (discounts, minimum nights) — the whole group. The user's ties are those of their
// profile, not every hotel they may see. The pick is the URL's ?scope= (so a reload keeps it and a
// list's route loader sees it); until the user picks, the hotel chosen in the header is used (the
// group admin pages of discounts and minimum nights start on the whole group), else the first hotel
// offered.

import { useMemo } from 'react';
import { useLocation } from '@tanstack/react-router';
import { useHotelScopeOptionsQuery } from '../../graphql/hooks.gen';
import { useSession, type ClientState } from '../../session/session';
import { SCOPE_SEARCH_KEY, scopeSearchValue, searchScopeKey } from '../../ui/data-table/search-params';
import { useSearchNavigate } from '../../ui/data-table/search-navigate';
import { parseScopeKey, scopeKey, useHotelScopeChoice, type HotelScope, type HotelScopeInput } from '../../ui/form';

export interface SettingsScopeOptions {
  allowGroup: boolean;
  prefer?: 'group' | 'hotel';
}

/**
 * The scope useSettingsScope settles on, from the URL's key and the session alone (what a route's
 * loader knows): the tied hotel, the key picked, the tied group where preferred, the header's hotel.
 * Null when only the offered hotels can tell (the screen then writes its choice into the URL).
 */
export function settingsScopeKey(
  state: Pick<ClientState, 'session' | 'hotel'>,
  chosen: string | null,
  { allowGroup, prefer = 'hotel' }: SettingsScopeOptions,
): string | null {
  const profile = state.session?.viewer.profile;
  if (profile?.hotel?.id) return String(profile.hotel.id);
  const picked = parseScopeKey(chosen);
  if (picked && (allowGroup || picked.kind === 'hotel')) return scopeKey(picked);
  if (allowGroup && prefer === 'group' && profile?.group?.id)
    return scopeKey({ kind: 'group', groupId: profile.group.id });
  return state.hotel ? String(state.hotel.hotelId) : null;
}

/** A list definition's scope for a settings list of one hotel. */
export const settingsHotelScope = (state: ClientState, chosen: string | null): { hotelId: number } | null => {
  const scope = parseScopeKey(settingsScopeKey(state, chosen, { allowGroup: false }));
  return scope?.kind === 'hotel' ? { hotelId: scope.hotelId } : null;
};

/** A list definition's scope for a settings list of one hotel or a whole group. */
export const settingsHotelOrGroupScope =
  (prefer: 'group' | 'hotel') =>
  (state: ClientState, chosen: string | null): { hotelId: number | null; groupId: number | null } | null => {
    const scope = parseScopeKey(settingsScopeKey(state, chosen, { allowGroup: true, prefer }));
    if (!scope) return null;
    return scope.kind === 'hotel'
      ? { hotelId: scope.hotelId, groupId: null }
      : { hotelId: null, groupId: scope.groupId };
  };

export interface SettingsScope {
  /** For HotelScopeSelect. */
  input: HotelScopeInput;
  allowGroup: boolean;
  /** The scope key in force (a hotel id, or 'group' + the group id); null while none can be chosen. */
  key: string | null;
  setKey: (key: string | null) => void;
  scope: HotelScope | null;
  hotelId: number | null;
  groupId: number | null;
  /** True when the user's hotel is fixed (the selector is hidden). */
  fixed: boolean;
  /** The name of the scope in force (a hotel's, or the group's). */
  label: string | null;
  loading: boolean;
  error: unknown;
}

const NO_IDS: readonly number[] = [];

export function useSettingsScope(allowGroup: boolean, prefer: 'group' | 'hotel' = 'hotel'): SettingsScope {
  const { viewer, hotel: chosenHotel } = useSession();
  const options = useHotelScopeOptionsQuery({ fetchPolicy: 'cache-first' });
  const profile = viewer?.profile;
  const tiedHotel = profile?.hotel?.id ?? null;
  const tiedGroup = profile?.group?.id ?? null;
  const groupIds = useMemo(() => (tiedGroup ? [tiedGroup] : NO_IDS), [tiedGroup]);
  const hotelIds = useMemo(() => (tiedHotel ? [tiedHotel] : NO_IDS), [tiedHotel]);
  const hotels = options.data?.hotels;
  const groups = options.data?.groups;
  const input = useMemo<HotelScopeInput>(
    () => ({ groupIds, hotelIds, hotels: hotels ?? [], groups: groups ?? [] }),
    [groupIds, hotelIds, hotels, groups],
  );
  const chosen = useLocation({ select: (location) => searchScopeKey(location.search as Record<string, unknown>) });
  const navigate = useSearchNavigate();
  const setChosen = (next: string | null) =>
    void navigate({
      to: '.',
      search: (previous) => ({ ...previous, [SCOPE_SEARCH_KEY]: scopeSearchValue(next), page: undefined }),
      replace: true,
    });
  const resolved = useHotelScopeChoice(input, {
    allowGroup,
    preferGroup: prefer === 'group',
    requested: chosen,
    currentHotelId: chosenHotel?.hotelId ?? null,
  });
  const { key, scope } = resolved;

  let label: string | null = null;
  if (scope?.kind === 'hotel') {
    label =
      hotels?.find((h) => h.id === scope.hotelId)?.name ??
      (profile?.hotel?.id === scope.hotelId ? profile.hotel.name : null);
  } else if (scope?.kind === 'group') {
    label = groups?.find((g) => g.id === scope.groupId)?.name ?? profile?.group?.name ?? null;
  }

  return {
    input,
    allowGroup,
    key,
    setKey: setChosen,
    scope,
    hotelId: resolved.hotelId,
    groupId: resolved.groupId,
    fixed: resolved.fixed !== null,
    label,
    loading: !resolved.fixed && options.loading,
    error: resolved.fixed ? null : options.error,
  };
}
