import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { roomTypesList } from '../../../features/room/lists';
import { RoomTypesScreen } from '../../../features/room/RoomTypesScreen';
import { roomTypesSearch } from '../../../features/room/searches';

export const Route = createFileRoute('/_app/room/room-type')({
  validateSearch: roomTypesSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(roomTypesList, context, deps),
  component: RoomTypesScreen,
});
