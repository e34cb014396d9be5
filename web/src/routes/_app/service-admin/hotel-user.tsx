import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { usersLists } from '../../../features/people/lists';
import { UsersScreen } from '../../../features/people/UsersScreen';
import { usersRouteSearch } from '../../../features/people/people-searches';

export const Route = createFileRoute('/_app/service-admin/hotel-user')({
  validateSearch: usersRouteSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(usersLists['service-admin'], context, deps),
  component: () => <UsersScreen parent="service-admin" />,
});
