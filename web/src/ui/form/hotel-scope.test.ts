import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { parseScopeKey, resolveHotelScope, scopeKey } from './hotel-scope.js';

const hotels = [
  { id: 11, name: 'Sea View', groupId: 5 },
  { id: 12, name: 'Hill Top', groupId: 5 },
  { id: 21, name: 'City Inn', groupId: 6 },
];
const groups = [{ id: 5, name: 'Coast Group' }];

describe('hotel scope of admin screens (core §6)', () => {
  it('hides the selector and uses the hotel of a user tied to a group and a hotel', () => {
    assert.deepEqual(resolveHotelScope({ groupIds: [5], hotelIds: [12] }, hotels), {
      fixed: { kind: 'hotel', hotelId: 12 },
      options: [],
    });
  });
  it('lets a user tied only to a group pick the whole group or one of its hotels', () => {
    const { fixed, options } = resolveHotelScope({ groupIds: [5], hotelIds: [] }, hotels, groups);
    assert.equal(fixed, null);
    assert.deepEqual(
      options.map((option) => [option.value, option.name]),
      [
        ['group5', 'Coast Group'],
        ['11', 'Sea View'],
        ['12', 'Hill Top'],
      ],
    );
  });
  it('reads hotel id 0 as no hotel (a group-level user)', () => {
    assert.equal(resolveHotelScope({ groupIds: [5], hotelIds: [0] }, hotels).fixed, null);
  });
  it('offers every group and hotel to a user tied to neither', () => {
    const { options } = resolveHotelScope({ groupIds: [], hotelIds: [] }, hotels);
    assert.deepEqual(
      options.map((option) => option.value),
      ['group5', 'group6', '11', '12', '21'],
    );
  });
  it('keys the group option as group plus the group id', () => {
    assert.equal(scopeKey({ kind: 'group', groupId: 5 }), 'group5');
    assert.equal(scopeKey({ kind: 'hotel', hotelId: 11 }), '11');
  });
  it('reads a key back', () => {
    assert.deepEqual(parseScopeKey('group5'), { kind: 'group', groupId: 5 });
    assert.deepEqual(parseScopeKey('11'), { kind: 'hotel', hotelId: 11 });
    assert.equal(parseScopeKey('groupX'), null);
    assert.equal(parseScopeKey(''), null);
    assert.equal(parseScopeKey(null), null);
  });
});
