import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { channelsList } from '../../../features/channel/lists';
import { ChannelsScreen } from '../../../features/channel/ChannelsScreen';
import { channelsSearch } from '../../../features/channel/searches';

export const Route = createFileRoute('/_app/channel/new-channel')({
  validateSearch: channelsSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(channelsList, context, deps),
  component: ChannelsScreen,
});
