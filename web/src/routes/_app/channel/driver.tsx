import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { guidesLists } from '../../../features/channel/lists';
import { DriversScreen } from '../../../features/channel/GuidesScreen';
import { guidesSearch } from '../../../features/channel/searches';

export const Route = createFileRoute('/_app/channel/driver')({
  validateSearch: guidesSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(guidesLists.DRIVER, context, deps),
  component: DriversScreen,
});
