// BFF configuration, read once from the environment.
import { resolve } from 'node:path';
import { AREAS, AREA_PREFIX, type Area } from '@hotel/schema';
import { resolveClientSecret } from '@hotel/schema/oauth-client';
import { DEFAULT_LIMITS, type GraphqlLimits } from './http/limits.js';
import { DEFAULT_CONNECTION_POLICY, type ConnectionPolicy } from './http/connections.js';

export interface BffConfig {
  host: string;
  port: number;
  production: boolean;
  /** Base address per REST area; all on the reference upstream unless overridden. */
  upstream: Record<Area, string>;
  /** STOMP endpoint the bridge subscribes to: the upstream's /ws, or RabbitMQ when relayed. */
  stompUrl: string;
  stompFlavor: 'embedded' | 'rabbitmq';
  stompLogin: string;
  stompPasscode: string;
  stompNamespace: string;
  clientId: string;
  clientSecret: string;
  /** How long a token's session (user, level, permissions) is reused before asking upstream again. */
  sessionTtlMs: number;
  /** How often a live subscription's rights are judged again (LIVE_RECHECK_MS). */
  liveRecheckMs: number;
  /** Bounds one upstream call, its retry included. */
  upstreamTimeoutMs: number;
  /** Longest address (path and query) the BFF sends upstream; longer ones are refused naming the field. */
  upstreamMaxUrlBytes: number;
  /** The built web app, served at / with client-side routing. */
  webDist: string | null;
  sandbox: boolean;
  introspection: boolean;
  /** What one GraphQL operation may ask for (http/limits.ts). */
  limits: GraphqlLimits;
  /** HTTP timeouts, connections per client, WebSocket keep-alive and idle policy (http/connections.ts). */
  connections: ConnectionPolicy;
  /** Where /health asks whether the upstream is up (2xx: up). */
  upstreamHealthUrl: string;
}

const ENV_OF_AREA: Record<Area, string> = {
  gateway: 'GATEWAY_URL',
  hotel: 'HOTEL_SERVICE_URL',
  auth: 'AUTH_SERVICE_URL',
  housekeeping: 'HOUSEKEEPING_SERVICE_URL',
  restaurant: 'RESTAURANT_SERVICE_URL',
  inventory: 'INVENTORY_SERVICE_URL',
};

const ENV_OF_LIMIT: Record<keyof GraphqlLimits, string> = {
  maxDepth: 'GRAPHQL_MAX_DEPTH',
  maxAliases: 'GRAPHQL_MAX_ALIASES',
  maxCost: 'GRAPHQL_MAX_COST',
  maxTokens: 'GRAPHQL_MAX_TOKENS',
  maxDirectives: 'GRAPHQL_MAX_DIRECTIVES',
};

/** A whole number from the environment, or the default when unset. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, not "${value}"`);
  return n;
}

function loadLimits(env: NodeJS.ProcessEnv): GraphqlLimits {
  const limits = { ...DEFAULT_LIMITS };
  for (const key of Object.keys(ENV_OF_LIMIT) as (keyof GraphqlLimits)[]) {
    limits[key] = wholeNumber(env, ENV_OF_LIMIT[key], limits[key]);
  }
  return limits;
}

function loadConnectionPolicy(env: NodeJS.ProcessEnv): ConnectionPolicy {
  const d = DEFAULT_CONNECTION_POLICY;
  const policy: ConnectionPolicy = {
    requestTimeoutMs: wholeNumber(env, 'HTTP_REQUEST_TIMEOUT_MS', d.requestTimeoutMs),
    headersTimeoutMs: wholeNumber(env, 'HTTP_HEADERS_TIMEOUT_MS', d.headersTimeoutMs),
    keepAliveTimeoutMs: wholeNumber(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', d.keepAliveTimeoutMs),
    maxConnectionsPerClient: wholeNumber(env, 'MAX_CONNECTIONS_PER_CLIENT', d.maxConnectionsPerClient),
    trustProxy: (env.TRUST_PROXY ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
    wsPingIntervalMs: wholeNumber(env, 'WS_PING_INTERVAL_MS', d.wsPingIntervalMs),
    wsIdleTimeoutMs: wholeNumber(env, 'WS_IDLE_TIMEOUT_MS', d.wsIdleTimeoutMs),
  };
  if (policy.requestTimeoutMs === 0 || policy.headersTimeoutMs === 0) {
    throw new Error('HTTP_REQUEST_TIMEOUT_MS and HTTP_HEADERS_TIMEOUT_MS must be above 0');
  }
  if (policy.headersTimeoutMs > policy.requestTimeoutMs) {
    throw new Error('HTTP_HEADERS_TIMEOUT_MS must not be above HTTP_REQUEST_TIMEOUT_MS');
  }
  return policy;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): BffConfig {
  const production = env.NODE_ENV === 'production';
  const upstreamBase = (env.UPSTREAM_URL ?? `http://127.0.0.1:${env.UPSTREAM_PORT ?? 8081}`).replace(/\/$/, '');
  const upstream = Object.fromEntries(
    AREAS.map((a) => [a, (env[ENV_OF_AREA[a]] ?? `${upstreamBase}${AREA_PREFIX[a]}`).replace(/\/$/, '')]),
  ) as Record<Area, string>;
  const relay = env.STOMP_RELAY_URL || undefined;
  // In development the secret the upstream created in DATA_DIR (npm start runs both with one DATA_DIR).
  const clientSecret = resolveClientSecret(env, { production, dataDir: resolve(env.DATA_DIR ?? './data') });
  return {
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT ?? 8080),
    production,
    upstream,
    stompUrl: relay ?? env.STOMP_URL ?? `${upstreamBase.replace(/^http/, 'ws')}/ws`,
    stompFlavor: relay ? 'rabbitmq' : 'embedded',
    stompLogin: env.STOMP_LOGIN ?? 'guest',
    stompPasscode: env.STOMP_PASSCODE ?? 'guest',
    stompNamespace: env.STOMP_NAMESPACE ?? '',
    clientId: env.OAUTH_CLIENT_ID ?? 'hotel-bff',
    clientSecret,
    sessionTtlMs: Number(env.SESSION_CACHE_MS ?? 5000),
    liveRecheckMs: wholeNumber(env, 'LIVE_RECHECK_MS', 30_000),
    upstreamTimeoutMs: wholeNumber(env, 'UPSTREAM_TIMEOUT_MS', 10_000),
    upstreamMaxUrlBytes: wholeNumber(env, 'UPSTREAM_MAX_URL_BYTES', 8192),
    webDist: env.WEB_DIST === '' ? null : resolve(env.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    sandbox: env.GRAPHQL_SANDBOX ? env.GRAPHQL_SANDBOX === 'true' : !production,
    introspection: env.GRAPHQL_INTROSPECTION ? env.GRAPHQL_INTROSPECTION === 'true' : !production,
    limits: loadLimits(env),
    connections: loadConnectionPolicy(env),
    upstreamHealthUrl: env.UPSTREAM_HEALTH_URL ?? `${upstreamBase}/health`,
  };
}
