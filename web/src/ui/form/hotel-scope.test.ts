import { describe, expect, it } from 'vitest';

import { chooseScopeKey, parseScopeKey, resolveHotelScope, scopeKey } from './hotel-scope';

const hotels = [
  { id: 11, name: 'Sea View', groupId: 5 },
  { id: 12, name: 'Hill Top', groupId: 5 },
  { id: 21, name: 'City Inn', groupId: 6 },
];
const groups = [{ id: 5, name: 'Coast Group' }];

describe('hotel scope of admin screens (core §6)', () => {
  it('hides the selector and uses the hotel of a user tied to a group and a hotel', () => {
    expect(resolveHotelScope({ groupIds: [5], hotelIds: [12] }, hotels)).toStrictEqual({
      fixed: { kind: 'hotel', hotelId: 12 },
      options: [],
    });
  });
  it('lets a user tied only to a group pick the whole group or one of its hotels', () => {
    const { fixed, options } = resolveHotelScope({ groupIds: [5], hotelIds: [] }, hotels, groups);
    expect(fixed).toBe(null);
    expect(options.map((option) => [option.value, option.name])).toStrictEqual([
      ['group5', 'Coast Group'],
      ['11', 'Sea View'],
      ['12', 'Hill Top'],
    ]);
  });
  it('reads hotel id 0 as no hotel (a group-level user)', () => {
    expect(resolveHotelScope({ groupIds: [5], hotelIds: [0] }, hotels).fixed).toBe(null);
  });
  it('offers every group and hotel to a user tied to neither', () => {
    const { options } = resolveHotelScope({ groupIds: [], hotelIds: [] }, hotels);
    expect(options.map((option) => option.value)).toStrictEqual(['group5', 'group6', '11', '12', '21']);
  });
  it('keys the group option as group plus the group id', () => {
    expect(scopeKey({ kind: 'group', groupId: 5 })).toBe('group5');
    expect(scopeKey({ kind: 'hotel', hotelId: 11 })).toBe('11');
  });
  it('reads a key back', () => {
    expect(parseScopeKey('group5')).toStrictEqual({ kind: 'group', groupId: 5 });
    expect(parseScopeKey('11')).toStrictEqual({ kind: 'hotel', hotelId: 11 });
    expect(parseScopeKey('groupX')).toBe(null);
    expect(parseScopeKey('')).toBe(null);
    expect(parseScopeKey(null)).toBe(null);
  });
});

describe('the scope in force (core §6)', () => {
  const free = resolveHotelScope({ groupIds: [5], hotelIds: [] }, hotels, groups);
  const choice = { allowGroup: true, preferGroup: false, requested: null, currentHotelId: null };
  it('keeps the fixed hotel whatever is asked', () => {
    const fixed = resolveHotelScope({ groupIds: [5], hotelIds: [12] }, hotels);
    expect(chooseScopeKey(fixed, { ...choice, requested: '11' })).toBe('12');
  });
  it('takes the choice when offered', () => {
    expect(chooseScopeKey(free, { ...choice, requested: '11' })).toBe('11');
    expect(chooseScopeKey(free, { ...choice, requested: 'group5' })).toBe('group5');
    expect(chooseScopeKey(free, { ...choice, allowGroup: false, requested: 'group5' })).toBe('11');
    expect(chooseScopeKey(free, { ...choice, requested: '21' })).toBe('11');
  });
  it('starts on the whole group when preferred and allowed', () => {
    expect(chooseScopeKey(free, { ...choice, preferGroup: true })).toBe('group5');
    expect(chooseScopeKey(free, { ...choice, preferGroup: true, allowGroup: false, currentHotelId: 12 })).toBe('12');
  });
  it('else the hotel in use when offered, else the first hotel', () => {
    expect(chooseScopeKey(free, { ...choice, currentHotelId: 12 })).toBe('12');
    expect(chooseScopeKey(free, { ...choice, currentHotelId: 21 })).toBe('11');
    expect(chooseScopeKey(resolveHotelScope({ groupIds: [9], hotelIds: [] }, hotels), choice)).toBe('group9');
    expect(
      chooseScopeKey(resolveHotelScope({ groupIds: [9], hotelIds: [] }, hotels), { ...choice, allowGroup: false }),
    ).toBe(null);
  });
});
