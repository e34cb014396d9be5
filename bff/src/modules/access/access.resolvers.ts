// Every resolver of the access area (roles at every level, their privileges, and the caller's own
// permission list), registered in schema.ts with one line.
import { PermissionResolver } from './permission.resolver.js';
import { PrivilegeResolver } from './privilege.resolver.js';
import { RoleResolver } from './role.resolver.js';

export const ACCESS_RESOLVERS = [RoleResolver, PrivilegeResolver, PermissionResolver] as const;
