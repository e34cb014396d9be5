import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { hotelRolesLists } from '../../../features/access/lists';
import { validateHotelRolesSearch } from '../../../features/access/access-search';
import { HotelRolesScreen } from '../../../features/access/HotelRolesScreen';

export const Route = createFileRoute('/_app/group-admin/hotel-role')({
  validateSearch: validateHotelRolesSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(hotelRolesLists['group-admin'], context, deps),
  component: () => <HotelRolesScreen parent="group-admin" />,
});
