// BFF configuration, read once from the environment.
import { resolve } from 'node:path';
import { AREAS, AREA_PREFIX, type Area } from '@hotel/schema';

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
  upstreamTimeoutMs: number;
  /** The built web app, served at / with client-side routing. */
  webDist: string | null;
  sandbox: boolean;
  introspection: boolean;
}

const ENV_OF_AREA: Record<Area, string> = {
  gateway: 'GATEWAY_URL',
  hotel: 'HOTEL_SERVICE_URL',
  auth: 'AUTH_SERVICE_URL',
  housekeeping: 'HOUSEKEEPING_SERVICE_URL',
  restaurant: 'RESTAURANT_SERVICE_URL',
  inventory: 'INVENTORY_SERVICE_URL',
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): BffConfig {
  const production = env.NODE_ENV === 'production';
  const upstreamBase = (env.UPSTREAM_URL ?? `http://127.0.0.1:${env.UPSTREAM_PORT ?? 8081}`).replace(/\/$/, '');
  const upstream = Object.fromEntries(
    AREAS.map((a) => [a, (env[ENV_OF_AREA[a]] ?? `${upstreamBase}${AREA_PREFIX[a]}`).replace(/\/$/, '')]),
  ) as Record<Area, string>;
  const relay = env.STOMP_RELAY_URL || undefined;
  const clientSecret = env.OAUTH_CLIENT_SECRET ?? (production ? undefined : 'hotel-bff-secret');
  if (!clientSecret) throw new Error('OAUTH_CLIENT_SECRET must be set in production');
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
    upstreamTimeoutMs: Number(env.UPSTREAM_TIMEOUT_MS ?? 10_000),
    webDist: env.WEB_DIST === '' ? null : resolve(env.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    sandbox: env.GRAPHQL_SANDBOX ? env.GRAPHQL_SANDBOX === 'true' : !production,
    introspection: env.GRAPHQL_INTROSPECTION ? env.GRAPHQL_INTROSPECTION === 'true' : !production,
  };
}
