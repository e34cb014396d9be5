import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../../ui/data-table/list-definition';
import { PurchaseOrdersScreen } from '../../../../features/inventory/PurchaseOrdersScreen';
import { purchaseOrdersList } from '../../../../features/inventory/lists';
import { purchaseOrdersSearch } from '../../../../features/inventory/searches';

export const Route = createFileRoute('/_app/inventory/stock-management/purchase-order')({
  validateSearch: purchaseOrdersSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(purchaseOrdersList, context, deps),
  component: PurchaseOrdersScreen,
});
