// Builds the reference upstream: every contract endpoint under its area's prefix, the envelope for
// every answer (errors included), OpenAPI at /openapi.json, and the STOMP endpoint at /ws.
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { StatusCode, routePattern, type AnyEndpoint } from '@hotel/schema';
import type { AppContext } from './app-context.js';
import { principalFromToken } from './auth/tokens.js';
import { authRoutes } from './auth/auth.routes.js';
import { ApiError, fromDatabaseError, notFound, refuse, unauthenticated } from './http/api-error.js';
import { sendError, type RouteBinding } from './http/route.js';
import { openApiDocument } from './http/openapi.js';
import { moduleRoutes } from './modules.js';

export interface BuiltApp {
  http: FastifyInstance;
  routes: RouteBinding[];
}

export async function buildApp(ctx: AppContext, opts: { logger?: boolean } = {}): Promise<BuiltApp> {
  const { httpHeadersTimeoutMs, httpRequestTimeoutMs } = ctx.config;
  const http = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For is believed only from the configured proxies (the BFF): anyone else could name
    // any address and slip past the per-client limits.
    trustProxy: ctx.config.trustedProxies,
    // A stalled request is answered 408 and its socket closed; Node checks every second. Keep-alive
    // stays at Fastify's 72 s, longer than the BFF's pool keeps an idle connection (30 s), so the
    // server never closes a connection the BFF is about to reuse.
    requestTimeout: httpRequestTimeoutMs,
    http: {
      headersTimeout: httpHeadersTimeoutMs,
      connectionsCheckingInterval: Math.max(10, Math.min(1000, httpHeadersTimeoutMs / 2)),
    },
  });
  await http.register(formbody);
  await http.register(multipart);

  const routes = [...authRoutes(ctx), ...moduleRoutes(ctx)];
  assertUnique(routes.map((r) => r.endpoint));
  for (const binding of routes) {
    http.route({
      method: binding.endpoint.method,
      url: routePattern(binding.endpoint),
      handler: async (req, reply) => {
        const header = req.headers.authorization;
        const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
        const principal = token ? await principalFromToken(ctx.db, token) : null;
        if (token && !principal && binding.endpoint.access === 'bearer') {
          throw unauthenticated('SESSION_EXPIRED');
        }
        await binding.handle(req, reply, principal, token);
        return reply;
      },
    });
  }

  http.get('/openapi.json', async () => openApiDocument(routes.map((r) => r.endpoint)));
  // Up while the database answers (503 otherwise). The broker is reported, not required: writes go
  // on while RabbitMQ is away, their messages queued and sent when it is back.
  http.get('/health', async (_req, reply) => {
    // Answered within a second and a half either way: a health check that hangs tells nothing.
    let timer: NodeJS.Timeout | undefined;
    const database = await Promise.race([
      ctx.db.query('select 1').then(
        () => 'ok' as const,
        () => 'unavailable' as const,
      ),
      new Promise<'unavailable'>((resolve) => {
        timer = setTimeout(() => resolve('unavailable'), 1500);
      }),
    ]).finally(() => clearTimeout(timer));
    return reply.code(database === 'ok' ? 200 : 503).send({
      status: database === 'ok' ? 'ok' : 'unavailable',
      database: { kind: ctx.db.kind, state: database },
      broker: { state: ctx.publisher.connected() ? 'connected' : 'disconnected' },
    });
  });

  http.setNotFoundHandler((req, reply) => sendError(reply, notFound(`${req.method} ${req.url}`)));
  http.setErrorHandler((err, req, reply) => {
    if (err instanceof ApiError) return sendError(reply, err);
    const db = fromDatabaseError(err);
    if (db) return sendError(reply, db);
    const status = (err as { statusCode?: number }).statusCode;
    if (status === 413) return sendError(reply, refuse(StatusCode.INVALID, 'REQUEST_TOO_LARGE'));
    if (status && status >= 400 && status < 500) {
      return sendError(reply, new ApiError(StatusCode.INVALID, (err as Error).message));
    }
    req.log.error(err);
    return sendError(reply, refuse(StatusCode.INTERNAL, 'INTERNAL_ERROR'));
  });
  return { http, routes };
}

function assertUnique(endpoints: AnyEndpoint[]): void {
  const seen = new Set<string>();
  for (const e of endpoints) {
    const key = `${e.method} ${routePattern(e)}`;
    if (seen.has(key)) throw new Error(`two handlers for ${key}`);
    seen.add(key);
  }
}
