// The waiter's live queue (operations §4 "Live push on the per-user waiter queue"): every message
// plays the chime and refreshes what the screen shows; a reconnect (RESYNC) refreshes too, so
// nothing is stale after a dropped connection. Rejections name the item and the kitchen's reason.

import { useTranslation } from 'react-i18next';
import { useWaiterUpdatesSubscription } from '../../graphql/hooks.gen';
import { notifyError } from '../../ui/notify';
import { useLiveSound } from './use-live-sound';
import { liveCaughtUp } from '../../graphql/live-connection';
import { recordDisplayActivity } from '../layout/IdleLogout';

/**
 * `refresh` answers when the screen shows the server's state again. On a display (the waiter's
 * order status), `display` makes each message count as activity for the idle logout.
 */
export function useWaiterLive(enabled: boolean, refresh: () => Promise<unknown> | void, display = false): void {
  const { t } = useTranslation('restaurant');
  const playSound = useLiveSound();
  useWaiterUpdatesSubscription({
    skip: !enabled,
    onData: ({ data }) => {
      const event = data.data?.waiterUpdates;
      if (!event) return;
      if (event.kind !== 'MESSAGE') {
        // A reconnect: refetch, then say the screen caught up.
        void Promise.resolve(refresh())
          .then(() => liveCaughtUp())
          .catch(() => undefined);
        return;
      }
      if (display) recordDisplayActivity();
      playSound();
      for (const rejection of event.rejections) {
        notifyError(
          t('live.itemRejected', {
            item: rejection.itemName,
            table: rejection.tableNumber ?? event.tableNumber ?? '',
            reason: rejection.reason,
          }),
          t('notice:ITEM_REJECTED'),
        );
      }
      void refresh();
    },
  });
}
