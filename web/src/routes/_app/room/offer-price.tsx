import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { offerPricesList } from '../../../features/pricing/lists';
import { OfferPricesScreen } from '../../../features/pricing/OfferPricesScreen';
import { offersSearch } from '../../../features/pricing/searches';

export const Route = createFileRoute('/_app/room/offer-price')({
  validateSearch: offersSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(offerPricesList, context, deps),
  component: OfferPricesScreen,
});
