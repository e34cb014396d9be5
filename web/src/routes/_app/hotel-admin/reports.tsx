import { createFileRoute } from '@tanstack/react-router';
import { preloadReports } from '../../../features/audit/lists';
import { validateReportsSearch } from '../../../features/audit/searches';
import { HotelReportsScreen } from '../../../features/audit/ReportsScreen';

export const Route = createFileRoute('/_app/hotel-admin/reports')({
  validateSearch: validateReportsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadReports('hotel', context, deps),
  component: HotelReportsScreen,
});
