import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../../ui/data-table/list-definition';
import { GrnHistoryScreen } from '../../../../features/inventory/GrnHistoryScreen';
import { grnsList } from '../../../../features/inventory/lists';
import { grnsSearch } from '../../../../features/inventory/searches';

export const Route = createFileRoute('/_app/inventory/stock-management/grn-history')({
  validateSearch: grnsSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(grnsList, context, deps),
  component: GrnHistoryScreen,
});
