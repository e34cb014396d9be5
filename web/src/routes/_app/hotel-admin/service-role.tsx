import { createFileRoute } from '@tanstack/react-router';
import { validateServiceRolesSearch } from '../../../features/access/access-search';
import { ServiceRolesScreen } from '../../../features/access/ServiceRolesScreen';

export const Route = createFileRoute('/_app/hotel-admin/service-role')({
  validateSearch: validateServiceRolesSearch,
  component: () => <ServiceRolesScreen parent="hotel-admin" />,
});
