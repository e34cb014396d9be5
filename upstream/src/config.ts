// Upstream configuration, read once from the environment.
import { resolve } from 'node:path';

export interface UpstreamConfig {
  host: string;
  port: number;
  dataDir: string;
  /** PostgreSQL server; when absent the embedded PGlite database in `dataDir/db` is used. */
  databaseUrl: string | undefined;
  /** RabbitMQ web-STOMP address; when absent the embedded STOMP broker serves `/ws`. */
  stompRelayUrl: string | undefined;
  stompLogin: string;
  stompPasscode: string;
  /** Prefix of this deployment's topics on a shared RabbitMQ. */
  stompNamespace: string;
  production: boolean;
  /** OAuth client the BFF signs in with (HTTP Basic on oauth/token). */
  clientId: string;
  clientSecret: string;
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  /** Seed the demo group, hotels and users on an empty database. */
  seedDemo: boolean;
  /** Failed sign-ins allowed per user name and address within a minute. */
  loginAttemptsPerMinute: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): UpstreamConfig {
  const production = env.NODE_ENV === 'production';
  const clientSecret = env.OAUTH_CLIENT_SECRET ?? (production ? undefined : 'hotel-bff-secret');
  if (!clientSecret) throw new Error('OAUTH_CLIENT_SECRET must be set in production');
  return {
    host: env.UPSTREAM_HOST ?? '127.0.0.1',
    port: Number(env.UPSTREAM_PORT ?? 8081),
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    stompRelayUrl: env.STOMP_RELAY_URL || undefined,
    stompLogin: env.STOMP_LOGIN ?? 'guest',
    stompPasscode: env.STOMP_PASSCODE ?? 'guest',
    stompNamespace: env.STOMP_NAMESPACE ?? '',
    production,
    clientId: env.OAUTH_CLIENT_ID ?? 'hotel-bff',
    clientSecret,
    accessTokenSeconds: Number(env.ACCESS_TOKEN_SECONDS ?? 8 * 3600),
    refreshTokenSeconds: Number(env.REFRESH_TOKEN_SECONDS ?? 30 * 24 * 3600),
    seedDemo: env.SEED_DEMO !== 'false',
    loginAttemptsPerMinute: Number(env.LOGIN_ATTEMPTS_PER_MINUTE ?? 10),
  };
}
