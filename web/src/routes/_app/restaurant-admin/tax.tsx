import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { restaurantTaxesList } from '../../../features/restaurant-admin/lists';
import { TaxScreen } from '../../../features/restaurant-admin/TaxScreen';
import { taxesSearch } from '../../../features/restaurant-admin/table-searches';

export const Route = createFileRoute('/_app/restaurant-admin/tax')({
  validateSearch: taxesSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(restaurantTaxesList, context, deps),
  component: TaxScreen,
});
