import { createFileRoute } from '@tanstack/react-router';
import { InvoicesScreen } from '../../../features/restaurant-admin/InvoicesScreen';
import { invoicesSearch } from '../../../features/restaurant-admin/table-searches';

export const Route = createFileRoute('/_app/restaurant-admin/invoice')({
  validateSearch: invoicesSearch.validate,
  component: InvoicesScreen,
});
