// Builds the reference upstream: every contract endpoint under its area's prefix, the envelope for
// every answer (errors included), OpenAPI at /openapi.json, and the STOMP endpoint at /ws.
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { StatusCode, routePattern, type AnyEndpoint } from '@hotel/schema';
import type { AppContext } from './app-context.js';
import { principalFromToken } from './auth/tokens.js';
import { authRoutes } from './auth/auth.routes.js';
import { ApiError, fromDatabaseError, notFound } from './http/api-error.js';
import { sendError, type RouteBinding } from './http/route.js';
import { openApiDocument } from './http/openapi.js';
import { moduleRoutes } from './modules.js';

export interface BuiltApp {
  http: FastifyInstance;
  routes: RouteBinding[];
}

export async function buildApp(ctx: AppContext, opts: { logger?: boolean } = {}): Promise<BuiltApp> {
  const http = Fastify({ logger: opts.logger ?? false, bodyLimit: 1024 * 1024, trustProxy: true });
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
          throw new ApiError(StatusCode.UNAUTHENTICATED, 'Your session has expired. Please sign in again.');
        }
        await binding.handle(req, reply, principal, token);
        return reply;
      },
    });
  }

  http.get('/openapi.json', async () => openApiDocument(routes.map((r) => r.endpoint)));
  http.get('/health', async () => ({ status: 'ok', database: ctx.db.kind }));

  http.setNotFoundHandler((req, reply) => sendError(reply, notFound(`${req.method} ${req.url}`)));
  http.setErrorHandler((err, req, reply) => {
    if (err instanceof ApiError) return sendError(reply, err);
    const db = fromDatabaseError(err);
    if (db) return sendError(reply, db);
    const status = (err as { statusCode?: number }).statusCode;
    if (status === 413) return sendError(reply, new ApiError(StatusCode.INVALID, 'The request is too large'));
    if (status && status >= 400 && status < 500) {
      return sendError(reply, new ApiError(StatusCode.INVALID, (err as Error).message));
    }
    req.log.error(err);
    return sendError(reply, new ApiError(StatusCode.INTERNAL, 'Internal server error'));
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
