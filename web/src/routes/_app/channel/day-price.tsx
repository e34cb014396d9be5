import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { priceLists } from '../../../features/pricing/lists';
import { DayPricesScreen } from '../../../features/pricing/PricesScreen';
import { dayPricesSearch } from '../../../features/pricing/searches';

export const Route = createFileRoute('/_app/channel/day-price')({
  validateSearch: dayPricesSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(priceLists.day, context, deps),
  component: DayPricesScreen,
});
