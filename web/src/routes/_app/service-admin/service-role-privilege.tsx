import { createFileRoute } from '@tanstack/react-router';
import { validateAccessSearch } from '../../../features/access/access-search';
import { PrivilegeEditorScreen } from '../../../features/access/PrivilegeEditorScreen';

export const Route = createFileRoute('/_app/service-admin/service-role-privilege')({
  validateSearch: validateAccessSearch,
  component: () => <PrivilegeEditorScreen parent="service-admin" page="service-role-privilege" />,
});
