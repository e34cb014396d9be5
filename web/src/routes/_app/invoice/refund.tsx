import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { refundsList } from '../../../features/receipt/lists';
import { RefundsScreen } from '../../../features/receipt/RefundsScreen';
import { refundsSearch } from '../../../features/receipt/searches';

export const Route = createFileRoute('/_app/invoice/refund')({
  validateSearch: refundsSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(refundsList, context, deps),
  component: RefundsScreen,
});
