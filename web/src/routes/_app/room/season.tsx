import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { seasonsList } from '../../../features/room/lists';
import { SeasonsScreen } from '../../../features/room/SeasonsScreen';
import { seasonsSearch } from '../../../features/room/searches';

export const Route = createFileRoute('/_app/room/season')({
  validateSearch: seasonsSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(seasonsList, context, deps),
  component: SeasonsScreen,
});
