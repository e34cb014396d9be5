// Installable app (core §1): when a new version is waiting it is activated at once and the page
// reloads one time. Registration failures are only logged (core §8).

import { useEffect, useRef } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';

export function PwaUpdater() {
  const updating = useRef(false);
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisterError(error: unknown) {
      console.error('Service worker registration failed', error);
    },
  });

  useEffect(() => {
    if (!needRefresh || updating.current) return;
    // Skip waiting; the 'controlling' event then reloads the page, once.
    updating.current = true;
    void updateServiceWorker(true);
  }, [needRefresh, updateServiceWorker]);

  return null;
}
