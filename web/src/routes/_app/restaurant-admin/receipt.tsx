import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { receiptsList } from '../../../features/restaurant-admin/lists';
import { ReceiptsScreen } from '../../../features/restaurant-admin/ReceiptsScreen';
import { receiptsSearch } from '../../../features/restaurant-admin/table-searches';

export const Route = createFileRoute('/_app/restaurant-admin/receipt')({
  validateSearch: receiptsSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(receiptsList, context, deps),
  component: ReceiptsScreen,
});
