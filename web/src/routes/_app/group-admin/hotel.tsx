import { createFileRoute } from '@tanstack/react-router';
import { HotelsScreen } from '../../../features/estate/HotelsScreen';
import { hotelsSearch } from '../../../features/estate/estate-searches';

export const Route = createFileRoute('/_app/group-admin/hotel')({
  validateSearch: hotelsSearch.validate,
  component: () => <HotelsScreen scope="group" />,
});
