// The hotel scope of the settings screens (core §6, operations §6): a user tied to a group and a
// hotel works on that hotel (no selector); a user tied only to a group picks a hotel or — where the
// screen allows it (discounts, minimum nights) — the whole group. The user's ties are those of their
// profile, not every hotel they may see. Until the user picks, the hotel chosen in the header is
// used (the group admin pages of discounts and minimum nights start on the whole group), else the
// first hotel offered.

import { useMemo, useState } from 'react';
import { useHotelScopeOptionsQuery } from '../../graphql/hooks.gen';
import { useSession } from '../../session/session';
import { useHotelScopeChoice, type HotelScope, type HotelScopeInput } from '../../ui/form';

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
  const [chosen, setChosen] = useState<string | null>(null);
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
