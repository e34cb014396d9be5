import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { AdminPrivilegeScreen } from '../../../features/people/AdminPrivilegeScreen';
import { administratorsLists } from '../../../features/people/lists';
import { administratorsRouteSearch } from '../../../features/people/people-searches';

export const Route = createFileRoute('/_app/group-admin/admin-privilege')({
  validateSearch: administratorsRouteSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(administratorsLists.scope, context, deps),
  component: () => <AdminPrivilegeScreen mode="scope" />,
});
