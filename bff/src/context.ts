// Per-request context: the caller's token and chosen service, their session (loaded lazily, cached
// per token), the upstream client bound to the caller and this request's DataLoaders.
import type { UpstreamClient } from './upstream/client.js';
import { CallerUpstream } from './upstream/caller.js';
import type { Session, SessionCache } from './auth/session.js';
import type { StompBridge } from './stomp/bridge.js';
import { ErrorCode, refusalError } from './errors.js';
import { createLoaders, type Loaders } from './loaders.js';

export interface BffContext {
  token: string | null;
  serviceId: number | null;
  /** The browser's address (http/connections.ts clientOf), forwarded to the upstream on every call. */
  clientAddress: string | null;
  /** The upstream as the caller: their token on every call, refusals in the schema's words. */
  upstream: CallerUpstream;
  sessions: SessionCache;
  loaders: Loaders;
  /** The BFF's OAuth client, for sign-in on behalf of the user. */
  client: { user: string; password: string };
  /** Live topics from the upstream's STOMP broker. */
  bridge: StompBridge;
  /** The caller's session; throws UNAUTHENTICATED without a valid token. */
  session(): Promise<Session>;
  /** The caller's session with the rights they hold in `serviceId` (the request's service: session()). */
  sessionFor(serviceId: number): Promise<Session>;
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

export function createContext(
  deps: ContextDeps,
  token: string | null,
  serviceId: number | null,
  clientAddress: string | null = null,
): BffContext {
  const { sessions, client, bridge } = deps;
  const upstream = new CallerUpstream(deps.upstream, token, clientAddress);
  const sessionFor = (service: number | null) => {
    if (!token) return Promise.reject(refusalError(ErrorCode.UNAUTHENTICATED, 'SIGN_IN_REQUIRED'));
    return sessions.get(token, service);
  };
  return {
    sessions,
    client,
    bridge,
    upstream,
    token,
    serviceId,
    clientAddress,
    loaders: createLoaders(upstream),
    session: () => sessionFor(serviceId),
    sessionFor,
  };
}
