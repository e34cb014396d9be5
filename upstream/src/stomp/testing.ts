// Helpers for the STOMP tests: a broker on a real HTTP server, stompjs clients, and a raw
// WebSocket client for what stompjs hides (heart-beats, malformed frames).
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client, type IMessage, type StompConfig } from '@stomp/stompjs';
import { WebSocket } from 'ws';
import {
  connectToken,
  createStompBroker,
  type StompBroker,
  type StompBrokerOptions,
  type StompPrincipal,
} from './broker.js';
import { StompFrameParser, serializeFrame, type StompFrame } from './frame.js';

export const USER_TOKEN = 'user-token';
export const SERVICE_TOKEN = 'service-token';

/** USER_TOKEN is user 7, SERVICE_TOKEN a service; anything under /secret is refused to everyone. */
export const testAuthenticate = (headers: Record<string, string>): Promise<StompPrincipal | null> => {
  const token = connectToken(headers);
  if (token === USER_TOKEN) return Promise.resolve({ userId: 7, clientId: 'web', isService: false });
  if (token === SERVICE_TOKEN) return Promise.resolve({ userId: null, clientId: 'bff', isService: true });
  return Promise.resolve(null);
};

export const testAuthorize = (_: StompPrincipal, destination: string): boolean => !destination.startsWith('/secret');

export interface RunningBroker {
  broker: StompBroker;
  server: Server;
  port: number;
  url: string;
  close(): Promise<void>;
}

export async function startBroker(options: Partial<StompBrokerOptions> = {}, port = 0): Promise<RunningBroker> {
  const broker = createStompBroker({
    path: '/ws',
    authenticate: testAuthenticate,
    authorize: testAuthorize,
    logger: { info: () => undefined, warn: () => undefined },
    ...options,
  });
  const server = createServer((_, res) => res.writeHead(404).end());
  server.on('upgrade', (req, socket, head) => {
    if (!broker.handleUpgrade(req, socket, head)) socket.destroy();
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const actual = (server.address() as AddressInfo).port;
  return {
    broker,
    server,
    port: actual,
    url: `ws://127.0.0.1:${actual}/ws`,
    async close() {
      await broker.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A stompjs client (no reconnect) that has connected, or the ERROR/close that refused it. */
export function connectClient(
  url: string,
  connectHeaders: Record<string, string>,
  config: StompConfig = {},
): Promise<Client> {
  return new Promise((resolve, reject) => {
    const client = new Client({
      webSocketFactory: () => new WebSocket(url, ['v12.stomp']),
      connectHeaders,
      reconnectDelay: 0,
      heartbeatIncoming: 0,
      heartbeatOutgoing: 0,
      debug: () => undefined,
      ...config,
    });
    client.onConnect = () => resolve(client);
    client.onStompError = (frame) => {
      void client.deactivate();
      reject(new StompRefused(frame.headers['message'] ?? '', frame.body));
    };
    client.onWebSocketClose = () => reject(new Error('socket closed before CONNECTED'));
    client.activate();
  });
}

export class StompRefused extends Error {
  constructor(
    readonly stompMessage: string,
    readonly details: string,
  ) {
    super(`STOMP ERROR: ${stompMessage} (${details})`);
  }
}

/** Collects the messages of one subscription and waits for a given number of them. */
export class Inbox {
  readonly messages: IMessage[] = [];
  private waiters: { count: number; resolve: () => void }[] = [];

  readonly onMessage = (message: IMessage): void => {
    this.messages.push(message);
    this.waiters = this.waiters.filter((w) => {
      if (this.messages.length < w.count) return true;
      w.resolve();
      return false;
    });
  };

  bodies(): unknown[] {
    return this.messages.map((m) => JSON.parse(m.body) as unknown);
  }

  /** The first message body matching `predicate`, waiting for it (a relay delivers a moment later). */
  async find(predicate: (body: unknown) => boolean, timeoutMs = 5000): Promise<unknown> {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const hit = this.bodies().find(predicate);
      if (hit !== undefined) return hit;
      if (Date.now() > end) throw new Error(`timed out with no matching message among ${this.messages.length}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  waitFor(count: number, timeoutMs = 5000): Promise<void> {
    if (this.messages.length >= count) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`timed out with ${this.messages.length}/${count} messages`)),
        timeoutMs,
      );
      this.waiters.push({
        count,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }
}

/** A raw STOMP-over-WebSocket client: sends frames as given and records everything received. */
export class RawClient {
  readonly frames: StompFrame[] = [];
  heartbeats = 0;
  closed = false;
  private readonly parser = new StompFrameParser({
    maxFrameBytes: 1024 * 1024,
  });
  private listeners: (() => void)[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      for (const item of this.parser.push(data)) {
        if (item.type === 'frame') this.frames.push(item.frame);
        else this.heartbeats += 1;
      }
      this.notify();
    });
    ws.on('close', () => {
      this.closed = true;
      this.notify();
    });
  }

  static async open(url: string, protocols: string[] = ['v12.stomp']): Promise<RawClient> {
    const ws = new WebSocket(url, protocols);
    const client = new RawClient(ws);
    await once(ws, 'open');
    return client;
  }

  send(frame: StompFrame | string): void {
    this.ws.send(typeof frame === 'string' ? frame : serializeFrame(frame));
  }

  /** Resolves when `test` holds, re-checked on every frame, heart-beat and close. */
  until(test: () => boolean, timeoutMs = 5000): Promise<void> {
    if (test()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.listeners = this.listeners.filter((l) => l !== check);
        reject(new Error('timed out waiting on the raw STOMP client'));
      }, timeoutMs);
      const check = () => {
        if (!test()) return;
        clearTimeout(timer);
        this.listeners = this.listeners.filter((l) => l !== check);
        resolve();
      };
      this.listeners.push(check);
    });
  }

  async frame(command: string, timeoutMs?: number): Promise<StompFrame> {
    await this.until(() => this.frames.some((f) => f.command === command), timeoutMs);
    const found = this.frames.find((f) => f.command === command);
    if (!found) throw new Error(`no ${command} frame`);
    return found;
  }

  close(): void {
    this.ws.terminate();
  }

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }
}

export function connectFrame(headers: Record<string, string>): StompFrame {
  return {
    command: 'CONNECT',
    headers: { 'accept-version': '1.2', host: 'localhost', ...headers },
    body: '',
  };
}

export const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
