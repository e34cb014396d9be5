import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { roomAttributeLists } from '../../../features/room/lists';
import { RoomAreasScreen } from '../../../features/room/RoomAttributesScreen';
import { roomAttributesSearch } from '../../../features/room/searches';

export const Route = createFileRoute('/_app/room/room-area')({
  validateSearch: roomAttributesSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(roomAttributeLists.roomArea, context, deps),
  component: RoomAreasScreen,
});
