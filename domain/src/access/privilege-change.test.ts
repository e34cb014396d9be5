import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { PermissionStatus } from '../permissions/permission-status.js';
import { privilegeChangeRefusal } from './privilege-change.js';

const { READ, WRITE, MAINTAIN, NO_PERMISSION } = PermissionStatus;

describe('moving a role’s right on a feature', () => {
  const cases: [string, number | null, number, number, ReturnType<typeof privilegeChangeRefusal>][] = [
    ['an administrator sets anything', null, NO_PERMISSION, MAINTAIN, null],
    ['an administrator lowers anything', null, MAINTAIN, NO_PERMISSION, null],
    ['a USER grants up to what they hold', WRITE, READ, WRITE, null],
    ['…not above it', WRITE, READ, MAINTAIN, 'GRANT_BEYOND_OWN_RIGHTS'],
    ['a USER lowers a right within what they hold', WRITE, WRITE, NO_PERMISSION, null],
    [
      'a USER cannot lower a right on a feature they do not hold (finding 11)',
      NO_PERMISSION,
      MAINTAIN,
      READ,
      'CHANGE_BEYOND_OWN_RIGHTS',
    ],
    ['…nor a right above their own', READ, MAINTAIN, READ, 'CHANGE_BEYOND_OWN_RIGHTS'],
    ['…nor grant a feature they do not hold', NO_PERMISSION, NO_PERMISSION, READ, 'GRANT_BEYOND_OWN_RIGHTS'],
    ['leaving a right as it is is no change, whatever they hold', NO_PERMISSION, MAINTAIN, MAINTAIN, null],
  ];
  for (const [name, own, current, next, expected] of cases) {
    it(name, () => assert.equal(privilegeChangeRefusal(own, current, next), expected));
  }
});
