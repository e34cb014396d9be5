import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { groupsList } from '../../../features/hotel/lists';
import { HotelGroupsScreen } from '../../../features/hotel/HotelGroupsScreen';
import { groupsSearch } from '../../../features/hotel/hotel-searches';

export const Route = createFileRoute('/_app/group-admin/hotel-group')({
  validateSearch: groupsSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(groupsList, context, deps),
  component: HotelGroupsScreen,
});
