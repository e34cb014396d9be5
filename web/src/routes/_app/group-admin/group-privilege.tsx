import { createFileRoute } from '@tanstack/react-router';
import { validateAccessSearch } from '../../../features/access/access-search';
import { PrivilegeOverviewScreen } from '../../../features/access/PrivilegeOverviewScreen';

export const Route = createFileRoute('/_app/group-admin/group-privilege')({
  validateSearch: validateAccessSearch,
  component: () => <PrivilegeOverviewScreen parent="group-admin" page="group-privilege" />,
});
