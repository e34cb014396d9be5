// The signed-in session and the client state of core §3: the user and token, the chosen group,
// hotel and service, and the permission list in force. Kept in localStorage so a reload (and every
// other tab) sees the same state; React reads it through useSession (useSyncExternalStore).

import { useSyncExternalStore } from 'react';
import type { PermissionEntry, ServiceType } from '@hotel/domain';
import type { ViewerFieldsFragment } from '../graphql/hooks.gen';

export interface StoredSession {
  accessToken: string;
  viewer: ViewerFieldsFragment;
  /**
   * The lock screen is on (core §2): every route shows it until the password unlocks. Kept with the
   * session, so a reload, a typed address or another tab does not get past it.
   */
  locked?: boolean;
}

/** The chosen group (core §3 hotel configuration: groupId, groupTitle). */
export interface GroupSelection {
  id: number;
  name: string;
}

/** The chosen hotel: core §3 "hotel configuration". */
export interface HotelConfiguration {
  hotelId: number;
  title: string;
  hotelType: string;
  groupId: number;
  groupTitle: string;
  headerLogo: string | null;
  sideBarLogo: string | null;
  userLevel: string | null;
}

/** The chosen service: core §3 "service configuration"; NO_SERVICE while none is chosen. */
export interface ServiceConfiguration {
  serviceId: number;
  name: string;
  serviceType: ServiceType;
}

export const NO_SERVICE: ServiceConfiguration = Object.freeze({
  serviceId: 0,
  name: '',
  serviceType: 'NO_SERVICE',
});

/** What selectHotel accepts: a Hotel from the API, or the hotel of a login profile. */
export interface HotelChoice {
  id: number;
  name: string;
  type: string;
  title?: string | null;
  groupId?: number | null;
  groupTitle?: string | null;
  headerLogo?: string | null;
  sideBarLogo?: string | null;
  sideBarImage?: string | null;
  titleImage?: string | null;
}

/** What selectService accepts: a HotelService from the API, or the service of a login profile. */
export interface ServiceChoice {
  id: number;
  name: string;
  serviceType: ServiceType;
}

export interface ClientState {
  session: StoredSession | null;
  group: GroupSelection | null;
  hotel: HotelConfiguration | null;
  service: ServiceConfiguration;
  /** The list in force: the chosen service's (which includes the admin features), else the login's. */
  permissions: readonly PermissionEntry[];
  /** The login's list: the administration features, used while no service is chosen. */
  basePermissions: readonly PermissionEntry[];
  /** True once a service has been chosen (core §4 "marks a service as chosen"). */
  isServiceLevel: boolean;
}

const SESSION_KEY = 'hotel.session';
const SELECTION_KEY = 'hotel.selection';

type Selection = Omit<ClientState, 'session'>;

const EMPTY_SELECTION: Selection = Object.freeze({
  group: null,
  hotel: null,
  service: NO_SERVICE,
  permissions: [],
  basePermissions: [],
  isServiceLevel: false,
});

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readJson<T>(key: string): T | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  const store = storage();
  if (!store) return;
  if (value === null) store.removeItem(key);
  else store.setItem(key, JSON.stringify(value));
}

function isStoredSession(value: unknown): value is StoredSession {
  const candidate = value as Partial<StoredSession> | null;
  return typeof candidate?.accessToken === 'string' && typeof candidate.viewer === 'object' && !!candidate.viewer;
}

/**
 * Exactly the fields a session keeps. Anything else a stored session holds (a refresh token an
 * earlier version kept) is dropped, and the stored copy is rewritten without it.
 */
function storedSession(value: unknown): StoredSession | null {
  if (!isStoredSession(value)) return null;
  const session: StoredSession = {
    accessToken: value.accessToken,
    viewer: value.viewer,
    ...(value.locked === true ? { locked: true } : {}),
  };
  if (Object.keys(value).length !== Object.keys(session).length) writeJson(SESSION_KEY, session);
  return session;
}

function load(): ClientState {
  const session = storedSession(readJson<unknown>(SESSION_KEY));
  const selection = readJson<Partial<Selection>>(SELECTION_KEY);
  return {
    session,
    ...EMPTY_SELECTION,
    ...(session ? selection : null),
  };
}

let snapshot: ClientState = load();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function commit(next: ClientState): void {
  snapshot = next;
  writeJson(SESSION_KEY, next.session);
  const { session: _session, ...selection } = next;
  writeJson(SELECTION_KEY, next.session ? selection : null);
  emit();
}

if (typeof window !== 'undefined') {
  // Another tab signed in, chose a service or logged out: follow it.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === SESSION_KEY || event.key === SELECTION_KEY) {
      snapshot = load();
      emit();
    }
  });
}

/** Subscribe to every change of the client state (this tab or another). */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getClientState(): ClientState {
  return snapshot;
}

export function getSession(): StoredSession | null {
  return snapshot.session;
}

export function getAccessToken(): string | null {
  return snapshot.session?.accessToken ?? null;
}

/**
 * Stores a fresh sign-in (or an unlock), unlocked. A different user starts with an empty selection.
 */
export function saveSession(session: StoredSession): void {
  const sameUser = snapshot.session?.viewer.id === session.viewer.id;
  const fresh: StoredSession = { accessToken: session.accessToken, viewer: session.viewer };
  commit({ ...(sameUser ? snapshot : { ...snapshot, ...EMPTY_SELECTION }), session: fresh });
}

/** Turns the lock screen on, in every tab, until an unlock stores a fresh session. */
export function lockSession(): void {
  if (!snapshot.session || snapshot.session.locked) return;
  commit({ ...snapshot, session: { ...snapshot.session, locked: true } });
}

/**
 * Logout (core §4): clears the user, the token, the hotel and service selection and the
 * permissions, and resets the selected hotel and group to their defaults.
 */
export function clearSession(): void {
  commit({ session: null, ...EMPTY_SELECTION });
}

/** Back to no group, hotel or service chosen, keeping the sign-in (a fresh landing starts here). */
export function resetSelection(): void {
  commit({ ...snapshot, ...EMPTY_SELECTION });
}

/** Stores the login's permission list (administration features). */
export function setBasePermissions(permissions: readonly PermissionEntry[]): void {
  commit({
    ...snapshot,
    basePermissions: permissions,
    permissions: snapshot.isServiceLevel ? snapshot.permissions : permissions,
  });
}

/**
 * A fresh copy of a permission list loaded earlier (an administrator may have changed the role
 * since): applied only while the same service (null: none) is still chosen.
 */
export function refreshPermissions(serviceId: number | null, permissions: readonly PermissionEntry[]): void {
  const chosen = snapshot.isServiceLevel ? snapshot.service.serviceId : null;
  if (chosen !== serviceId) return;
  commit(
    serviceId === null ? { ...snapshot, basePermissions: permissions, permissions } : { ...snapshot, permissions },
  );
}

/** Choosing a group stores it; the hotel and service chosen under another group no longer apply. */
export function selectGroup(group: GroupSelection): void {
  const same = snapshot.group?.id === group.id;
  commit({
    ...snapshot,
    group,
    ...(same
      ? null
      : { hotel: null, service: NO_SERVICE, permissions: snapshot.basePermissions, isServiceLevel: false }),
  });
}

/** Choosing a hotel stores its details (core §4); a service of another hotel is dropped. */
export function selectHotel(hotel: HotelChoice): void {
  const same = snapshot.hotel?.hotelId === hotel.id;
  const groupId = hotel.groupId ?? snapshot.group?.id ?? snapshot.session?.viewer.profile.group?.id ?? 0;
  const groupTitle = hotel.groupTitle ?? snapshot.group?.name ?? snapshot.session?.viewer.profile.group?.name ?? '';
  commit({
    ...snapshot,
    group: groupId ? { id: groupId, name: groupTitle } : snapshot.group,
    hotel: {
      hotelId: hotel.id,
      title: hotel.title || hotel.name,
      hotelType: hotel.type,
      groupId,
      groupTitle,
      headerLogo: hotel.headerLogo ?? hotel.titleImage ?? null,
      sideBarLogo: hotel.sideBarLogo ?? hotel.sideBarImage ?? null,
      userLevel: snapshot.session?.viewer.level ?? null,
    },
    ...(same ? null : { service: NO_SERVICE, permissions: snapshot.basePermissions, isServiceLevel: false }),
  });
}

/** Choosing a service stores its name, id, type and permissions and marks a service as chosen. */
export function selectService(service: ServiceChoice, permissions: readonly PermissionEntry[]): void {
  commit({
    ...snapshot,
    service: { serviceId: service.id, name: service.name, serviceType: service.serviceType },
    permissions,
    isServiceLevel: true,
  });
}

/** No hotel chosen (it was deleted), nor a service of it; the group stays. */
export function clearHotel(): void {
  commit({
    ...snapshot,
    hotel: null,
    service: NO_SERVICE,
    permissions: snapshot.basePermissions,
    isServiceLevel: false,
  });
}

/** A group, hotel or service deleted in the administration is no longer the chosen one. */
export function forgetChosen(entity: 'group' | 'hotel' | 'service', id: number): void {
  if (entity === 'group' && snapshot.group?.id === id) resetSelection();
  if (entity === 'hotel' && snapshot.hotel?.hotelId === id) clearHotel();
  if (entity === 'service' && snapshot.isServiceLevel && snapshot.service.serviceId === id) clearService();
}

/** Back to "no service chosen" (the services page), with the login's permissions. */
export function clearService(): void {
  commit({ ...snapshot, service: NO_SERVICE, permissions: snapshot.basePermissions, isServiceLevel: false });
}

export interface UseSession extends ClientState {
  viewer: ViewerFieldsFragment | null;
  isSignedIn: boolean;
  /** The lock screen is on. */
  isLocked: boolean;
}

/** The client state, re-rendering on every change (this tab or another). */
export function useSession(): UseSession {
  const state = useSyncExternalStore(subscribeSession, getClientState, getClientState);
  return {
    ...state,
    viewer: state.session?.viewer ?? null,
    isSignedIn: state.session !== null,
    isLocked: state.session?.locked === true,
  };
}

export { landAfterSignIn } from './landing';
