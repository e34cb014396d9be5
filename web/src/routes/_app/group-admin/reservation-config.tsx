import { createFileRoute } from '@tanstack/react-router';
import { ReservationConfigScreen } from '../../../features/settings/ReservationConfigScreen';

export const Route = createFileRoute('/_app/group-admin/reservation-config')({
  component: ReservationConfigScreen,
});
