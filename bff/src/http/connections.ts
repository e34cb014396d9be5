// What one client may hold open on the BFF, and for how long (issue 9, finding 15):
//
// - HTTP: a request's headers must arrive within HTTP_HEADERS_TIMEOUT_MS and the whole request
//   within HTTP_REQUEST_TIMEOUT_MS, or Node answers 408 and closes the socket (a stalled body no
//   longer holds a connection for minutes); idle keep-alive sockets close after
//   HTTP_KEEP_ALIVE_TIMEOUT_MS.
// - Per client: open WebSockets plus HTTP requests in flight are capped at
//   MAX_CONNECTIONS_PER_CLIENT; past it HTTP answers 429 and a WebSocket upgrade is refused with 429.
//   The client is the socket's address, or, when that address is a trusted proxy (TRUST_PROXY), the
//   address the proxy appended to X-Forwarded-For: a client cannot pick its own identity.
// - graphql-ws: every WS_PING_INTERVAL_MS each socket is pinged; one that has not answered the
//   previous ping is dead and terminated. A socket without any subscription for WS_IDLE_TIMEOUT_MS is
//   closed (1000, "Idle"); the web app's client is lazy and opens a socket again when a screen
//   subscribes.
import { BlockList, isIP } from 'node:net';
import type { IncomingMessage, Server, ServerOptions } from 'node:http';
import type { WebSocket, WebSocketServer } from 'ws';

export interface ConnectionPolicy {
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** 0: no cap. */
  maxConnectionsPerClient: number;
  /** Addresses and subnets (CIDR) of proxies whose X-Forwarded-For is believed. */
  trustProxy: readonly string[];
  /** 0: no pings. */
  wsPingIntervalMs: number;
  /** 0: idle sockets stay open. */
  wsIdleTimeoutMs: number;
}

export const DEFAULT_CONNECTION_POLICY: Readonly<ConnectionPolicy> = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  maxConnectionsPerClient: 200,
  trustProxy: [],
  wsPingIntervalMs: 30_000,
  wsIdleTimeoutMs: 60_000,
};

/** Options for http.createServer; Node checks the timeouts every `connectionsCheckingInterval`. */
export function httpServerOptions(policy: ConnectionPolicy): ServerOptions {
  return {
    requestTimeout: policy.requestTimeoutMs,
    headersTimeout: policy.headersTimeoutMs,
    keepAliveTimeout: policy.keepAliveTimeoutMs,
    connectionsCheckingInterval: Math.max(10, Math.min(1000, policy.headersTimeoutMs / 2)),
  };
}

/** `TRUST_PROXY` entries ("10.0.0.1", "172.16.0.0/12", "::1") as a block list. */
function trustedList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(address)) throw new Error(`TRUST_PROXY: "${entry}" is not an address or subnet`);
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

/** IPv4 clients of a dual-stack socket show as ::ffff:a.b.c.d. */
const plain = (address: string) => (address.startsWith('::ffff:') ? address.slice(7) : address);

/** Counts each client's open connections (WebSockets and HTTP requests in flight) against the cap. */
export class ClientConnections {
  private readonly open = new Map<string, number>();
  private readonly trusted: BlockList;

  constructor(private readonly policy: ConnectionPolicy) {
    this.trusted = trustedList(policy.trustProxy);
  }

  private isTrusted(address: string): boolean {
    return this.trusted.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
  }

  /** The client's address: the socket's, or the nearest untrusted hop a trusted proxy names. */
  clientOf(req: IncomingMessage): string {
    let client = plain(req.socket.remoteAddress ?? 'unknown');
    if (!isIP(client) || !this.isTrusted(client)) return client;
    const forwarded = String(req.headers['x-forwarded-for'] ?? '')
      .split(',')
      .map((hop) => plain(hop.trim()))
      .filter((hop) => hop !== '');
    for (let i = forwarded.length - 1; i >= 0; i--) {
      const hop = forwarded[i]!;
      if (!isIP(hop)) break;
      client = hop;
      if (!this.isTrusted(hop)) break;
    }
    return client;
  }

  /** Takes one of the client's connections; null when they hold the most allowed. */
  acquire(req: IncomingMessage): (() => void) | null {
    const client = this.clientOf(req);
    const held = this.open.get(client) ?? 0;
    if (this.policy.maxConnectionsPerClient > 0 && held >= this.policy.maxConnectionsPerClient) return null;
    this.open.set(client, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.open.get(client) ?? 1) - 1;
      if (left > 0) this.open.set(client, left);
      else this.open.delete(client);
    };
  }
}

/**
 * Pings every socket and terminates the dead ones; closes sockets that have had no subscription for
 * the idle timeout. `activeOperations` tells how many operations a socket runs (graphql-ws knows).
 * Answers a function that stops the timers.
 */
export function superviseSockets(
  wss: WebSocketServer,
  policy: ConnectionPolicy,
  activeOperations: (socket: WebSocket) => number,
): () => void {
  const alive = new WeakMap<WebSocket, boolean>();
  const idleSince = new WeakMap<WebSocket, number>();
  const timers: NodeJS.Timeout[] = [];

  wss.on('connection', (socket) => {
    alive.set(socket, true);
    idleSince.set(socket, Date.now());
    socket.on('pong', () => alive.set(socket, true));
  });

  if (policy.wsPingIntervalMs > 0) {
    timers.push(
      setInterval(() => {
        for (const socket of wss.clients) {
          if (alive.get(socket) === false) {
            socket.terminate();
            continue;
          }
          alive.set(socket, false);
          socket.ping();
        }
      }, policy.wsPingIntervalMs).unref(),
    );
  }

  if (policy.wsIdleTimeoutMs > 0) {
    const sweep = Math.max(10, Math.min(5000, policy.wsIdleTimeoutMs / 4));
    timers.push(
      setInterval(() => {
        const now = Date.now();
        for (const socket of wss.clients) {
          if (activeOperations(socket) > 0) {
            idleSince.delete(socket);
            continue;
          }
          const since = idleSince.get(socket);
          if (since === undefined) idleSince.set(socket, now);
          else if (now - since >= policy.wsIdleTimeoutMs) socket.close(1000, 'Idle');
        }
      }, sweep).unref(),
    );
  }

  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}

/** Applies the timeouts Node does not take as createServer options on every version. */
export function applyHttpTimeouts(server: Server, policy: ConnectionPolicy): void {
  server.requestTimeout = policy.requestTimeoutMs;
  server.headersTimeout = policy.headersTimeoutMs;
  server.keepAliveTimeout = policy.keepAliveTimeoutMs;
}
