import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { groupRolesList } from '../../../features/access/lists';
import { validateGroupRolesSearch } from '../../../features/access/access-search';
import { GroupRolesScreen } from '../../../features/access/GroupRolesScreen';

export const Route = createFileRoute('/_app/group-admin/group-role')({
  validateSearch: validateGroupRolesSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(groupRolesList, context, deps),
  component: GroupRolesScreen,
});
