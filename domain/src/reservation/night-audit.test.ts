// The night audit's rules as tables: which step a stay takes when a business date closes, the nights
// to post, when the scheduled run is due and when a run by hand is too early.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  isAuditDue,
  isNightToPost,
  manualAuditRefusal,
  nightAuditStep,
  type AuditedStay,
  type NightAuditStep,
} from './night-audit.js';

const closing = { businessDate: '2026-03-10', at: '2026-03-10T21:30:00Z' };
const stay = (s: Partial<AuditedStay>): AuditedStay => ({
  status: 'RESERVED',
  checkInDate: '2026-03-10',
  checkOutDate: '2026-03-12',
  paymentDueAt: null,
  ...s,
});

describe('nightAuditStep', () => {
  const cases: readonly [string, AuditedStay, NightAuditStep | null][] = [
    ['a reserved stay arriving on the closed date is a no-show', stay({}), 'NO_SHOW'],
    ['a reserved stay that arrived days ago is a no-show', stay({ checkInDate: '2026-03-07' }), 'NO_SHOW'],
    ['a reserved stay arriving tomorrow waits', stay({ checkInDate: '2026-03-11' }), null],
    [
      'a not-paid stay past its deadline expires, even before arrival',
      stay({ status: 'NOT_PAID', checkInDate: '2026-04-01', paymentDueAt: '2026-03-10T10:00:00Z' }),
      'EXPIRE',
    ],
    [
      'a not-paid stay whose deadline is the run itself expires',
      stay({ status: 'NOT_PAID', checkInDate: '2026-04-01', paymentDueAt: closing.at }),
      'EXPIRE',
    ],
    [
      'a not-paid stay within its deadline waits',
      stay({ status: 'NOT_PAID', checkInDate: '2026-04-01', paymentDueAt: '2026-03-11T00:00:00Z' }),
      null,
    ],
    [
      'a not-paid stay past its deadline and its arrival expires rather than a no-show',
      stay({ status: 'NOT_PAID', paymentDueAt: '2026-03-09T00:00:00Z' }),
      'EXPIRE',
    ],
    [
      'a not-paid stay within its deadline whose arrival passed is a no-show',
      stay({ status: 'NOT_PAID', paymentDueAt: '2026-03-12T00:00:00Z' }),
      'NO_SHOW',
    ],
    [
      'a reserved stay is never expired',
      stay({ checkInDate: '2026-04-01', paymentDueAt: '2026-03-01T00:00:00Z' }),
      null,
    ],
    ['an in-house stay on its first night posts it', stay({ status: 'CHECKED_IN' }), 'POST_NIGHT'],
    [
      'an in-house stay on its last night posts it',
      stay({ status: 'CHECKED_IN', checkInDate: '2026-03-08', checkOutDate: '2026-03-11' }),
      'POST_NIGHT',
    ],
    [
      'an in-house stay past its departure date posts nothing',
      stay({ status: 'CHECKED_IN', checkInDate: '2026-03-08', checkOutDate: '2026-03-10' }),
      null,
    ],
    ['a checked-out stay is left alone', stay({ status: 'CHECKED_OUT' }), null],
    ['a cancelled stay is left alone', stay({ status: 'CANCELLED' }), null],
    ['an expired stay is left alone', stay({ status: 'EXPIRED', paymentDueAt: '2026-03-01T00:00:00Z' }), null],
  ];
  for (const [name, s, expected] of cases) it(name, () => assert.equal(nightAuditStep(s, closing), expected));
});

describe('isNightToPost', () => {
  const room = { status: 'CHECKEDIN' as const, checkInDate: '2026-03-09', checkOutDate: '2026-03-11' };
  const cases: readonly [
    string,
    typeof room | { status: 'CHECKEDOUT' | 'BOOKED'; checkInDate: string; checkOutDate: string },
    string,
    boolean,
  ][] = [
    ['the arrival night', room, '2026-03-09', true],
    ['the last night', room, '2026-03-10', true],
    ['the departure date is no night', room, '2026-03-11', false],
    ['before arrival', room, '2026-03-08', false],
    ['a room moved out of', { ...room, status: 'CHECKEDOUT' }, '2026-03-10', false],
    ['a room not yet checked in', { ...room, status: 'BOOKED' }, '2026-03-10', false],
  ];
  for (const [name, r, date, expected] of cases) it(name, () => assert.equal(isNightToPost(r, date), expected));
});

describe('isAuditDue', () => {
  const cases: readonly [string, string, number, { date: string; minutes: number }, boolean][] = [
    ['the business date itself: not yet', '2026-03-10', 3, { date: '2026-03-10', minutes: 23 * 60 }, false],
    ['the next day before the hour', '2026-03-10', 3, { date: '2026-03-11', minutes: 2 * 60 + 59 }, false],
    ['the next day at the hour', '2026-03-10', 3, { date: '2026-03-11', minutes: 3 * 60 }, true],
    ['midnight audit at midnight', '2026-03-10', 0, { date: '2026-03-11', minutes: 0 }, true],
    ['days behind: due whatever the hour', '2026-03-08', 3, { date: '2026-03-11', minutes: 60 }, true],
  ];
  for (const [name, date, hour, now, expected] of cases)
    it(name, () => assert.equal(isAuditDue(date, hour, now), expected));
});

describe('manualAuditRefusal', () => {
  it('closes a past business date', () => assert.equal(manualAuditRefusal('2026-03-09', '2026-03-10'), null));
  it("closes today's business date early", () => assert.equal(manualAuditRefusal('2026-03-10', '2026-03-10'), null));
  it('refuses a business date still ahead', () =>
    assert.equal(manualAuditRefusal('2026-03-11', '2026-03-10'), 'NIGHT_AUDIT_TOO_EARLY'));
});
