// The live channel-request subscription (core §4 "Live channel request"): a toast for each new
// request and a refetch; RESYNC (the connection came back) refetches so nothing shown is stale.

import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/notify';
import { useChannelRequestsSubscription } from '../../graphql/hooks.gen';

export function useChannelRequestFeed(hotelId: number | null, refetch: () => void): void {
  const { t } = useTranslation('notification');
  useChannelRequestsSubscription({
    variables: { hotelId: hotelId ?? 0 },
    skip: hotelId === null,
    onData: ({ data }) => {
      const event = data.data?.channelRequests;
      if (!event) return;
      if (event.kind === 'MESSAGE' && event.request) {
        notify('info', t('liveRequest', { channel: event.request.channelName, hotel: event.request.hotelName }));
      }
      refetch();
    },
  });
}
