import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
  checkMinimumNight,
  isoDay,
  minimumNightRange,
  nightsBetween,
  type MinimumNightDraft,
} from './minimum-night.js';

const today = '2030-06-10';
const valid: MinimumNightDraft = {
  startDate: '2030-06-20',
  endDate: '2030-06-30',
  numOfDays: 3,
  web: true,
  direct: false,
  hotelId: 4,
};

const errorsOf = (change: MinimumNightDraft, stored?: { startDate: string; endDate: string }) =>
  checkMinimumNight({ ...valid, ...change }, { today, stored }).errors.map((e) => [e.field, e.message]);

describe('minimum nights (operations §5 Minimum nights)', () => {
  it('accepts a valid configuration and answers the checked values', () => {
    assert.deepEqual(checkMinimumNight({ ...valid, numOfDays: ' 4 ' }, { today }), {
      errors: [],
      value: { startDate: '2030-06-20', endDate: '2030-06-30', numOfDays: 4 },
    });
  });

  const cases: readonly [string, MinimumNightDraft, string, string][] = [
    ['no range', { startDate: null }, 'startDate', 'Please select a date range!'],
    ['an end before the start', { endDate: '2030-06-19' }, 'startDate', 'Please select a date range!'],
    [
      'a range starting before today',
      { startDate: '2030-06-09' },
      'startDate',
      'The date range cannot start before today',
    ],
    ['no minimum nights', { numOfDays: '' }, 'numOfDays', 'Please enter the minimum nights!'],
    ['letters', { numOfDays: '3a' }, 'numOfDays', 'Invalid value'],
    ['a fraction', { numOfDays: 2.5 }, 'numOfDays', 'Invalid value'],
    ['more nights than the range has', { numOfDays: 11 }, 'numOfDays', 'Value must be less than or equal to 10'],
    ['one night', { numOfDays: 1 }, 'numOfDays', 'Minimum Night not less than 2'],
    ['no reservation type', { web: false, direct: false }, 'web', 'Please select Reservation Type!'],
    ['no hotel', { hotelId: null }, 'hotelId', 'Please select a hotel!'],
    ['a hotel and a group', { groupsId: 2 }, 'hotelId', 'Choose a hotel or the whole group, not both'],
  ];
  for (const [what, change, field, message] of cases) {
    it(`refuses ${what}: ${message}`, () => assert.deepEqual(errorsOf(change), [[field, message]]));
  }

  it('names every field at fault, in the order of the form', () => {
    const { errors, value } = checkMinimumNight({}, { today });
    assert.deepEqual(
      errors.map((e) => e.field),
      ['startDate', 'numOfDays', 'web', 'hotelId'],
    );
    assert.equal(value, null);
  });

  it('gives the range length with the "at most" rule', () => {
    const [error] = checkMinimumNight({ ...valid, numOfDays: 12 }, { today }).errors;
    assert.deepEqual([error?.rule, error?.max], ['NIGHTS_ABOVE_RANGE', 10]);
  });

  it('lets an update keep a stored range that has started since', () => {
    const stored = { startDate: '2030-06-01', endDate: '2030-06-30' };
    assert.deepEqual(errorsOf(stored, stored), []);
    assert.deepEqual(errorsOf({ ...stored, endDate: '2030-07-01' }, stored), [
      ['startDate', 'The date range cannot start before today'],
    ]);
  });

  it('accepts web, direct or both; the whole group instead of a hotel', () => {
    assert.deepEqual(errorsOf({ web: false, direct: true }), []);
    assert.deepEqual(errorsOf({ web: true, direct: true }), []);
    assert.deepEqual(errorsOf({ hotelId: null, groupsId: 2 }), []);
  });

  it('measures a range in nights, also across a daylight-saving change', () => {
    assert.equal(nightsBetween('2030-03-25', '2030-04-05'), 11);
    assert.equal(nightsBetween('2030-06-20', '2030-06-20'), 0);
    assert.equal(minimumNightRange({ startDate: '2030-06-20', endDate: '2030-06-22' }), 2);
    assert.equal(minimumNightRange({ startDate: '2030-06-20', endDate: null }), null);
    assert.equal(minimumNightRange({ startDate: '20-06-2030', endDate: '2030-06-22' }), null);
  });

  it('writes a local date as YYYY-MM-DD', () => {
    assert.equal(isoDay(new Date(2030, 0, 5)), '2030-01-05');
  });
});
