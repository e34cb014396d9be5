// The embedded STOMP 1.2 broker over WebSocket: the reference upstream's single-machine broker.
// Only the server publishes (SEND from clients is refused); clients CONNECT with a bearer token,
// SUBSCRIBE to the destinations `authorize` allows, and receive JSON MESSAGE frames.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { StompFrameError, StompFrameParser, serializeFrame, type StompFrame } from './frame.js';

export interface StompPrincipal {
  userId: number | null;
  clientId: string;
  isService: boolean;
}

export interface StompLogger {
  info(message: string, meta?: Record<string, unknown>): void;
  warn(message: string, meta?: Record<string, unknown>): void;
}

export interface StompBrokerOptions {
  /** The HTTP path the broker answers WebSocket upgrades on, e.g. `/ws`. */
  path: string;
  /** Resolves the CONNECT headers (see `connectToken`) to a principal; null refuses the connection. */
  authenticate: (connectHeaders: Record<string, string>) => Promise<StompPrincipal | null>;
  /** Whether the principal may subscribe to the destination. */
  authorize: (principal: StompPrincipal, destination: string) => boolean;
  logger?: StompLogger;
  /** The server's heart-beat capabilities [can send every, wants to receive every] in ms. Default [10000, 10000]. */
  heartBeat?: [number, number];
  /** How long a client has to send CONNECT after the WebSocket opens. Default 10 s. */
  connectTimeoutMs?: number;
  /** Largest client frame accepted (clients only send small control frames). Default 64 KiB. */
  maxFrameBytes?: number;
  /** A client whose socket has more than this many bytes unsent is dropped (it reconnects and refetches). Default 8 MiB. */
  maxBufferedBytes?: number;
}

export interface StompBroker {
  /** Takes the upgrade when the path matches (returns true); otherwise leaves it to others. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /**
   * Sends a message body, already JSON text, to every subscription of `destination` as it is: what
   * a topic carries is the publisher's to check (see publisher.ts), the broker only delivers it.
   */
  publish(destination: string, json: string): void;
  connectionCount(): number;
  /** Live subscriptions, to one destination or to all. */
  subscriptionCount(destination?: string): number;
  close(): Promise<void>;
}

/** The token of a CONNECT frame: `Authorization: Bearer <token>`, else the `passcode` header. */
export function connectToken(headers: Record<string, string>): string | null {
  const authorization = headers['Authorization'] ?? headers['authorization'];
  if (authorization !== undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    return match?.[1] ?? null;
  }
  const passcode = headers['passcode'];
  return passcode ? passcode : null;
}

const SUBPROTOCOLS = ['v12.stomp', 'v11.stomp', 'v10.stomp'];
const SERVER_NAME = 'hotel-upstream/1.0';

const silentLogger: StompLogger = {
  info: () => undefined,
  warn: (message, meta) => console.warn(`[stomp] ${message}`, meta ?? ''),
};

function parseHeartBeat(value: string | undefined): [number, number] | null {
  if (value === undefined) return [0, 0];
  const match = /^\s*(\d{1,9})\s*,\s*(\d{1,9})\s*$/.exec(value);
  return match ? [Number(match[1]), Number(match[2])] : null;
}

interface Subscription {
  id: string;
  destination: string;
  connection: Connection;
}

type ConnectionState = 'awaiting-connect' | 'authenticating' | 'connected' | 'closed';

class Connection {
  readonly session = randomUUID();
  state: ConnectionState = 'awaiting-connect';
  principal: StompPrincipal | null = null;
  readonly subscriptions = new Map<string, Subscription>();
  lastReceived = Date.now();
  private readonly parser: StompFrameParser;
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly queued: StompFrame[] = [];

  constructor(
    readonly ws: WebSocket,
    private readonly broker: Broker,
  ) {
    this.parser = new StompFrameParser({
      maxFrameBytes: broker.options.maxFrameBytes,
    });
    const connectTimer = setTimeout(() => {
      if (this.state === 'awaiting-connect' || this.state === 'authenticating')
        this.fail('Connect timeout', 'No CONNECT frame received in time');
    }, broker.options.connectTimeoutMs ?? 10_000);
    this.timers.push(connectTimer);
    ws.on('message', (data) => this.onData(data));
    ws.on('close', () => this.cleanup());
    ws.on('error', (error) => {
      broker.logger.warn('STOMP socket error', {
        session: this.session,
        error: error.message,
      });
      this.cleanup();
      ws.terminate();
    });
  }

  /** A method rather than a field test, so that TypeScript does not narrow it across calls. */
  isClosed(): boolean {
    return this.state === 'closed';
  }

  send(frame: StompFrame): void {
    if (this.state === 'closed' || this.ws.readyState !== this.ws.OPEN) return;
    const limit = this.broker.options.maxBufferedBytes ?? 8 * 1024 * 1024;
    if (this.ws.bufferedAmount > limit) {
      this.broker.logger.warn('STOMP client too slow, dropping it', {
        session: this.session,
      });
      this.cleanup();
      this.ws.terminate();
      return;
    }
    this.ws.send(serializeFrame(frame));
  }

  /** Sends an ERROR frame and closes the connection, as the protocol requires after an ERROR. */
  fail(message: string, details: string, receipt?: string): void {
    if (this.state === 'closed') return;
    const headers: Record<string, string> = {
      message,
      'content-type': 'text/plain',
    };
    if (receipt !== undefined) headers['receipt-id'] = receipt;
    this.send({ command: 'ERROR', headers, body: details });
    this.shutdown(1002, message);
  }

  /** Closes gracefully (buffered frames are flushed first), forcing it after a second. */
  shutdown(code: number, reason: string): void {
    this.cleanup();
    if (this.ws.readyState === this.ws.CLOSED) return;
    this.ws.close(code, reason.slice(0, 120));
    setTimeout(() => this.ws.terminate(), 1000).unref();
  }

  private cleanup(): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    for (const timer of this.timers) clearTimeout(timer);
    for (const subscription of this.subscriptions.values()) this.broker.unindex(subscription);
    this.subscriptions.clear();
    this.queued.length = 0;
    this.broker.forget(this);
  }

  private onData(data: RawData): void {
    if (this.state === 'closed') return;
    this.lastReceived = Date.now();
    const chunk = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
    let items;
    try {
      items = this.parser.push(chunk);
    } catch (error) {
      const details = error instanceof StompFrameError ? error.message : 'Malformed frame';
      this.fail('Malformed frame', details);
      return;
    }
    for (const item of items) {
      if (item.type === 'frame') this.onFrame(item.frame);
      if (this.isClosed()) return;
    }
  }

  private onFrame(frame: StompFrame): void {
    if (this.state === 'authenticating') {
      if (this.queued.length >= 100) this.fail('Too many frames', 'Wait for CONNECTED');
      else this.queued.push(frame);
      return;
    }
    if (this.state === 'awaiting-connect') {
      if (frame.command === 'CONNECT' || frame.command === 'STOMP') void this.onConnect(frame);
      else this.fail('Not connected', `Expected CONNECT, got ${frame.command}`);
      return;
    }
    const receipt = frame.headers['receipt'];
    try {
      switch (frame.command) {
        case 'SUBSCRIBE':
          this.onSubscribe(frame);
          break;
        case 'UNSUBSCRIBE':
          this.onUnsubscribe(frame);
          break;
        case 'DISCONNECT':
          if (receipt !== undefined)
            this.send({
              command: 'RECEIPT',
              headers: { 'receipt-id': receipt },
              body: '',
            });
          this.shutdown(1000, 'Disconnected');
          return;
        case 'ACK':
        case 'NACK':
          // Every subscription is acknowledged automatically; an ACK has nothing left to do.
          break;
        case 'SEND':
          this.fail('Forbidden', 'Clients cannot SEND: only the server publishes', receipt);
          return;
        case 'BEGIN':
        case 'COMMIT':
        case 'ABORT':
          this.fail('Unsupported', 'Transactions are not supported', receipt);
          return;
        case 'CONNECT':
        case 'STOMP':
          this.fail('Already connected', 'CONNECT was already received', receipt);
          return;
        default:
          this.fail('Unknown command', `Unknown command ${frame.command}`, receipt);
          return;
      }
    } catch (error) {
      if (error instanceof FrameRefused) this.fail(error.title, error.message, receipt);
      else throw error;
      return;
    }
    if (receipt !== undefined && this.state === 'connected')
      this.send({
        command: 'RECEIPT',
        headers: { 'receipt-id': receipt },
        body: '',
      });
  }

  private async onConnect(frame: StompFrame): Promise<void> {
    const versions = (frame.headers['accept-version'] ?? '1.0').split(',').map((v) => v.trim());
    if (!versions.includes('1.2')) {
      this.send({
        command: 'ERROR',
        headers: {
          version: '1.2',
          message: 'Unsupported protocol version',
          'content-type': 'text/plain',
        },
        body: 'Supported protocol versions are 1.2',
      });
      this.shutdown(1002, 'Unsupported protocol version');
      return;
    }
    const clientBeat = parseHeartBeat(frame.headers['heart-beat']);
    if (!clientBeat) {
      this.fail('Invalid heart-beat', `Invalid heart-beat header: ${frame.headers['heart-beat']}`);
      return;
    }
    if (connectToken(frame.headers) === null) {
      this.fail('Unauthorized', 'A bearer token is required');
      return;
    }
    this.state = 'authenticating';
    let principal: StompPrincipal | null;
    try {
      principal = await this.broker.options.authenticate(frame.headers);
    } catch (error) {
      this.broker.logger.warn('STOMP authentication failed', {
        session: this.session,
        error: error instanceof Error ? error.message : String(error),
      });
      principal = null;
    }
    if (this.state !== 'authenticating') return; // closed meanwhile
    if (!principal) {
      this.fail('Unauthorized', 'Invalid or expired token');
      return;
    }
    this.principal = principal;
    this.state = 'connected';
    const [canSend, wantsReceive] = this.broker.options.heartBeat ?? [10_000, 10_000];
    const [clientSends, clientWants] = clientBeat;
    const outgoing = canSend === 0 || clientWants === 0 ? 0 : Math.max(canSend, clientWants);
    const incoming = clientSends === 0 || wantsReceive === 0 ? 0 : Math.max(clientSends, wantsReceive);
    this.send({
      command: 'CONNECTED',
      headers: {
        version: '1.2',
        'heart-beat': `${outgoing},${incoming}`,
        session: this.session,
        server: SERVER_NAME,
      },
      body: '',
    });
    this.startHeartBeats(outgoing, incoming);
    this.broker.logger.info('STOMP client connected', {
      session: this.session,
      clientId: principal.clientId,
      userId: principal.userId,
    });
    const queued = this.queued.splice(0);
    for (const next of queued) {
      if (this.state !== 'connected') return;
      this.onFrame(next);
    }
  }

  private startHeartBeats(outgoing: number, incoming: number): void {
    if (outgoing > 0) {
      this.timers.push(
        setInterval(() => {
          if (this.ws.readyState === this.ws.OPEN) this.ws.send('\n');
        }, outgoing),
      );
    }
    if (incoming > 0) {
      this.timers.push(
        setInterval(() => {
          if (Date.now() - this.lastReceived > 2 * incoming) {
            this.broker.logger.warn('STOMP client silent, dropping it', {
              session: this.session,
            });
            this.cleanup();
            this.ws.terminate();
          }
        }, incoming),
      );
    }
  }

  private onSubscribe(frame: StompFrame): void {
    const id = frame.headers['id'];
    const destination = frame.headers['destination'];
    if (!id || !destination) throw new FrameRefused('Invalid SUBSCRIBE', 'id and destination are required');
    if (this.subscriptions.has(id))
      throw new FrameRefused('Invalid SUBSCRIBE', `Subscription id ${id} is already in use`);
    const principal = this.principal;
    let allowed = false;
    try {
      allowed = principal !== null && this.broker.options.authorize(principal, destination);
    } catch (error) {
      this.broker.logger.warn('STOMP authorize threw', {
        destination,
        error: error instanceof Error ? error.message : String(error),
      });
    }
    if (!allowed) throw new FrameRefused('Forbidden', `Not allowed to subscribe to ${destination}`);
    const subscription: Subscription = { id, destination, connection: this };
    this.subscriptions.set(id, subscription);
    this.broker.index(subscription);
  }

  private onUnsubscribe(frame: StompFrame): void {
    const id = frame.headers['id'];
    if (!id) throw new FrameRefused('Invalid UNSUBSCRIBE', 'id is required');
    const subscription = this.subscriptions.get(id);
    if (!subscription) return;
    this.subscriptions.delete(id);
    this.broker.unindex(subscription);
  }
}

class FrameRefused extends Error {
  constructor(
    readonly title: string,
    message: string,
  ) {
    super(message);
  }
}

class Broker implements StompBroker {
  readonly logger: StompLogger;
  private readonly wss: WebSocketServer;
  private readonly connections = new Set<Connection>();
  private readonly byDestination = new Map<string, Set<Subscription>>();
  private messageSeq = 0;
  private closed = false;

  constructor(readonly options: StompBrokerOptions) {
    this.logger = options.logger ?? silentLogger;
    this.wss = new WebSocketServer({
      noServer: true,
      clientTracking: false,
      maxPayload: Math.max(options.maxFrameBytes ?? 64 * 1024, 1024) * 2,
      handleProtocols: (offered) => SUBPROTOCOLS.find((p) => offered.has(p)) ?? false,
    });
  }

  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (pathname !== this.options.path) return false;
    if (this.closed) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n');
      return true;
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      if (this.closed) {
        ws.terminate();
        return;
      }
      this.connections.add(new Connection(ws, this));
    });
    return true;
  }

  publish(destination: string, json: string): void {
    const messageId = String(++this.messageSeq);
    const subscriptions = this.byDestination.get(destination);
    if (!subscriptions) return;
    for (const subscription of [...subscriptions]) {
      subscription.connection.send({
        command: 'MESSAGE',
        headers: {
          subscription: subscription.id,
          'message-id': messageId,
          destination,
          'content-type': 'application/json',
        },
        body: json,
      });
    }
  }

  connectionCount(): number {
    return this.connections.size;
  }

  subscriptionCount(destination?: string): number {
    if (destination !== undefined) return this.byDestination.get(destination)?.size ?? 0;
    let count = 0;
    for (const set of this.byDestination.values()) count += set.size;
    return count;
  }

  async close(): Promise<void> {
    this.closed = true;
    const sockets = [...this.connections].map((connection) => connection.ws);
    await Promise.all(
      sockets.map(
        (ws) =>
          new Promise<void>((resolve) => {
            if (ws.readyState === ws.CLOSED) return resolve();
            const timer = setTimeout(() => ws.terminate(), 1000);
            ws.once('close', () => {
              clearTimeout(timer);
              resolve();
            });
            ws.close(1001, 'Server shutting down');
          }),
      ),
    );
    this.connections.clear();
    this.byDestination.clear();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  index(subscription: Subscription): void {
    let set = this.byDestination.get(subscription.destination);
    if (!set) this.byDestination.set(subscription.destination, (set = new Set()));
    set.add(subscription);
  }

  unindex(subscription: Subscription): void {
    const set = this.byDestination.get(subscription.destination);
    if (!set) return;
    set.delete(subscription);
    if (set.size === 0) this.byDestination.delete(subscription.destination);
  }

  forget(connection: Connection): void {
    this.connections.delete(connection);
  }
}

export function createStompBroker(options: StompBrokerOptions): StompBroker {
  return new Broker(options);
}
