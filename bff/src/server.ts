// The BFF process: Apollo Server over Node's HTTP server, graphql-ws on the same port and path,
// the image proxy, the built web app, and the STOMP bridge.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { ApolloServer, HeaderMap } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { WebSocketServer, type WebSocket } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import type { GraphQLError } from 'graphql';
import { reference } from '@hotel/schema';
import type { BffConfig } from './config.js';
import { createContext, parseBearer, parseServiceId, type BffContext, type ContextDeps } from './context.js';
import { formatError } from './errors.js';
import { SessionCache } from './auth/session.js';
import { bffSchema } from './schema.js';
import { StompBridge } from './stomp/bridge.js';
import { UpstreamClient } from './upstream/client.js';
import { serviceTokenSource } from './upstream/service-token.js';
import { FILES_PREFIX } from './http/files.js';
import { webApp } from './http/static.js';
import { setSecurityHeaders } from './http/security-headers.js';
import { graphqlArmor, maskSuggestions, webSocketOperation } from './http/limits.js';
import { handleSandbox } from './http/sandbox.js';
import { ClientConnections, applyHttpTimeouts, httpServerOptions, superviseSockets } from './http/connections.js';
import { checkHealth } from './http/health.js';
import { subscribeShared } from './http/live-execution.js';

export interface RunningBff {
  url: string;
  port: number;
  upstream: UpstreamClient;
  bridge: StompBridge;
  close(): Promise<void>;
}

const MAX_BODY = 1024 * 1024;

export async function startBff(config: BffConfig): Promise<RunningBff> {
  const upstream = new UpstreamClient(config.upstream, {
    timeoutMs: config.upstreamTimeoutMs,
    maxUrlBytes: config.upstreamMaxUrlBytes,
  });
  const sessions = new SessionCache(upstream, config.sessionTtlMs, config.liveRecheckMs);
  const client = { user: config.clientId, password: config.clientSecret };
  const serviceToken = serviceTokenSource(upstream, client);
  const bridge = new StompBridge({
    url: config.stompUrl,
    flavor: config.stompFlavor,
    namespace: config.stompNamespace,
    connectHeaders: async (): Promise<Record<string, string>> =>
      config.stompFlavor === 'rabbitmq'
        ? { login: config.stompLogin, passcode: config.stompPasscode }
        : { Authorization: `Bearer ${await serviceToken()}` },
  });
  const deps: ContextDeps = { upstream, sessions, client, bridge };
  const schema = await bffSchema();

  const hideSuggestions = config.production;
  const armor = graphqlArmor({ limits: config.limits, hideSuggestions });

  const connections = new ClientConnections(config.connections);
  const http: Server = createServer(httpServerOptions(config.connections), (req, res) => {
    const release = connections.acquire(req);
    if (!release) return json(res, 429, TOO_MANY_CONNECTIONS);
    res.once('close', release);
    void handle(req, res);
  });
  applyHttpTimeouts(http, config.connections);
  // Upgrades are ours to accept: a client past its cap is refused before the handshake.
  const wss = new WebSocketServer({ noServer: true });
  http.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== '/graphql') return refuseUpgrade(socket, 404);
    const release = connections.acquire(req);
    if (!release) return refuseUpgrade(socket, 429);
    socket.once('close', release);
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });
  // graphql-ws keeps each connection's running operations; the idle policy reads them.
  const operations = new WeakMap<WebSocket, { subscriptions: Record<string, unknown> }>();
  const stopSupervising = superviseSockets(
    wss,
    config.connections,
    (socket) => Object.keys(operations.get(socket)?.subscriptions ?? {}).length,
  );
  const showError = formatError(config.production);
  const formatLive = (error: GraphQLError) => {
    const masked = hideSuggestions ? maskSuggestions(error) : error;
    return showError(masked.toJSON(), masked);
  };
  const wsCleanup = useServer<{ authorization?: unknown; serviceId?: unknown }, { socket: WebSocket }>(
    {
      schema,
      subscribe: subscribeShared,
      onConnect: (ctx) => {
        operations.set(ctx.extra.socket, ctx);
      },
      onSubscribe: webSocketOperation({
        schema,
        limits: config.limits,
        hideSuggestions,
        introspection: config.introspection,
      }),
      // An event's errors (a refusal found while the subscription runs, an upstream failure) are
      // formatted as every HTTP answer's: the one formatError, suggestions masked in production.
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors ? { ...result, errors: result.errors.map(formatLive) } : undefined,
      context: (ctx) =>
        createContext(
          deps,
          parseBearer(ctx.connectionParams?.authorization),
          parseServiceId(ctx.connectionParams?.serviceId),
          connections.clientOf(ctx.extra.request),
        ),
    },
    wss,
  );

  const apollo = new ApolloServer<BffContext>({
    schema,
    introspection: config.introspection,
    formatError: showError,
    includeStacktraceInErrorResponses: !config.production,
    parseOptions: armor.parseOptions,
    validationRules: armor.validationRules,
    plugins: [
      ...armor.plugins,
      ApolloServerPluginDrainHttpServer({ httpServer: http }),
      {
        serverWillStart: async () => ({
          drainServer: async () => {
            stopSupervising();
            await wsCleanup.dispose();
          },
        }),
      },
      // Browsers get our own offline sandbox (http/sandbox.ts), never Apollo's CDN-loaded page.
      ApolloServerPluginLandingPageDisabled(),
      // No response is HTTP-cached (no cache hints): Apollo's default cache-control plugin would still
      // wrap every field's resolver to compute a policy nobody reads, the largest per-field cost on
      // the kitchen board's 200 items (issue 10, node --cpu-prof of the kitchen bench).
      ApolloServerPluginCacheControlDisabled(),
    ],
  });
  await apollo.start();

  const web = config.webDist ? webApp(config.webDist, { production: config.production }) : null;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    try {
      setSecurityHeaders(res);
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname === '/graphql') return await graphql(req, res, url);
      if (url.pathname === '/health') {
        const health = await checkHealth(upstream, config.upstreamHealthUrl, bridge);
        return json(res, health.status === 'ok' ? 200 : 503, health);
      }
      if (url.pathname.startsWith(`${FILES_PREFIX}images/`))
        return await image(url.pathname.slice(FILES_PREFIX.length + 7), res);
      if (web && (req.method === 'GET' || req.method === 'HEAD')) return web(req, res);
      json(res, 404, { message: 'Not found' });
    } catch (err) {
      console.error(err);
      if (!res.headersSent) json(res, 500, { message: 'Internal server error' });
      else res.end();
    }
  }

  async function graphql(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (await handleSandbox(config, schema, req, res)) return;
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    let body: unknown = undefined;
    if (req.method === 'POST') {
      const text = await readBody(req);
      if (text === null) return json(res, 413, { errors: [{ message: 'Request too large' }] });
      try {
        body = text ? JSON.parse(text) : {};
      } catch {
        return json(res, 400, { errors: [{ message: 'Body is not valid JSON', extensions: { code: 'BAD_REQUEST' } }] });
      }
    }
    const response = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: req.method ?? 'GET', headers, search: url.search, body },
      context: async () =>
        createContext(
          deps,
          parseBearer(req.headers.authorization),
          parseServiceId(req.headers['x-service-id']),
          connections.clientOf(req),
        ),
    });
    for (const [key, value] of response.headers) res.setHeader(key, value);
    res.statusCode = response.status ?? 200;
    if (response.body.kind === 'complete') {
      res.end(response.body.string);
      return;
    }
    for await (const chunk of response.body.asyncIterator) res.write(chunk);
    res.end();
  }

  async function image(id: string, res: ServerResponse) {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return json(res, 404, { message: 'Not found' });
    try {
      const file = await upstream.fetchBinary(reference.image, { id });
      res.writeHead(file.status, {
        'content-type': file.contentType,
        'cache-control': file.status === 200 ? 'public, max-age=86400' : 'no-store',
      });
      res.end(file.body);
    } catch {
      json(res, 503, { message: 'The server is not responding. Please try again in a moment.' });
    }
  }

  // Connected from the start, so /health tells whether the broker is reachable before anyone subscribes.
  bridge.start();
  await new Promise<void>((resolve) => http.listen(config.port, config.host, resolve));
  const port = (http.address() as AddressInfo).port;
  return {
    url: `http://${config.host}:${port}`,
    port,
    upstream,
    bridge,
    async close() {
      await apollo.stop();
      await bridge.close();
      await upstream.close();
    },
  };
}

const TOO_MANY_CONNECTIONS = {
  errors: [{ message: 'Too many connections from this client', extensions: { code: 'TOO_MANY_REQUESTS' } }],
};

function refuseUpgrade(socket: Socket, status: 404 | 429): void {
  const text = status === 429 ? 'Too Many Requests' : 'Not Found';
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

function json(res: ServerResponse, status: number, value: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

/**
 * The request's body as text, or null past MAX_BODY (the rest is read and dropped, so the refusal can
 * still be answered on the connection). Read with events: an async iterator over the request costs
 * more than the small bodies of GraphQL operations take to read.
 */
function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        chunks.length = 0;
        resolve(null);
      } else chunks.push(chunk);
    });
    req.once('end', () => resolve(size > MAX_BODY ? null : Buffer.concat(chunks).toString('utf8')));
    req.once('error', reject);
  });
}
