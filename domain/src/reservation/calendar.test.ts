// The calendar's cells (core-platform §9): reserved green, cancelled plum, expired teal, checkout pink,
// free grey; on-demand cells blink; only today's cells are clickable.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { calendarCell, type CalendarSpanLike } from './calendar.js';

const today = '2026-03-10';
const span = (over: Partial<CalendarSpanLike>): CalendarSpanLike => ({
  status: 'RESERVED',
  roomStatus: 'BOOKED',
  checkInDate: '2026-03-09',
  checkOutDate: '2026-03-12',
  ...over,
});

describe('calendar cells', () => {
  test('each status paints its nights, from the check-in date up to the morning of check-out', () => {
    const cases: [Partial<CalendarSpanLike>, string][] = [
      [{ status: 'RESERVED', roomStatus: 'BOOKED' }, 'RESERVED'],
      [{ status: 'NOT_PAID', roomStatus: 'BOOKED' }, 'RESERVED'],
      [{ status: 'CHECKED_IN', roomStatus: 'CHECKEDIN' }, 'RESERVED'],
      [{ status: 'CHECKED_OUT', roomStatus: 'CHECKEDOUT' }, 'CHECKOUT'],
      [{ status: 'EXPIRED', roomStatus: 'CANCELLED' }, 'EXPIRED'],
      [{ status: 'CANCELLED', roomStatus: 'CANCELLED' }, 'CANCELLED'],
    ];
    for (const [over, state] of cases) {
      assert.equal(calendarCell([span(over)], '2026-03-09', today).state, state, JSON.stringify(over));
      assert.equal(calendarCell([span(over)], '2026-03-11', today).state, state);
      assert.equal(calendarCell([span(over)], '2026-03-12', today).state, 'FREE', 'the check-out morning is free');
      assert.equal(calendarCell([span(over)], '2026-03-08', today).state, 'FREE');
    }
  });

  test('a stay holding the room wins over a cancelled one on the same night', () => {
    const cancelled = span({ status: 'CANCELLED', roomStatus: 'CANCELLED' });
    const booked = span({ checkInDate: '2026-03-10' });
    const cell = calendarCell([cancelled, booked], '2026-03-10', today);
    assert.equal(cell.state, 'RESERVED');
    assert.equal(cell.span, booked);
  });

  test('only today is clickable; a guest due today and not checked in blinks on demand', () => {
    const arriving = span({ checkInDate: today });
    assert.deepEqual(
      [calendarCell([arriving], today, today).clickable, calendarCell([arriving], '2026-03-11', today).clickable],
      [true, false],
    );
    assert.equal(calendarCell([], today, today).clickable, true);
    assert.equal(calendarCell([arriving], today, today).onDemand, true);
    assert.equal(calendarCell([arriving], '2026-03-11', today).onDemand, false);
    assert.equal(
      calendarCell([span({ checkInDate: today, status: 'CHECKED_IN', roomStatus: 'CHECKEDIN' })], today, today)
        .onDemand,
      false,
    );
    assert.equal(calendarCell([span({})], today, today).onDemand, false, 'arrived yesterday');
  });
});
