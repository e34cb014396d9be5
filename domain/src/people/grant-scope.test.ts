import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { grantRefusal, type Grant, type Granter } from './grant-scope.js';

// The demo estate's shape: group 1 with hotels 10 and 20; hotel 10 has services 101 and 102, hotel 20
// has 201. Group 2 has hotel 30 with service 301.
const admin: Granter = { level: 'ADMIN', groupId: null, hotelId: null, all: true, hotelIds: [], serviceIds: [] };
const groupWide: Granter = {
  level: 'HOTEL',
  groupId: 1,
  hotelId: null,
  all: false,
  hotelIds: [10, 20],
  serviceIds: [101, 102, 201],
};
const hotelTied: Granter = {
  level: 'HOTEL',
  groupId: 1,
  hotelId: 10,
  all: false,
  hotelIds: [10],
  serviceIds: [101, 102],
};
const serviceAdmin: Granter = {
  level: 'SERVICE',
  groupId: 1,
  hotelId: null,
  all: false,
  hotelIds: [10],
  serviceIds: [101],
};

const grant = (level: Grant['level'], groupId: number | null, hotelId: number | null, serviceIds: number[] = []) => ({
  level,
  groupId,
  hotelId,
  serviceIds,
});

describe('a grant lies inside the granter’s own scope', () => {
  const cases: [string, Granter, Grant, ReturnType<typeof grantRefusal>][] = [
    ['an ADMIN grants anything', admin, grant('GROUP', 2, null), null],
    ['nobody grants a level above their own', hotelTied, grant('GROUP', 1, 10), 'LEVEL_ABOVE_OWN'],
    ['only an ADMIN makes an ADMIN', groupWide, grant('ADMIN', null, null), 'LEVEL_ABOVE_OWN'],
    [
      'a hotel administrator cannot make a group-wide HOTEL administrator (finding 1)',
      hotelTied,
      grant('HOTEL', 1, null),
      'GRANT_BEYOND_OWN_SCOPE',
    ],
    ['…nor one of another hotel', hotelTied, grant('HOTEL', 1, 20), 'GRANT_BEYOND_OWN_SCOPE'],
    ['…but one of their own hotel', hotelTied, grant('HOTEL', 1, 10), null],
    ['a group-wide administrator makes a group-wide one of their group', groupWide, grant('HOTEL', 1, null), null],
    ['…not of another group', groupWide, grant('HOTEL', 2, null), 'GRANT_BEYOND_OWN_SCOPE'],
    ['…nor one of another group’s hotel', groupWide, grant('HOTEL', 2, 30), 'GRANT_BEYOND_OWN_SCOPE'],
    ['a SERVICE administrator of the services in scope', hotelTied, grant('SERVICE', 1, null, [101, 102]), null],
    [
      'a SERVICE administrator reaching a service outside the scope',
      hotelTied,
      grant('SERVICE', 1, null, [101, 201]),
      'GRANT_BEYOND_OWN_SCOPE',
    ],
    ['a SERVICE administrator allocates staff to their services', serviceAdmin, grant('USER', 1, null, [101]), null],
    ['…not to a service they do not administer', serviceAdmin, grant('USER', 1, null, [102]), 'GRANT_BEYOND_OWN_SCOPE'],
  ];
  for (const [name, granter, asked, expected] of cases) {
    it(name, () => assert.equal(grantRefusal(granter, asked), expected));
  }
});
