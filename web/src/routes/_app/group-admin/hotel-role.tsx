import { createFileRoute } from '@tanstack/react-router';
import { validateHotelRolesSearch } from '../../../features/access/access-search';
import { HotelRolesScreen } from '../../../features/access/HotelRolesScreen';

export const Route = createFileRoute('/_app/group-admin/hotel-role')({
  validateSearch: validateHotelRolesSearch,
  component: () => <HotelRolesScreen parent="group-admin" />,
});
