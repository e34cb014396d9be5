import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { priceLists } from '../../../features/pricing/lists';
import { ChannelPricesScreen } from '../../../features/pricing/PricesScreen';
import { channelPricesSearch } from '../../../features/pricing/searches';

export const Route = createFileRoute('/_app/channel/channel-price')({
  validateSearch: channelPricesSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(priceLists.channel, context, deps),
  component: ChannelPricesScreen,
});
