// The BFF process: Apollo Server over Node's HTTP server, graphql-ws on the same port and path,
// the image proxy, the built web app, and the STOMP bridge.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer, HeaderMap } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
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
import { serveWeb } from './http/static.js';
import { depthLimit } from './http/depth-limit.js';
import { handleSandbox } from './http/sandbox.js';

export interface RunningBff {
  url: string;
  port: number;
  upstream: UpstreamClient;
  bridge: StompBridge;
  close(): Promise<void>;
}

const MAX_BODY = 1024 * 1024;

export async function startBff(config: BffConfig): Promise<RunningBff> {
  const upstream = new UpstreamClient(config.upstream, config.upstreamTimeoutMs);
  const sessions = new SessionCache(upstream, config.sessionTtlMs);
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

  const http: Server = createServer((req, res) => void handle(req, res));
  const wss = new WebSocketServer({ server: http, path: '/graphql' });
  const wsCleanup = useServer<{ authorization?: unknown; serviceId?: unknown }>(
    {
      schema,
      context: (ctx) =>
        createContext(
          deps,
          parseBearer(ctx.connectionParams?.authorization),
          parseServiceId(ctx.connectionParams?.serviceId),
        ),
    },
    wss,
  );

  const apollo = new ApolloServer<BffContext>({
    schema,
    introspection: config.introspection,
    formatError: formatError(config.production),
    includeStacktraceInErrorResponses: !config.production,
    validationRules: [depthLimit(config.production ? 10 : 20)],
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer: http }),
      { serverWillStart: async () => ({ drainServer: async () => wsCleanup.dispose() }) },
      // Browsers get our own offline sandbox (http/sandbox.ts), never Apollo's CDN-loaded page.
      ApolloServerPluginLandingPageDisabled(),
    ],
  });
  await apollo.start();

  async function handle(req: IncomingMessage, res: ServerResponse) {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname === '/graphql') return await graphql(req, res, url);
      if (url.pathname === '/health') return json(res, 200, { status: 'ok', stomp: bridge.stats() });
      if (url.pathname.startsWith(`${FILES_PREFIX}images/`))
        return await image(url.pathname.slice(FILES_PREFIX.length + 7), res);
      if (config.webDist && (req.method === 'GET' || req.method === 'HEAD')) return serveWeb(config.webDist, req, res);
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
        createContext(deps, parseBearer(req.headers.authorization), parseServiceId(req.headers['x-service-id'])),
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
        'x-content-type-options': 'nosniff',
      });
      res.end(file.body);
    } catch {
      json(res, 503, { message: 'The server is not responding. Please try again in a moment.' });
    }
  }

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

function json(res: ServerResponse, status: number, value: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

async function readBody(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
