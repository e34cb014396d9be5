// Logout (core §4 Session): tell the server (its failure is ignored: the token may already be
// revoked, as after a password change, and the user must be signed out regardless), clear the
// stored session and selection and Apollo's cache, then show the login page.
import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useApolloClient } from '@apollo/client/react';
import { useSignOutMutation } from '../../graphql/hooks.gen';
import { clearSession } from '../../session/session';
import { notifySuccess } from '../../ui/notify';

export function useSignOut(): (message?: string) => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [signOut] = useSignOutMutation();

  return useCallback(
    async (message?: string) => {
      try {
        await signOut();
      } catch {
        // Ignored on purpose, see above.
      }
      clearSession();
      await client.clearStore();
      if (message) notifySuccess(message);
      await navigate({ to: '/auth/login/user', replace: true });
    },
    [client, navigate, signOut],
  );
}
