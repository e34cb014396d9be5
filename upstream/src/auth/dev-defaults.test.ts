// What the development default may not hand out (issue 9, finding 6): the mail outbox with its reset
// codes is off unless asked for, answers on this machine only and never in production; the OAuth
// client secret is never a constant outside the tests.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { auth } from '@hotel/schema';
import { loadConfig } from '../config.js';
import { at, startTestUpstream, type TestUpstream } from '../test/harness.js';

const started: TestUpstream[] = [];
after(() => Promise.all(started.map((up) => up.close())));
const start = async (env: Record<string, string> = {}) => {
  const up = await startTestUpstream(env);
  started.push(up);
  return up;
};

describe('the development mail outbox', () => {
  test('is not there unless DEV_MAIL_OUTBOX is set', async () => {
    const up = await start();
    await up.api('POST', at(auth.forgotPassword, { email: 'waiter@demo.lk' }));
    const res = await up.api('GET', at(auth.mailOutbox, {}, { to: 'waiter@demo.lk' }));
    assert.equal(res.status, 404);
    assert.equal(res.json.result, undefined);
  });

  test('with DEV_MAIL_OUTBOX, answers callers on this machine, not a request a proxy forwards', async () => {
    const up = await start({ DEV_MAIL_OUTBOX: 'true' });
    await up.api('POST', at(auth.forgotPassword, { email: 'waiter@demo.lk' }));
    const local = await up.api('GET', at(auth.mailOutbox, {}, { to: 'waiter@demo.lk' }));
    assert.equal(local.status, 200);
    assert.match(local.json.result.mail[0].body, /\b\d{6}\b/);
    const forwarded = await up.api('GET', at(auth.mailOutbox, {}, { to: 'waiter@demo.lk' }), {
      forwardedFor: '203.0.113.7',
    });
    assert.equal(forwarded.status, 404, 'a local reverse proxy serving someone else gets nothing');
  });

  test('is refused in production when the process starts', () => {
    assert.throws(
      () => loadConfig({ NODE_ENV: 'production', OAUTH_CLIENT_SECRET: 'a-real-secret-1', DEV_MAIL_OUTBOX: 'true' }),
      /DEV_MAIL_OUTBOX/,
    );
  });
});

describe('the OAuth client secret', () => {
  test('the former development constant is refused as client credentials', async () => {
    const up = await start();
    const res = await up.api('POST', at(auth.oauthToken), {
      basic: 'hotel-bff:hotel-bff-secret',
      form: { grant_type: 'client_credentials' },
    });
    assert.equal(res.status, 401);
    assert.equal(res.json.reason, 'INVALID_CLIENT');
  });

  test('production needs OAUTH_CLIENT_SECRET; a published example value is refused anywhere', () => {
    assert.throws(() => loadConfig({ NODE_ENV: 'production' }), /OAUTH_CLIENT_SECRET must be set/);
    for (const secret of ['hotel-bff-secret', 'change-me']) {
      assert.throws(() => loadConfig({ OAUTH_CLIENT_SECRET: secret }), /published/);
    }
  });

  test('in development without a setting, each data directory gets its own random secret, kept private', () => {
    const dirs = [mkdtempSync(join(tmpdir(), 'hotel-secret-')), mkdtempSync(join(tmpdir(), 'hotel-secret-'))];
    try {
      const first = loadConfig({ DATA_DIR: dirs[0]! }).clientSecret;
      assert.equal(loadConfig({ DATA_DIR: dirs[0]! }).clientSecret, first, 'the same installation keeps it');
      assert.ok(first.length >= 40);
      assert.notEqual(loadConfig({ DATA_DIR: dirs[1]! }).clientSecret, first);
      assert.equal(statSync(join(dirs[0]!, 'oauth-client-secret')).mode & 0o077, 0, 'readable by its owner only');
    } finally {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  });
});
