import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { hotelsLists } from '../../../features/hotel/lists';
import { HotelsScreen } from '../../../features/hotel/HotelsScreen';

export const Route = createFileRoute('/_app/group-admin/hotel')({
  validateSearch: hotelsLists.group.search.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(hotelsLists.group, context, deps),
  component: () => <HotelsScreen scope="group" />,
});
