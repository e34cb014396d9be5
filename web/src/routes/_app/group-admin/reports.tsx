import { createFileRoute } from '@tanstack/react-router';
import { preloadReports } from '../../../features/audit/lists';
import { validateReportsSearch } from '../../../features/audit/searches';
import { GroupReportsScreen } from '../../../features/audit/ReportsScreen';

export const Route = createFileRoute('/_app/group-admin/reports')({
  validateSearch: validateReportsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadReports('group', context, deps),
  component: GroupReportsScreen,
});
