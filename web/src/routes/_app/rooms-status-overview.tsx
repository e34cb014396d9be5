import { createFileRoute } from '@tanstack/react-router';
import { RoomStatusScreen } from '../../features/reservation/RoomStatusScreen';

export const Route = createFileRoute('/_app/rooms-status-overview')({ component: RoomStatusScreen });
