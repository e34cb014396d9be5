import { createFileRoute } from '@tanstack/react-router';
import { preloadReports } from '../../../features/audit/lists';
import { ServiceReportsScreen } from '../../../features/audit/ReportsScreen';

export const Route = createFileRoute('/_app/service-admin/reports')({
  loader: ({ context }) => preloadReports('service', context),
  component: ServiceReportsScreen,
});
