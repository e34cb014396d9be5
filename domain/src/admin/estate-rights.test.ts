import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { USER_LEVELS } from '../hotel/service-type.js';
import { ESTATE_WRITE_LEVELS, estateLevelAllows, estateWriteLevels } from './estate-rights.js';

describe('estate write levels', () => {
  it('groups are added and deleted by ADMIN and edited by ADMIN or GROUP', () => {
    assert.deepEqual(estateWriteLevels('GROUP', 'ADD'), ['ADMIN']);
    assert.deepEqual(estateWriteLevels('GROUP', 'EDIT'), ['ADMIN', 'GROUP']);
    assert.deepEqual(estateWriteLevels('GROUP', 'DELETE'), ['ADMIN']);
  });

  it('hotels are added and deleted by ADMIN or GROUP and edited by ADMIN, GROUP or HOTEL', () => {
    assert.deepEqual(estateWriteLevels('HOTEL', 'ADD'), ['ADMIN', 'GROUP']);
    assert.deepEqual(estateWriteLevels('HOTEL', 'EDIT'), ['ADMIN', 'GROUP', 'HOTEL']);
    assert.deepEqual(estateWriteLevels('HOTEL', 'DELETE'), ['ADMIN', 'GROUP']);
  });

  it('services are managed by ADMIN, GROUP or HOTEL', () => {
    for (const write of ['ADD', 'EDIT', 'DELETE'] as const) {
      assert.deepEqual(estateWriteLevels('HOTEL_SERVICE', write), ['ADMIN', 'GROUP', 'HOTEL']);
    }
  });

  it('SERVICE and USER levels write nothing; a missing level writes nothing', () => {
    for (const [feature, writes] of Object.entries(ESTATE_WRITE_LEVELS)) {
      for (const write of Object.keys(writes)) {
        const f = feature as keyof typeof ESTATE_WRITE_LEVELS;
        const w = write as 'ADD' | 'EDIT' | 'DELETE';
        assert.equal(estateLevelAllows('SERVICE', f, w), false);
        assert.equal(estateLevelAllows('USER', f, w), false);
        assert.equal(estateLevelAllows(null, f, w), false);
        assert.equal(estateLevelAllows('ADMIN', f, w), true);
      }
    }
  });

  it('levelAllows agrees with the table for every level', () => {
    for (const level of USER_LEVELS) {
      assert.equal(estateLevelAllows(level, 'HOTEL', 'EDIT'), estateWriteLevels('HOTEL', 'EDIT').includes(level));
    }
  });
});
