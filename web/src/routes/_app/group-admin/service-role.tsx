import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { serviceRolesLists } from '../../../features/access/lists';
import { validateServiceRolesSearch } from '../../../features/access/access-search';
import { ServiceRolesScreen } from '../../../features/access/ServiceRolesScreen';

export const Route = createFileRoute('/_app/group-admin/service-role')({
  validateSearch: validateServiceRolesSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(serviceRolesLists['group-admin'], context, deps),
  component: () => <ServiceRolesScreen parent="group-admin" />,
});
