import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { priceLists } from '../../../features/pricing/lists';
import { SeasonalPricesScreen } from '../../../features/pricing/PricesScreen';
import { seasonalPricesSearch } from '../../../features/pricing/searches';

export const Route = createFileRoute('/_app/channel/seasonal-price')({
  validateSearch: seasonalPricesSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(priceLists.seasonal, context, deps),
  component: SeasonalPricesScreen,
});
