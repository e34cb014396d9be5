import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../ui/data-table/list-definition';
import { vatRegistrySearch } from '../../features/restaurant-admin/table-searches';
import { hotelVatRegistryList } from '../../features/vat-registry/lists';
import { VatRegistryScreen } from '../../features/vat-registry/VatRegistryScreen';

export const Route = createFileRoute('/_app/vat-registry')({
  validateSearch: vatRegistrySearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(hotelVatRegistryList, context, deps),
  component: VatRegistryScreen,
});
