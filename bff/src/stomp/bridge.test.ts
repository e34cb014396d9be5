import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, it } from 'node:test';
import { chefTopic, reservationTopic } from '@hotel/schema';
import { connectToken, createStompBroker, relayPublisher, type StompBroker } from '@hotel/upstream/stomp';
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

async function take(
  iterator: AsyncIterableIterator<BridgeEvent>,
  count: number,
  timeoutMs = 5000,
): Promise<BridgeEvent[]> {
  const events: BridgeEvent[] = [];
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

const messages = (topic: string, bodies: unknown[]): BridgeEvent[] =>
  bodies.map((body) => ({ kind: 'message', topic, body }));

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

    for (let i = 0; i < 3; i++) running.broker.publish(topic, { i });
    const expected = messages(topic, [{ i: 0 }, { i: 1 }, { i: 2 }]);
    assert.deepEqual(await take(first, 3), expected);
    assert.deepEqual(await take(second, 3), expected);
    assert.deepEqual(running.subscribes, [topic]);
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
    running.broker.publish(topic, { still: 'there' });
    assert.deepEqual(await take(second, 1), messages(topic, [{ still: 'there' }]));
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
    running.broker.publish(topic, { back: true });
    assert.deepEqual(await take(again, 1), messages(topic, [{ back: true }]));
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
    running.broker.publish(reservation, { before: true });
    for (const s of subscribers) assert.deepEqual(await take(s, 1), messages(reservation, [{ before: true }]));

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

    running.broker.publish(reservation, { after: true });
    running.broker.publish(chef, ['CANCELLED', 12]);
    for (const s of [...subscribers, duringOutage])
      assert.deepEqual(await take(s, 1), messages(reservation, [{ after: true }]));
    assert.deepEqual(await take(kitchen, 1), messages(chef, [['CANCELLED', 12]]));
    // A token may have expired: the reconnect asked for fresh headers.
    assert.equal(running.tokens.length, 1);
    assert.notEqual(running.tokens[0], firstToken);
  });

  it('gives 50 subscribers across 5 topics exactly their messages, none lost or duplicated', async () => {
    const running = track(await startBroker());
    const bridge = track(bridgeFor(running.url));
    const topics = [0, 1, 2, 3, 4].map((n) => chefTopic(100 + n));
    const subscribers = Array.from({ length: 50 }, (_, i) => {
      const topic = topics[i % 5] ?? '';
      return { topic, events: bridge.subscribe(topic) };
    });
    await until(() => running.broker.subscriptionCount() === 5);
    assert.deepEqual(bridge.stats(), {
      connected: true,
      topics: 5,
      subscribers: 50,
    });

    for (let n = 0; n < 40; n++) for (const topic of topics) running.broker.publish(topic, { topic, n });
    for (const topic of topics) running.broker.publish(topic, { topic, end: true });

    await Promise.all(
      subscribers.map(async ({ topic, events }) => {
        const bodies = Array.from({ length: 40 }, (_, n): unknown => ({
          topic,
          n,
        }));
        assert.deepEqual(await take(events, 41), messages(topic, [...bodies, { topic, end: true }]));
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
    for (let n = 0; n < 3000; n++) running.broker.publish(topic, { n });
    await until(() => warnings.some((w) => w.includes('slow STOMP subscriber')));
    const events = await take(slow, 3000);
    assert.deepEqual(
      events,
      messages(
        topic,
        Array.from({ length: 3000 }, (_, n) => ({ n })),
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
      const isProbe = (event: BridgeEvent) =>
        event.kind === 'message' && typeof event.body === 'object' && event.body !== null && 'probe' in event.body;
      const [first] = subscribers;
      assert.ok(first);
      let live = false;
      for (let attempt = 0; !live && attempt < 50; attempt++) {
        await publisher.publish(topic, { probe: attempt });
        live = (await take(first, 1, 200).catch(() => [])).length > 0;
      }
      assert.ok(live, 'the bridge never received a probe');

      for (let i = 0; i < 5; i++) await publisher.publish(topic, { i });
      const expected = messages(
        topic,
        [0, 1, 2, 3, 4].map((i) => ({ i })),
      );
      for (const subscriber of subscribers) {
        const received: BridgeEvent[] = [];
        while (received.length < 5) received.push(...(await take(subscriber, 1)).filter((e) => !isProbe(e)));
        assert.deepEqual(received, expected);
      }
    },
  );
});
