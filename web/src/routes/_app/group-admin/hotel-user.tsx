import { createFileRoute } from '@tanstack/react-router';
import { UsersScreen } from '../../../features/people/UsersScreen';
import { usersRouteSearch } from '../../../features/people/people-searches';

export const Route = createFileRoute('/_app/group-admin/hotel-user')({
  validateSearch: usersRouteSearch,
  component: () => <UsersScreen parent="group-admin" />,
});
