// The access administration's paged lists, used by their routes' loaders and screens (useList).

import {
  AccessSystemRolesDocument,
  type AccessSystemRolesQuery,
  type AccessSystemRolesQueryVariables,
} from '../../graphql/hooks.gen';
import { defineList, listQuery, noScope } from '../../ui/data-table/list-definition';
import { systemRolesTable } from './access-search';

/** System-wide roles: one list for everybody who may see them. */
export const systemRolesList = defineList({
  search: systemRolesTable,
  query: listQuery<AccessSystemRolesQuery, AccessSystemRolesQueryVariables>(AccessSystemRolesDocument),
  scope: noScope,
  variables: ({ page, filters }) => ({ ...page, name: filters['name'] ?? null }),
  rows: (data) => data.systemRoles,
});
