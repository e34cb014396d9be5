// The graphql-ws client behind the Apollo client's subscriptions, loaded with the first
// subscription (graphql/client.ts): it carries the session's token and chosen service.
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient, type Client } from 'graphql-ws';
import { getClientState } from '../session/session';
import { liveMessageReceived, liveSocketClosed, liveSocketConnected } from './live-connection';

export interface SubscriptionSocket {
  client: Client;
  link: GraphQLWsLink;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function subscriptionSocket(path: string): SubscriptionSocket {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  const client = createClient({
    url: `${protocol}//${window.location.host}${path}`,
    lazy: true,
    connectionParams: () => {
      const { session, service, isServiceLevel } = getClientState();
      return {
        authorization: session ? `Bearer ${session.accessToken}` : null,
        serviceId: isServiceLevel && service.serviceId ? service.serviceId : null,
      };
    },
    // Live screens must come back by themselves: retry forever, backing off to 30 s with jitter.
    retryAttempts: Infinity,
    shouldRetry: () => true,
    retryWait: (retries) => wait(Math.min(30_000, 1000 * 2 ** Math.min(retries, 5)) + Math.random() * 1000),
    on: {
      // What the live screens show about the connection (graphql/live-connection.ts).
      connected: () => liveSocketConnected(),
      closed: (event) => liveSocketClosed((event as { code?: number } | undefined)?.code),
      message: (message) => {
        if (message.type === 'next') liveMessageReceived();
      },
    },
  });
  return { client, link: new GraphQLWsLink(client) };
}
