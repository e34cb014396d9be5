// Every paged search of the contract sorts by an enum of its own fields with a default, never by
// free text: the contract declares it, and the upstream refuses anything else naming the field
// before a handler runs.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ALL_ENDPOINTS } from '@hotel/schema';
import { startTestUpstream, type TestUpstream } from '../test/harness.js';
import { checkSortRefusals, sortFieldsOf } from '../test/paged-search.js';

const PAGED = ALL_ENDPOINTS.filter((e) => e.paged);

let up: TestUpstream;
let token: string;

before(async () => {
  up = await startTestUpstream();
  token = await up.signIn('admin@demo.lk');
});
after(() => up.close());

describe('every paged search', () => {
  test('there are paged searches to check', () => {
    assert.ok(PAGED.length >= 25, `found ${PAGED.length}`);
  });

  for (const endpoint of PAGED) {
    test(`${endpoint.id} sorts by its own fields, refusing anything else naming sortField or direction`, async () => {
      assert.ok(sortFieldsOf(endpoint).length > 0, `${endpoint.id} declares its sort fields`);
      const params = Object.fromEntries([...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1], 1]));
      await checkSortRefusals({ up, token, endpoint, params, key: '' });
    });
  }
});
