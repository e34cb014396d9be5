import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../../ui/data-table/list-definition';
import { LocationsScreen } from '../../../../features/inventory/LocationsScreen';
import { locationsList } from '../../../../features/inventory/lists';
import { locationsSearch } from '../../../../features/inventory/searches';

export const Route = createFileRoute('/_app/inventory/stock-management/locations')({
  validateSearch: locationsSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(locationsList, context, deps),
  component: LocationsScreen,
});
