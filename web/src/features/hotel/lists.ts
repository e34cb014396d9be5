// The estate administration's paged lists, used by their routes' loaders and screens (useList).

import { GroupPageDocument, type GroupPageQuery, type GroupPageQueryVariables } from '../../graphql/hooks.gen';
import { defineList, listQuery, noScope } from '../../ui/data-table/list-definition';
import { groupsSearch } from './hotel-searches';

/** The groups the caller administers, across their whole scope. */
export const groupsList = defineList({
  search: groupsSearch,
  query: listQuery<GroupPageQuery, GroupPageQueryVariables>(GroupPageDocument),
  scope: noScope,
  variables: ({ page, filters }) => ({ ...page, name: filters['name'] ?? null }),
  rows: (data) => data.groupPage,
});
