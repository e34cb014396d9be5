// Every resolver of the administration module for roles at every level and privileges, registered in schema.ts with one line.
import { PrivilegeResolver } from './privilege.resolver.js';
import { RoleResolver } from './role.resolver.js';

export const ACCESS_RESOLVERS = [RoleResolver, PrivilegeResolver] as const;
