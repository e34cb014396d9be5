import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { permissionList } from './permission-list.js';
import {
  grantRank,
  allows,
  can,
  isVisible,
  OPERATIONS,
  parseRequirement,
  PermissionStatus,
  type Operation,
  type PermissionEntry,
} from './permission-status.js';

describe('permission levels', () => {
  const grants: readonly [string, number, readonly Operation[]][] = [
    ['READ grants view only', PermissionStatus.READ, ['VIEW']],
    ['WRITE grants add, view and edit', PermissionStatus.WRITE, ['VIEW', 'ADD', 'EDIT']],
    ['MAINTAIN grants add, view, edit and delete', PermissionStatus.MAINTAIN, ['VIEW', 'ADD', 'EDIT', 'DELETE']],
    ['NO_PERMISSION (3) grants nothing', PermissionStatus.NO_PERMISSION, []],
    ['an unrecognised status (4) grants nothing', 4, []],
    ['a negative status grants nothing', -1, []],
    ['a NaN status grants nothing', Number.NaN, []],
  ];
  for (const [name, status, granted] of grants) {
    it(name, () => {
      for (const operation of OPERATIONS) {
        assert.equal(allows(status, operation), granted.includes(operation), operation);
      }
    });
  }
});

describe('can (deny by default)', () => {
  const list = permissionList({ FOOD_MENU: PermissionStatus.WRITE, CHEF_DASHBOARD: PermissionStatus.NO_PERMISSION });
  const cases: readonly [string, readonly PermissionEntry[] | null | undefined, string, Operation, boolean][] = [
    ['grants what the status allows', list, 'FOOD_MENU', 'EDIT', true],
    ['denies what the status does not allow', list, 'FOOD_MENU', 'DELETE', false],
    ['denies a feature whose status is 3', list, 'CHEF_DASHBOARD', 'VIEW', false],
    ['denies a feature missing from the list', list, 'RESERVATION', 'VIEW', false],
    ['denies everything with an empty list', [], 'FOOD_MENU', 'VIEW', false],
    ['denies everything with no list', null, 'FOOD_MENU', 'VIEW', false],
    ['denies everything with an undefined list', undefined, 'FOOD_MENU', 'VIEW', false],
    [
      'denies a feature whose only row is inactive',
      [{ id: 1, name: 'Food menu', prefix: 'FOOD_MENU', status: 2, active: false }],
      'FOOD_MENU',
      'VIEW',
      false,
    ],
    [
      'denies a feature with an unrecognised status (the old client granted full rights)',
      [{ id: 1, name: 'Food menu', prefix: 'FOOD_MENU', status: 9, active: true }],
      'FOOD_MENU',
      'DELETE',
      false,
    ],
    [
      'grants when any active row of a repeated prefix allows it',
      [
        { id: 1, name: 'Tax', prefix: 'TAX', status: 0, active: true },
        { id: 2, name: 'Tax', prefix: 'TAX', status: 2, active: true },
      ],
      'TAX',
      'DELETE',
      true,
    ],
    ['matches the prefix exactly', list, 'food_menu', 'VIEW', false],
  ];
  for (const [name, permissions, feature, operation, expected] of cases) {
    it(name, () => assert.equal(can(permissions, feature, operation), expected));
  }
});

describe('isVisible', () => {
  for (const [status, visible] of [
    [0, true],
    [1, true],
    [2, true],
    [3, false],
  ] as const) {
    it(`a feature with status ${status} is ${visible ? 'visible' : 'hidden'}`, () =>
      assert.equal(isVisible(status), visible));
  }
});

describe('parseRequirement', () => {
  for (const [text, feature, operation] of [
    ['ORDER:EDIT', 'ORDER', 'EDIT'],
    ['FOOD_MENU:VIEW', 'FOOD_MENU', 'VIEW'],
    ['CREDIT_NOTE_EXPIRY_DATE:DELETE', 'CREDIT_NOTE_EXPIRY_DATE', 'DELETE'],
  ] as const) {
    it(`reads "${text}"`, () => assert.deepEqual(parseRequirement(text), { feature, operation }));
  }
  for (const text of [
    'ORDER',
    'ORDER:',
    ':VIEW',
    'order:edit',
    'ORDER:PATCH',
    'ORDER:EDIT:VIEW',
    ' ORDER:EDIT',
    'ORDER__X:VIEW',
  ]) {
    it(`rejects "${text}"`, () => assert.throws(() => parseRequirement(text), /Invalid permission requirement/));
  }
});

describe('permissionList', () => {
  it('builds active entries named after the catalogue', () => {
    assert.deepEqual(permissionList({ TAX: 1, ORDER: 0 }), [
      { id: 1, name: 'Tax', prefix: 'TAX', status: 1, active: true },
      { id: 2, name: 'ORDER', prefix: 'ORDER', status: 0, active: true },
    ]);
  });
});

describe('grantRank', () => {
  it('orders the statuses by what they grant; an unknown status grants nothing', () => {
    assert.deepEqual(
      [PermissionStatus.NO_PERMISSION, PermissionStatus.READ, PermissionStatus.WRITE, PermissionStatus.MAINTAIN, 9].map(
        grantRank,
      ),
      [0, 1, 2, 3, 0],
    );
  });
});
