import { createFileRoute } from '@tanstack/react-router';
import { validateSystemRolesSearch } from '../../../features/access/access-search';
import { SystemRolesScreen } from '../../../features/access/SystemRolesScreen';

export const Route = createFileRoute('/_app/group-admin/role')({
  validateSearch: validateSystemRolesSearch,
  component: SystemRolesScreen,
});
