import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { receiptsList } from '../../../features/receipt/lists';
import { ReceiptsScreen } from '../../../features/receipt/ReceiptsScreen';
import { receiptsSearch } from '../../../features/receipt/searches';

export const Route = createFileRoute('/_app/invoice/receipt')({
  validateSearch: receiptsSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(receiptsList, context, deps),
  component: ReceiptsScreen,
});
