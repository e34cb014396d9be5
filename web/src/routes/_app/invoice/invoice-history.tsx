import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { InvoiceHistoryScreen } from '../../../features/invoice/InvoiceHistoryScreen';
import { invoiceHistoryList } from '../../../features/invoice/lists';
import { invoiceHistorySearch } from '../../../features/invoice/searches';

export const Route = createFileRoute('/_app/invoice/invoice-history')({
  validateSearch: invoiceHistorySearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(invoiceHistoryList, context, deps),
  component: InvoiceHistoryScreen,
});
