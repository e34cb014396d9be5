import { createFileRoute } from '@tanstack/react-router';
import { validateAccessSearch } from '../../../features/access/access-search';
import { PrivilegeEditorScreen } from '../../../features/access/PrivilegeEditorScreen';

export const Route = createFileRoute('/_app/hotel-setting/service-role-privilege')({
  validateSearch: validateAccessSearch,
  component: () => <PrivilegeEditorScreen parent="hotel-setting" page="service-role-privilege" />,
});
