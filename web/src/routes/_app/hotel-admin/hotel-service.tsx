import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { HotelServicesScreen } from '../../../features/hotel/HotelServicesScreen';
import { validateServicesSearch } from '../../../features/hotel/hotel-searches';
import { servicesLists } from '../../../features/hotel/lists';

export const Route = createFileRoute('/_app/hotel-admin/hotel-service')({
  validateSearch: validateServicesSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(servicesLists.hotel, context, deps),
  component: () => <HotelServicesScreen scope="hotel" />,
});
