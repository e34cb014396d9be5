import { createFileRoute } from '@tanstack/react-router';
import { validateGroupRolesSearch } from '../../../features/access/access-search';
import { GroupRolesScreen } from '../../../features/access/GroupRolesScreen';

export const Route = createFileRoute('/_app/group-admin/group-role')({
  validateSearch: validateGroupRolesSearch,
  component: GroupRolesScreen,
});
