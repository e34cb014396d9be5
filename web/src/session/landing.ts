// Where a user lands after signing in (core §4 "Landing after login, by user level"). The rules
// are the domain's; this module loads what they need (permissions, the hotel's services) and
// stores the selection the landing implies.

import type { ApolloClient } from '@apollo/client';
import {
  isNoPermission,
  landingAfterLogin,
  NO_PERMISSION_MESSAGE,
  Page,
  type NavigationTarget,
  type PermissionEntry,
} from '@hotel/domain';
import {
  HotelServicesDocument,
  MyPermissionsDocument,
  type HotelServicesQuery,
  type HotelServicesQueryVariables,
  type MyPermissionsQuery,
  type MyPermissionsQueryVariables,
} from '../graphql/session-hooks.gen';
import i18n from '../i18n';
import { isAvailable } from '../navigation/available';
import { notifyError } from '../ui/notify';
import {
  getSession,
  resetSelection,
  saveSession,
  selectGroup,
  selectHotel,
  selectService,
  setBasePermissions,
  type StoredSession,
} from './session';

/** Loads the caller's permissions (admin features, plus the service's when one is given). */
export async function loadPermissions(
  client: ApolloClient,
  serviceId: number | null,
): Promise<readonly PermissionEntry[]> {
  const { data } = await client.query<MyPermissionsQuery, MyPermissionsQueryVariables>({
    query: MyPermissionsDocument,
    variables: { serviceId },
    fetchPolicy: 'network-only',
  });
  return data?.myPermissions ?? [];
}

/**
 * Turns a domain navigation target into a path. 'No permission' (a service with no permitted
 * page) shows the spec's error notification and lands on the no-access page, whose header still
 * offers the user menu (logout, change password): there is no other page such a user may open.
 */
export function resolveTarget(target: NavigationTarget): string {
  if (isNoPermission(target)) {
    notifyError(i18n.t('errors:noPermission', { defaultValue: NO_PERMISSION_MESSAGE }));
    return Page.NO_ACCESS;
  }
  // A landing page this build does not have yet (e.g. the inventory service picker) would show an
  // empty 404; say so instead, as the services cards do.
  if (!isAvailable(target)) {
    notifyError(i18n.t('errors:serviceNotAvailable'));
    return Page.NO_ACCESS;
  }
  return target;
}

/**
 * Stores the sign-in (if not already stored), loads the permission list and the selection the
 * user's level implies, and returns the path to navigate to.
 * - SERVICE: /toplevel/services with the profile's hotel chosen; /toplevel/products when the
 *   hotel's services cannot be loaded (or the profile has no hotel).
 * - HOTEL, GROUP: /toplevel/products with the profile's group chosen.
 * - USER: the profile's hotel and service are chosen, the service's permissions loaded, and the
 *   domain's navigationAfterService decides; 'No permission' → notification + /403.
 * - any other level: /toplevel/groups.
 */
export async function landAfterSignIn(client: ApolloClient, session: StoredSession): Promise<string> {
  if (getSession()?.accessToken !== session.accessToken) saveSession(session);
  resetSelection();
  const { viewer } = session;
  const { group, hotel, service } = viewer.profile;

  const base = await loadPermissions(client, null).catch(() => [] as readonly PermissionEntry[]);
  setBasePermissions(base);
  if (group) selectGroup({ id: group.id, name: group.name });
  // SERVICE and USER levels work inside their profile's hotel; GROUP and HOTEL levels pick one.
  if (hotel && (viewer.level === 'SERVICE' || viewer.level === 'USER')) {
    selectHotel({ ...hotel, groupId: group?.id ?? null, groupTitle: group?.name ?? null });
  }

  const options = { hotelId: hotel?.id ?? null, hotelType: hotel?.type ?? null, isAvailable };

  switch (viewer.level) {
    case 'SERVICE': {
      let servicesFailed = !hotel;
      if (hotel) {
        servicesFailed = await client
          .query<HotelServicesQuery, HotelServicesQueryVariables>({
            query: HotelServicesDocument,
            variables: { hotelId: hotel.id },
            fetchPolicy: 'network-only',
          })
          .then(() => false)
          .catch(() => true);
      }
      return resolveTarget(landingAfterLogin(viewer.level, { ...options, servicesFailed }));
    }
    case 'USER': {
      if (!service) return resolveTarget(landingAfterLogin(viewer.level, { ...options, permissions: base }));
      const permissions = await loadPermissions(client, service.id).catch(() => base);
      selectService(service, permissions);
      return resolveTarget(
        landingAfterLogin(viewer.level, { ...options, serviceType: service.serviceType, permissions }),
      );
    }
    default:
      return resolveTarget(landingAfterLogin(viewer.level, options));
  }
}
