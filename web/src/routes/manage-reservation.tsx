// The guest's own booking page: unguarded (core-platform §2), no session needed.
import { createFileRoute } from '@tanstack/react-router';
import { ManageReservationScreen } from '../features/booking/ManageReservationScreen';

export const Route = createFileRoute('/manage-reservation')({ component: ManageReservationScreen });
