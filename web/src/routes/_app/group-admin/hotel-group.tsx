import { createFileRoute } from '@tanstack/react-router';
import { HotelGroupsScreen } from '../../../features/estate/HotelGroupsScreen';
import { groupsSearch } from '../../../features/estate/estate-searches';

export const Route = createFileRoute('/_app/group-admin/hotel-group')({
  validateSearch: groupsSearch.validate,
  component: HotelGroupsScreen,
});
