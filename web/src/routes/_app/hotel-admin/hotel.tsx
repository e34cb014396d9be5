import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { hotelsLists } from '../../../features/hotel/lists';
import { HotelsScreen } from '../../../features/hotel/HotelsScreen';

export const Route = createFileRoute('/_app/hotel-admin/hotel')({
  validateSearch: hotelsLists.hotel.search.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(hotelsLists.hotel, context, deps),
  component: () => <HotelsScreen scope="hotel" />,
});
