// The real stack for BFF tests: the reference upstream (in-memory PGlite, or a fresh PostgreSQL
// database when DATABASE_URL is set; embedded STOMP, or RabbitMQ when STOMP_RELAY_URL is set) and
// the BFF in front of it, both on free ports. No mocks of our own code.
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { startTestUpstream } from '@hotel/upstream/test-harness';
import { loadConfig } from '../config.js';
import { startBff, type RunningBff } from '../server.js';

/** What an error's extensions carry (the schema's ErrorExtensions). */
export interface ErrorExtensions {
  code?: string;
  reason?: string;
  params?: Record<string, string | number>;
  fieldErrors?: { field: string; message: string; reason?: string; params?: Record<string, string | number> }[];
  [other: string]: unknown;
}

export interface GqlResult<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; extensions?: ErrorExtensions }[];
}

export interface Stack {
  bff: RunningBff;
  upstream: Awaited<ReturnType<typeof startTestUpstream>>;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    opts?: { token?: string | null; serviceId?: number | null; headers?: Record<string, string> },
  ): Promise<GqlResult<T>>;
  signIn(email: string, password?: string): Promise<string>;
  ws(token: string | null, serviceId?: number | null): Client;
  close(): Promise<void>;
}

/** `env`: the BFF's environment; `upstreamEnv`: the upstream's (limits, for example). */
export async function startStack(
  env: Record<string, string> = {},
  upstreamEnv: Record<string, string> = {},
): Promise<Stack> {
  const upstream = await startTestUpstream(upstreamEnv);
  const bff = await startBff(
    loadConfig({
      ...process.env,
      PORT: '0',
      UPSTREAM_URL: upstream.url,
      WEB_DIST: '',
      STOMP_NAMESPACE: upstream.config.stompNamespace,
      OAUTH_CLIENT_SECRET: upstream.config.clientSecret,
      ...env,
    }),
  );
  const clients: Client[] = [];
  const gql: Stack['gql'] = async (query, variables = {}, opts = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.serviceId) headers['x-service-id'] = String(opts.serviceId);
    const res = await fetch(`${bff.url}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as never;
  };
  return {
    bff,
    upstream,
    gql,
    async signIn(email, password = 'Hotel@1234') {
      const r = await gql<{ signIn: { accessToken: string } }>(
        'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { accessToken } }',
        { e: email, p: password },
      );
      if (!r.data?.signIn) throw new Error(`sign-in failed for ${email}: ${JSON.stringify(r.errors)}`);
      return r.data.signIn.accessToken;
    },
    ws(token, serviceId = null) {
      const client = createClient({
        url: `${bff.url.replace(/^http/, 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: token ? `Bearer ${token}` : undefined, serviceId },
        retryAttempts: 0,
      });
      clients.push(client);
      return client;
    },
    async close() {
      for (const c of clients) await c.dispose();
      await bff.close();
      await upstream.close();
    },
  };
}

/** The demo's first service of a type (the first hotel's store, restaurant, front office) and its hotel. */
export async function firstService(stack: Stack, type: string): Promise<{ id: number; hotelId: number }> {
  const [row] = await stack.upstream.db.query<{ id: number; hotel_id: number }>(
    'select id, hotel_id from hotel_service where service_type = $1 order by id limit 1',
    [type],
  );
  if (!row) throw new Error(`the demo has no ${type} service`);
  return { id: row.id, hotelId: row.hotel_id };
}

/** Collects subscription events until `count` arrive or `ms` pass. */
export function collect<T>(client: Client, query: string, variables: Record<string, unknown>) {
  const events: T[] = [];
  const errors: unknown[] = [];
  let wake: (() => void) | null = null;
  const dispose = client.subscribe<T>(
    { query, variables },
    {
      next: (v) => {
        if (v.errors) errors.push(v.errors);
        if (v.data) events.push(v.data as T);
        wake?.();
      },
      error: (e) => {
        errors.push(e);
        wake?.();
      },
      complete: () => wake?.(),
    },
  );
  return {
    events,
    errors,
    dispose,
    async until(pred: () => boolean, ms = 5000) {
      const end = Date.now() + ms;
      while (!pred() && Date.now() < end) {
        await new Promise<void>((r) => {
          wake = r;
          setTimeout(r, 50);
        });
      }
      return pred();
    },
  };
}
