// Serving the built web app: the brotli or gzip copy the browser accepts, long-lived caching for
// hashed assets only, client-side routes answered with index.html, and the security headers.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { RunningBff } from '../server.js';
import { startBareBff } from '../test/bare-bff.js';

const INDEX = '<!doctype html><html><head><title>App under test</title></head><body></body></html>';
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(500))};`;

/** A built app as vite-plugin-compression2 leaves it: each text file with .br and .gz beside it. */
function builtApp(): string {
  const dist = mkdtempSync(join(tmpdir(), 'static-test-'));
  mkdirSync(join(dist, 'assets'));
  const write = (path: string, body: string, compressed = true) => {
    writeFileSync(join(dist, path), body);
    if (!compressed) return;
    writeFileSync(join(dist, `${path}.br`), brotliCompressSync(body));
    writeFileSync(join(dist, `${path}.gz`), gzipSync(body));
  };
  write('index.html', INDEX);
  write('assets/main-abc123.js', SCRIPT);
  write('sw.js', 'self.addEventListener("fetch", () => {});', false);
  write('sandbox.html', '<!doctype html><title>sandbox</title>', false);
  return dist;
}

const get = (bff: RunningBff, path: string, encoding?: string) =>
  fetch(`${bff.url}${path}`, { headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

/** The body as sent, before any decoding (fetch would decode a compressed body). */
async function raw(res: Response): Promise<Buffer> {
  return Buffer.from(await res.arrayBuffer());
}

for (const production of [false, true]) {
  describe(`the web app (${production ? 'production' : 'development'})`, () => {
    let dist: string;
    let bff: RunningBff;
    before(async () => {
      dist = builtApp();
      bff = await startBareBff({
        WEB_DIST: dist,
        ...(production ? { NODE_ENV: 'production', OAUTH_CLIENT_SECRET: 'x' } : {}),
      });
    });
    after(async () => {
      await bff.close();
      rmSync(dist, { recursive: true, force: true });
    });

    test('sends the brotli copy to a browser that accepts brotli', async () => {
      const res = await get(bff, '/assets/main-abc123.js', 'gzip, deflate, br, zstd');
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('content-encoding'), 'br');
      assert.match(res.headers.get('content-type') ?? '', /^text\/javascript/);
      assert.match(res.headers.get('vary') ?? '', /accept-encoding/i);
      assert.equal(Number(res.headers.get('content-length')), brotliCompressSync(SCRIPT).length);
    });

    test('sends the gzip copy to a browser that accepts only gzip, and the file to one that accepts neither', async () => {
      const gzip = await get(bff, '/assets/main-abc123.js', 'gzip');
      assert.equal(gzip.headers.get('content-encoding'), 'gzip');
      assert.ok(Number(gzip.headers.get('content-length')) < SCRIPT.length / 10);
      const plain = await get(bff, '/assets/main-abc123.js', 'identity');
      assert.equal(plain.headers.get('content-encoding'), null);
      assert.equal((await raw(plain)).toString('utf8'), SCRIPT);
    });

    test('caches hashed assets for a year, and revalidates the page and the service worker', async () => {
      const asset = await get(bff, '/assets/main-abc123.js', 'br');
      assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      for (const path of ['/', '/index.html', '/sw.js', '/waiter/order']) {
        const res = await get(bff, path, 'br');
        assert.equal(res.headers.get('cache-control'), 'no-cache', path);
      }
    });

    test('answers client-side routes with index.html', async () => {
      const res = await get(bff, '/restaurant/dashboard/3?table=2', 'identity');
      assert.equal(res.status, 200);
      assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
      assert.equal(await res.text(), INDEX);
    });

    test('answers a missing asset with 404, not the page', async () => {
      const res = await get(bff, '/assets/main-gone999.js', 'br');
      assert.equal(res.status, 404);
      assert.doesNotMatch(await res.text(), /App under test/);
    });

    test('never serves the sandbox page as a file (only at /graphql, when it is on)', async () => {
      assert.equal((await get(bff, '/sandbox.html')).status, 404);
    });

    test('sends the security headers with the page', async () => {
      const res = await get(bff, '/auth/login/user', 'br');
      const csp = Object.fromEntries(
        (res.headers.get('content-security-policy') ?? '').split(';').map((directive) => {
          const [name = '', ...values] = directive.trim().split(/\s+/);
          return [name, values.join(' ')];
        }),
      );
      assert.equal(csp['default-src'], "'self'");
      assert.equal(csp['script-src'], "'self'");
      assert.equal(csp['connect-src'], "'self'");
      assert.equal(csp['img-src'], "'self' data: blob:");
      assert.equal(csp['style-src'], "'self' 'unsafe-inline'");
      assert.equal(csp['worker-src'], "'self'");
      assert.equal(csp['object-src'], "'none'");
      assert.equal(csp['frame-ancestors'], "'none'");
      assert.equal(res.headers.get('referrer-policy'), 'no-referrer');
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(res.headers.get('x-frame-options'), 'DENY');
      assert.equal(res.headers.get('cross-origin-opener-policy'), 'same-origin');
    });

    test('sends the security headers with GraphQL answers too', async () => {
      const res = await fetch(`${bff.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      assert.equal(res.status, 200);
      assert.match(res.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    });
  });
}

test('answers 503 with how to build the app when it is not built', async () => {
  const empty = mkdtempSync(join(tmpdir(), 'static-empty-'));
  const bff = await startBareBff({ WEB_DIST: empty });
  try {
    const res = await get(bff, '/');
    assert.equal(res.status, 503);
    assert.match(await res.text(), /npm run build/);
  } finally {
    await bff.close();
    rmSync(empty, { recursive: true, force: true });
  }
});
