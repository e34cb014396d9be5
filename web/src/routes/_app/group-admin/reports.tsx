import { createFileRoute } from '@tanstack/react-router';
import { preloadReports } from '../../../features/audit/lists';
import { GroupReportsScreen } from '../../../features/audit/ReportsScreen';

export const Route = createFileRoute('/_app/group-admin/reports')({
  loader: ({ context }) => preloadReports('group', context),
  component: GroupReportsScreen,
});
