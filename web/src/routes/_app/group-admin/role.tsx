import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { systemRolesList } from '../../../features/access/lists';
import { validateSystemRolesSearch } from '../../../features/access/access-search';
import { SystemRolesScreen } from '../../../features/access/SystemRolesScreen';

export const Route = createFileRoute('/_app/group-admin/role')({
  validateSearch: validateSystemRolesSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(systemRolesList, context, deps),
  component: SystemRolesScreen,
});
