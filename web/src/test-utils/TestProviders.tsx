// The one render helper of the component tests (STYLE: one test-utils wrapper, MantineProvider
// env="test"): the app's own providers (Mantine with the theme, notifications, confirmations,
// i18next, Apollo) around a router at the given address, with the session the screens read.
//
//   const { user } = await renderWithProviders(<TableCategoriesScreen />, {
//     session: { service: TEST_RESTAURANT, grants: { TABLE_CATEGORY: PermissionStatus.WRITE } },
//     graphql: [answerQuery<AdminTableCategoriesQuery, AdminTableCategoriesQueryVariables>(AdminTableCategoriesDocument, …)],
//   });
//   expect(await screen.findByRole('button', { name: 'Create' })).toBeEnabled();
//
// The Apollo client is the app's (createApolloClient: its error handling, cache and defaults); its
// HTTP requests are answered by msw (test-utils/graphql.ts), its subscriptions stay silent.

import type { ReactElement } from 'react';
import { ApolloLink, Observable, type ApolloClient } from '@apollo/client';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { GraphQLHandler } from 'msw';
import { Providers } from '../app/Providers';
import { LocalisedDates } from '../ui/LocalisedDates';
import { createApolloClient } from '../graphql/client';
import { changeLanguage, loadSignedInTranslations, type Language } from '../i18n';
import { server } from './graphql';
import { signIn, type TestSession } from './session';

export interface RenderOptions {
  /** The answers to the operations the component sends (answerQuery, answerMutation). */
  graphql?: readonly GraphQLHandler[];
  /** Who is signed in, with what chosen and granted; null: nobody. Default: signed in, nothing granted. */
  session?: TestSession | null;
  /** Default en. */
  language?: Language;
  /** The address the component is shown at; its search params are what list screens keep in the URL. */
  url?: string;
  /** Called when the server no longer accepts the session (UNAUTHENTICATED). */
  onUnauthenticated?: () => void;
}

export interface RenderedWithProviders extends RenderResult {
  /** Clicks and typing as a user does them. */
  user: UserEvent;
  client: ApolloClient;
}

const silentSubscriptions = new ApolloLink(() => new Observable(() => undefined));

export async function renderWithProviders(
  ui: ReactElement,
  options: RenderOptions = {},
): Promise<RenderedWithProviders> {
  const { graphql = [], session = {}, language = 'en', url = '/', onUnauthenticated = () => undefined } = options;
  server.use(...graphql);
  if (session) signIn(session);
  // The screens under test are signed-in screens: their strings load as the signed-in area opens.
  await loadSignedInTranslations();
  await changeLanguage(language);

  const client = createApolloClient({ onUnauthenticated, subscriptionLink: silentSubscriptions });
  const rootRoute = createRootRoute({
    component: () => (
      <LocalisedDates>
        <Outlet />
      </LocalisedDates>
    ),
  });
  const screenRoute = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => ui });
  const router = createRouter({
    routeTree: rootRoute.addChildren([screenRoute]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  await router.load();

  const user = userEvent.setup();
  const result = render(
    <Providers client={client} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, user, client };
}
