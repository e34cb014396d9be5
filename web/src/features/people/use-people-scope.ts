// The hotel (or whole group) a people screen works on, with what its picker needs. The choice lives
// in the URL (?scope=) so a reload keeps it; without one the screen starts on the viewer's fixed
// hotel, else the whole group where allowed, else the hotel in use or the first one.

import { useCallback, useMemo } from 'react';
import { useLocation } from '@tanstack/react-router';
import { useHotelScopeOptionsQuery } from '../../graphql/hooks.gen';
import { useHotelScopeChoice, type HotelScope } from '../../ui/form';
import { useSession } from '../../session/session';
import { peopleScopeViewer, picksHotel, type PeopleParent, type PeopleScopeViewer } from './people-scope';
import { useSearchNavigate } from '../../ui/data-table/search-navigate';

export interface PeopleScope {
  /** What the screen works on; null while loading or when no hotel is chosen. */
  scope: HotelScope | null;
  /** The hotel, when the scope is one hotel. */
  hotelId: number | null;
  /** The picker's props (null: no picker — the hotel is fixed or given by the parent). */
  picker: {
    groupIds: number[];
    hotelIds: number[];
    hotels: { id: number; name: string; groupId: number }[];
    groups: { id: number; name: string }[];
    value: string | null;
    allowGroup: boolean;
    onChange: (value: string | null) => void;
  } | null;
  loading: boolean;
  error: unknown;
  /** Hotel names by id (for lists that show a user's tie). */
  hotelName: (id: number | null | undefined) => string | null;
  /** The hotels and groups the viewer may choose from in forms, and the viewer's ties. */
  hotels: { id: number; name: string; groupId: number }[];
  groups: { id: number; name: string }[];
  tie: PeopleScopeViewer;
}

export function usePeopleScope(parent: PeopleParent, { allowGroup }: { allowGroup: boolean }): PeopleScope {
  const { viewer, hotel } = useSession();
  const search = useLocation({ select: (location) => location.search as Record<string, unknown> });
  const navigate = useSearchNavigate();
  const query = useHotelScopeOptionsQuery({ fetchPolicy: 'cache-first' });

  const tie = useMemo(
    () =>
      peopleScopeViewer({
        level: viewer?.level ?? 'USER',
        groupIds: viewer?.groupIds ?? [],
        hotelIds: viewer?.hotelIds ?? [],
        profile: { hotel: viewer?.profile.hotel ?? null, group: viewer?.profile.group ?? null },
      }),
    [viewer],
  );
  const hotels = useMemo(
    () =>
      (query.data?.hotels ?? [])
        .filter((h) => tie.onlyHotels === null || tie.onlyHotels.includes(h.id))
        .map((h) => ({ id: h.id, name: h.name, groupId: h.groupId })),
    [query.data, tie],
  );
  const groups = useMemo(() => query.data?.groups ?? [], [query.data]);
  const groupAllowed = allowGroup && tie.wholeGroup;
  const requested =
    typeof search['scope'] === 'string' || typeof search['scope'] === 'number' ? String(search['scope']) : null;
  const resolved = useHotelScopeChoice(
    { groupIds: tie.groupIds, hotelIds: tie.hotelIds, hotels, groups },
    { allowGroup: groupAllowed, preferGroup: groupAllowed, requested, currentHotelId: hotel?.hotelId ?? null },
  );

  const onChange = useCallback(
    (value: string | null) =>
      void navigate({
        to: '.',
        // A new hotel starts the list again from its first page, without the old hotel's filters.
        search: (previous) => ({
          ...previous,
          scope: value ?? undefined,
          page: undefined,
          serviceId: undefined,
          serviceRoleId: undefined,
        }),
        replace: true,
        resetScroll: false,
      }),
    [navigate],
  );

  const hotelName = useCallback(
    (id: number | null | undefined) => (id ? (query.data?.hotels.find((h) => h.id === id)?.name ?? null) : null),
    [query.data],
  );

  return useMemo((): PeopleScope => {
    if (!picksHotel(parent)) {
      return {
        scope: hotel ? { kind: 'hotel', hotelId: hotel.hotelId } : null,
        hotelId: hotel?.hotelId ?? null,
        picker: null,
        loading: false,
        error: null,
        hotelName,
        hotels,
        groups,
        tie,
      };
    }
    const { key, scope, hotelId } = resolved;
    return {
      scope,
      hotelId,
      picker: resolved.fixed
        ? null
        : {
            groupIds: tie.groupIds,
            hotelIds: tie.hotelIds,
            hotels,
            groups,
            value: key,
            allowGroup: groupAllowed,
            onChange,
          },
      loading: query.loading && !query.data,
      error: query.error,
      hotelName,
      hotels,
      groups,
      tie,
    };
  }, [
    parent,
    hotel,
    hotelName,
    resolved,
    groupAllowed,
    tie,
    hotels,
    groups,
    onChange,
    query.loading,
    query.data,
    query.error,
  ]);
}
