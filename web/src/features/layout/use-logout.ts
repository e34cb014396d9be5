// Logging out goes through the /logout page (it tells the server and clears the session). Until
// that page exists in a build, the session is cleared here.

import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from '@tanstack/react-router';
import { Page } from '@hotel/domain';
import { isAvailable } from '../../navigation/available';
import { clearSession } from '../../session/session';

export const LOGOUT_PATH = '/logout';

export function useLogout(): () => void {
  const navigate = useNavigate();
  const client = useApolloClient();
  return useCallback(() => {
    if (isAvailable(LOGOUT_PATH)) {
      void navigate({ href: LOGOUT_PATH });
      return;
    }
    clearSession();
    void client.clearStore();
    void navigate({ href: Page.LOGIN });
  }, [client, navigate]);
}
