// The scope an access page works on, decided by its parent (one screen, thin route files):
// - /hotel-setting, /housekeeping, /inventory, /restaurant-admin: the chosen service (of that type);
// - /group-admin: the group, then optionally one of its hotels and one of its services;
// - /hotel-admin and /service-admin: the chosen hotel (core §6: a user tied to a hotel cannot pick
//   another), then one of its services (/service-admin: the chosen service unless another is picked).
// What is picked lives in the URL (groupId, hotelId, serviceId, roleId, userId) so a reload keeps it.

import { useCallback, useMemo } from 'react';
import { useLocation } from '@tanstack/react-router';
import { tiedHotelOf } from '../../session/hotel-tie';
import { useSession, type ClientState } from '../../session/session';
import { SERVICE_OF_PARENT, validateAccessSearch, type AccessParent, type AccessSearch } from './access-search';
import { useSearchNavigate } from '../../ui/data-table/search-navigate';

export interface AccessScope {
  parent: AccessParent;
  /** Works on the chosen service; there is nothing to pick but a role or user. */
  serviceFixed: boolean;
  /** A service parent opened without a service of its type chosen. */
  missingService: boolean;
  /** The user is tied to a hotel (or the parent's hotel is the chosen one): no hotel picker. */
  hotelFixed: boolean;
  groupId: number | null;
  /** Null on /group-admin: the whole group. */
  hotelId: number | null;
  serviceId: number | null;
  roleId: number | null;
  userId: number | null;
  /** Picks part of the scope; what depends on it (a hotel's service, a service's role) is cleared. */
  pick(patch: AccessSearch): void;
}

/**
 * The scope of a parent's access page from the session and the URL's search (no React): used by the
 * screens' hook and by the routes' loaders (the lists' scope).
 */
export function accessScopeOf(
  parent: AccessParent,
  state: Pick<ClientState, 'session' | 'group' | 'hotel' | 'service'>,
  raw: Record<string, unknown>,
): Omit<AccessScope, 'pick'> {
  const search = validateAccessSearch(raw);
  const { group, hotel, service } = state;
  const viewer = state.session?.viewer ?? null;
  const base = { parent, roleId: search.roleId ?? null, userId: search.userId ?? null };
  const serviceType = SERVICE_OF_PARENT[parent];
  if (serviceType) {
    const chosen = service.serviceType === serviceType && service.serviceId > 0;
    return {
      ...base,
      serviceFixed: true,
      missingService: !chosen,
      hotelFixed: true,
      groupId: hotel?.groupId ?? null,
      hotelId: hotel?.hotelId ?? null,
      serviceId: chosen ? service.serviceId : null,
    };
  }
  const tiedHotel = tiedHotelOf(viewer);
  const groupId =
    search.groupId ?? group?.id ?? viewer?.profile.group?.id ?? viewer?.groupIds.find((id) => id > 0) ?? null;
  const chosenHotel = parent === 'group-admin' ? null : (hotel?.hotelId ?? null);
  const hotelId = tiedHotel ?? search.hotelId ?? chosenHotel;
  const chosenService =
    parent === 'service-admin' && service.serviceId > 0 && hotel?.hotelId === hotelId ? service.serviceId : null;
  return {
    ...base,
    serviceFixed: false,
    missingService: false,
    hotelFixed: tiedHotel !== null,
    groupId,
    hotelId,
    serviceId: search.serviceId ?? chosenService,
  };
}

/** Navigates with the scope changed (dropping the table's page: another scope lists other rows). */
export function useAccessScope(parent: AccessParent): AccessScope {
  const raw = useLocation({ select: (location) => location.search as Record<string, unknown> });
  const session = useSession();
  const { group, hotel, service } = session;
  const stored = session.session;
  const navigate = useSearchNavigate();

  const pick = useCallback(
    (patch: AccessSearch) => {
      const cleared: Record<string, undefined> = {};
      if ('groupId' in patch) Object.assign(cleared, { hotelId: undefined, serviceId: undefined, roleId: undefined });
      if ('hotelId' in patch) Object.assign(cleared, { serviceId: undefined, roleId: undefined, userId: undefined });
      if ('serviceId' in patch) Object.assign(cleared, { roleId: undefined });
      void navigate({ to: '.', search: (previous) => ({ ...previous, ...cleared, ...patch, page: undefined }) });
    },
    [navigate],
  );

  return useMemo(
    () => ({ ...accessScopeOf(parent, { session: stored, group, hotel, service }, raw), pick }),
    [parent, raw, pick, stored, group, hotel, service],
  );
}
