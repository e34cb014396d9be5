import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { tablesList } from '../../../features/restaurant-admin/lists';
import { TablesScreen } from '../../../features/restaurant-admin/TablesScreen';
import { tablesSearch } from '../../../features/restaurant-admin/table-searches';

export const Route = createFileRoute('/_app/restaurant-admin/table')({
  validateSearch: tablesSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(tablesList, context, deps),
  component: TablesScreen,
});
