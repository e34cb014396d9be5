import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { DashboardScreen } from '../../../features/inventory/DashboardScreen';
import { productItemsList } from '../../../features/inventory/lists';
import { productItemsSearch } from '../../../features/inventory/searches';

export const Route = createFileRoute('/_app/inventory/inventory-dashboard')({
  validateSearch: productItemsSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(productItemsList, context, deps),
  component: DashboardScreen,
});
