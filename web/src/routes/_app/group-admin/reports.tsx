import { createFileRoute } from '@tanstack/react-router';
import { GroupReportsScreen } from '../../../features/audit/ReportsScreen';

export const Route = createFileRoute('/_app/group-admin/reports')({ component: GroupReportsScreen });
