// Shared execution of subscription events: subscribers of one operation get one execution per event;
// another operation, other variables, a subscriber never judged or refused since, get their own.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  GraphQLInt,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
  type ExecutionResult,
} from 'graphql';
import { admitEvent, subscriptionStarted } from '../auth/live-check.js';
import { subscribeShared } from './live-execution.js';

interface Tick {
  n: number;
}

/** A schema whose `ticks` field counts its executions; each subscriber's events come from `feeds`. */
function fixture() {
  let executions = 0;
  const feeds: ((tick: Tick) => void)[] = [];
  const Tick = new GraphQLObjectType({
    name: 'Tick',
    fields: { n: { type: GraphQLInt }, label: { type: GraphQLString, args: { prefix: { type: GraphQLString } } } },
  });
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLInt } } }),
    subscription: new GraphQLObjectType({
      name: 'Subscription',
      fields: {
        ticks: {
          type: new GraphQLNonNull(Tick),
          args: { every: { type: GraphQLInt } },
          subscribe: (_root, _args, ctx: object) => {
            // As the guards do when a subscription starts.
            subscriptionStarted(ctx, 'ticks', async () => {});
            const queue: Tick[] = [];
            let wake: ((r: IteratorResult<Tick>) => void) | null = null;
            feeds.push((tick) => {
              if (wake) {
                const w = wake;
                wake = null;
                w({ done: false, value: tick });
              } else queue.push(tick);
            });
            const it: AsyncIterableIterator<Tick> = {
              next: () =>
                queue.length > 0
                  ? Promise.resolve({ done: false, value: queue.shift()! })
                  : new Promise((r) => (wake = r)),
              return: async () => ({ done: true, value: undefined }),
              [Symbol.asyncIterator]: () => it,
            };
            return it;
          },
          resolve: (tick: Tick) => {
            executions++;
            return tick;
          },
        },
      },
    }),
  });
  return { schema, feeds, executions: () => executions };
}

const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
const context = () => ({ sessions: { liveRecheckMs: 60_000 } });

async function start(schema: GraphQLSchema, query: string, variables: Record<string, unknown> = {}, ctx = context()) {
  const stream = await subscribeShared({
    schema,
    document: parse(query),
    variableValues: variables,
    contextValue: ctx,
  });
  assert.ok(Symbol.asyncIterator in stream, JSON.stringify(stream));
  return { stream: stream as AsyncGenerator<ExecutionResult, void, void>, ctx };
}

describe('shared execution of subscription events', () => {
  test('subscribers of one operation share one execution per event; each still receives it', async () => {
    const { schema, feeds, executions } = fixture();
    const subs = await Promise.all(Array.from({ length: 5 }, () => start(schema, 'subscription { ticks { n } }')));
    const tick = { n: 1 };
    for (const feed of feeds) feed(tick);
    const results = await Promise.all(subs.map((s) => s.stream.next()));
    for (const r of results) assert.deepEqual(plain(r.value), { data: { ticks: { n: 1 } } });
    assert.equal(executions(), 1);
    // The next event is executed once more, not taken from the first.
    const next = { n: 2 };
    for (const feed of feeds) feed(next);
    const again = await Promise.all(subs.map((s) => s.stream.next()));
    for (const r of again) assert.deepEqual(plain(r.value), { data: { ticks: { n: 2 } } });
    assert.equal(executions(), 2);
  });

  test('another operation text or other variables execute on their own', async () => {
    const { schema, feeds, executions } = fixture();
    const subs = [
      await start(schema, 'subscription { ticks { n } }'),
      await start(schema, 'subscription { ticks { n label } }'),
      await start(schema, 'subscription($p: String) { ticks { label(prefix: $p) } }', { p: 'a' }),
      await start(schema, 'subscription($p: String) { ticks { label(prefix: $p) } }', { p: 'b' }),
    ];
    const tick = { n: 7 };
    for (const feed of feeds) feed(tick);
    await Promise.all(subs.map((s) => s.stream.next()));
    assert.equal(executions(), 4);
  });

  test('a subscriber refused since is executed on its own, and the others keep the shared result', async () => {
    const { schema, feeds, executions } = fixture();
    const refusedCtx = context();
    const kept = await start(schema, 'subscription { ticks { n } }');
    const refused = await start(schema, 'subscription { ticks { n } }', {}, refusedCtx);
    // A background check finds the second subscriber signed out.
    await new Promise((r) => setTimeout(r, 2));
    admitEvent(refusedCtx, 'ticks', 1, () => Promise.reject(new Error('signed out')));
    await new Promise((r) => setTimeout(r, 150));
    const tick = { n: 3 };
    for (const feed of feeds) feed(tick);
    const [a, b] = await Promise.all([kept.stream.next(), refused.stream.next()]);
    assert.deepEqual(plain(a.value), { data: { ticks: { n: 3 } } });
    assert.deepEqual(plain(b.value), { data: { ticks: { n: 3 } } }); // this schema's resolver has no guard
    assert.equal(executions(), 2);
  });

  test('a subscription refused when it starts answers its errors, not a stream', async () => {
    const { schema } = fixture();
    const result = await subscribeShared({ schema, document: parse('subscription { nope }'), contextValue: context() });
    assert.ok(!(Symbol.asyncIterator in result));
    assert.ok((result as ExecutionResult).errors?.length);
  });

  test('closing a subscription closes its source at once, with no event pending', async () => {
    const { schema } = fixture();
    let closed = false;
    const ctx = context();
    const source: AsyncIterableIterator<Tick> = {
      next: () => new Promise(() => {}),
      return: async () => {
        closed = true;
        return { done: true, value: undefined };
      },
      [Symbol.asyncIterator]: () => source,
    };
    const custom = new GraphQLSchema({
      query: schema.getQueryType()!,
      subscription: new GraphQLObjectType({
        name: 'Subscription',
        fields: { ticks: { type: GraphQLInt, subscribe: () => source, resolve: () => 1 } },
      }),
    });
    const stream = (await subscribeShared({
      schema: custom,
      document: parse('subscription { ticks }'),
      contextValue: ctx,
    })) as AsyncGenerator<ExecutionResult, void, void>;
    void stream.next();
    await stream.return(undefined);
    assert.equal(closed, true);
  });
});
