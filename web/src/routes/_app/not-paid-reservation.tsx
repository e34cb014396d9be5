import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../ui/data-table/list-definition';
import { reservationLists } from '../../features/reservation/lists';
import { NotPaidReservationsScreen } from '../../features/reservation/ReservationsScreen';
import { reservationsSearch } from '../../features/reservation/searches';

export const Route = createFileRoute('/_app/not-paid-reservation')({
  validateSearch: reservationsSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(reservationLists.notPaid, context, deps),
  component: NotPaidReservationsScreen,
});
