// Where the upstream publishes topic messages: its embedded broker (one machine), or RabbitMQ's STOMP
// plugin (`STOMP_RELAY_URL`) so that many upstream and BFF instances share one broker. Messages are
// typed by the topic registry (@hotel/schema TOPICS): a topic takes exactly its own payload.
import { Client } from '@stomp/stompjs';
import { WebSocket } from 'ws';
import {
  brokerDestination,
  encodeTopicMessage,
  type SingleKind,
  type Topic,
  type TopicKind,
  type TopicMessage,
} from '@hotel/schema';
import type { StompBroker, StompLogger } from './broker.js';

export interface TopicPublisher {
  /**
   * Publishes a message to its topic, sent as its payload schema's JSON (fields in declared order).
   * Resolves once handed off; rejects when closed or when the message does not match its schema.
   */
  publish<K extends TopicKind>(topic: Topic<K>, message: TopicMessage<SingleKind<K>>): Promise<void>;
  /** Whether messages reach the broker now (the embedded one: while open; RabbitMQ: while connected). */
  connected(): boolean;
  close(): Promise<void>;
}

/** The JSON text to send, or the rejection of a message its schema refuses. */
function encode<K extends TopicKind>(topic: Topic<K>, message: TopicMessage<SingleKind<K>>): string | Error {
  try {
    return encodeTopicMessage(topic, message);
  } catch (error) {
    return new Error(`not a valid message for ${topic}`, { cause: error });
  }
}

export function embeddedPublisher(broker: Pick<StompBroker, 'publish'>): TopicPublisher {
  let closed = false;
  return {
    publish(topic, message) {
      if (closed) return Promise.reject(new Error('publisher is closed'));
      const text = encode(topic, message);
      if (text instanceof Error) return Promise.reject(text);
      broker.publish(brokerDestination(topic, 'embedded'), text);
      return Promise.resolve();
    },
    connected: () => !closed,
    close() {
      // The broker belongs to the HTTP server that serves it; closing it is the server's job.
      closed = true;
      return Promise.resolve();
    },
  };
}

export interface RelayPublisherOptions {
  /** RabbitMQ Web STOMP, e.g. ws://rabbitmq:15674/ws */
  url: string;
  login: string;
  passcode: string;
  /** Prefix of every topic on the shared broker (STOMP_NAMESPACE). */
  namespace?: string;
  logger?: StompLogger;
  /** Most messages kept while the relay is unreachable; the oldest are dropped beyond it. Default 10,000. */
  maxQueued?: number;
  /** Heart-beat interval both ways, ms. Default 10 s. */
  heartbeatMs?: number;
  /** Delay before reconnecting, ms. Default 1 s. */
  reconnectDelayMs?: number;
  /** How long close() waits for unconfirmed messages. Default 2 s. */
  closeTimeoutMs?: number;
}

export interface RelayPublisher extends TopicPublisher {
  /** Messages not yet confirmed by the broker (queued or awaiting their RECEIPT). */
  pending(): number;
}

interface OutgoingMessage {
  destination: string;
  body: string;
}

const consoleLogger: StompLogger = {
  info: () => undefined,
  warn: (message, meta) => console.warn(`[stomp] ${message}`, meta ?? ''),
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

/**
 * Publishes through RabbitMQ. Every message is sent with a receipt and kept until the broker
 * confirms it; messages queued while disconnected, and sent ones whose receipt never came, are
 * sent (again) on reconnect, so a broker restart loses nothing (a message may rarely arrive twice;
 * subscribers only refetch on it).
 */
export function relayPublisher(options: RelayPublisherOptions): RelayPublisher {
  const logger = options.logger ?? consoleLogger;
  const maxQueued = options.maxQueued ?? 10_000;
  const heartbeat = options.heartbeatMs ?? 10_000;
  let queue: OutgoingMessage[] = [];
  const inFlight = new Map<string, OutgoingMessage>();
  let receiptSeq = 0;
  let dropped = 0;
  let closed = false;
  let drained: (() => void) | null = null;

  const client = new Client({
    webSocketFactory: () => openSocket(options.url, () => client.connected),
    connectHeaders: { login: options.login, passcode: options.passcode },
    heartbeatIncoming: heartbeat,
    heartbeatOutgoing: heartbeat,
    reconnectDelay: options.reconnectDelayMs ?? 1000,
    debug: () => undefined,
  });

  const checkDrained = () => {
    if (drained && queue.length === 0 && inFlight.size === 0) drained();
  };

  const send = (message: OutgoingMessage) => {
    const receipt = `pub-${++receiptSeq}`;
    inFlight.set(receipt, message);
    client.watchForReceipt(receipt, () => {
      inFlight.delete(receipt);
      if (queue.length > 0) flush();
      checkDrained();
    });
    client.publish({
      destination: message.destination,
      body: message.body,
      headers: { 'content-type': 'application/json', receipt },
    });
  };

  const flush = () => {
    while (queue.length > 0 && client.connected && inFlight.size < maxQueued) {
      const next = queue.shift();
      if (next) send(next);
    }
  };

  const trim = () => {
    const excess = queue.length + inFlight.size - maxQueued;
    if (excess <= 0) return;
    queue.splice(0, Math.min(excess, queue.length));
    if (dropped === 0 || Math.floor(dropped / 1000) !== Math.floor((dropped + excess) / 1000))
      logger.warn('STOMP relay unreachable: dropping the oldest queued messages', {
        dropped: dropped + excess,
        maxQueued,
      });
    dropped += excess;
  };

  client.onConnect = () => {
    if (dropped > 0)
      logger.warn('STOMP relay reconnected after dropping messages', {
        dropped,
      });
    else logger.info('STOMP relay connected', { url: options.url });
    dropped = 0;
    flush();
  };
  client.onWebSocketClose = () => {
    if (inFlight.size > 0) {
      // Unconfirmed messages may not have reached the broker: send them again, first.
      queue = [...inFlight.values(), ...queue];
      inFlight.clear();
    }
  };
  client.onStompError = (frame) => {
    logger.warn('STOMP relay error', {
      message: frame.headers['message'],
      body: frame.body,
    });
  };
  client.onWebSocketError = () => {
    // The close that follows reconnects; the error itself carries nothing more to report.
  };
  client.activate();

  return {
    publish(topic, message) {
      if (closed) return Promise.reject(new Error('publisher is closed'));
      const text = encode(topic, message);
      if (text instanceof Error) return Promise.reject(text);
      const outgoing = {
        destination: brokerDestination(topic, 'rabbitmq', options.namespace ?? ''),
        body: text,
      };
      if (client.connected && queue.length === 0 && inFlight.size < maxQueued) {
        send(outgoing);
      } else {
        queue.push(outgoing);
        trim();
      }
      return Promise.resolve();
    },
    connected: () => client.connected,
    pending: () => queue.length + inFlight.size,
    async close() {
      if (closed) return;
      closed = true;
      if (queue.length > 0 || inFlight.size > 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, options.closeTimeoutMs ?? 2000);
          drained = () => {
            clearTimeout(timer);
            resolve();
          };
          flush();
          checkDrained();
        });
      }
      const left = queue.length + inFlight.size;
      if (left > 0) logger.warn('STOMP relay closed with unconfirmed messages', { left });
      await client.deactivate();
    },
  };
}

export interface PublisherConfig {
  /** RabbitMQ Web STOMP URL (`STOMP_RELAY_URL`); without it the embedded broker is used. */
  relayUrl?: string | undefined;
  login?: string | undefined;
  passcode?: string | undefined;
  broker?: Pick<StompBroker, 'publish'> | undefined;
  logger?: StompLogger | undefined;
  namespace?: string | undefined;
}

export function createPublisher(config: PublisherConfig): TopicPublisher {
  if (config.relayUrl) {
    return relayPublisher({
      url: config.relayUrl,
      login: config.login ?? 'guest',
      passcode: config.passcode ?? 'guest',
      ...(config.namespace ? { namespace: config.namespace } : {}),
      ...(config.logger ? { logger: config.logger } : {}),
    });
  }
  if (config.broker) return embeddedPublisher(config.broker);
  throw new Error('createPublisher needs either a relay URL or the embedded broker');
}
