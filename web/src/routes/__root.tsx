// The root route: router context (the Apollo client and the session store), app-wide services
// (service-worker updates, night mode, idle logout), the lock screen and the fallback pages.
//
// While the session is locked every route shows the lock screen instead of its page, whatever
// address was typed or reloaded and in every tab; only /logout (its "other user" link) gets through.

import { Suspense } from 'react';
import type { ApolloClient } from '@apollo/client';
import {
  createRootRouteWithContext,
  lazyRouteComponent,
  Outlet,
  useRouter,
  useRouterState,
} from '@tanstack/react-router';
import { NightModeController } from '../app/NightModeController';
import { PwaUpdater } from '../app/PwaUpdater';
import { IdleLogout } from '../features/layout/IdleLogout';
import { useSession, type ClientState } from '../session/session';

export interface RouterContext {
  apollo: ApolloClient;
  session: { current: () => ClientState };
}

// The root route is never code-split by the router plugin: its error pages load when shown.
const NotFoundPage = lazyRouteComponent(() => import('../features/errors/ErrorPage'), 'NotFoundPage');
const ServerErrorPage = lazyRouteComponent(() => import('../features/errors/ErrorPage'), 'ServerErrorPage');
const LockScreen = lazyRouteComponent(() => import('../features/auth/LockScreen'), 'LockScreen');

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFoundPage,
  errorComponent: RootError,
});

function Root() {
  const { isLocked } = useSession();
  const loggingOut = useRouterState({ select: (state) => state.location.pathname === '/logout' });
  return (
    <>
      <PwaUpdater />
      <NightModeController />
      <IdleLogout />
      {isLocked && !loggingOut ? (
        <Suspense fallback={null}>
          <LockScreen />
        </Suspense>
      ) : (
        <Outlet />
      )}
    </>
  );
}

function RootError({ reset }: { reset: () => void }) {
  const router = useRouter();
  return (
    <ServerErrorPage
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
