import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../../ui/data-table/list-definition';
import { StockAdjustmentScreen } from '../../../../features/inventory/StockIssueScreen';
import { adjustmentsList } from '../../../../features/inventory/stock-lists';
import { movementsSearch } from '../../../../features/inventory/searches';

export const Route = createFileRoute('/_app/inventory/stock-management/stock-adjustment')({
  validateSearch: movementsSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(adjustmentsList, context, deps),
  component: StockAdjustmentScreen,
});
