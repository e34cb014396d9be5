// The root route: router context (the Apollo client and the session store), app-wide services
// (service-worker updates, night mode, idle logout) and the fallback pages.

import type { ApolloClient } from '@apollo/client';
import { createRootRouteWithContext, Outlet, useRouter } from '@tanstack/react-router';
import { NightModeController } from '../app/NightModeController';
import { PwaUpdater } from '../app/PwaUpdater';
import { NotFoundPage, ServerErrorPage } from '../features/errors/ErrorPage';
import { IdleLogout } from '../features/layout/IdleLogout';
import type { ClientState } from '../session/session';

export interface RouterContext {
  apollo: ApolloClient;
  session: { current: () => ClientState };
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFoundPage,
  errorComponent: RootError,
});

function Root() {
  return (
    <>
      <PwaUpdater />
      <NightModeController />
      <IdleLogout />
      <Outlet />
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
