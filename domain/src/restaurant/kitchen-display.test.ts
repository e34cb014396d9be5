import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
  allDayCounts,
  atStation,
  RECALL_WINDOW_SECONDS,
  oldestFirst,
  recallRefusal,
  ticketAgeLevel,
  ticketAgeText,
  type KitchenStation,
  type TicketAgeLevel,
} from './kitchen-display.js';

describe('ticket age against the target preparation time', () => {
  const minute = 60_000;
  const cases: readonly [number, number, TicketAgeLevel][] = [
    [0, 15, 'ON_TIME'],
    [11 * minute, 15, 'ON_TIME'],
    [11.25 * minute, 15, 'DUE'],
    [15 * minute, 15, 'DUE'],
    [15 * minute + 1, 15, 'LATE'],
    [3 * minute, 2, 'LATE'],
  ];
  for (const [age, target, level] of cases) {
    it(`${age / minute} min against ${target} min is ${level}`, () => assert.equal(ticketAgeLevel(age, target), level));
  }
  it('reads minutes and seconds', () => {
    assert.equal(ticketAgeText(0), '0:00');
    assert.equal(ticketAgeText(125_900), '2:05');
    assert.equal(ticketAgeText(-5_000), '0:00');
  });
  it('puts the oldest first', () => {
    const tickets = [
      { id: 1, orderedAt: '2026-11-25T21:10:00.000Z' },
      { id: 2, orderedAt: '2026-11-25T21:02:00.000Z' },
      { id: 3, orderedAt: '2026-11-25T21:05:00.000Z' },
    ];
    assert.deepEqual(
      oldestFirst(tickets).map((t) => t.id),
      [2, 3, 1],
    );
  });
});

describe('stations', () => {
  const cases: readonly [KitchenStation, 'KOT' | 'BOT' | null, boolean][] = [
    ['ALL', 'KOT', true],
    ['ALL', 'BOT', true],
    ['KOT', 'KOT', true],
    ['KOT', 'BOT', false],
    ['BOT', 'BOT', true],
    ['BOT', 'KOT', false],
    ['BOT', null, false],
  ];
  for (const [station, type, shown] of cases) {
    it(`${station} ${shown ? 'shows' : 'hides'} a ${type ?? 'typeless'} ticket`, () =>
      assert.equal(atStation(station, type), shown));
  }
});

describe('all-day counts', () => {
  it('adds up the dishes still to cook across tickets, the largest first', () => {
    assert.deepEqual(
      allDayCounts([
        { name: 'Chicken Kottu', quantity: 2, status: 'ACCEPTED' },
        { name: 'Egg Hopper', quantity: 1, status: 'BEING_PREPARED' },
        { name: 'Chicken Kottu', quantity: 1, status: 'BEING_PREPARED' },
        { name: 'Egg Hopper', quantity: 4, status: 'READY_TO_SERVE' },
        { name: 'Lamprais', quantity: 1, status: 'ACCEPTED' },
        { name: 'Lamprais', quantity: 1, status: 'CANCELLED' },
      ]),
      [
        { name: 'Chicken Kottu', quantity: 3 },
        { name: 'Egg Hopper', quantity: 1 },
        { name: 'Lamprais', quantity: 1 },
      ],
    );
  });
});

describe('recall', () => {
  const at = Date.parse('2026-11-25T21:00:00Z');
  const cases: readonly [string, Parameters<typeof recallRefusal>[0], ReturnType<typeof recallRefusal>][] = [
    ['just bumped', { bumpedAt: at, now: at + 5_000, recalled: false, unchanged: true }, null],
    [
      'at the end of the window',
      { bumpedAt: at, now: at + RECALL_WINDOW_SECONDS * 1000, recalled: false, unchanged: true },
      null,
    ],
    [
      'after the window',
      { bumpedAt: at, now: at + RECALL_WINDOW_SECONDS * 1000 + 1, recalled: false, unchanged: true },
      'RECALL_EXPIRED',
    ],
    ['recalled already', { bumpedAt: at, now: at + 1, recalled: true, unchanged: true }, 'RECALL_ALREADY_DONE'],
    ['served or released since', { bumpedAt: at, now: at + 1, recalled: false, unchanged: false }, 'RECALL_OVERTAKEN'],
  ];
  for (const [name, bump, expected] of cases) {
    it(name, () => assert.equal(recallRefusal(bump), expected));
  }
});
