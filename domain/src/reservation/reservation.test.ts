// The reservation rules as tables: the lifecycle's steps, the cancellation fee by the policy, the
// stay-day rounding, the no-show rule, input refusals naming their fields, and the status ids.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Money } from '../money/money.js';
import { REFUSALS } from '../messages/refusals.js';
import {
  cancelRefusal,
  cancellationQuote,
  changeRefusal,
  changedFields,
  checkInRefusal,
  checkOutRefusal,
  isNoShow,
  oldestChildAge,
  reservationNights,
  roomCapacityRefusal,
  roomChangeRefusal,
  stayInputRefusals,
  type StayState,
} from './rules.js';
import {
  ACTIVE_STATUS_IDS,
  HISTORY_STATUS_IDS,
  RESERVATION_STATUSES,
  RESERVATION_STATUS_IDS,
  isOccupying,
  reservationStatusOfId,
  roomStatusOf,
  type ReservationStatusName,
} from './status.js';

const stay = (status: ReservationStatusName, checkInDate = '2026-03-10', checkOutDate = '2026-03-12'): StayState => ({
  status,
  checkInDate,
  checkOutDate,
});

describe('status ids', () => {
  it('the spec names four statuses among six ids: 1, 2, 3, 5 active and 4, 6 history', () => {
    assert.deepEqual(
      ACTIVE_STATUS_IDS.map((id) => reservationStatusOfId(id)),
      ['RESERVED', 'CHECKED_IN', 'NOT_PAID', 'EXPIRED'],
    );
    assert.deepEqual(
      HISTORY_STATUS_IDS.map((id) => reservationStatusOfId(id)),
      ['CHECKED_OUT', 'CANCELLED'],
    );
    assert.equal(reservationStatusOfId(7), null);
    assert.equal(new Set(Object.values(RESERVATION_STATUS_IDS)).size, RESERVATION_STATUSES.length);
  });

  it('only reserved, not paid and checked-in stays hold their rooms', () => {
    const cases: [ReservationStatusName, boolean, string][] = [
      ['RESERVED', true, 'BOOKED'],
      ['NOT_PAID', true, 'BOOKED'],
      ['CHECKED_IN', true, 'CHECKEDIN'],
      ['CHECKED_OUT', false, 'CHECKEDOUT'],
      ['EXPIRED', false, 'CANCELLED'],
      ['CANCELLED', false, 'CANCELLED'],
    ];
    for (const [status, occupies, room] of cases) {
      assert.equal(isOccupying(status), occupies, status);
      assert.equal(roomStatusOf(status), room, status);
    }
  });
});

describe('the lifecycle', () => {
  const today = '2026-03-10';
  const cases: [string, ReturnType<typeof checkInRefusal>, ReturnType<typeof checkInRefusal>][] = [
    [
      'reserved, on the arrival date',
      checkInRefusal({ ...stay('RESERVED'), unassignedRooms: 0 }, today, { early: false }),
      null,
    ],
    [
      'not paid, on the arrival date',
      checkInRefusal({ ...stay('NOT_PAID'), unassignedRooms: 0 }, today, { early: false }),
      null,
    ],
    [
      'the day before arrival',
      checkInRefusal({ ...stay('RESERVED'), unassignedRooms: 0 }, '2026-03-09', { early: false }),
      { reason: 'CHECK_IN_BEFORE_ARRIVAL', params: { date: '2026-03-10' } },
    ],
    [
      'the day before arrival, with the right to check in early',
      checkInRefusal({ ...stay('RESERVED'), unassignedRooms: 0 }, '2026-03-09', { early: true }),
      null,
    ],
    [
      'a day late (until the night audit)',
      checkInRefusal({ ...stay('RESERVED'), unassignedRooms: 0 }, '2026-03-11', { early: false }),
      null,
    ],
    [
      'a room still unassigned',
      checkInRefusal({ ...stay('RESERVED'), unassignedRooms: 1 }, today, { early: false }),
      { reason: 'CHECK_IN_ROOMS_UNASSIGNED' },
    ],
    [
      'twice',
      checkInRefusal({ ...stay('CHECKED_IN'), unassignedRooms: 0 }, today, { early: false }),
      { reason: 'CHECK_IN_NOT_RESERVED', params: { status: 'CHECKED_IN' } },
    ],
    [
      'a cancelled stay',
      checkInRefusal({ ...stay('CANCELLED'), unassignedRooms: 0 }, today, { early: true }),
      { reason: 'CHECK_IN_NOT_RESERVED', params: { status: 'CANCELLED' } },
    ],
    ['check-out of a checked-in stay', checkOutRefusal(stay('CHECKED_IN')), null],
    [
      'check-out of a reserved stay',
      checkOutRefusal(stay('RESERVED')),
      { reason: 'CHECK_OUT_NOT_CHECKED_IN', params: { status: 'RESERVED' } },
    ],
    [
      'check-out twice',
      checkOutRefusal(stay('CHECKED_OUT')),
      { reason: 'CHECK_OUT_NOT_CHECKED_IN', params: { status: 'CHECKED_OUT' } },
    ],
    ['cancel a reserved stay', cancelRefusal(stay('RESERVED')), null],
    ['cancel a not-paid stay', cancelRefusal(stay('NOT_PAID')), null],
    ['cancel a checked-in stay', cancelRefusal(stay('CHECKED_IN')), { reason: 'CANCEL_CHECKED_IN' }],
    [
      'cancel twice',
      cancelRefusal(stay('CANCELLED')),
      { reason: 'CANCEL_NOT_ACTIVE', params: { status: 'CANCELLED' } },
    ],
    [
      'cancel a checked-out stay',
      cancelRefusal(stay('CHECKED_OUT')),
      { reason: 'CANCEL_NOT_ACTIVE', params: { status: 'CHECKED_OUT' } },
    ],
    ['change a reserved stay', changeRefusal(stay('RESERVED')), null],
    [
      'change a checked-in stay',
      changeRefusal(stay('CHECKED_IN')),
      { reason: 'CHANGE_NOT_ALLOWED', params: { status: 'CHECKED_IN' } },
    ],
    ['move an in-house guest', roomChangeRefusal(stay('CHECKED_IN')), null],
    [
      'rooms of an expired stay',
      roomChangeRefusal(stay('EXPIRED')),
      { reason: 'ROOM_CHANGE_NOT_ALLOWED', params: { status: 'EXPIRED' } },
    ],
  ];
  for (const [name, actual, expected] of cases) it(name, () => assert.deepEqual(actual, expected));

  it('every refusal a rule answers has its text', () => {
    for (const [, actual] of cases) if (actual) assert.ok(REFUSALS[actual.reason], actual.reason);
  });
});

describe('the no-show rule', () => {
  const cases: [string, StayState, string, boolean][] = [
    ['reserved, the audit closes the arrival date', stay('RESERVED'), '2026-03-10', true],
    ['not paid, the audit closes the arrival date', stay('NOT_PAID'), '2026-03-10', true],
    ['reserved, the audit closes the day before arrival', stay('RESERVED'), '2026-03-09', false],
    ['checked in on the arrival date', stay('CHECKED_IN'), '2026-03-10', false],
    ['cancelled before arrival', stay('CANCELLED'), '2026-03-11', false],
  ];
  for (const [name, s, date, expected] of cases) it(name, () => assert.equal(isNoShow(s, date), expected));
});

describe('stay-day rounding: nights are the date difference rounded up', () => {
  const cases: [string, string, number][] = [
    ['2026-03-10', '2026-03-11', 1],
    ['2026-03-10', '2026-03-17', 7],
    ['2026-03-10T14:00:00Z', '2026-03-12T11:00:00Z', 2],
    ['2026-03-10T09:00:00Z', '2026-03-10T18:00:00Z', 1],
    ['2026-02-28', '2026-03-01', 1],
    ['2028-02-28', '2028-03-01', 2],
    ['2026-03-10', '2026-03-10', 0],
  ];
  for (const [from, to, nights] of cases)
    it(`${from} → ${to}: ${nights}`, () => assert.equal(reservationNights(from, to), nights));
});

describe('the cancellation fee by the policy', () => {
  const policy = {
    tiers: [
      { minDaysBefore: 15, chargePercent: 0 },
      { minDaysBefore: 7, chargePercent: 50 },
      { minDaysBefore: 0, chargePercent: 100 },
    ],
    noShowPercent: 100,
  };
  const total = Money.fromWire('45000.50', 'LKR');
  const cases: [string, string, number | 'NO_SHOW', number, string][] = [
    ['30 days before: free', '2026-02-08', 30, 0, '0'],
    ['15 days before: free', '2026-02-23', 15, 0, '0'],
    ['14 days before: half', '2026-02-24', 14, 50, '22500.25'],
    ['7 days before: half', '2026-03-03', 7, 50, '22500.25'],
    ['6 days before: all', '2026-03-04', 6, 100, '45000.5'],
    ['on the arrival date: all', '2026-03-10', 0, 100, '45000.5'],
    ['after the arrival date: the no-show percent', '2026-03-11', 'NO_SHOW', 100, '45000.5'],
  ];
  for (const [name, today, daysBefore, percent, fee] of cases) {
    it(name, () => {
      const quote = cancellationQuote(policy, total, '2026-03-10', today);
      assert.equal(quote.daysBefore, daysBefore);
      assert.equal(quote.percent, percent);
      assert.equal(quote.fee.toFixed(), Money.fromWire(fee, 'LKR').toFixed());
    });
  }
  it('a half of an odd cent rounds to the cent', () => {
    const quote = cancellationQuote(policy, Money.fromWire('0.03', 'USD'), '2026-03-10', '2026-03-01');
    assert.equal(quote.fee.toFixed(), '0.02');
  });
  it('no policy: cancelling is free', () => {
    assert.equal(cancellationQuote(null, total, '2026-03-10', '2026-03-10').fee.toFixed(), '0.00');
  });
});

describe('input refusals name their field', () => {
  const today = '2026-03-10';
  const room = { adults: 2, children: 0, childAges: [] };
  const ok = { checkInDate: '2026-03-10', checkOutDate: '2026-03-12', rooms: [room] };
  const cases: [string, Parameters<typeof stayInputRefusals>[0], { field: string; reason: string }[]][] = [
    ['a good stay', ok, []],
    [
      'check-in in the past',
      { ...ok, checkInDate: '2026-03-09' },
      [{ field: 'checkInDate', reason: 'CHECK_IN_IN_PAST' }],
    ],
    [
      'dates reversed',
      { ...ok, checkOutDate: '2026-03-09', checkInDate: '2026-03-11' },
      [{ field: 'checkOutDate', reason: 'CHECK_OUT_NOT_AFTER_CHECK_IN' }],
    ],
    [
      'check-out on the check-in date',
      { ...ok, checkOutDate: '2026-03-10' },
      [{ field: 'checkOutDate', reason: 'CHECK_OUT_NOT_AFTER_CHECK_IN' }],
    ],
    ['no rooms', { ...ok, rooms: [] }, [{ field: 'rooms', reason: 'ROOMS_REQUIRED' }]],
    [
      'no adults',
      { ...ok, rooms: [room, { ...room, adults: 0 }] },
      [{ field: 'rooms.1.adults', reason: 'ADULTS_REQUIRED' }],
    ],
    [
      'a child without an age',
      { ...ok, rooms: [{ adults: 2, children: 2, childAges: [4] }] },
      [{ field: 'rooms.0.childAges', reason: 'CHILD_AGES_MISSING' }],
    ],
    [
      'a child older than the policy',
      { ...ok, rooms: [{ adults: 2, children: 2, childAges: [4, 13] }] },
      [{ field: 'rooms.0.childAges.1', reason: 'CHILD_AGE_OUTSIDE_POLICY' }],
    ],
    [
      'a negative age',
      { ...ok, rooms: [{ adults: 2, children: 1, childAges: [-1] }] },
      [{ field: 'rooms.0.childAges.0', reason: 'CHILD_AGE_OUTSIDE_POLICY' }],
    ],
  ];
  for (const [name, input, expected] of cases) {
    it(name, () => {
      const got = stayInputRefusals(input, today, { maxChildAge: 12 });
      assert.deepEqual(
        got.map(({ field, reason }) => ({ field, reason })),
        expected,
      );
    });
  }
  it('a stay under way may keep its past check-in when changed', () => {
    assert.deepEqual(
      stayInputRefusals({ ...ok, checkInDate: '2026-03-01' }, today, { maxChildAge: 12, allowPast: true }),
      [],
    );
  });
  it("the child policy's oldest band sets the oldest child", () => {
    assert.equal(oldestChildAge([{ toAge: 5 }, { toAge: 11 }]), 11);
    assert.equal(oldestChildAge([]), 17);
  });
});

describe('room capacity', () => {
  const room = { roomNo: '101', maxAdults: 2, maxChildren: 1 };
  const cases: [string, { adults: number; children: number }, ReturnType<typeof roomCapacityRefusal>][] = [
    ['two adults and a child', { adults: 2, children: 1 }, null],
    [
      'three adults',
      { adults: 3, children: 0 },
      { field: 'rooms.0.adults', reason: 'ROOM_TOO_MANY_ADULTS', params: { roomNo: '101', max: 2 } },
    ],
    [
      'two adults and two children',
      { adults: 2, children: 2 },
      { field: 'rooms.0.children', reason: 'ROOM_OVER_CAPACITY', params: { roomNo: '101', max: 3 } },
    ],
  ];
  for (const [name, guests, expected] of cases)
    it(name, () => assert.deepEqual(roomCapacityRefusal('rooms.0', room, guests), expected));
});

describe('what changed since a copy was opened', () => {
  it('names the fields that differ', () => {
    assert.deepEqual(
      changedFields(
        { guestName: 'A', checkOutDate: '2026-03-12', rooms: [{ adults: 2 }] },
        { guestName: 'A', checkOutDate: '2026-03-13', rooms: [{ adults: 3 }] },
      ),
      ['checkOutDate', 'rooms'],
    );
  });
  it('whatever order a stored copy keeps the keys in', () => {
    assert.deepEqual(changedFields({ rooms: [{ b: 1, a: 2 }] }, { rooms: [{ a: 2, b: 1 }] }), []);
  });
});
