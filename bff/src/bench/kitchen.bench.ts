// Kitchen benchmark (`node bff/dist/bench/kitchen.bench.js`), figures only, no assertions:
// 1. the kitchen board with 40 open orders of 5 items: upstream calls per GraphQL operation, and the
//    BFF's latency beside the board's REST calls made directly (the tiles and both lists: what a
//    client without the BFF needs), and beside the calls the BFF itself makes (the tiles counted from
//    the lists): p50, p99 and ratios, in one run;
// 2. live delivery: from a REST write on the upstream to the GraphQL subscription message, with 1, 50
//    and 500 concurrent kitchen subscribers and as many waiter subscribers (graphql-ws over
//    WebSocket): p50, p99, and messages lost. The subscribers run in a worker thread, off the BFF's
//    event loop, as real screens run in other machines' browsers;
// 3. the same with every screen signed in on its own (500 chef sessions, 500 waiter sessions) and the
//    writes 5.1 s apart, past the BFF's 5 s session cache: what a kitchen full of screens costs when
//    each event finds every session lapsed (`--own-sessions-only` runs this part alone).
// The upstream (PGlite in memory, or a fresh database on DATABASE_URL; embedded STOMP, or RabbitMQ on
// STOMP_RELAY_URL) runs in a child process; the BFF runs in this one so its upstream call counters
// can be read. Requests are made one at a time, so sharing this process does not queue them.
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { AREA_PREFIX, buildPath, restaurant, type AnyEndpoint, type restaurantEntities } from '@hotel/schema';
import { statusToSend } from '@hotel/domain';
import { loadConfig } from '../config.js';
import { startBff } from '../server.js';
import {
  KITCHEN_BOARD,
  addTables,
  busyKitchen,
  findRestaurant,
  ok,
  type Gql,
} from '../modules/restaurant/restaurant.fixtures.js';

const OPEN_ORDERS = { fresh: 20, accepted: 20, size: 5 };
/** BENCH_BOARD_RUNS: more runs for comparing small changes (the p50 moves by ±3 % between runs of 100). */
const BOARD_RUNS = Number(process.env.BENCH_BOARD_RUNS ?? 100);
const WARM_UP = 10;
const SUBSCRIBERS = [1, 50, 500];
const WRITES_PER_LEVEL = 20;
/** Writes per level before the measured ones: the first messages on fresh sockets pay for JIT and buffers. */
const WARM_UP_WRITES = 3;
const DELIVERY_TIMEOUT_MS = 10_000;
/** Part 3: writes past the BFF's session cache (SESSION_CACHE_MS 5000 below), fewer for the time it takes. */
const OWN_SESSION_WRITES = 8;
const OWN_SESSION_GAP_MS = 5100;

type Message =
  | { addTables: { serviceId: number; count: number } }
  | { sessions: { email: string; count: number } }
  | { close: true };

/** The child: the reference upstream with the demo data, answering the parent over IPC. */
async function serveUpstream(): Promise<void> {
  const { startTestUpstream } = await import('@hotel/upstream/test-harness');
  const upstream = await startTestUpstream();
  process.on('message', (m: Message) => {
    void (async () => {
      if ('addTables' in m) {
        await addTables(upstream.db, m.addTables.serviceId, m.addTables.count);
        process.send?.({ tablesAdded: true });
      } else if ('sessions' in m) {
        process.send?.({ sessions: await upstream.sessionsOf(m.sessions.email, m.sessions.count) });
      } else {
        await upstream.close();
        process.exit(0);
      }
    })();
  });
  process.on('disconnect', () => void upstream.close().finally(() => process.exit(0)));
  process.send?.({ url: upstream.url });
}

function ask<T>(child: ChildProcess, message: Message | null, key: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (m: Record<string, unknown>) => {
      if (!(key in m)) return;
      child.off('message', onMessage);
      resolve(m[key] as T);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`the upstream stopped (${code})`)));
    if (message) child.send(message);
  });
}

const percentile = (sorted: readonly number[], q: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
const ms = (n: number) => (Number.isNaN(n) ? '—' : `${n.toFixed(2)} ms`);
const row = (cells: (string | number)[], widths: number[]) =>
  cells.map((c, i) => String(c).padEnd(widths[i] ?? 12)).join('  ');

async function main(): Promise<void> {
  const started = performance.now();
  // The upstream child and this BFF share a client secret made for this run.
  const clientSecret = randomBytes(24).toString('base64url');
  const child = fork(fileURLToPath(import.meta.url), ['--upstream'], {
    env: { ...process.env, OAUTH_CLIENT_SECRET: clientSecret },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const upstreamUrl = await ask<string>(child, null, 'url');
  const bff = await startBff(
    loadConfig({
      ...process.env,
      PORT: '0',
      UPSTREAM_URL: upstreamUrl,
      WEB_DIST: '',
      SESSION_CACHE_MS: '5000',
      OAUTH_CLIENT_SECRET: clientSecret,
      // 500 kitchen and 500 waiter screens come from this one address: the per-client connection cap
      // (200, against one client hoarding sockets) would refuse most of them, so the bench lifts it.
      MAX_CONNECTIONS_PER_CLIENT: String(4 * Math.max(...SUBSCRIBERS)),
    }),
  );
  try {
    const gql: Gql = async (query, variables = {}, opts = {}) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      if (opts.serviceId) headers['x-service-id'] = String(opts.serviceId);
      const res = await fetch(`${bff.url}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
      });
      return (await res.json()) as never;
    };
    const signIn = async (email: string) =>
      ok(
        await gql<{ signIn: { accessToken: string } }>(
          'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { accessToken } }',
          { e: email, p: 'Hotel@1234' },
        ),
        `sign-in ${email}`,
      ).signIn.accessToken;
    const ids = await findRestaurant(gql, await signIn('admin@demo.lk'));
    const tokens = { waiter: await signIn('waiter@demo.lk'), chef: await signIn('chef@demo.lk') };
    await ask(child, { addTables: { serviceId: ids.serviceId, count: 40 } }, 'tablesAdded');
    const orderIds = await busyKitchen(gql, tokens, ids.serviceId, OPEN_ORDERS);
    console.log(
      `\nkitchen benchmark — ${OPEN_ORDERS.fresh + OPEN_ORDERS.accepted} open orders of ${OPEN_ORDERS.size} items ` +
        `(${OPEN_ORDERS.fresh} awaiting the kitchen, ${OPEN_ORDERS.accepted} accepted); broker: ` +
        `${process.env.STOMP_RELAY_URL ? 'RabbitMQ' : 'embedded'}; database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}` +
        ` (set up in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );

    // ---------------------------------------------------------------- 1. the kitchen board
    const rest = (endpoint: AnyEndpoint, params: Record<string, unknown>, query: Record<string, string> = {}) => {
      const qs = new URLSearchParams(query).toString();
      return `${upstreamUrl}${AREA_PREFIX[endpoint.area]}/${buildPath(endpoint, params)}${qs ? `?${qs}` : ''}`;
    };
    // The board's three lists, as a client without the BFF reads them.
    const restCalls: [string, string][] = [
      [restaurant.orderCounts.id, rest(restaurant.orderCounts, { serviceId: ids.serviceId })],
      [restaurant.orderedItemHoldings.id, rest(restaurant.orderedItemHoldings, { serviceId: ids.serviceId })],
      [
        restaurant.activeOrders.id,
        rest(restaurant.activeOrders, {}, { hotelServiceId: String(ids.serviceId), sortField: 'orderStatus' }),
      ],
    ];
    const readDirectly = (urls: readonly string[]) => async () => {
      const answers = await Promise.all(
        urls.map(async (url) => {
          const res = await fetch(url, { headers: { authorization: `Bearer ${tokens.chef}` } });
          return (await res.json()) as { statusCode: string };
        }),
      );
      if (answers.some((a) => a.statusCode !== '20000')) throw new Error(`REST failed: ${JSON.stringify(answers)}`);
    };
    const viaBff = async () => {
      ok(
        await gql(KITCHEN_BOARD, { s: ids.serviceId }, { token: tokens.chef, serviceId: ids.serviceId }),
        'kitchenBoard',
      );
    };
    const restaurantIds = new Set(Object.values(restaurant).map((e) => e.id));
    /** The restaurant endpoints the BFF calls for one board (it counts the tiles from the lists). */
    const callsOfOneBoard = async () => {
      const before = { ...bff.upstream.stats.byEndpoint };
      await viaBff();
      return Object.keys(bff.upstream.stats.byEndpoint).filter(
        (id) => restaurantIds.has(id) && bff.upstream.stats.byEndpoint[id]! > (before[id] ?? 0),
      );
    };
    const bffEndpoints = new Set(await callsOfOneBoard());
    const runs = {
      rest: readDirectly(restCalls.map(([, url]) => url)),
      bff: viaBff,
      // The BFF's own cost: the same calls it makes, made directly.
      same: readDirectly(restCalls.filter(([id]) => bffEndpoints.has(id)).map(([, url]) => url)),
    };
    type Kind = keyof typeof runs;
    const kinds = Object.keys(runs) as Kind[];
    for (let i = 0; i < WARM_UP; i++) for (const kind of kinds) await runs[kind]();
    const times: Record<Kind, number[]> = { rest: [], bff: [], same: [] };
    const bffCalls: Record<string, number> = {};
    for (let i = 0; i < BOARD_RUNS; i++) {
      // Each run in a turning order, so none always follows the same one.
      for (let k = 0; k < kinds.length; k++) {
        const kind = kinds[(i + k) % kinds.length]!;
        const calls = { ...bff.upstream.stats.byEndpoint };
        const t0 = performance.now();
        await runs[kind]();
        times[kind].push(performance.now() - t0);
        if (kind !== 'bff') continue;
        for (const [id, n] of Object.entries(bff.upstream.stats.byEndpoint)) {
          if (n > (calls[id] ?? 0)) bffCalls[id] = (bffCalls[id] ?? 0) + n - (calls[id] ?? 0);
        }
      }
    }
    const perOp: Record<string, number> = {};
    let sessionCalls = 0;
    for (const [id, n] of Object.entries(bffCalls)) {
      if (restaurantIds.has(id)) perOp[id] = n / BOARD_RUNS;
      else sessionCalls += n;
    }
    const board = ok(
      await gql<{ kitchenBoard: { newOrders: { items: unknown[] }[]; acceptedTickets: { items: unknown[] }[] } }>(
        KITCHEN_BOARD,
        { s: ids.serviceId },
        { token: tokens.chef, serviceId: ids.serviceId },
      ),
      'kitchenBoard',
    ).kitchenBoard;
    const shownItems =
      board.newOrders.reduce((n, o) => n + o.items.length, 0) +
      board.acceptedTickets.reduce((n, t) => n + t.items.length, 0);
    console.log(
      `\n1. kitchenBoard (counts, ${board.newOrders.length} new orders, ${board.acceptedTickets.length} accepted tickets, ${shownItems} items), ${BOARD_RUNS} runs each, sequential`,
    );
    const total = Object.values(perOp).reduce((a, b) => a + b, 0);
    console.log(
      `   upstream calls per operation: ${Object.entries(perOp)
        .map(([id, n]) => `${id} ${n}`)
        .join(', ')} — ${total} in all, the tiles counted from the lists` +
        ` (plus ${sessionCalls} session refreshes over the whole run, the 5 s session cache)`,
    );
    const sorted = Object.fromEntries(kinds.map((k) => [k, [...times[k]].sort((a, b) => a - b)])) as Record<
      Kind,
      number[]
    >;
    const p = (kind: Kind, q: number) => percentile(sorted[kind], q);
    const ratio = (a: Kind, b: Kind, q: number) => `${(p(a, q) / p(b, q)).toFixed(2)}×`;
    const w = [44, 12, 12];
    console.log(`   ${row(['', 'p50', 'p99'], w)}`);
    console.log(
      `   ${row([`REST, the board's ${restCalls.length} calls in parallel`, ms(p('rest', 0.5)), ms(p('rest', 0.99))], w)}`,
    );
    console.log(`   ${row(['GraphQL via the BFF', ms(p('bff', 0.5)), ms(p('bff', 0.99))], w)}`);
    console.log(`   ${row(['ratio BFF / REST', ratio('bff', 'rest', 0.5), ratio('bff', 'rest', 0.99)], w)}`);
    console.log(
      `   ${row([`REST, the BFF's ${bffEndpoints.size} calls in parallel`, ms(p('same', 0.5)), ms(p('same', 0.99))], w)}`,
    );
    console.log(
      `   ${row(['ratio BFF / the same calls (its own cost)', ratio('bff', 'same', 0.5), ratio('bff', 'same', 0.99)], w)}`,
    );

    // ---------------------------------------------------------------- 2. live delivery
    if (process.argv.includes('--board-only')) return; // profiling the board alone (node --cpu-prof)
    const subject = orderIds[0]!;
    const orderUrl = rest(restaurant.orderById, { id: subject });
    const current = (await (
      await fetch(orderUrl, { headers: { authorization: `Bearer ${tokens.waiter}` } })
    ).json()) as { result: { order: restaurantEntities.Order } };
    const o = current.result.order;
    // An update that changes nothing: the upstream still announces ORDER_UPDATED on both topics.
    const update = JSON.stringify({
      id: o.id,
      tableId: o.tableId,
      tableAllocationId: o.tableAllocationId,
      orderTime: o.orderTime,
      orderStatus: statusToSend(o.orderStatus),
      guestName: o.guestName,
      phoneNo: o.phoneNo,
      customerName: o.customerName,
      remarks: o.remarks,
      vatApplicable: o.vatApplicable,
      orderedItemDtoList: o.orderedItemDtoList.map((l) => ({
        id: l.id,
        itemId: l.itemId,
        quantity: l.quantity,
        remarks: l.remarks,
      })),
    });
    const write = async () => {
      const res = await fetch(rest(restaurant.updateOrder, {}), {
        method: 'PUT',
        headers: { authorization: `Bearer ${tokens.waiter}`, 'content-type': 'application/json' },
        body: update,
      });
      const body = (await res.json()) as { statusCode: string; message: string };
      if (body.statusCode !== '20000') throw new Error(`update failed: ${body.message}`);
    };

    const ownOnly = process.argv.includes('--own-sessions-only');
    const w2 = [38, 11, 11, 11, 14];
    if (!ownOnly) {
      console.log(
        `\n2. live delivery: REST PUT order on the upstream → GraphQL subscription message; ${WRITES_PER_LEVEL} writes per level after ${WARM_UP_WRITES} unmeasured ones`,
      );
      console.log(`   ${row(['subscribers', 'p50', 'p99', 'max', 'lost / sent'], w2)}`);
    }
    // The subscribers live in a worker thread, as screens live in other machines' browsers: their
    // parsing of 1,000 messages per write does not queue behind (or ahead of) the BFF's own work.
    // Arrival and write times are read on the process's one clock (timeOrigin + now).
    const worker = new Worker(fileURLToPath(import.meta.url), {
      argv: ['--subscribers'],
      workerData: {
        url: `${bff.url.replace(/^http/, 'ws')}/graphql`,
        tokens,
        serviceId: ids.serviceId,
        subject,
      } satisfies SubscriberSetup,
    });
    const fromWorker = <K extends keyof WorkerReport>(key: K): Promise<NonNullable<WorkerReport[K]>> =>
      new Promise((resolve, reject) => {
        const onMessage = (m: WorkerReport) => {
          if (m[key] === undefined) return;
          worker.off('message', onMessage);
          worker.off('error', reject);
          resolve(m[key] as NonNullable<WorkerReport[K]>);
        };
        worker.on('message', onMessage);
        worker.once('error', reject);
      });
    /** One level: `n` kitchen and `n` waiter screens subscribed, `writes` measured writes `gapMs` apart. */
    const level = async (
      n: number,
      opts: { sessions?: { chef: string[]; waiter: string[] }; writes: number; gapMs: number },
    ) => {
      const got = { kitchen: [] as number[], waiter: [] as number[] };
      const subscribed = fromWorker('subscribed');
      worker.postMessage({ subscribe: n, ...(opts.sessions ? { sessions: opts.sessions } : {}) } satisfies WorkerOrder);
      const errors = await subscribed;
      for (let i = 0; i < 400 && bff.bridge.stats().subscribers < 2 * n; i++)
        await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 500));
      const connected = bff.bridge.stats().subscribers;
      const eventErrors = fromWorker('errors');
      for (let round = 0; round < WARM_UP_WRITES + opts.writes; round++) {
        if (round > 0 && opts.gapMs > 0) await new Promise((r) => setTimeout(r, opts.gapMs));
        const arrived = fromWorker('arrivals');
        worker.postMessage({ round, expect: n, timeoutMs: DELIVERY_TIMEOUT_MS } satisfies WorkerOrder);
        await fromWorker('armed');
        const sentAt = performance.timeOrigin + performance.now();
        await write();
        const arrivals = await arrived;
        if (round < WARM_UP_WRITES) continue;
        for (const kind of ['kitchen', 'waiter'] as const) got[kind].push(...arrivals[kind].map((at) => at - sentAt));
      }
      worker.postMessage({ errors: true } satisfies WorkerOrder);
      const failed = [...errors, ...(await eventErrors)];
      for (const kind of ['kitchen', 'waiter'] as const) {
        const sorted = [...got[kind]].sort((a, b) => a - b);
        const sent = n * opts.writes;
        console.log(
          `   ${row(
            [
              `${n} ${kind} (of ${n} + ${n} subscribed)`,
              ms(percentile(sorted, 0.5)),
              ms(percentile(sorted, 0.99)),
              ms(sorted.at(-1) ?? NaN),
              `${sent - sorted.length} / ${sent}`,
            ],
            w2,
          )}`,
        );
      }
      if (connected < 2 * n || failed.length > 0) {
        console.log(
          `   (${connected} of ${2 * n} subscribed; ${failed.length} errors: ${JSON.stringify(failed.slice(0, 3))})`,
        );
      }
      const disposed = fromWorker('disposed');
      worker.postMessage({ dispose: true } satisfies WorkerOrder);
      await disposed;
      for (let i = 0; i < 200 && bff.bridge.stats().subscribers > 0; i++) await new Promise((r) => setTimeout(r, 25));
    };
    try {
      if (!ownOnly) {
        for (const n of SUBSCRIBERS) await level(n, { writes: WRITES_PER_LEVEL, gapMs: 0 });
      }
      const n = Math.max(...SUBSCRIBERS);
      const sessions = {
        chef: await ask<string[]>(child, { sessions: { email: 'chef@demo.lk', count: n } }, 'sessions'),
        waiter: await ask<string[]>(child, { sessions: { email: 'waiter@demo.lk', count: n } }, 'sessions'),
      };
      console.log(
        `\n3. live delivery, every screen its own session (${n} chef and ${n} waiter sign-ins), ${OWN_SESSION_WRITES} writes ${OWN_SESSION_GAP_MS} ms apart: each finds every session past the BFF's 5 s cache`,
      );
      console.log(`   ${row(['subscribers', 'p50', 'p99', 'max', 'lost / sent'], w2)}`);
      await level(n, { sessions, writes: OWN_SESSION_WRITES, gapMs: OWN_SESSION_GAP_MS });
    } finally {
      await worker.terminate();
    }
    console.log(`\ntotal ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await bff.close();
    child.send({ close: true });
    await new Promise((r) => child.once('exit', r));
  }
}

interface SubscriberSetup {
  url: string;
  tokens: { waiter: string; chef: string };
  serviceId: number;
  subject: number;
}
type WorkerOrder =
  | { subscribe: number; sessions?: { chef: string[]; waiter: string[] } }
  | { round: number; expect: number; timeoutMs: number }
  | { errors: true }
  | { dispose: true };
interface WorkerReport {
  /** Subscriptions refused when they started. */
  subscribed?: string[];
  /** Errors received since (an event refused, a connection lost). */
  errors?: string[];
  armed?: true;
  /** The absolute times (timeOrigin + now) each subscriber's message of the round arrived. */
  arrivals?: { kitchen: number[]; waiter: number[] };
  disposed?: true;
}

/** The worker: kitchen and waiter screens subscribed through graphql-ws, noting when each message arrives. */
function serveSubscribers(): void {
  const setup = workerData as SubscriberSetup;
  const port = parentPort!;
  const report = (m: WorkerReport) => port.postMessage(m);
  let clients: Client[] = [];
  let errors: string[] = [];
  let round = -1;
  let arrivals = { kitchen: [] as number[], waiter: [] as number[] };
  let expected = 0;
  let timer: NodeJS.Timeout | undefined;
  const finish = () => {
    if (round < 0) return;
    clearTimeout(timer);
    report({ arrivals });
    round = -1;
  };
  const subscribe = (kind: 'kitchen' | 'waiter', token: string) => {
    const client = createClient({
      url: setup.url,
      webSocketImpl: WebSocket,
      connectionParams: {
        authorization: `Bearer ${token}`,
        serviceId: setup.serviceId,
      },
      retryAttempts: 0,
    });
    clients.push(client);
    let seen = -1;
    client.subscribe<Record<string, { event: string | null; orderId: number | null }>>(
      kind === 'kitchen'
        ? {
            query: 'subscription($s: Int!) { kitchenUpdates(serviceId: $s) { kind event orderId } }',
            variables: { s: setup.serviceId },
          }
        : { query: 'subscription { waiterUpdates { kind event orderId } }' },
      {
        next: (v) => {
          const at = performance.timeOrigin + performance.now();
          if (v.errors) errors.push(JSON.stringify(v.errors));
          const event = v.data?.[kind === 'kitchen' ? 'kitchenUpdates' : 'waiterUpdates'];
          if (round < 0 || seen === round) return;
          if (!event || event.event !== 'ORDER_UPDATED' || event.orderId !== setup.subject) return;
          seen = round;
          arrivals[kind].push(at);
          if (arrivals.kitchen.length + arrivals.waiter.length >= 2 * expected) finish();
        },
        error: (e) => errors.push(String(e)),
        complete: () => undefined,
      },
    );
  };
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  port.on('message', (order: WorkerOrder) => {
    if ('subscribe' in order) {
      clients = [];
      errors = [];
      const { sessions } = order;
      void (async () => {
        for (let i = 0; i < order.subscribe; i++) {
          subscribe('kitchen', sessions?.chef[i] ?? setup.tokens.chef);
          subscribe('waiter', sessions?.waiter[i] ?? setup.tokens.waiter);
          // Screens with their own sessions arrive as a kitchen's do, a few at a time (each costs the BFF
          // a session load when it starts), not a thousand in one instant.
          if (sessions && i % 10 === 9) await sleep(500);
        }
        report({ subscribed: [...errors] });
      })();
    } else if ('errors' in order) {
      report({ errors: [...errors] });
    } else if ('round' in order) {
      round = order.round;
      expected = order.expect;
      arrivals = { kitchen: [], waiter: [] };
      timer = setTimeout(finish, order.timeoutMs);
      report({ armed: true });
    } else {
      void Promise.all(clients.map((c) => c.dispose())).then(() => report({ disposed: true }));
    }
  });
}

if (process.argv.includes('--upstream')) await serveUpstream();
else if (!isMainThread) serveSubscribers();
else await main();
