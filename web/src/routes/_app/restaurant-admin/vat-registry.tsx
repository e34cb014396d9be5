import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { vatRegistryList } from '../../../features/restaurant-admin/lists';
import { VatRegistryScreen } from '../../../features/restaurant-admin/VatRegistryScreen';
import { vatRegistrySearch } from '../../../features/restaurant-admin/table-searches';

export const Route = createFileRoute('/_app/restaurant-admin/vat-registry')({
  validateSearch: vatRegistrySearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(vatRegistryList, context, deps),
  component: VatRegistryScreen,
});
