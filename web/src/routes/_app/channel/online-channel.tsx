import { createFileRoute } from '@tanstack/react-router';
import { OnlineChannelsScreen } from '../../../features/channel/OnlineChannelsScreen';

export const Route = createFileRoute('/_app/channel/online-channel')({
  component: OnlineChannelsScreen,
});
