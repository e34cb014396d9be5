import { createFileRoute } from '@tanstack/react-router';
import { validateAccessSearch } from '../../../features/access/access-search';
import { UserPrivilegesScreen } from '../../../features/access/UserPrivilegesScreen';

export const Route = createFileRoute('/_app/service-admin/hotel-user-privilege')({
  validateSearch: validateAccessSearch,
  component: () => <UserPrivilegesScreen parent="service-admin" />,
});
