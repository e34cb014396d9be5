import { createFileRoute } from '@tanstack/react-router';
import { HotelReportsScreen } from '../../../features/audit/ReportsScreen';

export const Route = createFileRoute('/_app/hotel-admin/reports')({ component: HotelReportsScreen });
