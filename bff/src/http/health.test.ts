// GET /health reports the BFF's dependencies (issue 9, finding 13): ok only while the upstream
// answers and the STOMP bridge is connected; 503 naming what is down otherwise.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import type { RunningBff } from '../server.js';
import { startStack, type Stack } from '../test/stack.js';
import type { Health } from './health.js';

async function health(bff: RunningBff): Promise<{ status: number; body: Health }> {
  const res = await fetch(`${bff.url}/health`);
  return { status: res.status, body: (await res.json()) as Health };
}

/** Asks /health until `pred` holds (the bridge connects and notices a loss on its own schedule). */
async function healthWhen(
  bff: RunningBff,
  pred: (h: { status: number; body: Health }) => boolean,
  what: string,
): Promise<{ status: number; body: Health }> {
  const deadline = Date.now() + 30_000;
  let last = await health(bff);
  while (!pred(last)) {
    if (Date.now() > deadline) assert.fail(`${what}; /health said ${last.status} ${JSON.stringify(last.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await health(bff);
  }
  return last;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

describe('with the upstream and the broker up, then the upstream gone', () => {
  let stack: Stack;
  let upstreamStopped = false;
  before(async () => {
    stack = await startStack();
  });
  after(() => (upstreamStopped ? stack.bff.close() : stack.close()));

  test('is ok while both answer, before anyone subscribes', async () => {
    const { body } = await healthWhen(stack.bff, (h) => h.status === 200, 'the BFF never became healthy');
    assert.equal(body.status, 'ok');
    assert.equal(body.upstream.state, 'ok');
    assert.equal(body.broker.state, 'connected');
  });

  test('is 503 naming the upstream when it stops', async () => {
    await stack.upstream.close();
    upstreamStopped = true;
    const { body } = await healthWhen(
      stack.bff,
      (h) => h.status === 503 && h.body.upstream.state === 'unreachable',
      'the BFF did not report the upstream down',
    );
    assert.equal(body.status, 'unavailable');
    assert.match(body.upstream.detail, /ECONNREFUSED|ECONNRESET|SocketError|other side closed/);
  });
});

describe('with the broker unreachable', () => {
  let stack: Stack;
  before(async () => {
    // The upstream runs; the bridge is pointed at an address where no broker listens.
    stack = await startStack({ STOMP_RELAY_URL: '', STOMP_URL: `ws://127.0.0.1:${await freePort()}/ws` });
  });
  after(() => stack.close());

  test('is 503 naming the broker, the upstream ok', async () => {
    const { status, body } = await health(stack.bff);
    assert.equal(status, 503);
    assert.equal(body.status, 'unavailable');
    assert.equal(body.upstream.state, 'ok');
    assert.equal(body.broker.state, 'disconnected');
  });
});
