import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../../ui/data-table/list-definition';
import { OpeningStockScreen } from '../../../../features/inventory/StockMovementsScreen';
import { openingStockList } from '../../../../features/inventory/lists';
import { movementsSearch } from '../../../../features/inventory/searches';

export const Route = createFileRoute('/_app/inventory/stock-management/opeingstock')({
  validateSearch: movementsSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(openingStockList, context, deps),
  component: OpeningStockScreen,
});
