import { createFileRoute } from '@tanstack/react-router';
import { HotelsScreen } from '../../../features/hotel/HotelsScreen';
import { hotelsSearch } from '../../../features/hotel/hotel-searches';

export const Route = createFileRoute('/_app/group-admin/hotel')({
  validateSearch: hotelsSearch.validate,
  component: () => <HotelsScreen scope="group" />,
});
