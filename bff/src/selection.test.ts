// What an operation selects on a resolver's result, through fragments and @skip/@include, and the
// reads started ahead for it: only those selected, in the order given, a failure left to the field.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildSchema, graphql, type GraphQLResolveInfo } from 'graphql';
import { readAhead, selectedFields } from './selection.js';

const schema = buildSchema(`
  type Board { counts: Int newOrders: [Int] tickets: [Int] }
  type Query { board: Board }
`);

async function selectedBy(source: string, variableValues: Record<string, unknown> = {}): Promise<string[]> {
  let seen: Set<string> = new Set();
  const result = await graphql({
    schema,
    source,
    variableValues,
    rootValue: {
      board: (_args: unknown, _ctx: unknown, info: GraphQLResolveInfo) => {
        seen = selectedFields(info);
        return {};
      },
    },
  });
  assert.equal(result.errors, undefined, JSON.stringify(result.errors));
  return [...seen].sort();
}

describe('selectedFields', () => {
  test('names the fields of the selection', async () => {
    assert.deepEqual(await selectedBy('{ board { counts tickets } }'), ['counts', 'tickets']);
  });

  test('follows named and inline fragments', async () => {
    const query = '{ board { ...Parts ... on Board { tickets } } } fragment Parts on Board { newOrders }';
    assert.deepEqual(await selectedBy(query), ['newOrders', 'tickets']);
  });

  test('leaves out what @skip and @include leave out for the variables', async () => {
    const query =
      'query($lists: Boolean!) { board { counts newOrders @include(if: $lists) tickets @skip(if: $lists) } }';
    assert.deepEqual(await selectedBy(query, { lists: false }), ['counts', 'tickets']);
    assert.deepEqual(await selectedBy(query, { lists: true }), ['counts', 'newOrders']);
  });
});

describe('readAhead', () => {
  test('starts the selected reads in the given order, and only those', () => {
    const started: string[] = [];
    const read = (name: string, fields: string[]) => ({
      fields,
      start: () => {
        started.push(name);
        return Promise.resolve();
      },
    });
    readAhead(new Set(['counts', 'tickets']), null, [
      read('tickets', ['tickets']),
      read('orders', ['newOrders']),
      read('counts', ['counts']),
    ]);
    assert.deepEqual(started, ['tickets', 'counts']);
  });

  test('a failed read is left to the field that awaits it, not thrown unhandled', async () => {
    const failing = Promise.reject(new Error('upstream down'));
    readAhead(new Set(['tickets']), null, [{ fields: ['tickets'], start: () => failing }]);
    await assert.rejects(failing, /upstream down/);
  });
});
