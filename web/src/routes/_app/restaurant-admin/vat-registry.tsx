import { createFileRoute } from '@tanstack/react-router';
import { VatRegistryScreen } from '../../../features/restaurant-admin/VatRegistryScreen';
import { vatRegistrySearch } from '../../../features/restaurant-admin/table-searches';

export const Route = createFileRoute('/_app/restaurant-admin/vat-registry')({
  validateSearch: vatRegistrySearch.validate,
  component: VatRegistryScreen,
});
