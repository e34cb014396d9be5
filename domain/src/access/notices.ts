// What roles and privileges say when a write succeeds: key → English text, answered by the upstream
// and translated by key in the web. One text serves the roles of every level.
import type { Catalogue } from '../messages/message.js';

export const ACCESS_NOTICES = {
  ROLE_CREATED: 'Role created',
  ROLE_UPDATED: 'Role updated',
  ROLE_DELETED: 'Role deleted',
  USER_ROLES_UPDATED: 'Roles updated',
  PRIVILEGES_UPDATED: 'Permissions updated',
} as const satisfies Catalogue;

export type AccessNotice = keyof typeof ACCESS_NOTICES;
