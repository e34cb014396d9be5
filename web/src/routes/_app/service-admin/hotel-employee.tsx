import { createFileRoute } from '@tanstack/react-router';
import { EmployeesScreen } from '../../../features/people/EmployeesScreen';
import { employeesRouteSearch } from '../../../features/people/people-searches';

export const Route = createFileRoute('/_app/service-admin/hotel-employee')({
  validateSearch: employeesRouteSearch,
  component: () => <EmployeesScreen parent="service-admin" />,
});
