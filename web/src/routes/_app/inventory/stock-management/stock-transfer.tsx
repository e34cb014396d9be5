import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../../ui/data-table/list-definition';
import { StockTransferScreen } from '../../../../features/inventory/StockMovementsScreen';
import { transfersList } from '../../../../features/inventory/lists';
import { movementsSearch } from '../../../../features/inventory/searches';

export const Route = createFileRoute('/_app/inventory/stock-management/stock-transfer')({
  validateSearch: movementsSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(transfersList, context, deps),
  component: StockTransferScreen,
});
