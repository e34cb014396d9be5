import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { isServiceType, isUserLevel, offersEvents, SERVICE_TYPES, USER_LEVELS } from './service-type.js';

describe('service types and levels', () => {
  it('lists the four service types and NO_SERVICE', () => {
    assert.deepEqual(SERVICE_TYPES, ['HOTEL', 'RESTAURANT', 'HOUSEKEEPING', 'INVENTORY', 'NO_SERVICE']);
  });
  it('lists the login levels', () => {
    assert.deepEqual(USER_LEVELS, ['ADMIN', 'GROUP', 'HOTEL', 'SERVICE', 'USER']);
  });
  for (const [value, expected] of [
    ['RESTAURANT', true],
    ['restaurant', false],
    [null, false],
  ] as const) {
    it(`${expected ? 'accepts' : 'rejects'} service type ${String(value)}`, () =>
      assert.equal(isServiceType(value), expected));
  }
  it('does not count the old client levels PDAMIN and GUEST as login levels', () => {
    assert.equal(isUserLevel('PDAMIN'), false);
    assert.equal(isUserLevel('GUEST'), false);
    assert.equal(isUserLevel('SERVICE'), true);
  });
  it('offers events everywhere except at a hotel of type HOTEL', () => {
    assert.equal(offersEvents('HOTEL'), false);
    assert.equal(offersEvents('RESORT'), true);
    assert.equal(offersEvents(undefined), true);
  });
});
