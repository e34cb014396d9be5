import { createFileRoute } from '@tanstack/react-router';
import { ReceiptsScreen } from '../../../features/restaurant-admin/ReceiptsScreen';
import { receiptsSearch } from '../../../features/restaurant-admin/table-searches';

export const Route = createFileRoute('/_app/restaurant-admin/receipt')({
  validateSearch: receiptsSearch.validate,
  component: ReceiptsScreen,
});
