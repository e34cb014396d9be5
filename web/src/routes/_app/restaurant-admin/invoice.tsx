import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { invoicesList } from '../../../features/restaurant-admin/lists';
import { InvoicesScreen } from '../../../features/restaurant-admin/InvoicesScreen';
import { invoicesSearch } from '../../../features/restaurant-admin/table-searches';

export const Route = createFileRoute('/_app/restaurant-admin/invoice')({
  validateSearch: invoicesSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(invoicesList, context, deps),
  component: InvoicesScreen,
});
