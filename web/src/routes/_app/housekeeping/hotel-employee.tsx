import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { employeesLists } from '../../../features/people/lists';
import { EmployeesScreen } from '../../../features/people/EmployeesScreen';
import { employeesRouteSearch } from '../../../features/people/people-searches';

export const Route = createFileRoute('/_app/housekeeping/hotel-employee')({
  validateSearch: employeesRouteSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(employeesLists['housekeeping'], context, deps),
  component: () => <EmployeesScreen parent="housekeeping" />,
});
