// The router and the Apollo client, created once. The client's "session expired" handler
// navigates with the router; the router's context carries the client, hence one module for both.

import { createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { Page } from '@hotel/domain';
import { createApolloClient } from '../graphql/client';
import { registerRoutePaths } from '../navigation/available';
import { routeTree } from '../routeTree.gen';
import { getClientState } from '../session/session';

export const apollo = createApolloClient({
  onUnauthenticated: () => {
    const { pathname, href } = router.state.location;
    if (pathname.startsWith('/auth/')) return;
    void router.navigate({ href: `${Page.LOGIN}?${new URLSearchParams({ redirect: href })}`, replace: true });
  },
});

export const router = createRouter({
  routeTree,
  context: { apollo, session: { current: getClientState } },
  defaultPreload: 'intent',
  // Error pages load when shown, not with every page.
  defaultNotFoundComponent: lazyRouteComponent(() => import('../features/errors/ErrorPage'), 'NotFoundPage'),
  scrollRestoration: true,
});

registerRoutePaths(Object.keys(router.routesByPath));

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
