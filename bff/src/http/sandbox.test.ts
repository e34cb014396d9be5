// The GraphQL sandbox at /graphql: browsers get the page (with the SDL and its guards embedded)
// when it is on, a 404 when it is off; GraphQL requests are unaffected either way.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningBff } from '../server.js';
import { startBareBff } from '../test/bare-bff.js';
import { startStack, type Stack } from '../test/stack.js';
import { embedConfig, prefersHtml, SANDBOX_CONFIG_ID, type SandboxPageConfig } from './sandbox.js';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,*/*;q=0.8';
const PAGE = '<!doctype html><html><head><title>Sandbox under test</title></head><body></body></html>';

function pageConfig(html: string): SandboxPageConfig {
  const match = new RegExp(`<script id="${SANDBOX_CONFIG_ID}" type="application/json">(.*?)</script>`, 's').exec(html);
  assert.ok(match, 'the page embeds its configuration');
  return JSON.parse(match[1]!) as SandboxPageConfig;
}

const browserGet = (bff: RunningBff, search = '') =>
  fetch(`${bff.url}/graphql${search}`, { headers: { accept: BROWSER_ACCEPT } });

async function postTypename(bff: RunningBff): Promise<unknown> {
  const res = await fetch(`${bff.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ __typename }' }),
  });
  return res.json();
}

describe('GraphQL sandbox', () => {
  let webDist: string;
  before(() => {
    webDist = mkdtempSync(join(tmpdir(), 'sandbox-test-'));
    writeFileSync(join(webDist, 'sandbox.html'), PAGE);
  });
  after(() => rmSync(webDist, { recursive: true, force: true }));

  describe('on', () => {
    let stack: Stack;
    before(async () => {
      stack = await startStack({ WEB_DIST: webDist, GRAPHQL_SANDBOX: 'true', GRAPHQL_INTROSPECTION: 'true' });
    });
    after(() => stack.close());

    test('a browser opening /graphql gets the sandbox page with the SDL and its guards', async () => {
      const res = await browserGet(stack.bff);
      assert.equal(res.status, 200);
      assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
      assert.match(res.headers.get('vary') ?? '', /accept/i);
      const html = await res.text();
      assert.match(html, /<title>Sandbox under test<\/title>/);
      const { sdl } = pageConfig(html);
      assert.ok(sdl);
      assert.match(
        sdl,
        /directive @requires\(\s*permission: String!\s[\s\S]*?service: String\s[\s\S]*?hotel: String\s*\) on FIELD_DEFINITION/,
      );
      assert.match(sdl, /me: Viewer! @signedIn/);
      assert.match(sdl, /signIn\(.*\): Session! @public/);
      assert.match(sdl, /@requires\(permission: "CHANNEL:VIEW"\)/);
    });

    test('a browser URL with a query still gets the page, never an execution', async () => {
      const res = await browserGet(stack.bff, '?query=%7B__typename%7D');
      assert.equal(res.status, 200);
      assert.match(await res.text(), /Sandbox under test/);
    });

    test('a JSON POST still executes queries and mutations', async () => {
      const typename = await stack.gql<{ __typename: string }>('{ __typename }');
      assert.deepEqual(typename, { data: { __typename: 'Query' } });
      const token = await stack.signIn('frontdesk@demo.lk');
      const me = await stack.gql<{ me: { email: string } }>('{ me { email } }', {}, { token });
      assert.equal(me.data?.me.email, 'frontdesk@demo.lk');
    });

    test("a client's GET is left to Apollo, CSRF prevention included", async () => {
      const blocked = await fetch(`${stack.bff.url}/graphql?query=%7B__typename%7D`, {
        headers: { accept: 'application/json' },
      });
      assert.equal(blocked.status, 400);
      assert.match(await blocked.text(), /Cross-Site Request Forgery/);
      const allowed = await fetch(`${stack.bff.url}/graphql?query=%7B__typename%7D`, {
        headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
      });
      assert.equal(allowed.status, 200);
      assert.deepEqual(await allowed.json(), { data: { __typename: 'Query' } });
    });

    test('a simple (non-JSON) POST is still blocked by CSRF prevention', async () => {
      const res = await fetch(`${stack.bff.url}/graphql`, {
        method: 'POST',
        headers: { accept: BROWSER_ACCEPT, 'content-type': 'text/plain' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      assert.equal(res.status, 400);
      assert.match(await res.text(), /Cross-Site Request Forgery/);
    });
  });

  describe('off', () => {
    let bff: RunningBff;
    before(async () => {
      bff = await startBareBff({ WEB_DIST: webDist, GRAPHQL_SANDBOX: 'false' });
    });
    after(() => bff.close());

    test('a browser opening /graphql gets a 404', async () => {
      const res = await browserGet(bff);
      assert.equal(res.status, 404);
      assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
      assert.deepEqual(await res.json(), { message: 'Not found' });
    });

    test('a JSON POST still executes queries', async () => {
      assert.deepEqual(await postTypename(bff), { data: { __typename: 'Query' } });
    });
  });

  test('off by default in production', async () => {
    const bff = await startBareBff({ WEB_DIST: webDist, NODE_ENV: 'production', OAUTH_CLIENT_SECRET: 'x' });
    try {
      assert.equal((await browserGet(bff)).status, 404);
    } finally {
      await bff.close();
    }
  });

  test('with introspection off the page carries no SDL', async () => {
    const bff = await startBareBff({ WEB_DIST: webDist, GRAPHQL_SANDBOX: 'true', GRAPHQL_INTROSPECTION: 'false' });
    try {
      const res = await browserGet(bff);
      assert.equal(res.status, 200);
      assert.deepEqual(pageConfig(await res.text()), { sdl: null });
    } finally {
      await bff.close();
    }
  });

  test('on without a built page answers 503 with how to build it', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'sandbox-empty-'));
    const bff = await startBareBff({ WEB_DIST: empty, GRAPHQL_SANDBOX: 'true' });
    try {
      const res = await browserGet(bff);
      assert.equal(res.status, 503);
      assert.match(await res.text(), /npm run build/);
    } finally {
      await bff.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

test('prefersHtml: browsers yes, GraphQL clients no', () => {
  assert.equal(prefersHtml(BROWSER_ACCEPT), true);
  assert.equal(prefersHtml('text/html'), true);
  assert.equal(prefersHtml(undefined), false);
  assert.equal(prefersHtml('*/*'), false);
  assert.equal(prefersHtml('application/json'), false);
  assert.equal(prefersHtml('application/graphql-response+json, application/json;q=0.9'), false);
  assert.equal(prefersHtml('application/json, text/html;q=0.5'), false);
  assert.equal(prefersHtml('text/html;q=0.5, application/json'), false);
});

test('embedConfig: the embedded JSON cannot close its script element', () => {
  const html = embedConfig(PAGE, { sdl: '"""</script><script>alert(1)</script>"""' });
  assert.equal(html.match(/<\/script>/g)?.length, 1);
  assert.deepEqual(pageConfig(html), { sdl: '"""</script><script>alert(1)</script>"""' });
});
