import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { tableCategoriesList } from '../../../features/restaurant-admin/lists';
import { TableCategoriesScreen } from '../../../features/restaurant-admin/TableCategoriesScreen';
import { tableCategoriesSearch } from '../../../features/restaurant-admin/table-searches';

export const Route = createFileRoute('/_app/restaurant-admin/table-category')({
  validateSearch: tableCategoriesSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(tableCategoriesList, context, deps),
  component: TableCategoriesScreen,
});
