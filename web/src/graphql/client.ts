// The Apollo client: HTTP for queries and mutations, graphql-ws for subscriptions, both carrying
// the session's token and chosen service. Errors every screen would otherwise repeat are handled
// once here: an expired session signs out, an unreachable server shows one notification.

import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { RetryLink } from '@apollo/client/link/retry';
import { isQueryOperation, isSubscriptionOperation } from '@apollo/client/utilities';
import { from, mergeMap } from 'rxjs';
import i18n from '../i18n';
import { notify } from '../ui/notify';
import { PERMISSIONS_STALE_EVENT } from '../session/permissions';
import { clearSession, getClientState, subscribeSession } from '../session/session';
import { ErrorCode, isNetworkError } from './errors';
import type { SubscriptionSocket } from './subscription-socket';

const GRAPHQL_PATH = '/graphql';

// Operations whose UNAUTHENTICATED answer is a wrong password, not an expired session.
const CREDENTIAL_OPERATIONS: ReadonlySet<string> = new Set(['SignIn', 'Unlock', 'SignOut']);

const UPSTREAM_NOTIFICATION_ID = 'upstream-unavailable';

export interface ApolloOptions {
  /** Called once the session has been cleared because the server no longer accepts the token. */
  onUnauthenticated: () => void;
  /**
   * Carries subscriptions instead of graphql-ws on the page's origin: component tests answer HTTP
   * with msw and have no socket server.
   */
  subscriptionLink?: ApolloLink;
}

function authHeaders(): Record<string, string> {
  const { session, service, isServiceLevel } = getClientState();
  const headers: Record<string, string> = {};
  if (session) headers['authorization'] = `Bearer ${session.accessToken}`;
  if (isServiceLevel && service.serviceId) headers['x-service-id'] = String(service.serviceId);
  return headers;
}

const UPSTREAM_NOTICE_MS = 8000;
let upstreamNoticeUntil = 0;

/** One notice per outage, not one per failed request or retry. */
function showUpstreamUnavailable(): void {
  const now = Date.now();
  if (now < upstreamNoticeUntil) return;
  upstreamNoticeUntil = now + UPSTREAM_NOTICE_MS;
  notify('warning', i18n.t('errors:notResponding'), {
    id: UPSTREAM_NOTIFICATION_ID,
    title: i18n.t('errors:serverError'),
    lifetimeMs: UPSTREAM_NOTICE_MS,
  });
}

export function createApolloClient({ onUnauthenticated, subscriptionLink }: ApolloOptions): ApolloClient {
  const httpLink = new HttpLink({ uri: GRAPHQL_PATH });
  const authLink = new SetContextLink((prev) => ({ headers: { ...prev['headers'], ...authHeaders() } }));

  // graphql-ws loads with the first subscription: pages without live updates (sign-in) skip it.
  let socket: Promise<SubscriptionSocket> | null = null;
  const wsLink =
    subscriptionLink ??
    new ApolloLink((operation) => {
      socket ??= import('./subscription-socket').then(({ subscriptionSocket }) => subscriptionSocket(GRAPHQL_PATH));
      return from(socket).pipe(mergeMap(({ link }) => link.request(operation)));
    });

  // A new token or service means different rights: reconnect so the socket is re-authorised
  // (active subscriptions resubscribe, and the server answers them with RESYNC).
  // Another user (or nobody) means nothing cached may be shown any more, in this tab or another.
  let socketKey = JSON.stringify(authHeaders());
  let userId = getClientState().session?.viewer.id ?? null;
  subscribeSession(() => {
    const currentUser = getClientState().session?.viewer.id ?? null;
    if (currentUser !== userId) {
      // Only what another user saw must go. Clearing on a sign-in from no user would cancel the
      // sign-in's own first queries (its permission list) while they are in flight.
      const previousUser = userId;
      userId = currentUser;
      if (previousUser !== null) void client.clearStore();
    }
    const key = JSON.stringify(authHeaders());
    if (key === socketKey) return;
    socketKey = key;
    void socket?.then(({ client }) => client.terminate());
  });

  const errorLink = new ErrorLink(({ error, operation }) => {
    if (CombinedGraphQLErrors.is(error)) {
      const codes = new Set(error.errors.map((e) => e.extensions?.['code']));
      if (
        codes.has(ErrorCode.UNAUTHENTICATED) &&
        !CREDENTIAL_OPERATIONS.has(operation.operationName ?? '') &&
        getClientState().session
      ) {
        clearSession();
        onUnauthenticated();
      }
      if (codes.has(ErrorCode.UPSTREAM_UNAVAILABLE)) showUpstreamUnavailable();
      // A refusal may mean the caller's rights were lowered: the screens reload the list in force.
      if (codes.has(ErrorCode.FORBIDDEN)) window.dispatchEvent(new Event(PERMISSIONS_STALE_EVENT));
      return;
    }
    if (isNetworkError(error)) showUpstreamUnavailable();
  });

  // Reads retry when the BFF cannot be reached (the notice above says so); writes never do, since
  // a write that reached the server must not be sent twice.
  const retryLink = new RetryLink({
    delay: { initial: 1000, max: 8000, jitter: true },
    attempts: { max: 4, retryIf: (error, operation) => isQueryOperation(operation.query) && isNetworkError(error) },
  });

  const transport = ApolloLink.split(
    (operation) => isSubscriptionOperation(operation.query),
    wsLink,
    ApolloLink.from([authLink, httpLink]),
  );

  const client: ApolloClient = new ApolloClient({
    // The error link sits inside the retry link: the notice shows on the first failure, once.
    link: ApolloLink.from([retryLink, errorLink, transport]),
    cache: new InMemoryCache({
      typePolicies: {
        // Entry ids are per service list; the same id can carry another status in another list.
        Permission: { keyFields: false },
        Viewer: { keyFields: ['id'] },
        // One business day per hotel: a night audit's answer moves every screen's "today" at once.
        BusinessDay: { keyFields: ['hotelId'] },
      },
    }),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-and-network' },
    },
  });
  return client;
}
