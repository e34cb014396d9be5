// Per-request context: the caller's token and chosen service, their session (loaded lazily, cached
// per token), the typed upstream client and this request's DataLoaders.
import type { UpstreamClient } from './upstream/client.js';
import type { Session, SessionCache } from './auth/session.js';
import type { StompBridge } from './stomp/bridge.js';
import { appError, ErrorCode } from './errors.js';
import { createLoaders, type Loaders } from './loaders.js';

export interface BffContext {
  token: string | null;
  serviceId: number | null;
  upstream: UpstreamClient;
  sessions: SessionCache;
  loaders: Loaders;
  /** The BFF's OAuth client, for sign-in on behalf of the user. */
  client: { user: string; password: string };
  /** Live topics from the upstream's STOMP broker. */
  bridge: StompBridge;
  /** The caller's session; throws UNAUTHENTICATED without a valid token. */
  session(): Promise<Session>;
}

export function parseBearer(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

export function parseServiceId(value: unknown): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}

export interface ContextDeps {
  upstream: UpstreamClient;
  sessions: SessionCache;
  client: { user: string; password: string };
  bridge: StompBridge;
}

export function createContext(deps: ContextDeps, token: string | null, serviceId: number | null): BffContext {
  const { upstream, sessions } = deps;
  return {
    ...deps,
    token,
    serviceId,
    loaders: createLoaders(upstream, token),
    session: () => {
      if (!token) return Promise.reject(appError(ErrorCode.UNAUTHENTICATED, 'Sign-in required'));
      return sessions.get(token, serviceId);
    },
  };
}
