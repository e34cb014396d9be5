// Rights change while people work (core §6; issue 4): an administrator lowers a role's privilege and
// the holder's next request is refused by the server at once. The list the screens show buttons by
// is reloaded too, so they follow without a new sign-in: when the app opens, when the tab comes back
// into view, every PERMISSION_REFRESH_MS, and right after any refusal.
import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { loadPermissions } from './landing';
import { PERMISSIONS_STALE_EVENT } from './permissions';
import { getClientState, refreshPermissions } from './session';

export const PERMISSION_REFRESH_MS = 60_000;

/** Keeps the stored permission list in force current while a user is signed in. */
export function usePermissionRefresh(signedIn: boolean): void {
  const client = useApolloClient();
  useEffect(() => {
    if (!signedIn) return;
    let running = false;
    const refresh = () => {
      if (running) return;
      const state = getClientState();
      if (!state.session) return;
      const serviceId = state.isServiceLevel ? state.service.serviceId : null;
      running = true;
      loadPermissions(client, serviceId)
        .then((permissions) => refreshPermissions(serviceId, permissions))
        // Offline or refused: keep the list in force; the server still judges every request.
        .catch(() => undefined)
        .finally(() => {
          running = false;
        });
    };
    const whenVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    refresh();
    const timer = window.setInterval(refresh, PERMISSION_REFRESH_MS);
    window.addEventListener(PERMISSIONS_STALE_EVENT, refresh);
    document.addEventListener('visibilitychange', whenVisible);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener(PERMISSIONS_STALE_EVENT, refresh);
      document.removeEventListener('visibilitychange', whenVisible);
    };
  }, [client, signedIn]);
}
