import { createFileRoute } from '@tanstack/react-router';
import { ReportsScreen } from '../../../features/restaurant-admin/ReportsScreen';

export const Route = createFileRoute('/_app/restaurant-admin/reports')({ component: ReportsScreen });
