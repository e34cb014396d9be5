// Builds a permission list from { FEATURE: status }: demo seeds and tests in every tier describe
// a user's rights this way instead of spelling out entries.

import { featureInfo } from './features.js';
import type { PermissionEntry } from './permission-status.js';

export function permissionList(grants: Readonly<Record<string, number>>): PermissionEntry[] {
  return Object.entries(grants).map(([prefix, status], index) => ({
    id: index + 1,
    name: featureInfo(prefix)?.name ?? prefix,
    prefix,
    status,
    active: true,
  }));
}
