// The upstream client's bounds (issue 9, findings 12 and 14): an address too long for the upstream is
// refused at the BFF naming the field, and an upstream that answers 414/431 anyway is a refusal, never
// INTERNAL; the documented timeout bounds the whole call, so a GET that timed out is not tried again,
// while a dropped connection still is.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../config.js';
import { startBff, type RunningBff } from '../server.js';
import { findRestaurant } from '../modules/restaurant/restaurant.fixtures.js';
import { startStack, type GqlResult, type Stack } from '../test/stack.js';

const LONG = 'x'.repeat(100_000);
const FORGOT = 'mutation($e: String!) { forgotPassword(email: $e) { message } }';

function firstError(res: GqlResult) {
  const error = res.errors?.[0];
  assert.ok(error, `expected an error, got ${JSON.stringify(res)}`);
  return error;
}

describe('long addresses (finding 12)', () => {
  let stack: Stack;
  let admin: string;
  let serviceId: number;
  before(async () => {
    stack = await startStack();
    admin = await stack.signIn('admin@demo.lk');
    serviceId = (await findRestaurant(stack.gql, admin)).serviceId;
  });
  after(() => stack.close());

  test('a 100 KB path parameter is refused naming the field, and nothing is sent', async () => {
    const before = stack.bff.upstream.stats.calls;
    const error = firstError(await stack.gql(FORGOT, { e: `${LONG}@demo.lk` }));
    assert.equal(error.extensions?.code, 'BAD_USER_INPUT');
    assert.equal(error.extensions?.reason, 'VALUE_TOO_LONG');
    assert.deepEqual(
      error.extensions?.fieldErrors?.map((f) => [f.field, f.reason]),
      [['email', 'VALUE_TOO_LONG']],
    );
    assert.equal(stack.bff.upstream.stats.calls, before, 'no upstream call');
  });

  test('a 100 KB query parameter is refused naming the field', async () => {
    const error = firstError(
      await stack.gql(
        'query($s: Int!, $q: String) { foodItems(serviceId: $s, search: $q) { id } }',
        { s: serviceId, q: LONG },
        { token: admin, serviceId },
      ),
    );
    assert.equal(error.extensions?.code, 'BAD_USER_INPUT');
    assert.deepEqual(
      error.extensions?.fieldErrors?.map((f) => f.field),
      ['search'],
    );
  });

  test('an ordinary search still runs', async () => {
    const res = await stack.gql<{ foodItems: unknown[] }>(
      'query($s: Int!, $q: String) { foodItems(serviceId: $s, search: $q) { id } }',
      { s: serviceId, q: 'rice' },
      { token: admin, serviceId },
    );
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  });
});

describe('an upstream that answers 431 (finding 12)', () => {
  let stack: Stack;
  before(async () => {
    // The BFF's own bound lifted, so the long address reaches the upstream's HTTP server.
    stack = await startStack({ UPSTREAM_MAX_URL_BYTES: '1000000' });
  });
  after(() => stack.close());

  test('is a refusal the user can read, not an internal error', async () => {
    const error = firstError(await stack.gql(FORGOT, { e: `${LONG}@demo.lk` }));
    assert.equal(error.extensions?.code, 'BAD_USER_INPUT');
    assert.equal(error.extensions?.reason, 'REQUEST_TOO_LARGE');
    assert.equal(error.message, 'The request is too large');
  });
});

const refuse401 = (res: ServerResponse) => {
  res.writeHead(401, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ statusCode: '40100', message: 'Sign-in required', reason: 'SIGN_IN_REQUIRED' }));
};

/**
 * An HTTP server standing in for a faulty upstream: `answer` decides what each `GET user/me` (the
 * call under test) gets; anything else (the STOMP bridge asking for its token) is refused.
 */
async function fakeUpstream(answer: (n: number, res: ServerResponse) => void) {
  let requests = 0;
  const server: Server = createServer((req, res) => {
    req.resume();
    if (req.method !== 'GET' || !req.url?.endsWith('/user/me')) return refuse401(res);
    requests += 1;
    answer(requests, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function bffOn(upstreamUrl: string): Promise<RunningBff> {
  return startBff(
    loadConfig({
      ...process.env,
      PORT: '0',
      UPSTREAM_URL: upstreamUrl,
      WEB_DIST: '',
      STOMP_RELAY_URL: '',
      UPSTREAM_TIMEOUT_MS: '1000',
      OAUTH_CLIENT_SECRET: randomBytes(24).toString('base64url'),
    }),
  );
}

async function me(bff: RunningBff): Promise<GqlResult> {
  const res = await fetch(`${bff.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer some-token' },
    body: JSON.stringify({ query: '{ me { id } }' }),
  });
  return (await res.json()) as GqlResult;
}

describe('the upstream timeout bounds the whole call (finding 14)', () => {
  test('a GET that timed out is not sent again: the time is used up', async () => {
    // Never answers: every request waits for the timeout.
    const upstream = await fakeUpstream(() => undefined);
    const bff = await bffOn(upstream.url);
    try {
      const error = firstError(await me(bff));
      assert.equal(error.extensions?.code, 'UPSTREAM_UNAVAILABLE');
      assert.equal(upstream.requests(), 1, 'one request: the retry would have had the full timeout again');
    } finally {
      await bff.close();
      await upstream.close();
    }
  });

  test('a GET whose connection was dropped is tried once more within the same time', async () => {
    // Drops the first request's connection, answers the second as the upstream would a stale token.
    const upstream = await fakeUpstream((n, res) => {
      if (n === 1) {
        res.socket?.destroy();
        return;
      }
      refuse401(res);
    });
    const bff = await bffOn(upstream.url);
    try {
      const error = firstError(await me(bff));
      assert.equal(error.extensions?.code, 'UNAUTHENTICATED');
      assert.equal(upstream.requests(), 2);
    } finally {
      await bff.close();
      await upstream.close();
    }
  });
});
