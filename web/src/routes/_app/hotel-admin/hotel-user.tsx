import { createFileRoute } from '@tanstack/react-router';
import { UsersScreen } from '../../../features/people/UsersScreen';
import { usersRouteSearch } from '../../../features/people/people-searches';

export const Route = createFileRoute('/_app/hotel-admin/hotel-user')({
  validateSearch: usersRouteSearch,
  component: () => <UsersScreen parent="hotel-admin" />,
});
