import { createFileRoute } from '@tanstack/react-router';
import { DashboardScreen } from '../../../features/restaurant-admin/DashboardScreen';

export const Route = createFileRoute('/_app/restaurant-admin/dashboard')({ component: DashboardScreen });
