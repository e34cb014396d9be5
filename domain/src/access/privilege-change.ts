// Who may move a service role's right on one feature (issue 9, finding 11). Administrators hold
// MAINTAIN on every feature of their services and may set anything there. A USER allowed to edit
// privileges (PRIVILEGE:WRITE) moves a right only within what they hold on that feature themselves:
// they cannot grant above it, nor touch a right that is already above it (lowering another role's
// rights on a feature they do not hold is a change of rights they do not have either).
import { grantRank } from '../permissions/permission-status.js';

export type PrivilegeChangeRefusal = 'GRANT_BEYOND_OWN_RIGHTS' | 'CHANGE_BEYOND_OWN_RIGHTS';

/**
 * Why a USER holding `own` on a feature may not change a role's status on it from `current` to
 * `next`, or null when they may. `own` null: the editor is an administrator, not limited by a role.
 */
export function privilegeChangeRefusal(
  own: number | null,
  current: number,
  next: number,
): PrivilegeChangeRefusal | null {
  if (own === null || grantRank(next) === grantRank(current)) return null;
  if (grantRank(current) > grantRank(own)) return 'CHANGE_BEYOND_OWN_RIGHTS';
  if (grantRank(next) > grantRank(own)) return 'GRANT_BEYOND_OWN_RIGHTS';
  return null;
}
