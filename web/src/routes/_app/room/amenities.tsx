import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { roomAttributeLists } from '../../../features/room/lists';
import { AmenitiesScreen } from '../../../features/room/RoomAttributesScreen';
import { roomAttributesSearch } from '../../../features/room/searches';

export const Route = createFileRoute('/_app/room/amenities')({
  validateSearch: roomAttributesSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(roomAttributeLists.amenity, context, deps),
  component: AmenitiesScreen,
});
