// Who is signed in for a component test, and what they chose and hold: the same client state the
// screens read in the app (session/session.ts), written through its own functions.

import { permissionList, type FeatureKey, type PermissionStatus } from '@hotel/domain';
import type { ViewerFieldsFragment } from '../graphql/hooks.gen';
import {
  saveSession,
  selectHotel,
  selectService,
  setBasePermissions,
  type HotelChoice,
  type ServiceChoice,
} from '../session/session';

export interface TestSession {
  /** The permission list in force, feature by feature: `{ TABLE_CATEGORY: PermissionStatus.READ }`. */
  grants?: Readonly<Partial<Record<FeatureKey, PermissionStatus>>>;
  /** The chosen hotel; default the test hotel, null for none. */
  hotel?: HotelChoice | null;
  /** The chosen service, whose permission list `grants` is; default none (the login's list). */
  service?: ServiceChoice | null;
  viewer?: Partial<ViewerFieldsFragment>;
}

export const TEST_HOTEL: HotelChoice = { id: 1, name: 'Lagoon', type: 'HOTEL', groupId: 1, groupTitle: 'Coast Group' };
export const TEST_RESTAURANT: ServiceChoice = { id: 11, name: 'Lagoon Restaurant', serviceType: 'RESTAURANT' };

const TEST_VIEWER: ViewerFieldsFragment = {
  id: 7,
  firstName: 'Test',
  lastName: 'User',
  email: 'test.user@demo.lk',
  userName: 'test.user@demo.lk',
  imgUrl: null,
  level: 'USER',
  groupIds: [1],
  hotelIds: [1],
  serviceIds: [11],
  profile: { hotel: null, group: null, service: null },
};

export function signIn({ grants = {}, hotel = TEST_HOTEL, service = null, viewer }: TestSession = {}): void {
  saveSession({ accessToken: 'test-token', viewer: { ...TEST_VIEWER, ...viewer } });
  const permissions = permissionList(grants);
  setBasePermissions(service ? [] : permissions);
  if (hotel) selectHotel(hotel);
  if (service) selectService(service, permissions);
}
