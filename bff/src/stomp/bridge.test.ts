import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, it } from 'node:test';
import {
  channelCreationTopic,
  chefTopic,
  folioTopic,
  reservationTopic,
  inventoryStockTopic,
  waiterQueue,
  type SingleKind,
  type Topic,
  type TopicKind,
  type TopicMessage,
} from '@hotel/schema';
import {
  connectToken,
  createPublisher,
  createStompBroker,
  relayPublisher,
  type StompBroker,
  type TopicPublisher,
} from '@hotel/upstream/stomp';
import { StompBridge, type BridgeEvent } from './bridge.js';

interface TestBroker {
  broker: StompBroker;
  port: number;
  url: string;
  /** Every SUBSCRIBE the broker saw, by destination. */
  subscribes: string[];
  /** The tokens clients connected with. */
  tokens: string[];
  close(): Promise<void>;
}

async function startBroker(port = 0): Promise<TestBroker> {
  const subscribes: string[] = [];
  const tokens: string[] = [];
  const broker = createStompBroker({
    path: '/ws',
    authenticate: (headers) => {
      const token = connectToken(headers);
      if (!token?.startsWith('bff-')) return Promise.resolve(null);
      tokens.push(token);
      return Promise.resolve({
        userId: null,
        clientId: 'bff',
        isService: true,
      });
    },
    authorize: (_, destination) => {
      subscribes.push(destination);
      return true;
    },
  });
  const server: Server = createServer((_, res) => res.writeHead(404).end());
  server.on('upgrade', (req, socket, head) => {
    if (!broker.handleUpgrade(req, socket, head)) socket.destroy();
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const actual = (server.address() as AddressInfo).port;
  return {
    broker,
    port: actual,
    url: `ws://127.0.0.1:${actual}/ws`,
    subscribes,
    tokens,
    async close() {
      await broker.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const quiet = { info: () => undefined, warn: () => undefined };

function bridgeFor(url: string, extra: Partial<ConstructorParameters<typeof StompBridge>[0]> = {}) {
  let n = 0;
  return new StompBridge({
    url,
    flavor: 'embedded',
    connectHeaders: () => Promise.resolve({ Authorization: `Bearer bff-${++n}` }),
    logger: quiet,
    reconnectDelayMs: 100,
    ...extra,
  });
}

async function take<E>(iterator: AsyncIterableIterator<E>, count: number, timeoutMs = 5000): Promise<E[]> {
  const events: E[] = [];
  const deadline = Date.now() + timeoutMs;
  while (events.length < count) {
    const left = deadline - Date.now();
    let timer: NodeJS.Timeout | undefined;
    const result = await Promise.race([
      iterator.next(),
      new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), left))),
    ]);
    clearTimeout(timer);
    if (result === 'timeout') throw new Error(`timed out after ${events.length}/${count} events`);
    if (result.done) throw new Error(`ended after ${events.length}/${count} events`);
    events.push(result.value);
  }
  return events;
}

async function until(test: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const messages = <K extends TopicKind>(topic: Topic<K>, list: TopicMessage<K>[]): BridgeEvent<K>[] =>
  list.map((message) => ({ kind: 'message', topic, message }));

/** A kitchen message about order `orderId`. */
const chefMessage = (orderId: number): TopicMessage<'chef'> => ({
  status: 'PLACED',
  event: 'NEW_ORDER',
  orderId,
  tableId: 4,
  tableNumber: '12',
  hotelServiceId: 3,
});

/** A change of reservation 41, numbered by its version. */
const reservationMessage = (version: number, refNumber = 'R-0041'): TopicMessage<'reservation'> => ({
  reservationId: 41,
  hotelId: 1,
  refNumber,
  change: 'ROOM_MOVED',
  status: 'CHECKED_IN',
  checkInDate: '2025-03-01',
  checkOutDate: '2025-03-04',
  rooms: [
    { roomId: 7, roomNo: '101', from: '2025-03-02', to: '2025-03-04', held: false },
    { roomId: 9, roomNo: '204', from: '2025-03-02', to: '2025-03-04', held: true },
  ],
  version,
  changedAt: '2025-03-02T09:30:00.000+05:30',
});

/** One message of every kind of topic: a new topic without one here does not compile. */
const SAMPLES: { [K in TopicKind]: { topic: Topic<K>; message: TopicMessage<K> } } = {
  chef: {
    topic: chefTopic(3),
    message: { ...chefMessage(5), status: 'CANCELLED', event: 'ORDER_CANCELLED' },
  },
  waiter: {
    topic: waiterQueue(8),
    message: [
      {
        orderId: 5,
        itemId: 51,
        itemName: 'Lamprais',
        reason: 'Out of banana leaves',
        tableId: 4,
        tableNumber: '12',
        orderedItemStatus: 'REJECTED',
      },
    ],
  },
  channelCreation: {
    topic: channelCreationTopic('NO_SERVICE', 1),
    message: { channelName: 'Booking', hotelName: 'Lagoon', hotelCardLogo: null, channelId: 6, hotelId: 1 },
  },
  reservation: { topic: reservationTopic(1), message: reservationMessage(3) },
  folio: {
    topic: folioTopic(1),
    message: {
      hotelId: 1,
      reservationId: 3,
      folioIds: [5],
      change: 'CHARGE_POSTED',
      changedAt: '2025-03-02T20:15:00.000+05:30',
    },
  },
  inventoryStock: {
    topic: inventoryStockTopic(3),
    message: { hotelServiceId: 3, lines: [{ itemId: 7, locationId: 2 }], changedAt: '2026-11-26T10:00:00.000Z' },
  },
};

/** Compile-time checks (tsc fails when an expected error is missing); never called. */
export function subscribeChecksTypes(bridge: StompBridge): void {
  void bridge
    .subscribe(waiterQueue(1))
    .next()
    .then((result) => {
      if (result.done || result.value.kind !== 'message') return;
      const message: TopicMessage<'waiter'> = result.value.message;
      // @ts-expect-error a waiter's message is not a kitchen's
      const kitchen: TopicMessage<'chef'> = result.value.message;
      void [message, kitchen];
    });
  // @ts-expect-error a destination string is not a typed topic
  void bridge.subscribe('/chef/1');
}

describe('STOMP bridge', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const track = <T extends { close(): Promise<void> }>(thing: T): T => {
    cleanups.push(() => thing.close());
    return thing;
  };

  it('shares one STOMP subscription between the subscribers of a topic', async () => {
    const running = track(await startBroker());
    const bridge = track(bridgeFor(running.url));
    const topic = chefTopic(1);
    const first = bridge.subscribe(topic);
    const second = bridge.subscribe(topic);
    await until(() => running.broker.subscriptionCount(topic) === 1);
    assert.deepEqual(bridge.stats(), {
      connected: true,
      topics: 1,
      subscribers: 2,
    });

    for (let i = 0; i < 3; i++) running.broker.publish(topic, JSON.stringify(chefMessage(i)));
    const expected = messages(topic, [chefMessage(0), chefMessage(1), chefMessage(2)]);
    assert.deepEqual(await take(first, 3), expected);
    assert.deepEqual(await take(second, 3), expected);
    assert.deepEqual(running.subscribes, [topic]);
  });

  const relayUrl = process.env.STOMP_RELAY_URL;
  const relayOnly = { skip: !relayUrl && 'STOMP_RELAY_URL not set' };
  const relay = {
    url: relayUrl ?? '',
    login: process.env.STOMP_LOGIN ?? 'guest',
    passcode: process.env.STOMP_PASSCODE ?? 'guest',
  };

  /** Publishes each sample as the upstream's services do and expects it, typed, from the bridge. */
  const roundTrips = async (bridge: StompBridge, publisher: TopicPublisher) => {
    const roundTrip = async <K extends TopicKind>({
      topic,
      message,
    }: {
      topic: Topic<K>;
      message: TopicMessage<K>;
    }) => {
      const events = bridge.subscribe(topic);
      // A broker drops what no subscription is bound to yet: publish until the first one arrives.
      let received: BridgeEvent<K>[] = [];
      for (let attempt = 0; received.length === 0 && attempt < 50; attempt++) {
        await publisher.publish(topic, message as TopicMessage<SingleKind<K>>);
        received = await take(events, 1, 200).catch(() => []);
      }
      assert.deepEqual(received, messages(topic, [message]));
      await events.return?.();
    };
    for (const kind of Object.keys(SAMPLES) as TopicKind[]) await roundTrip(SAMPLES[kind]);
    await roundTrip({
      topic: waiterQueue(9),
      message: {
        event: 'TICKET_READY',
        orderId: 5,
        orderStatus: 'READY_TO_SERVE',
        tableId: 4,
        tableNumber: '12',
        hotelServiceId: 3,
        kotId: 9,
        ticketStatus: 'READY_TO_SERVE',
      },
    });
  };

  it('carries a typed message of every topic from the upstream publisher to its subscribers', async () => {
    const running = track(await startBroker());
    await roundTrips(track(bridgeFor(running.url)), track(createPublisher({ broker: running.broker })));
  });

  it('carries a typed message of every topic through RabbitMQ', relayOnly, async () => {
    const namespace = `bridge${process.pid}${Date.now() % 100_000}`;
    const bridge = track(
      new StompBridge({
        url: relay.url,
        flavor: 'rabbitmq',
        namespace,
        connectHeaders: () => Promise.resolve({ login: relay.login, passcode: relay.passcode }),
        logger: quiet,
      }),
    );
    await roundTrips(bridge, track(relayPublisher({ ...relay, namespace, logger: quiet })));
  });

  it('drops a malformed message with a warning, and every stream goes on', async () => {
    const running = track(await startBroker());
    const warnings: { message: string; meta: Record<string, unknown> | undefined }[] = [];
    const bridge = track(
      bridgeFor(running.url, {
        logger: { info: () => undefined, warn: (message, meta) => warnings.push({ message, meta }) },
      }),
    );
    const kitchen = chefTopic(21);
    const hotel = reservationTopic(21);
    const cooks = [bridge.subscribe(kitchen), bridge.subscribe(kitchen)];
    const desk = bridge.subscribe(hotel);
    await until(() => running.broker.subscriptionCount() === 2);

    running.broker.publish(kitchen, 'CANCELLED');
    running.broker.publish(kitchen, JSON.stringify({ ...chefMessage(1), orderId: 'one' }));
    running.broker.publish(kitchen, JSON.stringify(SAMPLES.waiter.message));
    running.broker.publish(kitchen, JSON.stringify(chefMessage(2)));
    running.broker.publish(hotel, JSON.stringify(reservationMessage(4)));

    for (const cook of cooks) assert.deepEqual(await take(cook, 1), messages(kitchen, [chefMessage(2)]));
    assert.deepEqual(await take(desk, 1), messages(hotel, [reservationMessage(4)]));
    assert.deepEqual(
      warnings.map((w) => [w.message, w.meta?.['topic']]),
      Array.from({ length: 3 }, () => ['dropped a malformed STOMP message', kitchen]),
    );
    assert.equal(warnings[0]?.meta?.['reason'], 'not JSON');
    assert.match(String(warnings[1]?.meta?.['reason']), /orderId/);
    assert.deepEqual(bridge.stats(), { connected: true, topics: 2, subscribers: 3 });
  });

  it('unsubscribes from the broker when the last subscriber leaves', async () => {
    const running = track(await startBroker());
    const bridge = track(bridgeFor(running.url));
    const topic = chefTopic(2);
    const first = bridge.subscribe(topic);
    const second = bridge.subscribe(topic);
    await until(() => running.broker.subscriptionCount(topic) === 1);

    await first.return?.();
    assert.deepEqual(await first.next(), { value: undefined, done: true });
    running.broker.publish(topic, JSON.stringify(chefMessage(7)));
    assert.deepEqual(await take(second, 1), messages(topic, [chefMessage(7)]));
    assert.equal(running.broker.subscriptionCount(topic), 1);

    await second.return?.();
    await until(() => running.broker.subscriptionCount(topic) === 0);
    assert.deepEqual(bridge.stats(), {
      connected: true,
      topics: 0,
      subscribers: 0,
    });

    const again = bridge.subscribe(topic);
    await until(() => running.broker.subscriptionCount(topic) === 1);
    running.broker.publish(topic, JSON.stringify(chefMessage(8)));
    assert.deepEqual(await take(again, 1), messages(topic, [chefMessage(8)]));
  });

  it('resubscribes after a broker restart and tells every subscriber to resync', async () => {
    let running = await startBroker();
    cleanups.push(() => running.close());
    const bridge = track(bridgeFor(running.url));
    const reservation = reservationTopic(1);
    const chef = chefTopic(9);
    const subscribers = [bridge.subscribe(reservation), bridge.subscribe(reservation)];
    const kitchen = bridge.subscribe(chef);
    await until(() => running.broker.subscriptionCount() === 2);
    running.broker.publish(reservation, JSON.stringify(reservationMessage(1)));
    for (const s of subscribers) assert.deepEqual(await take(s, 1), messages(reservation, [reservationMessage(1)]));

    const port = running.port;
    const [firstToken] = running.tokens;
    await running.close();
    await until(() => !bridge.stats().connected);
    const duringOutage = bridge.subscribe(reservation);
    running = await startBroker(port);

    for (const s of [...subscribers, duringOutage])
      assert.deepEqual(await take(s, 1), [{ kind: 'resync', topic: reservation }]);
    assert.deepEqual(await take(kitchen, 1), [{ kind: 'resync', topic: chef }]);
    assert.equal(running.broker.subscriptionCount(reservation), 1);

    running.broker.publish(reservation, JSON.stringify(reservationMessage(2)));
    running.broker.publish(chef, JSON.stringify(chefMessage(12)));
    for (const s of [...subscribers, duringOutage])
      assert.deepEqual(await take(s, 1), messages(reservation, [reservationMessage(2)]));
    assert.deepEqual(await take(kitchen, 1), messages(chef, [chefMessage(12)]));
    // A token may have expired: the reconnect asked for fresh headers.
    assert.equal(running.tokens.length, 1);
    assert.notEqual(running.tokens[0], firstToken);
  });

  it('gives 50 subscribers across 5 topics exactly their messages, none lost or duplicated', async () => {
    const running = track(await startBroker());
    const bridge = track(bridgeFor(running.url));
    const topics = [0, 1, 2, 3, 4].map((n) => chefTopic(100 + n));
    const subscribers = topics.flatMap((topic) =>
      Array.from({ length: 10 }, () => ({ topic, events: bridge.subscribe(topic) })),
    );
    await until(() => running.broker.subscriptionCount() === 5);
    assert.deepEqual(bridge.stats(), {
      connected: true,
      topics: 5,
      subscribers: 50,
    });

    // Each topic's messages carry its own table number, so a message on the wrong topic would show.
    const onTopic = (topic: string, n: number) => ({ ...chefMessage(n), tableNumber: topic });
    for (let n = 0; n < 41; n++)
      for (const topic of topics) running.broker.publish(topic, JSON.stringify(onTopic(topic, n)));

    await Promise.all(
      subscribers.map(async ({ topic, events }) => {
        const expected = Array.from({ length: 41 }, (_, n) => onTopic(topic, n));
        assert.deepEqual(await take(events, 41), messages(topic, expected));
      }),
    );
  });

  it('keeps every event for a slow subscriber and warns past the high-water mark', async () => {
    const running = track(await startBroker());
    const warnings: string[] = [];
    const bridge = track(
      bridgeFor(running.url, {
        highWaterMark: 100,
        logger: {
          info: () => undefined,
          warn: (message) => warnings.push(message),
        },
      }),
    );
    const topic = reservationTopic(77);
    const slow = bridge.subscribe(topic);
    await until(() => running.broker.subscriptionCount(topic) === 1);
    for (let n = 0; n < 3000; n++) running.broker.publish(topic, JSON.stringify(reservationMessage(n)));
    await until(() => warnings.some((w) => w.includes('slow STOMP subscriber')));
    const events = await take(slow, 3000);
    assert.deepEqual(
      events,
      messages(
        topic,
        Array.from({ length: 3000 }, (_, n) => reservationMessage(n)),
      ),
    );
  });

  it('connects lazily, on the first subscriber', async () => {
    const running = track(await startBroker());
    const bridge = track(bridgeFor(running.url));
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal(running.broker.connectionCount(), 0);
    bridge.subscribe(chefTopic(5));
    await until(() => bridge.stats().connected);
    assert.equal(running.broker.connectionCount(), 1);
  });

  it('ends every subscriber when it closes', async () => {
    const running = track(await startBroker());
    const bridge = bridgeFor(running.url);
    const events = bridge.subscribe(chefTopic(6));
    await until(() => bridge.stats().connected);
    const pending = events.next();
    await bridge.close();
    assert.deepEqual(await pending, { value: undefined, done: true });
    assert.throws(() => bridge.subscribe(chefTopic(6)));
  });

  it(
    'bridges RabbitMQ topics published by the upstream',
    { skip: !process.env.STOMP_RELAY_URL && 'STOMP_RELAY_URL not set' },
    async () => {
      const url = process.env.STOMP_RELAY_URL ?? '';
      const login = process.env.STOMP_LOGIN ?? 'guest';
      const passcode = process.env.STOMP_PASSCODE ?? 'guest';
      const bridge = track(
        new StompBridge({
          url,
          flavor: 'rabbitmq',
          connectHeaders: () => Promise.resolve({ login, passcode }),
          logger: quiet,
        }),
      );
      const publisher = track(relayPublisher({ url, login, passcode, logger: quiet }));
      const topic = reservationTopic(`${process.pid}${Date.now() % 100_000}`);
      const subscribers = [bridge.subscribe(topic), bridge.subscribe(topic)];
      // RabbitMQ drops what nobody is bound to yet: probe until the shared subscription is live.
      const isProbe = (event: BridgeEvent<'reservation'>) =>
        event.kind === 'message' && event.message.refNumber === 'PROBE';
      const [first] = subscribers;
      assert.ok(first);
      let live = false;
      for (let attempt = 0; !live && attempt < 50; attempt++) {
        await publisher.publish(topic, reservationMessage(attempt, 'PROBE'));
        live = (await take(first, 1, 200).catch(() => [])).length > 0;
      }
      assert.ok(live, 'the bridge never received a probe');

      for (let i = 0; i < 5; i++) await publisher.publish(topic, reservationMessage(i));
      const expected = messages(
        topic,
        [0, 1, 2, 3, 4].map((i) => reservationMessage(i)),
      );
      for (const subscriber of subscribers) {
        const received: BridgeEvent<'reservation'>[] = [];
        while (received.length < 5) received.push(...(await take(subscriber, 1)).filter((e) => !isProbe(e)));
        assert.deepEqual(received, expected);
      }
    },
  );
});
