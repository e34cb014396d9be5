// Mantine's notifications, rendered from the first one on: the store (ui/notify.ts) keeps what is
// shown meanwhile, so no page loads this code before it has something to say.
import { lazy, Suspense, useState } from 'react';
import { useNotifications } from '@mantine/notifications';

const Notifications = lazy(() => import('./Notifications'));

export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  );
}
