import { createFileRoute } from '@tanstack/react-router';
import { validateAccessSearch } from '../../../features/access/access-search';
import { PrivilegeEditorScreen } from '../../../features/access/PrivilegeEditorScreen';

export const Route = createFileRoute('/_app/group-admin/hotel-role-privilege')({
  validateSearch: validateAccessSearch,
  component: () => <PrivilegeEditorScreen parent="group-admin" page="hotel-role-privilege" />,
});
