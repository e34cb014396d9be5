import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { stayTypesList } from '../../../features/room/lists';
import { StayTypesScreen } from '../../../features/room/StayTypesScreen';
import { stayTypesSearch } from '../../../features/room/searches';

export const Route = createFileRoute('/_app/room/stay-type')({
  validateSearch: stayTypesSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(stayTypesList, context, deps),
  component: StayTypesScreen,
});
