import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { hotelsLists } from '../../../features/hotel/lists';
import { HotelsScreen } from '../../../features/hotel/HotelsScreen';

export const Route = createFileRoute('/_app/service-admin/hotel')({
  validateSearch: hotelsLists.service.search.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(hotelsLists.service, context, deps),
  component: () => <HotelsScreen scope="service" />,
});
