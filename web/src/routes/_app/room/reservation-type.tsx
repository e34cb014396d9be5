import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { reservationTypesList } from '../../../features/room/lists';
import { ReservationTypesScreen } from '../../../features/room/ReservationTypesScreen';
import { reservationTypesSearch } from '../../../features/room/searches';

export const Route = createFileRoute('/_app/room/reservation-type')({
  validateSearch: reservationTypesSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(reservationTypesList, context, deps),
  component: ReservationTypesScreen,
});
