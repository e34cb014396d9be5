import { createFileRoute } from '@tanstack/react-router';
import { ReportsScreen } from '../../../features/restaurant-admin/ReportsScreen';
import { preloadSalesReport } from '../../../features/restaurant-admin/lists';

export const Route = createFileRoute('/_app/restaurant-admin/reports')({
  loader: ({ context }) => preloadSalesReport(context),
  component: ReportsScreen,
});
