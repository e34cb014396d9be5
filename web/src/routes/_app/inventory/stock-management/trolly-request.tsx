import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../../ui/data-table/list-definition';
import { TrolleyRequestsScreen } from '../../../../features/inventory/TrolleyRequestsScreen';
import { trolleyRequestsList } from '../../../../features/inventory/lists';
import { trolleyRequestsSearch } from '../../../../features/inventory/searches';

export const Route = createFileRoute('/_app/inventory/stock-management/trolly-request')({
  validateSearch: trolleyRequestsSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(trolleyRequestsList, context, deps),
  component: TrolleyRequestsScreen,
});
