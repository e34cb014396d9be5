import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../../ui/data-table/list-definition';
import { TrolleyRequestHistoryScreen } from '../../../../features/inventory/TrolleyRequestsScreen';
import { trolleyRequestHistoryList } from '../../../../features/inventory/lists';
import { trolleyRequestsSearch } from '../../../../features/inventory/searches';

export const Route = createFileRoute('/_app/inventory/stock-management/trolly-request-history')({
  validateSearch: trolleyRequestsSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(trolleyRequestHistoryList, context, deps),
  component: TrolleyRequestHistoryScreen,
});
