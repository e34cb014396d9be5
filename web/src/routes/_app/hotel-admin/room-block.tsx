import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { roomBlocksList } from '../../../features/settings/lists';
import { RoomBlocksScreen } from '../../../features/settings/RoomBlocksScreen';

export const Route = createFileRoute('/_app/hotel-admin/room-block')({
  validateSearch: roomBlocksList.search.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(roomBlocksList, context, deps),
  component: RoomBlocksScreen,
});
