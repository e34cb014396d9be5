import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer, connect as tcpConnect, type AddressInfo, type Socket } from 'node:net';
import { after, describe, it } from 'node:test';
import type { Client } from '@stomp/stompjs';
import {
  brokerDestination,
  chefTopic,
  reservationTopic,
  waiterQueue,
  type reservationEntities,
  type restaurantEntities,
} from '@hotel/schema';
import { createPublisher, embeddedPublisher, relayPublisher, type TopicPublisher } from './publisher.js';
import { Inbox, USER_TOKEN, connectClient, delay, startBroker } from './testing.js';

const relayUrl = process.env.STOMP_RELAY_URL;
const login = process.env.STOMP_LOGIN ?? 'guest';
const passcode = process.env.STOMP_PASSCODE ?? 'guest';
const relayOnly = { skip: !relayUrl && 'STOMP_RELAY_URL not set' };
const quietLogger = { info: () => undefined, warn: () => undefined };

/** A kitchen message about order `orderId`; CANCELLED unless told otherwise. */
const chefMessage = (
  orderId: number,
  status: restaurantEntities.ChefOrderMessage['status'] = 'CANCELLED',
): restaurantEntities.ChefOrderMessage => ({
  status,
  event: status === 'CANCELLED' ? 'ORDER_CANCELLED' : 'ORDER_UPDATED',
  orderId,
  tableId: 2,
  tableNumber: '6',
  hotelServiceId: 3,
});

/** A reservation change numbered by its version. */
const reservationMessage = (version: number): reservationEntities.ReservationChangeMessage => ({
  reservationId: 41,
  hotelId: 1,
  refNumber: 'R-0041',
  change: 'UPDATED',
  status: 'RESERVED',
  checkInDate: '2025-03-01',
  checkOutDate: '2025-03-04',
  rooms: [],
  version,
  changedAt: '2025-02-20T10:00:00.000Z',
});

/**
 * Compile-time checks (tsc fails when an expected error is missing): a topic takes exactly its own
 * payload. Never called.
 */
export function publishChecksTypes(publisher: TopicPublisher): void {
  void publisher.publish(chefTopic(1), chefMessage(1));
  // @ts-expect-error a kitchen message is not a waiter's
  void publisher.publish(waiterQueue(1), chefMessage(1));
  // @ts-expect-error either topic, so exactly neither payload
  void publisher.publish(Math.random() < 2 ? chefTopic(1) : waiterQueue(1), chefMessage(1));
  // @ts-expect-error a destination string is not a typed topic
  void publisher.publish('/chef/1', chefMessage(1));
  // @ts-expect-error the chef's topic has no free-form payload
  void publisher.publish(chefTopic(1), { orderId: 1 });
}

describe('embedded publisher', () => {
  it('publishes a topic to the subscribers of its logical destination', async () => {
    const running = await startBroker();
    const client = await connectClient(running.url, {
      Authorization: `Bearer ${USER_TOKEN}`,
    });
    try {
      const inbox = new Inbox();
      await subscribed(client, chefTopic(3), inbox.onMessage);
      const publisher = createPublisher({ broker: running.broker });
      await publisher.publish(chefTopic(3), chefMessage(1));
      await inbox.waitFor(1);
      assert.deepEqual(inbox.bodies(), [chefMessage(1)]);
      assert.equal(inbox.messages[0]?.body.startsWith('{"status":"CANCELLED"'), true, 'CANCELLED is the first field');
      await publisher.close();
      await assert.rejects(publisher.publish(chefTopic(3), chefMessage(2)));
    } finally {
      await client.deactivate();
      await running.close();
    }
  });

  it('refuses a message its topic does not carry, and sends nothing', async () => {
    const sent: string[] = [];
    const publisher = embeddedPublisher({ publish: (_, text) => sent.push(text) });
    const forged = { ...chefMessage(1), status: 'LOST' } as unknown as restaurantEntities.ChefOrderMessage;
    await assert.rejects(publisher.publish(chefTopic(3), forged), /not a valid message for \/chef\/3/);
    await publisher.publish(chefTopic(3), chefMessage(2));
    assert.deepEqual(
      sent.map((text) => JSON.parse(text) as unknown),
      [chefMessage(2)],
    );
  });

  it('needs a relay URL or a broker', () => {
    assert.throws(() => createPublisher({}));
    assert.equal(typeof embeddedPublisher({ publish: () => undefined }).publish, 'function');
  });
});

describe('relay publisher (RabbitMQ)', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  after(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  const subscriber = async (topic: string) => {
    const client = await connectClient(relayUrl ?? '', { login, passcode });
    cleanups.push(() => client.deactivate());
    const inbox = new Inbox();
    await subscribed(client, brokerDestination(topic, 'rabbitmq'), inbox.onMessage);
    return inbox;
  };

  it('publishes to the mapped topic destination', relayOnly, async () => {
    const topic = chefTopic(uniqueId());
    const [first, second] = [await subscriber(topic), await subscriber(topic)];
    const publisher = relayPublisher({
      url: relayUrl ?? '',
      login,
      passcode,
      logger: quietLogger,
    });
    cleanups.push(() => publisher.close());
    for (let i = 0; i < 10; i++) await publisher.publish(topic, chefMessage(i));
    await Promise.all([first.waitFor(10), second.waitFor(10)]);
    const expected = Array.from({ length: 10 }, (_, i) => chefMessage(i));
    assert.deepEqual(first.bodies(), expected);
    assert.deepEqual(second.bodies(), expected);
  });

  it('queues while the broker is unreachable and delivers everything on reconnect', relayOnly, async () => {
    const target = new URL(relayUrl ?? '');
    const proxy = await startProxy(target.hostname, Number(target.port || 80));
    cleanups.push(() => proxy.close());
    const topic = reservationTopic(uniqueId());
    const inbox = await subscriber(topic);
    const proxied = new URL(target);
    proxied.host = `127.0.0.1:${proxy.port}`;
    const publisher = relayPublisher({
      url: proxied.href,
      login,
      passcode,
      logger: quietLogger,
    });
    cleanups.push(() => publisher.close());
    await until(() => publisher.connected());
    await publisher.publish(topic, reservationMessage(0));
    await inbox.waitFor(1);

    await proxy.close();
    await until(() => !publisher.connected());
    for (let n = 1; n <= 50; n++) await publisher.publish(topic, reservationMessage(n));
    assert.equal(publisher.pending(), 50);
    await delay(300);
    await proxy.restart();

    await inbox.waitFor(51, 10_000);
    await delay(200);
    assert.deepEqual(
      inbox.bodies(),
      Array.from({ length: 51 }, (_, n) => reservationMessage(n)),
    );
    await until(() => publisher.pending() === 0);
  });

  it('keeps a bounded queue while it cannot connect', async () => {
    const warnings: string[] = [];
    const publisher = relayPublisher({
      url: 'ws://127.0.0.1:9/ws',
      login,
      passcode,
      maxQueued: 5,
      closeTimeoutMs: 10,
      logger: {
        info: () => undefined,
        warn: (message) => warnings.push(message),
      },
    });
    cleanups.push(() => publisher.close());
    for (let n = 0; n < 8; n++) await publisher.publish(chefTopic(1), chefMessage(n));
    assert.equal(publisher.pending(), 5);
    assert.ok(warnings.some((w) => w.includes('dropping the oldest')));
  });
});

function subscribed(client: Client, destination: string, onMessage: Inbox['onMessage']): Promise<void> {
  const receipt = `sub-${uniqueId()}`;
  return new Promise((resolve) => {
    client.watchForReceipt(receipt, () => resolve());
    client.subscribe(destination, onMessage, { receipt });
  });
}

let ids = 0;
function uniqueId(): string {
  return `${process.pid}${Date.now() % 100_000}${++ids}`;
}

async function until(test: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await delay(20);
  }
}

/** A TCP proxy to the broker that can be cut and restored on the same port, as a broker restart. */
async function startProxy(host: string, targetPort: number) {
  const sockets = new Set<Socket>();
  let port = 0;
  let server: ReturnType<typeof createServer> | null = null;
  const listen = async () => {
    const next = createServer((downstream) => {
      const upstream = tcpConnect(targetPort, host);
      for (const socket of [downstream, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => {
          downstream.destroy();
          upstream.destroy();
        });
      }
      downstream.pipe(upstream).pipe(downstream);
    });
    next.listen(port, '127.0.0.1');
    await once(next, 'listening');
    port = (next.address() as AddressInfo).port;
    server = next;
  };
  await listen();
  return {
    get port() {
      return port;
    },
    restart: listen,
    async close() {
      const current = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
  };
}
