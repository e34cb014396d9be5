import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { roomAttributeLists } from '../../../features/room/lists';
import { ViewTypesScreen } from '../../../features/room/RoomAttributesScreen';
import { roomAttributesSearch } from '../../../features/room/searches';

export const Route = createFileRoute('/_app/room/view-type')({
  validateSearch: roomAttributesSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(roomAttributeLists.viewType, context, deps),
  component: ViewTypesScreen,
});
