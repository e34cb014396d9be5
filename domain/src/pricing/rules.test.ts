// The catalogue's rules beside the engine: child age bands, the current policy, offers, cancellation
// fees, exchange rates and season overlaps — each refusal naming its field.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Money } from '../money/money.js';
import { seasonOverlapRefusal } from '../room/seasons.js';
import { ageBandsRefusal, childPricing, currentPolicy, type AgeBand } from './children.js';
import { cancellationFee, cancellationPercent, cancellationRefusal } from './cancellation.js';
import { addDays, datesFrom, daysBetween, stayNights } from './dates.js';
import { equivalents, rateOn, type ExchangeRate } from './exchange.js';
import { offerRefusal, type OfferDraft } from './offers.js';
import { changedRate } from './rate-change.js';

const band = (fromAge: number, toAge: number, charge: AgeBand['charge'] = 'FREE', ratePercent = 0): AgeBand => ({
  fromAge,
  toAge,
  charge,
  ratePercent,
});

describe('child age bands', () => {
  const cases: readonly [string, AgeBand[], ReturnType<typeof ageBandsRefusal>][] = [
    ['a policy of bands in order', [band(0, 5), band(6, 11, 'CHILD_RATE', 50), band(12, 17, 'ADULT')], null],
    ['no band at all', [], { field: 'bands', reason: 'AGE_BANDS_REQUIRED' }],
    [
      'two bands sharing an age',
      [band(0, 6), band(6, 11)],
      { field: 'bands.1.fromAge', reason: 'AGE_BANDS_OVERLAP', params: { first: '0–6', second: '6–11' } },
    ],
    [
      'a band inside another',
      [band(0, 11), band(3, 4)],
      { field: 'bands.1.fromAge', reason: 'AGE_BANDS_OVERLAP', params: { first: '0–11', second: '3–4' } },
    ],
    ['an age of 18', [band(12, 18)], { field: 'bands.0.toAge', reason: 'AGE_RANGE' }],
    ['a negative age', [band(-1, 3)], { field: 'bands.0.fromAge', reason: 'AGE_RANGE' }],
    ['a band ending before it starts', [band(5, 3)], { field: 'bands.0.toAge', reason: 'AGE_BAND_ORDER' }],
    [
      'a child rate above 100 %',
      [band(0, 5, 'CHILD_RATE', 120)],
      { field: 'bands.0.ratePercent', reason: 'PERCENT_RANGE' },
    ],
  ];
  for (const [name, bands, expected] of cases) {
    it(`${name}: ${expected?.reason ?? 'accepted'}`, () => assert.deepEqual(ageBandsRefusal(bands), expected));
  }

  it('charges a child by the band of its age', () => {
    const bands = [band(0, 5), band(6, 11, 'CHILD_RATE', 50), band(12, 17, 'ADULT')];
    assert.deepEqual(
      [0, 5, 6, 11, 12].map((age) => childPricing(bands, age)),
      [
        { age: 0, charge: 'FREE', ratePercent: 0 },
        { age: 5, charge: 'FREE', ratePercent: 0 },
        { age: 6, charge: 'CHILD_RATE', ratePercent: 50 },
        { age: 11, charge: 'CHILD_RATE', ratePercent: 50 },
        { age: 12, charge: 'ADULT', ratePercent: 0 },
      ],
    );
  });

  it('takes the latest policy started by the date, the room type’s over the hotel’s', () => {
    const policies = [
      { id: 1, roomTypeId: null, validFrom: '2025-01-01' },
      { id: 2, roomTypeId: null, validFrom: '2025-06-01' },
      { id: 3, roomTypeId: 10, validFrom: '2025-03-01' },
      { id: 4, roomTypeId: null, validFrom: '2026-01-01' },
    ];
    assert.equal(currentPolicy(policies, '2025-07-01')?.id, 2);
    assert.equal(currentPolicy(policies, '2025-07-01', 10)?.id, 3);
    assert.equal(currentPolicy(policies, '2025-02-01', 10)?.id, 1);
    assert.equal(currentPolicy(policies, '2024-12-31'), null);
  });
});

describe('offers', () => {
  const draft = (extra: Partial<OfferDraft>): OfferDraft => ({
    offerType: 'DATES',
    discountPercent: 10,
    fromDate: '2025-11-01',
    toDate: '2025-11-30',
    minNights: null,
    minDaysBefore: null,
    ...extra,
  });
  const cases: readonly [string, Partial<OfferDraft>, string | null, string | null][] = [
    ['a date offer with its dates', {}, null, null],
    ['a discount of 0', { discountPercent: 0 }, 'discountPercent', 'DISCOUNT_PERCENT_RANGE'],
    ['a discount above 100', { discountPercent: 101 }, 'discountPercent', 'DISCOUNT_PERCENT_RANGE'],
    ['a date offer without its end', { toDate: null }, 'toDate', 'OFFER_DATES_REQUIRED'],
    ['dates in the wrong order', { toDate: '2025-10-01' }, 'toDate', 'END_BEFORE_START'],
    ['a stay-length offer without nights', { offerType: 'STAY_LENGTH' }, 'minNights', 'OFFER_NIGHTS_REQUIRED'],
    ['an early-booking offer without days', { offerType: 'EARLY_BOOKING' }, 'minDaysBefore', 'OFFER_DAYS_REQUIRED'],
  ];
  for (const [name, extra, field, reason] of cases) {
    it(`${name}: ${reason ?? 'accepted'}`, () => {
      const refusal = offerRefusal(draft(extra));
      assert.deepEqual(refusal && [refusal.field, refusal.reason], field && [field, reason]);
    });
  }
});

describe('cancellation fees', () => {
  // More than 14 days free, 7 to 14 days 50 %, less than 7 days 100 %.
  const terms = {
    tiers: [
      { minDaysBefore: 15, chargePercent: 0 },
      { minDaysBefore: 7, chargePercent: 50 },
      { minDaysBefore: 0, chargePercent: 100 },
    ],
    noShowPercent: 100,
  };
  const cases: readonly [number | 'NO_SHOW', number][] = [
    [30, 0],
    [15, 0],
    [14, 50],
    [7, 50],
    [6, 100],
    [0, 100],
    ['NO_SHOW', 100],
  ];
  for (const [days, percent] of cases) {
    it(`cancelling ${days} days before arrival costs ${percent} %`, () =>
      assert.equal(cancellationPercent(terms, days), percent));
  }
  it('charges the percentage of the stay, to the cent', () =>
    assert.equal(cancellationFee(terms, Money.fromWire(45128.21, 'LKR'), 10).toWire(), 22564.11));
  it('refuses two tiers from the same day, naming the tier', () =>
    assert.deepEqual(
      cancellationRefusal({ ...terms, tiers: [...terms.tiers, { minDaysBefore: 7, chargePercent: 20 }] }),
      { field: 'tiers.3.minDaysBefore', reason: 'CANCELLATION_TIERS_REPEAT', params: { days: 7 } },
    ));
  it('refuses a fee above 100 % and terms without tiers', () => {
    assert.deepEqual(cancellationRefusal({ ...terms, noShowPercent: 120 }), {
      field: 'noShowPercent',
      reason: 'PERCENT_RANGE',
    });
    assert.deepEqual(cancellationRefusal({ tiers: [], noShowPercent: 0 }), {
      field: 'tiers',
      reason: 'CANCELLATION_TIERS_REQUIRED',
    });
  });
});

describe('exchange rates', () => {
  const rates: ExchangeRate[] = [
    { currencyPrefix: 'USD', rate: 300, startDate: '2025-01-01' },
    { currencyPrefix: 'USD', rate: 302.5, startDate: '2025-06-01' },
    { currencyPrefix: 'BTC', rate: 30_000_000, startDate: '2025-01-01' },
  ];
  it('takes the rate started last by the date', () => {
    assert.equal(rateOn(rates, 'USD', '2025-05-31')?.rate, 300);
    assert.equal(rateOn(rates, 'USD', '2025-06-01')?.rate, 302.5);
    assert.equal(rateOn(rates, 'ETH', '2025-06-01'), null);
  });
  it('shows an LKR total in USD and BTC', () => {
    assert.deepEqual(
      equivalents(Money.fromWire(60500, 'LKR'), rates, '2025-07-01').map((e) => [e.currency, e.amount]),
      [
        ['USD', '200.00'],
        ['BTC', '0.00201667'],
      ],
    );
  });
  it('shows a USD total in LKR', () =>
    assert.deepEqual(
      equivalents(Money.fromWire(200, 'USD'), rates, '2025-07-01').map((e) => [e.currency, e.amount]),
      [
        ['LKR', '60500.00'],
        ['BTC', '0.00201667'],
      ],
    ));
});

describe('seasons of a hotel never overlap', () => {
  const seasons = [
    { id: 1, name: 'High', startDate: '2025-12-15', endDate: '2026-01-15' },
    { id: 2, name: 'Low', startDate: '2026-05-01', endDate: '2026-08-31' },
  ];
  const cases: readonly [string, string, string, number | null, string | null][] = [
    ['between two seasons', '2026-01-16', '2026-04-30', null, null],
    ['sharing the last day', '2026-01-15', '2026-02-01', null, 'High'],
    ['inside another', '2026-06-01', '2026-06-02', null, 'Low'],
    ['around another', '2026-04-01', '2026-09-30', null, 'Low'],
    ['a season moved within itself', '2025-12-20', '2026-01-20', 1, null],
  ];
  for (const [name, startDate, endDate, self, other] of cases) {
    it(`${name}: ${other ? `overlaps ${other}` : 'accepted'}`, () => {
      const refusal = seasonOverlapRefusal(seasons, { startDate, endDate }, self);
      assert.deepEqual(
        refusal && [refusal.field, refusal.reason, refusal.params?.season],
        other && ['startDate', 'SEASONS_OVERLAP', other],
      );
    });
  }
});

describe('calendar days', () => {
  it('counts and steps over month and year ends', () => {
    assert.equal(addDays('2025-12-31', 1), '2026-01-01');
    assert.equal(addDays('2024-02-28', 1), '2024-02-29');
    assert.equal(daysBetween('2025-12-30', '2026-01-02'), 3);
    assert.deepEqual(datesFrom('2025-12-30', '2026-01-01'), ['2025-12-30', '2025-12-31', '2026-01-01']);
    assert.equal(stayNights('2025-03-29', '2025-03-31'), 2);
  });
});

describe('the online rate changer', () => {
  const lkr = Money.fromWire(20000, 'LKR');
  const usd = Money.fromWire(100, 'USD');
  it('raises and lowers by a percentage, to the cent', () => {
    assert.equal(changedRate(lkr, { direction: 'RAISE', changeType: 'PERCENTAGE', percent: 12.5 }).toWire(), 22500);
    assert.equal(changedRate(usd, { direction: 'LOWER', changeType: 'PERCENTAGE', percent: 33.333 }).toWire(), 66.67);
  });
  it('raises and lowers by the amount of the price’s own currency', () => {
    const change = { direction: 'LOWER', changeType: 'AMOUNT', residentAmount: 2500, nonResidentAmount: 12.5 } as const;
    assert.equal(changedRate(lkr, change).toWire(), 17500);
    assert.equal(changedRate(usd, change).toWire(), 87.5);
  });
  it('answers a negative price when a lowering goes below zero (the caller refuses it)', () =>
    assert.ok(changedRate(usd, { direction: 'LOWER', changeType: 'AMOUNT', nonResidentAmount: 120 }).isNegative()));
});
