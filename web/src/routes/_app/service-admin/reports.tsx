import { createFileRoute } from '@tanstack/react-router';
import { preloadReports } from '../../../features/audit/lists';
import { validateReportsSearch } from '../../../features/audit/searches';
import { ServiceReportsScreen } from '../../../features/audit/ReportsScreen';

export const Route = createFileRoute('/_app/service-admin/reports')({
  validateSearch: validateReportsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadReports('service', context, deps),
  component: ServiceReportsScreen,
});
