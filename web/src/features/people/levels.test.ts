import { describe, expect, it } from 'vitest';

import { grantableLevels, mayManage } from './levels';

describe('user levels', () => {
  it('gives one’s own level and those below it; only an ADMIN gives ADMIN', () => {
    expect(grantableLevels('ADMIN')).toStrictEqual(['ADMIN', 'GROUP', 'HOTEL', 'SERVICE', 'USER']);
    expect(grantableLevels('GROUP')).toStrictEqual(['GROUP', 'HOTEL', 'SERVICE', 'USER']);
    expect(grantableLevels('SERVICE')).toStrictEqual(['SERVICE', 'USER']);
    expect(grantableLevels(null)).toStrictEqual([]);
  });

  it('manages nobody above one’s own level', () => {
    expect(mayManage('HOTEL', 'GROUP')).toBe(false);
    expect(mayManage('HOTEL', 'HOTEL')).toBe(true);
    expect(mayManage('GROUP', 'USER')).toBe(true);
  });
});
