import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { minimumNightsLists } from '../../../features/settings/lists';
import { MinimumNightsScreen } from '../../../features/settings/MinimumNightsScreen';

export const Route = createFileRoute('/_app/hotel-setting/minimum-night')({
  validateSearch: minimumNightsLists.hotel.search.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(minimumNightsLists.hotel, context, deps),
  component: MinimumNightsScreen,
});
