// GraphQL limits: abusive operations are refused before anything runs, over HTTP and WebSocket;
// the standard directives work; suggestions reveal no field names in production. And every
// operation the web app sends stays well inside the limits.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { parse, print, separateOperations, specifiedRules, validate } from 'graphql';
import type { RunningBff } from '../server.js';
import { bffSchema } from '../schema.js';
import { startBareBff } from '../test/bare-bff.js';
import { startStack, type Stack } from '../test/stack.js';
import { DEFAULT_LIMITS, graphqlArmor, type GraphqlLimits } from './limits.js';

interface Answer {
  status: number;
  body: { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };
}

async function post(bff: RunningBff, query: string, token?: string): Promise<Answer> {
  const res = await fetch(`${bff.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

/** The errors a query gets over graphql-ws (none when it runs). */
async function overWebSocket(bff: RunningBff, query: string, variables?: Record<string, unknown>): Promise<string[]> {
  const client = createClient({
    url: `${bff.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
  });
  try {
    return await new Promise<string[]>((resolve, reject) => {
      client.subscribe(
        { query, ...(variables ? { variables } : {}) },
        {
          next: (result) => resolve((result.errors ?? []).map((e) => e.message)),
          error: (error) =>
            Array.isArray(error) ? resolve(error.map((e: { message: string }) => e.message)) : reject(error as Error),
          complete: () => resolve([]),
        },
      );
    });
  } finally {
    await client.dispose();
  }
}

function assertRefused(answer: Answer, pattern: RegExp): void {
  assert.equal(answer.status, 400, JSON.stringify(answer.body));
  assert.equal(answer.body.data, undefined, 'nothing ran');
  assert.ok(
    answer.body.errors?.some((e) => pattern.test(e.message)),
    `expected an error matching ${pattern}, got ${JSON.stringify(answer.body.errors)}`,
  );
}

/** FoodCategory.children is the schema's one self-reference: a chain of fragments nests through it. */
function fragmentChain(length: number): string {
  const fragments = Array.from(
    { length },
    (_, i) => `fragment F${i} on FoodCategory { id children { ${i + 1 < length ? `...F${i + 1}` : 'id'} } }`,
  );
  return `query { foodCategories(serviceId: 1) { ...F0 } }\n${fragments.join('\n')}`;
}

const aliases = (count: number) => `{ me { ${Array.from({ length: count }, (_, i) => `a${i}: id`).join(' ')} } }`;

// Each `name` at the fourth level costs 1.5³ ≈ 3.4: 700 of them cost about 2,360, in about 710 tokens.
const costly = `{ me { profile { hotel { ${'name '.repeat(700)}} } } }`;

const directives = (count: number) => `{ __typename ${'@skip(if: false) '.repeat(count)}}`;

describe('GraphQL limits (defaults)', () => {
  let bff: RunningBff;
  before(async () => {
    bff = await startBareBff();
  });
  after(() => bff.close());

  test('refuses a chain of 200 fragments', async () => {
    assertRefused(await post(bff, fragmentChain(200)), /1000 tokens/);
  });

  test('counts depth through fragments, however shallow each fragment looks', async () => {
    assertRefused(await post(bff, fragmentChain(12)), /depth limit of 10 exceeded, found 14/);
  });

  test('refuses 5,000 aliases in one query', async () => {
    assertRefused(await post(bff, aliases(5000)), /1000 tokens/);
  });

  test('refuses one alias more than the limit', async () => {
    assertRefused(await post(bff, aliases(DEFAULT_LIMITS.maxAliases + 1)), /Aliases limit of 15 exceeded/);
  });

  test('refuses a query that costs more than the limit', async () => {
    assertRefused(await post(bff, costly), /Cost limit of 2000 exceeded/);
  });

  test('refuses a query of more tokens than the limit', async () => {
    assertRefused(await post(bff, `{ ${'__typename '.repeat(1200)}}`), /more that 1000 tokens/);
  });

  test('refuses a body over 1 MB with 413 and still answers the next request', async () => {
    const res = await fetch(`${bff.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }', variables: { filler: 'x'.repeat(1024 * 1024) } }),
    });
    assert.equal(res.status, 413);
    assert.deepEqual(await res.json(), { errors: [{ message: 'Request too large' }] });
    const next = await post(bff, '{ __typename }');
    assert.deepEqual(next.body, { data: { __typename: 'Query' } });
  });

  test('answers a syntax error with 400, not 500', async () => {
    assertRefused(await post(bff, 'query books / { books }'), /Syntax Error/);
  });

  test('refuses more directives than the limit', async () => {
    assertRefused(await post(bff, directives(DEFAULT_LIMITS.maxDirectives + 1)), /Directives limit of 20 exceeded/);
  });

  test('answers a query inside every limit', async () => {
    const answer = await post(bff, `{ ${'t: __typename '.repeat(3)}}`);
    assert.deepEqual(answer, { status: 200, body: { data: { t: 'Query' } } });
  });

  test('applies the same limits to operations over WebSocket', async () => {
    const depth = await overWebSocket(bff, fragmentChain(12));
    assert.ok(
      depth.some((m) => /depth limit of 10 exceeded/.test(m)),
      JSON.stringify(depth),
    );
    const tokens = await overWebSocket(bff, aliases(5000));
    assert.ok(
      tokens.some((m) => /more that 1000 tokens/.test(m)),
      JSON.stringify(tokens),
    );
    const cost = await overWebSocket(bff, costly);
    assert.ok(
      cost.some((m) => /Cost limit of 2000 exceeded/.test(m)),
      JSON.stringify(cost),
    );
  });

  test('suggests field names in development', async () => {
    const answer = await post(bff, '{ me { emial } }');
    assert.ok(
      answer.body.errors?.some((e) => e.message.includes('Did you mean "email"?')),
      JSON.stringify(answer),
    );
  });
});

describe('GraphQL limits from the environment', () => {
  let bff: RunningBff;
  before(async () => {
    bff = await startBareBff({ GRAPHQL_MAX_DEPTH: '3', GRAPHQL_MAX_ALIASES: '2' });
  });
  after(() => bff.close());

  test('take the configured numbers', async () => {
    assertRefused(await post(bff, '{ me { profile { hotel { id } } } }'), /depth limit of 3 exceeded/);
    assertRefused(await post(bff, aliases(3)), /Aliases limit of 2 exceeded/);
  });
});

describe('in production', () => {
  let bff: RunningBff;
  before(async () => {
    bff = await startBareBff({ NODE_ENV: 'production', OAUTH_CLIENT_SECRET: 'x' });
  });
  after(() => bff.close());

  test('an unknown field gets no suggestion that reveals field names', async () => {
    const answer = await post(bff, '{ me { emial } }');
    assert.equal(answer.status, 400);
    const messages = (answer.body.errors ?? []).map((e) => e.message);
    assert.ok(
      messages.some((m) => m.includes('Cannot query field "emial"')),
      JSON.stringify(messages),
    );
    assert.ok(!messages.some((m) => /Did you mean|"email"/.test(m)), JSON.stringify(messages));
  });

  test('nor over WebSocket', async () => {
    const messages = await overWebSocket(bff, '{ me { emial } }');
    assert.ok(
      messages.some((m) => m.includes('Cannot query field "emial"')),
      JSON.stringify(messages),
    );
    assert.ok(!messages.some((m) => /Did you mean|"email"/.test(m)), JSON.stringify(messages));
  });

  // Each of graphql-js's suggestion forms, with the name it would reveal.
  const probes: { what: string; query: string; variables?: Record<string, unknown>; reveals: string }[] = [
    { what: 'an argument name', query: '{ foodCategories(serviceId: 1, servicId: 1) { id } }', reveals: '"serviceId"' },
    { what: 'a type name', query: '{ me { ... on Viewr { id } } }', reveals: '"Viewer"' },
    {
      what: 'an enum value',
      query: 'mutation { setUserLevel(level: HOTL, userId: 1) { __typename } }',
      reveals: '"HOTEL"',
    },
    {
      what: "an enum value in a variable's value",
      query: 'mutation($l: UserLevel!) { setUserLevel(level: $l, userId: 1) { __typename } }',
      variables: { l: 'HOTL' },
      reveals: '"HOTEL"',
    },
    {
      what: "an input field in a variable's value",
      query: 'mutation($i: SignUpInput!) { signUp(input: $i) { message } }',
      variables: { i: { firstNme: 'a', lastName: 'b', email: 'c', password: 'd', confirmPassword: 'd' } },
      reveals: 'Did you mean',
    },
  ];
  for (const probe of probes) {
    test(`no suggestion reveals ${probe.what}, over HTTP or WebSocket`, async () => {
      const res = await fetch(`${bff.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: probe.query, variables: probe.variables }),
      });
      const http = ((await res.json()) as Answer['body']).errors?.map((e) => e.message) ?? [];
      const ws = await overWebSocket(bff, probe.query, probe.variables);
      for (const messages of [http, ws]) {
        assert.ok(messages.length > 0, 'the operation is refused');
        assert.ok(!messages.some((m) => /Did you mean/.test(m) || m.includes(probe.reveals)), JSON.stringify(messages));
      }
    });
  }
});

describe('abusive operations against the real upstream (issue 9, finding 4)', () => {
  let stack: Stack;
  let token: string;
  before(async () => {
    stack = await startStack();
    token = await stack.signIn('waiter@demo.lk');
  });
  after(() => stack.close());

  // Each alias of foodCategories is an upstream call when it runs.
  const upstreamAliases = (count: number) =>
    `{ ${Array.from({ length: count }, (_, i) => `a${i}: foodCategories(serviceId: 1) { id }`).join(' ')} }`;

  /** The upstream calls the BFF makes while `run` runs. */
  async function upstreamCallsDuring(run: () => Promise<void>): Promise<number> {
    const before = stack.bff.upstream.stats.calls;
    await run();
    return stack.bff.upstream.stats.calls - before;
  }

  test('5,000 aliases are refused with a clear error, and the upstream is not called', async () => {
    const calls = await upstreamCallsDuring(async () => {
      assertRefused(await post(stack.bff, upstreamAliases(5000), token), /more that 1000 tokens/);
      assertRefused(
        await post(stack.bff, upstreamAliases(DEFAULT_LIMITS.maxAliases + 1), token),
        /Aliases limit of 15 exceeded/,
      );
      const ws = await overWebSocket(stack.bff, upstreamAliases(5000));
      assert.ok(
        ws.some((m) => /more that 1000 tokens/.test(m)),
        JSON.stringify(ws),
      );
    });
    assert.equal(calls, 0);
  });

  test('a chain of 200 fragments is refused with a clear error, and the upstream is not called', async () => {
    const calls = await upstreamCallsDuring(async () => {
      assertRefused(await post(stack.bff, fragmentChain(200), token), /more that 1000 tokens/);
      assertRefused(await post(stack.bff, fragmentChain(12), token), /depth limit of 10 exceeded/);
      const ws = await overWebSocket(stack.bff, fragmentChain(200));
      assert.ok(
        ws.some((m) => /more that 1000 tokens/.test(m)),
        JSON.stringify(ws),
      );
    });
    assert.equal(calls, 0);
  });

  test('the same operation inside the limits does call the upstream', async () => {
    const calls = await upstreamCallsDuring(async () => {
      const answer = await post(stack.bff, upstreamAliases(2), token);
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
    });
    assert.ok(calls > 0, 'the measure sees upstream calls');
  });
});

describe('standard directives', () => {
  let stack: Stack;
  let token: string;
  before(async () => {
    stack = await startStack();
    token = await stack.signIn('waiter@demo.lk');
  });
  after(() => stack.close());

  test('@include and @skip keep and drop fields', async () => {
    const answer = await post(
      stack.bff,
      '{ me { id @include(if: true) email @skip(if: true) level @include(if: false) } }',
      token,
    );
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const me = (answer.body.data as { me: Record<string, unknown> }).me;
    assert.deepEqual(Object.keys(me), ['id']);
  });

  test('@include takes a variable', async () => {
    const res = await stack.gql<{ me: Record<string, unknown> }>(
      'query($full: Boolean!) { me { id email @include(if: $full) } }',
      { full: false },
      { token },
    );
    assert.deepEqual(Object.keys(res.data?.me ?? {}), ['id']);
  });

  test('@deprecated is a known directive of the schema', async () => {
    const schema = await bffSchema();
    assert.ok(schema.getDirective('deprecated'));
    assert.ok(schema.getDirective('include'));
    assert.ok(schema.getDirective('skip'));
    assert.ok(schema.getDirective('requires'), 'the guard directives stay');
  });
});

describe("the web app's operations", () => {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const files = readdirSync(join(root, 'web/src'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.graphql'))
    .map((f) => join(root, 'web/src', f));
  // Half of every limit: each operation stays within it, so the limits leave at least twice its size.
  const half = Object.fromEntries(
    Object.entries(DEFAULT_LIMITS).map(([k, v]) => [k, Math.floor(v / 2)]),
  ) as unknown as GraphqlLimits;

  test('every operation document passes half of every limit', async () => {
    assert.ok(files.length > 0, 'web/src has .graphql documents');
    const schema = await bffSchema();
    const { validationRules } = graphqlArmor({ limits: half, hideSuggestions: false });
    const all = parse(files.map((f) => readFileSync(f, 'utf8')).join('\n'));
    const operations = Object.entries(separateOperations(all));
    assert.ok(operations.length > 10, `found ${operations.length} operations`);
    const failures: string[] = [];
    for (const [name, document] of operations) {
      for (const error of validate(schema, document, [...specifiedRules, ...validationRules]))
        failures.push(`${name}: ${error.message}`);
      // What the client sends: the operation with the fragments it spreads.
      try {
        parse(print(document), { maxTokens: half.maxTokens });
      } catch (error) {
        failures.push(`${name}: ${(error as Error).message}`);
      }
    }
    assert.deepEqual(failures, []);
  });
});
