// Permission checks for the UI (STYLE §7): buttons by level, queries skipped when not permitted.
// The rule itself is the domain's `can`.

import { can, type FeatureKey, type Operation } from '@hotel/domain';
import { getClientState, useSession } from './session';

/** Whether the permission list in force grants the operation on the feature. */
export function useCan(feature: FeatureKey, operation: Operation = 'VIEW'): boolean {
  const { permissions } = useSession();
  return can(permissions, feature, operation);
}

/** Outside React (route guards, event handlers). */
export function canNow(feature: FeatureKey, operation: Operation = 'VIEW'): boolean {
  return can(getClientState().permissions, feature, operation);
}

/** Dispatched on window when the server refuses a request: the permission list may be stale. */
export const PERMISSIONS_STALE_EVENT = 'hotel:permissions-stale';
