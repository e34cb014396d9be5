// What one client may hold open on the BFF, and for how long (issue 9, finding 15): stalled requests
// are ended, dead and idle graphql-ws sockets are closed, and each client has a cap of connections
// that a forged X-Forwarded-For does not lift. Every wait here is for a condition, bounded only so
// that a regression fails instead of hanging.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import WebSocket from 'ws';
import type { RunningBff } from '../server.js';
import { startBareBff } from '../test/bare-bff.js';
import { startStack, type Stack } from '../test/stack.js';
import { findRestaurant } from '../modules/restaurant/restaurant.fixtures.js';

const WAIT_MS = 20_000;

/** Resolves when `emitter` emits `event`; fails after WAIT_MS. */
function waitFor<T>(what: string, register: (done: (value: T) => void) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out waiting: ${what}`)), WAIT_MS);
    register((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

/** A raw TCP connection to the BFF that sends `text` and then nothing more. */
function stalledRequest(bff: RunningBff, text: string): { socket: Socket; answer: Promise<string> } {
  const socket = connect(Number(new URL(bff.url).port), '127.0.0.1');
  socket.write(text);
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString('latin1')));
  const answer = waitFor<string>('the server to end the stalled request', (done) =>
    socket.on('close', () => done(received)),
  );
  return { socket, answer };
}

const wsUrl = (bff: RunningBff) => `${bff.url.replace(/^http/, 'ws')}/graphql`;

/** A graphql-ws connection, acknowledged; `autoPong: false` plays a peer that died silently. */
async function graphqlSocket(
  bff: RunningBff,
  opts: { autoPong?: boolean; forwardedFor?: string; token?: string; serviceId?: number } = {},
): Promise<WebSocket> {
  const socket = new WebSocket(wsUrl(bff), 'graphql-transport-ws', {
    autoPong: opts.autoPong ?? true,
    ...(opts.forwardedFor ? { headers: { 'x-forwarded-for': opts.forwardedFor } } : {}),
  });
  await waitFor<void>('the socket to open', (done) => socket.once('open', () => done()));
  const acked = waitFor<void>('connection_ack', (done) =>
    socket.on('message', (data) => {
      if ((JSON.parse(String(data)) as { type: string }).type === 'connection_ack') done();
    }),
  );
  const payload = {
    ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    ...(opts.serviceId ? { serviceId: opts.serviceId } : {}),
  };
  socket.send(JSON.stringify({ type: 'connection_init', payload }));
  await acked;
  return socket;
}

/** The status a refused WebSocket upgrade answered (0 when it was accepted). */
function upgradeStatus(bff: RunningBff, forwardedFor?: string): Promise<number> {
  const socket = new WebSocket(wsUrl(bff), 'graphql-transport-ws', {
    ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
  });
  return waitFor<number>('the upgrade to be answered', (done) => {
    socket.once('open', () => {
      socket.close();
      done(0);
    });
    socket.once('unexpected-response', (_req, res) => {
      socket.terminate();
      done(res.statusCode ?? -1);
    });
    socket.once('error', () => undefined);
  });
}

const closed = (socket: WebSocket) =>
  waitFor<{ code: number; reason: string }>('the server to close the socket', (done) => {
    if (socket.readyState === WebSocket.CLOSED) done({ code: -1, reason: 'already closed' });
    socket.once('close', (code, reason) => done({ code, reason: reason.toString() }));
  });

async function typename(bff: RunningBff): Promise<number> {
  const res = await fetch(`${bff.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ __typename }' }),
  });
  await res.arrayBuffer();
  return res.status;
}

describe('HTTP timeouts', () => {
  let bff: RunningBff;
  before(async () => {
    bff = await startBareBff({ HTTP_REQUEST_TIMEOUT_MS: '1000', HTTP_HEADERS_TIMEOUT_MS: '500' });
  });
  after(() => bff.close());

  test('a request whose body stalls is answered 408 and its connection closed', async () => {
    const { answer } = stalledRequest(
      bff,
      'POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"qu',
    );
    assert.match(await answer, /^HTTP\/1\.1 408/);
  });

  test('a request whose headers stall is closed', async () => {
    const { answer } = stalledRequest(bff, 'POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Ty');
    assert.match(await answer, /^(HTTP\/1\.1 408|$)/);
  });
});

describe('dead graphql-ws sockets', () => {
  let bff: RunningBff;
  before(async () => {
    bff = await startBareBff({ WS_PING_INTERVAL_MS: '100', WS_IDLE_TIMEOUT_MS: '0' });
  });
  after(() => bff.close());

  test('a socket that stops answering pings is terminated; one that answers stays', async () => {
    const dead = await graphqlSocket(bff, { autoPong: false });
    const live = await graphqlSocket(bff);
    let pings = 0;
    live.on('ping', () => (pings += 1));
    await closed(dead);
    // The dead one was given one ping interval to answer; the live one has answered several.
    await waitFor<void>('three pings to the live socket', (done) => live.on('ping', () => pings >= 3 && done()));
    assert.equal(live.readyState, WebSocket.OPEN);
    live.close();
  });
});

describe('idle graphql-ws sockets', () => {
  let stack: Stack;
  let token: string;
  let serviceId: number;
  before(async () => {
    stack = await startStack({ WS_IDLE_TIMEOUT_MS: '300', WS_PING_INTERVAL_MS: '0' });
    ({ serviceId } = await findRestaurant(stack.gql, await stack.signIn('admin@demo.lk')));
    token = await stack.signIn('waiter@demo.lk');
  });
  after(() => stack.close());

  test('a socket without a subscription is closed as idle; one with a subscription stays', async () => {
    // The waiter's socket names their restaurant, as the web's does: the subscription is accepted.
    const busy = await graphqlSocket(stack.bff, { token, serviceId });
    const answers: string[] = [];
    busy.on('message', (data) => answers.push(String(data)));
    busy.send(
      JSON.stringify({ id: '1', type: 'subscribe', payload: { query: 'subscription { waiterUpdates { kind } }' } }),
    );
    const idle = await graphqlSocket(stack.bff, { token });
    assert.deepEqual(await closed(idle), { code: 1000, reason: 'Idle' });
    // Opened before the idle one, so it has been open longer than the idle timeout.
    assert.deepEqual(answers, [], 'the subscription was neither refused nor completed');
    assert.equal(busy.readyState, WebSocket.OPEN);
    busy.close();
  });
});

describe('connections per client', () => {
  let bff: RunningBff;
  before(async () => {
    bff = await startBareBff({ MAX_CONNECTIONS_PER_CLIENT: '2', WS_IDLE_TIMEOUT_MS: '0' });
  });
  after(() => bff.close());

  test('past the cap a WebSocket upgrade and an HTTP request are refused with 429, until one closes', async () => {
    const first = await graphqlSocket(bff);
    const second = await graphqlSocket(bff);
    assert.equal(await upgradeStatus(bff), 429);
    assert.equal(await typename(bff), 429);
    first.close();
    await closed(first);
    // The server notices the close on its side a moment later.
    await waitFor<void>('a connection to be free again', (done) => {
      const retry = () => void typename(bff).then((status) => (status === 200 ? done() : setTimeout(retry, 50)));
      retry();
    });
    second.close();
  });

  test('a forged X-Forwarded-For from an untrusted address does not buy another budget', async () => {
    const sockets = [
      await graphqlSocket(bff, { forwardedFor: '198.51.100.1' }),
      await graphqlSocket(bff, { forwardedFor: '198.51.100.2' }),
    ];
    assert.equal(await upgradeStatus(bff, '198.51.100.3'), 429);
    for (const socket of sockets) socket.close();
    await Promise.all(sockets.map(closed));
  });
});

describe('connections per client behind a trusted proxy', () => {
  let bff: RunningBff;
  before(async () => {
    bff = await startBareBff({
      MAX_CONNECTIONS_PER_CLIENT: '1',
      WS_IDLE_TIMEOUT_MS: '0',
      TRUST_PROXY: '127.0.0.1,::1',
    });
  });
  after(() => bff.close());

  test('each client the proxy names has its own cap', async () => {
    const a = await graphqlSocket(bff, { forwardedFor: '198.51.100.1' });
    assert.equal(await upgradeStatus(bff, '198.51.100.1'), 429);
    assert.equal(await upgradeStatus(bff, '198.51.100.2'), 0);
    // The proxy's own hop behind the client is skipped: the client is the nearest untrusted one.
    assert.equal(await upgradeStatus(bff, '198.51.100.1, 127.0.0.1'), 429);
    a.close();
    await closed(a);
  });
});
