import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../../ui/data-table/list-definition';
import { StockIssueScreen } from '../../../../features/inventory/StockIssueScreen';
import { issuesList } from '../../../../features/inventory/stock-lists';
import { movementsSearch } from '../../../../features/inventory/searches';

export const Route = createFileRoute('/_app/inventory/stock-management/stock-issue')({
  validateSearch: movementsSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(issuesList, context, deps),
  component: StockIssueScreen,
});
