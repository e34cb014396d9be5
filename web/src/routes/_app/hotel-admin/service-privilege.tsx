import { createFileRoute } from '@tanstack/react-router';
import { validateAccessSearch } from '../../../features/access/access-search';
import { PrivilegeOverviewScreen } from '../../../features/access/PrivilegeOverviewScreen';

export const Route = createFileRoute('/_app/hotel-admin/service-privilege')({
  validateSearch: validateAccessSearch,
  component: () => <PrivilegeOverviewScreen parent="hotel-admin" page="service-privilege" />,
});
