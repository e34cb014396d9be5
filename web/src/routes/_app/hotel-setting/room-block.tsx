import { createFileRoute } from '@tanstack/react-router';
import { RoomBlocksScreen } from '../../../features/settings/RoomBlocksScreen';
import { roomBlocksSearch } from '../../../features/settings/table-searches';

export const Route = createFileRoute('/_app/hotel-setting/room-block')({
  validateSearch: roomBlocksSearch.validate,
  component: RoomBlocksScreen,
});
