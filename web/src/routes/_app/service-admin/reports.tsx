import { createFileRoute } from '@tanstack/react-router';
import { ServiceReportsScreen } from '../../../features/audit/ReportsScreen';

export const Route = createFileRoute('/_app/service-admin/reports')({ component: ServiceReportsScreen });
