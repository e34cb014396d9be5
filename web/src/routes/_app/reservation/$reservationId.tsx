// /reservation/{id}: one reservation's page (guarded as /reservation, by RESERVE_ROOM).
import { createFileRoute } from '@tanstack/react-router';
import { ReservationScreen } from '../../../features/reservation/ReservationScreen';

export const Route = createFileRoute('/_app/reservation/$reservationId')({ component: Reservation });

function Reservation() {
  const { reservationId } = Route.useParams();
  return <ReservationScreen key={reservationId} reservationId={Number(reservationId)} />;
}
