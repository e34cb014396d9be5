// Refusals of roles and privileges (core-platform §2 group, hotel and service admin, §6): roles that
// users still hold, duplicate names, and grants above one's own rights.
import type { Catalogue } from '../messages/message.js';

export const ACCESS_REFUSALS = {
  ROLE_HELD: 'The role is held by users. Reassign them first.',
  ROLE_HELD_BY_EMPLOYEES: 'The role is held by employees. Reassign them first.',
  ROLE_NAME_TAKEN: 'A role with this name already exists',
  GROUP_ROLE_NAME_TAKEN: 'A role with this name already exists in the group',
  HOTEL_ROLE_NAME_TAKEN: 'A role with this name already exists in the hotel',
  SERVICE_ROLE_NAME_TAKEN: 'A role with this name already exists in the service',
  ROLE_SERVICE_LOCKED: 'The service of a role cannot change',
  USER_NOT_IN_GROUP: 'The user does not belong to this group',
  GRANT_BEYOND_OWN_RIGHTS: 'You cannot grant more than you hold yourself',
  CHANGE_BEYOND_OWN_RIGHTS: 'You cannot change rights you do not hold yourself',
  PERMISSION_NOT_OF_SERVICE: 'This permission does not apply to the service',
  PERMISSION_LISTED_TWICE: 'This permission is listed twice',
  SYSTEM_ADMINISTRATORS_ONLY: 'Only a system administrator may do this',
  OWN_HOTEL_ONLY: 'You can only manage your own hotel',
  PRIVILEGE_SCOPE_REQUIRED: 'Choose a group, a hotel or a service',
} as const satisfies Catalogue;

export type AccessRefusalReason = keyof typeof ACCESS_REFUSALS;
