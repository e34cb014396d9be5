import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { roomsList } from '../../../features/room/lists';
import { RoomsScreen } from '../../../features/room/RoomsScreen';
import { roomsSearch } from '../../../features/room/searches';

export const Route = createFileRoute('/_app/room/manage')({
  validateSearch: roomsSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(roomsList, context, deps),
  component: RoomsScreen,
});
