import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { grantableLevels, mayManage } from './levels.js';

describe('user levels', () => {
  it('gives one’s own level and those below it; only an ADMIN gives ADMIN', () => {
    assert.deepEqual(grantableLevels('ADMIN'), ['ADMIN', 'GROUP', 'HOTEL', 'SERVICE', 'USER']);
    assert.deepEqual(grantableLevels('GROUP'), ['GROUP', 'HOTEL', 'SERVICE', 'USER']);
    assert.deepEqual(grantableLevels('SERVICE'), ['SERVICE', 'USER']);
    assert.deepEqual(grantableLevels(null), []);
  });

  it('manages nobody above one’s own level', () => {
    assert.equal(mayManage('HOTEL', 'GROUP'), false);
    assert.equal(mayManage('HOTEL', 'HOTEL'), true);
    assert.equal(mayManage('GROUP', 'USER'), true);
  });
});
