// After a group, hotel or service is written, the rest of the app must not show the old estate:
// the sign-in flow's cached lists (groups, hotels, services of the top-level cards, the landing and
// the selectors) are evicted so their next reader fetches them; a deleted record leaves the cache;
// the header's chosen group, hotel or service takes the new name and pictures, or is unchosen when
// deleted; and the signed-in
// user's group, hotel and service ids are read again (a new hotel joins a group admin's scope).

import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import {
  EstateViewerDocument,
  type EstateGroupFieldsFragment,
  type EstateHotelFieldsFragment,
  type EstateHotelServiceFieldsFragment,
  type EstateViewerQuery,
} from '../../graphql/hooks.gen';
import {
  clearHotel,
  clearService,
  getClientState,
  resetSelection,
  saveSession,
  selectGroup,
  selectHotel,
  selectService,
} from '../../session/session';

/** The sign-in flow's lists (Query.groups, Query.hotels, Query.services) and their records. */
const SHARED_LISTS = ['groups', 'hotels', 'services'] as const;
const TYPENAMES = { group: 'Group', hotel: 'Hotel', service: 'HotelService' } as const;

export type EstateChange =
  | { kind: 'group'; group: EstateGroupFieldsFragment }
  | { kind: 'hotel'; hotel: EstateHotelFieldsFragment }
  | { kind: 'service'; service: EstateHotelServiceFieldsFragment }
  | { kind: 'deleted'; entity: 'group' | 'hotel' | 'service'; id: number };

function syncSelection(change: EstateChange): void {
  const state = getClientState();
  // A deleted group, hotel or service is no longer the one the header shows.
  if (change.kind === 'deleted') {
    if (change.entity === 'group' && state.group?.id === change.id) resetSelection();
    if (change.entity === 'hotel' && state.hotel?.hotelId === change.id) clearHotel();
    if (change.entity === 'service' && state.isServiceLevel && state.service.serviceId === change.id) clearService();
    return;
  }
  if (change.kind === 'group' && state.group?.id === change.group.id) {
    selectGroup({ id: change.group.id, name: change.group.name });
  }
  if (change.kind === 'hotel' && state.hotel?.hotelId === change.hotel.id) {
    const h = change.hotel;
    selectHotel({
      id: h.id,
      name: h.name,
      type: h.type,
      title: h.title,
      groupId: h.groupId,
      groupTitle: h.groupTitle,
      headerLogo: h.headerLogo,
      sideBarLogo: h.sideBarLogo,
      sideBarImage: h.sideBarImage,
      titleImage: h.titleImage,
    });
  }
  if (change.kind === 'service' && state.service.serviceId === change.service.id) {
    selectService(
      { id: change.service.id, name: change.service.name, serviceType: change.service.serviceType },
      state.permissions,
    );
  }
}

/** Call after every successful write of the estate screens. */
export function useEstateSync(): (change: EstateChange) => void {
  const client = useApolloClient();
  return useCallback(
    (change: EstateChange) => {
      const { cache } = client;
      for (const fieldName of SHARED_LISTS) cache.evict({ id: 'ROOT_QUERY', fieldName });
      if (change.kind === 'deleted') {
        cache.evict({ id: cache.identify({ __typename: TYPENAMES[change.entity], id: change.id }) });
      }
      cache.gc();
      syncSelection(change);
      void client
        .query<EstateViewerQuery>({ query: EstateViewerDocument, fetchPolicy: 'network-only' })
        .then(({ data }) => {
          const session = getClientState().session;
          if (data && session && session.viewer.id === data.me.id) saveSession({ ...session, viewer: data.me });
        })
        .catch(() => undefined);
    },
    [client],
  );
}
