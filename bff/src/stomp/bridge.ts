// The BFF's STOMP bridge: one STOMP connection per BFF instance, shared by every GraphQL
// subscription. Subscribers of one topic share one STOMP subscription (reference counted). Each
// message is parsed once, with its topic's payload schema (@hotel/schema TOPICS), and handed to every
// subscriber typed; a malformed one is logged and dropped, and the streams go on. After a reconnect
// every active topic is subscribed again and each subscriber gets a `resync` event, so the client
// refetches and nothing it shows stays stale.
import { Client, type IMessage, type StompSubscription } from '@stomp/stompjs';
import { WebSocket } from 'ws';
import {
  brokerDestination,
  decodeTopicMessage,
  type BrokerFlavor,
  type Topic,
  type TopicKind,
  type TopicMessage,
} from '@hotel/schema';

/** What a subscriber of a topic receives: a parsed message of the topic's payload type, or a resync. */
export type BridgeEvent<K extends TopicKind = TopicKind> =
  { kind: 'message'; topic: Topic<K>; message: TopicMessage<K> } | { kind: 'resync'; topic: Topic<K> };

export interface BridgeLogger {
  info(message: string, meta?: Record<string, unknown>): void;
  warn(message: string, meta?: Record<string, unknown>): void;
}

export interface StompBridgeOptions {
  /** The broker's WebSocket URL: the upstream's `/ws`, or RabbitMQ Web STOMP. */
  url: string;
  flavor: BrokerFlavor;
  /** Prefix of every topic on a shared RabbitMQ (STOMP_NAMESPACE). */
  namespace?: string;
  /** CONNECT headers, asked again before every (re)connect since a token may have expired. */
  connectHeaders: () => Promise<Record<string, string>>;
  logger?: BridgeLogger;
  /** Heart-beat interval both ways, ms. Default 10 s. */
  heartbeatMs?: number;
  /** Delay before reconnecting, ms. Default 1 s. */
  reconnectDelayMs?: number;
  /** Queued events per subscriber above which a warning is logged (nothing is dropped). Default 1,000. */
  highWaterMark?: number;
}

export interface BridgeStats {
  connected: boolean;
  /** Topics with at least one subscriber. */
  topics: number;
  subscribers: number;
}

interface TopicEntry {
  topic: Topic;
  subscribers: Set<Subscriber>;
  stomp: StompSubscription | null;
}

const consoleLogger: BridgeLogger = {
  info: () => undefined,
  warn: (message, meta) => console.warn(`[stomp-bridge] ${message}`, meta ?? ''),
};

const CONNECT_TIMEOUT_MS = 10_000;

/**
 * A WebSocket for stompjs that gives up when STOMP is not connected within 10 s (stompjs retries).
 * stompjs' own connectionTimeout leaves a timer behind that keeps a stopping process alive.
 */
function openSocket(url: string, connected: () => boolean): WebSocket {
  const ws = new WebSocket(url, ['v12.stomp'], {
    handshakeTimeout: CONNECT_TIMEOUT_MS,
  });
  const timer = setTimeout(() => {
    if (!connected()) ws.terminate();
  }, CONNECT_TIMEOUT_MS).unref();
  ws.once('close', () => clearTimeout(timer));
  return ws;
}

export class StompBridge {
  private readonly client: Client;
  private readonly topics = new Map<string, TopicEntry>();
  private readonly logger: BridgeLogger;
  private readonly highWaterMark: number;
  private everConnected = false;
  private live = false;
  private closed = false;
  private headersFailing = false;
  private receiptSeq = 0;

  constructor(private readonly options: StompBridgeOptions) {
    this.logger = options.logger ?? consoleLogger;
    this.highWaterMark = options.highWaterMark ?? 1000;
    const heartbeat = options.heartbeatMs ?? 10_000;
    this.client = new Client({
      webSocketFactory: () => openSocket(options.url, () => this.client.connected),
      heartbeatIncoming: heartbeat,
      heartbeatOutgoing: heartbeat,
      reconnectDelay: options.reconnectDelayMs ?? 1000,
      debug: () => undefined,
      beforeConnect: (client) => this.refreshHeaders(client),
      onConnect: () => this.onConnect(),
      onWebSocketClose: () => this.onConnectionLost(),
      onStompError: (frame) =>
        this.logger.warn('STOMP broker refused the bridge', {
          message: frame.headers['message'],
          details: frame.body,
        }),
      onWebSocketError: () => undefined, // the close that follows is reported and retried
    });
  }

  /** Connects now rather than on the first subscriber. */
  start(): void {
    if (this.closed || this.client.active) return;
    this.client.activate();
  }

  /**
   * Events of one topic for one subscriber, until `return()` is called (GraphQL does so when the
   * client unsubscribes) or the bridge closes.
   */
  subscribe<K extends TopicKind>(topic: Topic<K>): AsyncIterableIterator<BridgeEvent<K>> {
    if (this.closed) throw new Error('the STOMP bridge is closed');
    let entry = this.topics.get(topic);
    if (!entry) {
      entry = { topic, subscribers: new Set(), stomp: null };
      this.topics.set(topic, entry);
    }
    const subscriber: Subscriber = new Subscriber(topic, this.highWaterMark, this.logger, () =>
      this.leave(topic, subscriber),
    );
    // Joining during an outage: whatever was loaded meanwhile may miss messages, so refetch once back.
    subscriber.stale = this.everConnected && !this.client.connected;
    entry.subscribers.add(subscriber);
    if (!entry.stomp && this.client.connected) this.subscribeStomp(entry);
    this.start();
    // The entry is keyed by this topic and decodes with its schema: its events are this kind's.
    return subscriber as AsyncIterableIterator<BridgeEvent<K>>;
  }

  stats(): BridgeStats {
    let subscribers = 0;
    for (const entry of this.topics.values()) subscribers += entry.subscribers.size;
    return {
      connected: this.client.connected,
      topics: this.topics.size,
      subscribers,
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const entries = [...this.topics.values()];
    this.topics.clear();
    for (const entry of entries) for (const subscriber of entry.subscribers) subscriber.end();
    await this.client.deactivate();
  }

  private async refreshHeaders(client: Client): Promise<void> {
    try {
      client.connectHeaders = await this.options.connectHeaders();
      this.headersFailing = false;
    } catch (error) {
      // Keep the previous headers: the attempt fails or succeeds on its own and is retried. Said
      // once per outage: the bridge retries every second while the upstream is down.
      if (this.headersFailing) return;
      this.headersFailing = true;
      this.logger.warn('could not refresh the STOMP connect headers', {
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }

  private onConnect(): void {
    const reconnect = this.everConnected;
    this.everConnected = true;
    this.live = true;
    this.logger.info(reconnect ? 'STOMP bridge reconnected' : 'STOMP bridge connected', {
      url: this.options.url,
      topics: this.topics.size,
    });
    for (const entry of this.topics.values()) this.subscribeStomp(entry);
  }

  private onConnectionLost(): void {
    if (this.closed) return;
    if (this.live) this.logger.warn('STOMP bridge lost its connection, reconnecting', { url: this.options.url });
    this.live = false;
    for (const entry of this.topics.values()) {
      if (entry.stomp) for (const subscriber of entry.subscribers) subscriber.stale = true;
      entry.stomp = null;
    }
  }

  /**
   * Subscribes on the broker; once the broker confirms (RECEIPT), the subscribers that may have
   * missed messages get their `resync`, so their refetch cannot race the subscription.
   */
  private subscribeStomp(entry: TopicEntry): void {
    const receipt = `bridge-${++this.receiptSeq}`;
    this.client.watchForReceipt(receipt, () => {
      if (this.topics.get(entry.topic) !== entry) return;
      for (const subscriber of entry.subscribers) {
        if (!subscriber.stale) continue;
        subscriber.stale = false;
        subscriber.push({ kind: 'resync', topic: entry.topic });
      }
    });
    entry.stomp = this.client.subscribe(
      brokerDestination(entry.topic, this.options.flavor, this.options.namespace ?? ''),
      (message) => this.deliver(entry, message),
      { receipt },
    );
  }

  private deliver(entry: TopicEntry, frame: IMessage): void {
    const decoded = decodeTopicMessage(entry.topic, frame.body);
    if (!decoded.ok) {
      this.logger.warn('dropped a malformed STOMP message', {
        topic: entry.topic,
        reason: decoded.reason,
        messageId: frame.headers['message-id'],
      });
      return;
    }
    const event: BridgeEvent = { kind: 'message', topic: entry.topic, message: decoded.message };
    for (const subscriber of entry.subscribers) subscriber.push(event);
  }

  private leave(topic: Topic, subscriber: Subscriber): void {
    const entry = this.topics.get(topic);
    if (!entry || !entry.subscribers.delete(subscriber)) return;
    if (entry.subscribers.size > 0) return;
    this.topics.delete(topic);
    if (entry.stomp && this.client.connected) {
      try {
        entry.stomp.unsubscribe();
      } catch (error) {
        this.logger.warn('STOMP unsubscribe failed', {
          topic,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
  }
}

/** One GraphQL subscriber's events: an unbounded FIFO, so a slow consumer loses nothing. */
class Subscriber implements AsyncIterableIterator<BridgeEvent> {
  stale = false;
  private queue: BridgeEvent[] = [];
  private head = 0;
  private waiting: ((result: IteratorResult<BridgeEvent>) => void) | null = null;
  private done = false;
  private warned = false;

  constructor(
    private readonly topic: string,
    private readonly highWaterMark: number,
    private readonly logger: BridgeLogger,
    private readonly onLeave: () => void,
  ) {}

  push(event: BridgeEvent): void {
    if (this.done) return;
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = null;
      resolve({ value: event, done: false });
      return;
    }
    this.queue.push(event);
    const size = this.queue.length - this.head;
    if (size >= this.highWaterMark && !this.warned) {
      this.warned = true;
      this.logger.warn('slow STOMP subscriber: events are piling up', {
        topic: this.topic,
        queued: size,
      });
    } else if (size < this.highWaterMark / 2) {
      this.warned = false;
    }
  }

  /** Ends the iterator (bridge closing); queued events are still handed out first. */
  end(): void {
    this.done = true;
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = null;
      resolve({ value: undefined, done: true });
    }
  }

  next(): Promise<IteratorResult<BridgeEvent>> {
    if (this.head < this.queue.length) {
      const value = this.queue[this.head] as BridgeEvent;
      this.head += 1;
      if (this.head === this.queue.length) {
        this.queue = [];
        this.head = 0;
      } else if (this.head > 1024 && this.head * 2 > this.queue.length) {
        this.queue = this.queue.slice(this.head);
        this.head = 0;
      }
      return Promise.resolve({ value, done: false });
    }
    if (this.done) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }

  return(): Promise<IteratorResult<BridgeEvent>> {
    this.queue = [];
    this.head = 0;
    this.end();
    this.onLeave();
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(error?: unknown): Promise<IteratorResult<BridgeEvent>> {
    void this.return();
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<BridgeEvent> {
    return this;
  }
}
