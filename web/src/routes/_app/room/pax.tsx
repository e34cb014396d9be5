import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { paxList } from '../../../features/room/lists';
import { PaxScreen } from '../../../features/room/PaxScreen';
import { paxSearch } from '../../../features/room/searches';

export const Route = createFileRoute('/_app/room/pax')({
  validateSearch: paxSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(paxList, context, deps),
  component: PaxScreen,
});
