import { createFileRoute } from '@tanstack/react-router';
import { NewReservationScreen } from '../../../features/reservation/ReservationScreen';

export const Route = createFileRoute('/_app/reservation/')({ component: NewReservationScreen });
