import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../ui/data-table/list-definition';
import { reservationLists } from '../../features/reservation/lists';
import { ReservationHistoryScreen } from '../../features/reservation/ReservationsScreen';
import { reservationsSearch } from '../../features/reservation/searches';

export const Route = createFileRoute('/_app/history')({
  validateSearch: reservationsSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(reservationLists.history, context, deps),
  component: ReservationHistoryScreen,
});
