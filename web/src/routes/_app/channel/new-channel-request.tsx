import { createFileRoute } from '@tanstack/react-router';
import { ChannelRequestsScreen } from '../../../features/notification/ChannelRequestsScreen';

export const Route = createFileRoute('/_app/channel/new-channel-request')({ component: ChannelRequestsScreen });
