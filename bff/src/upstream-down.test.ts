// With the upstream unreachable, the BFF answers UPSTREAM_UNAVAILABLE quickly instead of hanging.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { loadConfig } from './config.js';
import { startBff } from './server.js';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

test('an unreachable upstream answers UPSTREAM_UNAVAILABLE with a clear message', async () => {
  const port = await freePort();
  const bff = await startBff(
    loadConfig({
      ...process.env,
      PORT: '0',
      UPSTREAM_URL: `http://127.0.0.1:${port}`,
      WEB_DIST: '',
      UPSTREAM_TIMEOUT_MS: '2000',
      STOMP_RELAY_URL: '',
      OAUTH_CLIENT_SECRET: 'no upstream answers this one',
    }),
  );
  try {
    const res = await fetch(`${bff.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation { signIn(email: "a@demo.lk", password: "x") { accessToken } }' }),
    });
    const body = (await res.json()) as { errors: { message: string; extensions: { code: string } }[] };
    assert.equal(body.errors[0]?.extensions.code, 'UPSTREAM_UNAVAILABLE');
    assert.match(body.errors[0]?.message ?? '', /not responding/);
  } finally {
    await bff.close();
  }
});
