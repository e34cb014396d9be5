import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { menuItemsList } from '../../../features/restaurant-admin/lists';
import { FoodsScreen } from '../../../features/restaurant-admin/FoodsScreen';
import { foodsSearch } from '../../../features/restaurant-admin/table-searches';

export const Route = createFileRoute('/_app/restaurant-admin/foods')({
  validateSearch: foodsSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(menuItemsList, context, deps),
  component: FoodsScreen,
});
