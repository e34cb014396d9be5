// Upstream configuration, read once from the environment.
import { resolve } from 'node:path';
import { resolveClientSecret } from '@hotel/schema/oauth-client';
import type { BookingLookupLimits, ResetLimits, SignInLimits } from './auth/throttle.js';

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
  /** A request's headers must arrive within this (Node answers 408 and closes the socket). */
  httpHeadersTimeoutMs: number;
  /** The whole request, body included, must arrive within this. */
  httpRequestTimeoutMs: number;
  /** How long a new PostgreSQL connection may take before the request fails as unavailable. */
  databaseConnectTimeoutMs: number;
  databasePoolSize: number;
  /**
   * Proxies whose X-Forwarded-For names the client (the BFF forwards the browser's address): a list
   * of addresses, CIDR ranges or loopback/linklocal/uniquelocal. The client address is what the
   * sign-in and code limits count per client.
   */
  trustedProxies: string;
  /** Sign-in limits (auth/throttle.ts). */
  signIn: SignInLimits;
  /** Forgotten-password limits (auth/throttle.ts). */
  reset: ResetLimits;
  /** The guest's booking lookups on /manage-reservation, per client (auth/throttle.ts). */
  bookingLookup: BookingLookupLimits;
  /**
   * DEV_MAIL_OUTBOX=true: GET dev/outbox answers the mails the system would have sent (sign-up
   * links, reset codes), to callers on this machine only. Never in production.
   */
  devMailOutbox: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): UpstreamConfig {
  const production = env.NODE_ENV === 'production';
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const devMailOutbox = env.DEV_MAIL_OUTBOX === 'true';
  if (production && devMailOutbox)
    throw new Error('DEV_MAIL_OUTBOX is for development and must not be set in production');
  return {
    host: env.UPSTREAM_HOST ?? '127.0.0.1',
    port: Number(env.UPSTREAM_PORT ?? 8081),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    stompRelayUrl: env.STOMP_RELAY_URL || undefined,
    stompLogin: env.STOMP_LOGIN ?? 'guest',
    stompPasscode: env.STOMP_PASSCODE ?? 'guest',
    stompNamespace: env.STOMP_NAMESPACE ?? '',
    production,
    clientId: env.OAUTH_CLIENT_ID ?? 'hotel-bff',
    clientSecret: resolveClientSecret(env, { production, dataDir }),
    accessTokenSeconds: Number(env.ACCESS_TOKEN_SECONDS ?? 8 * 3600),
    refreshTokenSeconds: Number(env.REFRESH_TOKEN_SECONDS ?? 30 * 24 * 3600),
    seedDemo: env.SEED_DEMO !== 'false',
    httpHeadersTimeoutMs: Number(env.HTTP_HEADERS_TIMEOUT_MS ?? 10_000),
    httpRequestTimeoutMs: Number(env.HTTP_REQUEST_TIMEOUT_MS ?? 30_000),
    databaseConnectTimeoutMs: Number(env.DATABASE_CONNECT_TIMEOUT_MS ?? 5000),
    databasePoolSize: Number(env.DATABASE_POOL_SIZE ?? 10),
    trustedProxies: env.TRUSTED_PROXIES ?? 'loopback,uniquelocal',
    signIn: {
      freeFailures: count(env, 'SIGN_IN_FREE_FAILURES', 5),
      firstDelaySeconds: count(env, 'SIGN_IN_FIRST_DELAY_SECONDS', 1),
      maxDelaySeconds: count(env, 'SIGN_IN_MAX_DELAY_SECONDS', 900),
      failuresPerClient: count(env, 'SIGN_IN_FAILURES_PER_CLIENT', 50),
      failuresPerAccount: count(env, 'SIGN_IN_FAILURES_PER_ACCOUNT', 20),
      windowSeconds: count(env, 'SIGN_IN_WINDOW_SECONDS', 900),
    },
    reset: {
      codesPerAccount: count(env, 'RESET_CODES_PER_ACCOUNT', 3),
      requestsPerClient: count(env, 'RESET_REQUESTS_PER_CLIENT', 10),
      wrongCodesPerAccount: count(env, 'RESET_WRONG_CODES_PER_ACCOUNT', 5),
      wrongCodesPerClient: count(env, 'RESET_WRONG_CODES_PER_CLIENT', 20),
      windowSeconds: count(env, 'RESET_WINDOW_SECONDS', 3600),
    },
    bookingLookup: {
      failuresPerClient: count(env, 'BOOKING_LOOKUP_FAILURES_PER_CLIENT', 20),
      windowSeconds: count(env, 'BOOKING_LOOKUP_WINDOW_SECONDS', 3600),
    },
    devMailOutbox,
  };
}

/** A whole number of at least 1 from the environment, or the default; anything else stops the start. */
function count(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of at least 1, not "${value}"`);
  return n;
}
