import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { chooseScopeKey, parseScopeKey, resolveHotelScope, scopeKey } from './hotel-scope.js';

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

describe('the scope in force (core §6)', () => {
  const free = resolveHotelScope({ groupIds: [5], hotelIds: [] }, hotels, groups);
  const choice = { allowGroup: true, preferGroup: false, requested: null, currentHotelId: null };
  it('keeps the fixed hotel whatever is asked', () => {
    const fixed = resolveHotelScope({ groupIds: [5], hotelIds: [12] }, hotels);
    assert.equal(chooseScopeKey(fixed, { ...choice, requested: '11' }), '12');
  });
  it('takes the choice when offered', () => {
    assert.equal(chooseScopeKey(free, { ...choice, requested: '11' }), '11');
    assert.equal(chooseScopeKey(free, { ...choice, requested: 'group5' }), 'group5');
    assert.equal(chooseScopeKey(free, { ...choice, allowGroup: false, requested: 'group5' }), '11');
    assert.equal(chooseScopeKey(free, { ...choice, requested: '21' }), '11');
  });
  it('starts on the whole group when preferred and allowed', () => {
    assert.equal(chooseScopeKey(free, { ...choice, preferGroup: true }), 'group5');
    assert.equal(chooseScopeKey(free, { ...choice, preferGroup: true, allowGroup: false, currentHotelId: 12 }), '12');
  });
  it('else the hotel in use when offered, else the first hotel', () => {
    assert.equal(chooseScopeKey(free, { ...choice, currentHotelId: 12 }), '12');
    assert.equal(chooseScopeKey(free, { ...choice, currentHotelId: 21 }), '11');
    assert.equal(chooseScopeKey(resolveHotelScope({ groupIds: [9], hotelIds: [] }, hotels), choice), 'group9');
    assert.equal(
      chooseScopeKey(resolveHotelScope({ groupIds: [9], hotelIds: [] }, hotels), { ...choice, allowGroup: false }),
      null,
    );
  });
});
