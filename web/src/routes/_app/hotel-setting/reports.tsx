import { createFileRoute } from '@tanstack/react-router';
import { preloadReports } from '../../../features/audit/lists';
import { HotelReportsScreen } from '../../../features/audit/ReportsScreen';

export const Route = createFileRoute('/_app/hotel-setting/reports')({
  loader: ({ context }) => preloadReports('hotel', context),
  component: HotelReportsScreen,
});
