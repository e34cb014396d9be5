import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { employeesLists } from '../../../features/people/lists';
import { EmployeesScreen } from '../../../features/people/EmployeesScreen';
import { employeesRouteSearch } from '../../../features/people/people-searches';

export const Route = createFileRoute('/_app/hotel-admin/hotel-employee')({
  validateSearch: employeesRouteSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(employeesLists['hotel-admin'], context, deps),
  component: () => <EmployeesScreen parent="hotel-admin" />,
});
