import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { hotelRolesLists } from '../../../features/access/lists';
import { validateHotelRolesSearch } from '../../../features/access/access-search';
import { HotelRolesScreen } from '../../../features/access/HotelRolesScreen';

export const Route = createFileRoute('/_app/service-admin/hotel-role')({
  validateSearch: validateHotelRolesSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(hotelRolesLists['service-admin'], context, deps),
  component: () => <HotelRolesScreen parent="service-admin" />,
});
