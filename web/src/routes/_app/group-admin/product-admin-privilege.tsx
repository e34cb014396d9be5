import { createFileRoute } from '@tanstack/react-router';
import { AdminPrivilegeScreen } from '../../../features/people/AdminPrivilegeScreen';
import { administratorsRouteSearch } from '../../../features/people/people-searches';

export const Route = createFileRoute('/_app/group-admin/product-admin-privilege')({
  validateSearch: administratorsRouteSearch,
  component: () => <AdminPrivilegeScreen mode="product" />,
});
