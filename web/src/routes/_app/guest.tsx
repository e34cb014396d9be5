import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../ui/data-table/list-definition';
import { guestsList } from '../../features/guest/lists';
import { GuestsScreen } from '../../features/guest/GuestsScreen';
import { guestsSearch } from '../../features/guest/searches';

export const Route = createFileRoute('/_app/guest')({
  validateSearch: guestsSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(guestsList, context, deps),
  component: GuestsScreen,
});
