// What a live screen says about its connection (issue 10): when the live connection drops, that it
// did and the time of the last update it got; when it is back and the screen refetched (RESYNC),
// that it caught up, and when. Shown on the kitchen and the waiter's order status screens.

import { useEffect, useState } from 'react';
import { Alert } from '@mantine/core';
import { IconPlugConnected, IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLiveConnection, type LiveConnection } from '../../graphql/live-connection';

/** How long "caught up" stays after a reconnect. */
const CAUGHT_UP_SHOWN_MS = 15_000;

export function LiveStatus() {
  return <LiveStatusView connection={useLiveConnection()} />;
}

export function LiveStatusView({ connection }: { connection: LiveConnection }) {
  const { t, i18n } = useTranslation('layout');
  const [hiddenAt, setHiddenAt] = useState<number | null>(null);
  const { lost, lastUpdate, caughtUpAt } = connection;

  useEffect(() => {
    if (caughtUpAt === null) return;
    const timer = window.setTimeout(
      () => setHiddenAt(caughtUpAt),
      Math.max(0, caughtUpAt + CAUGHT_UP_SHOWN_MS - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [caughtUpAt]);

  const time = (ms: number) => new Date(ms).toLocaleTimeString(i18n.language);
  if (lost) {
    return (
      <Alert
        color="red"
        variant="filled"
        icon={<IconPlugConnectedX size={18} />}
        data-testid="live-status"
        role="status"
      >
        {lastUpdate === null ? t('live.lostNever') : t('live.lost', { time: time(lastUpdate) })}
      </Alert>
    );
  }
  // Shown until its timer hides it.
  const recent = caughtUpAt !== null && hiddenAt !== caughtUpAt;
  if (recent) {
    return (
      <Alert
        color="green"
        variant="light"
        icon={<IconPlugConnected size={18} />}
        data-testid="live-status"
        role="status"
      >
        {t('live.caughtUp', { time: time(caughtUpAt) })}
      </Alert>
    );
  }
  return null;
}
