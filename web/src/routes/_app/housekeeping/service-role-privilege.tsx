import { createFileRoute } from '@tanstack/react-router';
import { validateAccessSearch } from '../../../features/access/access-search';
import { PrivilegeEditorScreen } from '../../../features/access/PrivilegeEditorScreen';

export const Route = createFileRoute('/_app/housekeeping/service-role-privilege')({
  validateSearch: validateAccessSearch,
  component: () => <PrivilegeEditorScreen parent="housekeeping" page="service-role-privilege" />,
});
