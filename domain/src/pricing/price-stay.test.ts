// The pricing engine, rule by rule (core-platform §9 tax calculation; operations §9 residency and the
// stay-day count; DESIGN §7 precedence), and a property: the lines always add up to the total.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { Money } from '../money/money.js';
import type { TaxRate } from '../money/tax.js';
import type { AgeBand } from './children.js';
import type { Offer } from './offers.js';
import { priceStay, type PricedStay, type PricingCatalogue, type StayRequest } from './price-stay.js';

const KEY = { channelId: 1, roomTypeId: 10, stayTypeId: 100 };
const SERVICE_CHARGE: TaxRate = { name: 'Service charge', rate: 10, sequence: 1, vat: false };
const LEVY: TaxRate = { name: 'SSCL', rate: 2.5, sequence: 2, vat: false, socialSecurityContributionLevy: true };
const VAT: TaxRate = { name: 'VAT', rate: 18, sequence: 3, vat: true };
const BANDS: AgeBand[] = [
  { fromAge: 0, toAge: 5, charge: 'FREE', ratePercent: 0 },
  { fromAge: 6, toAge: 11, charge: 'CHILD_RATE', ratePercent: 50 },
  { fromAge: 12, toAge: 17, charge: 'ADULT', ratePercent: 0 },
];
const offer = (o: Partial<Offer> & Pick<Offer, 'id' | 'offerType' | 'discountPercent'>): Offer => ({
  name: `Offer ${o.id}`,
  fromDate: null,
  toDate: null,
  minNights: null,
  minDaysBefore: null,
  roomTypeId: null,
  channelId: null,
  active: true,
  ...o,
});

const catalogue = (extra: Partial<PricingCatalogue> = {}): PricingCatalogue => ({
  stayType: { id: 100, roomTypeId: 10, maxAdults: 3, maxChildren: 2, active: true },
  pax: [
    { id: 1, name: 'Single', adults: 1, ratePercent: 80, active: true },
    { id: 2, name: 'Double', adults: 2, ratePercent: 100, active: true },
    { id: 3, name: 'Triple', adults: 3, ratePercent: 130, active: true },
  ],
  channelPrices: [{ ...KEY, residentRate: 20000, nonResidentRate: 100 }],
  seasons: [{ id: 7, name: 'Festive', startDate: '2025-12-20', endDate: '2026-01-05' }],
  seasonalPrices: [{ ...KEY, seasonId: 7, residentRate: 30000, nonResidentRate: 150 }],
  dayPrices: [
    { ...KEY, date: '2025-12-31', residentRate: 50000, nonResidentRate: 250 },
    { ...KEY, date: '2025-11-15', residentRate: 25000, nonResidentRate: 125 },
  ],
  childBands: BANDS,
  offers: [],
  taxes: [SERVICE_CHARGE, LEVY, VAT],
  ...extra,
});

const stay = (extra: Partial<StayRequest> = {}): StayRequest => ({
  ...KEY,
  resident: true,
  checkIn: '2025-11-01',
  checkOut: '2025-11-03',
  adults: 2,
  childAges: [],
  bookingDate: '2025-10-01',
  vat: false,
  ...extra,
});

const priced = (c: PricingCatalogue, r: StayRequest): PricedStay => {
  const result = priceStay(c, r);
  assert.ok(result.stay, JSON.stringify(result.refusal));
  return result.stay;
};
const nights = (s: PricedStay) => s.lines.map((l) => [l.date, l.rule, l.amount.toWire()]);

describe('which rule sets a night', () => {
  it('takes the channel price outside seasons and day prices', () => {
    const s = priced(catalogue(), stay());
    assert.deepEqual(nights(s), [
      ['2025-11-01', 'CHANNEL_PRICE', 20000],
      ['2025-11-02', 'CHANNEL_PRICE', 20000],
    ]);
  });

  it('takes the seasonal price inside a season, both ends included', () => {
    const s = priced(catalogue(), stay({ checkIn: '2025-12-19', checkOut: '2025-12-21' }));
    assert.deepEqual(nights(s), [
      ['2025-12-19', 'CHANNEL_PRICE', 20000],
      ['2025-12-20', 'SEASONAL_PRICE', 30000],
    ]);
    const end = priced(catalogue(), stay({ checkIn: '2026-01-05', checkOut: '2026-01-07' }));
    assert.deepEqual(nights(end), [
      ['2026-01-05', 'SEASONAL_PRICE', 30000],
      ['2026-01-06', 'CHANNEL_PRICE', 20000],
    ]);
    assert.equal(end.lines[0]!.season?.name, 'Festive');
  });

  it('takes the day price over the seasonal price on its date', () => {
    const s = priced(catalogue(), stay({ checkIn: '2025-12-30', checkOut: '2026-01-02' }));
    assert.deepEqual(nights(s), [
      ['2025-12-30', 'SEASONAL_PRICE', 30000],
      ['2025-12-31', 'DAY_PRICE', 50000],
      ['2026-01-01', 'SEASONAL_PRICE', 30000],
    ]);
    assert.equal(s.lines[1]!.season?.name, 'Festive', 'the season is still named under a day price');
  });

  it('takes the day price over the channel price outside seasons', () => {
    const s = priced(catalogue(), stay({ checkIn: '2025-11-14', checkOut: '2025-11-16' }));
    assert.deepEqual(nights(s), [
      ['2025-11-14', 'CHANNEL_PRICE', 20000],
      ['2025-11-15', 'DAY_PRICE', 25000],
    ]);
  });

  it('uses only the prices of the stay’s channel, room type and stay type', () => {
    const other = catalogue({
      dayPrices: [{ ...KEY, channelId: 2, date: '2025-11-01', residentRate: 1, nonResidentRate: 1 }],
    });
    assert.deepEqual(nights(priced(other, stay()))[0], ['2025-11-01', 'CHANNEL_PRICE', 20000]);
  });

  it('refuses a night no rule prices, naming the date', () => {
    const result = priceStay(catalogue({ channelPrices: [] }), stay());
    assert.deepEqual(result.refusal, {
      field: 'checkInDate',
      reason: 'NO_RATE_FOR_NIGHT',
      params: { date: '2025-11-01' },
    });
  });
});

describe('residency and currency', () => {
  it('prices residents in LKR', () => {
    const s = priced(catalogue(), stay());
    assert.equal(s.currency, 'LKR');
    assert.ok(s.lines.every((l) => l.amount.currency === 'LKR'));
  });

  it('prices non-residents in USD from the USD rates', () => {
    const s = priced(catalogue(), stay({ resident: false, checkIn: '2025-12-30', checkOut: '2026-01-01' }));
    assert.equal(s.currency, 'USD');
    assert.deepEqual(nights(s), [
      ['2025-12-30', 'SEASONAL_PRICE', 150],
      ['2025-12-31', 'DAY_PRICE', 250],
    ]);
    assert.equal(s.total.currency, 'USD');
  });
});

describe('nights are the date difference rounded up', () => {
  const cases: readonly [string, string, string, number][] = [
    ['two calendar days', '2025-11-01', '2025-11-03', 2],
    ['afternoon in, morning out', '2025-11-01T14:00:00Z', '2025-11-03T11:00:00Z', 2],
    ['a day use', '2025-11-01T10:00:00Z', '2025-11-01T16:00:00Z', 1],
    ['a minute past a day', '2025-11-01T12:00:00Z', '2025-11-02T12:01:00Z', 2],
  ];
  for (const [name, checkIn, checkOut, expected] of cases) {
    it(`${name}: ${expected}`, () => {
      const s = priced(catalogue(), stay({ checkIn, checkOut }));
      assert.equal(s.nights, expected);
      assert.equal(s.lines.length, expected);
      assert.equal(s.lines[0]!.date, '2025-11-01');
    });
  }
  it('refuses a check-out that is not after the check-in', () => {
    for (const checkOut of ['2025-11-01', '2025-10-31']) {
      assert.equal(priceStay(catalogue(), stay({ checkOut })).refusal?.reason, 'CHECK_OUT_NOT_AFTER_CHECK_IN');
    }
  });
  it('refuses a stay longer than a year', () => {
    const result = priceStay(catalogue(), stay({ checkOut: '2026-11-03' }));
    assert.deepEqual(result.refusal, { field: 'checkOutDate', reason: 'STAY_TOO_LONG', params: { max: 366 } });
  });
});

describe('occupancy (pax) and children by the child policy', () => {
  it('prices the room by the pax of the adults counted', () => {
    assert.equal(priced(catalogue(), stay({ adults: 1 })).lines[0]!.room.toWire(), 16000);
    assert.equal(priced(catalogue(), stay({ adults: 2 })).lines[0]!.room.toWire(), 20000);
    assert.equal(priced(catalogue(), stay({ adults: 3 })).lines[0]!.room.toWire(), 26000);
  });

  it('charges a child by its band: free, a child rate, or as an adult', () => {
    const s = priced(catalogue(), stay({ childAges: [3, 8] }));
    assert.deepEqual(
      s.children.map((c) => [c.age, c.charge]),
      [
        [3, 'FREE'],
        [8, 'CHILD_RATE'],
      ],
    );
    assert.deepEqual(
      [s.lines[0]!.room.toWire(), s.lines[0]!.children.toWire(), s.lines[0]!.amount.toWire()],
      [20000, 10000, 30000],
    );
    const teen = priced(catalogue(), stay({ childAges: [13] }));
    assert.equal(teen.countedAdults, 3);
    assert.equal(teen.pax.name, 'Triple');
    assert.equal(teen.lines[0]!.amount.toWire(), 26000);
  });

  it('charges a child no band covers as an adult', () => {
    const s = priced(catalogue({ childBands: [] }), stay({ adults: 1, childAges: [4] }));
    assert.deepEqual([s.countedAdults, s.pax.name], [2, 'Double']);
  });

  it('refuses more adults or children than the stay type takes', () => {
    assert.deepEqual(priceStay(catalogue(), stay({ adults: 2, childAges: [12, 14] })).refusal, {
      field: 'adults',
      reason: 'TOO_MANY_ADULTS',
      params: { max: 3 },
    });
    assert.deepEqual(priceStay(catalogue(), stay({ childAges: [1, 2, 7] })).refusal, {
      field: 'childAges',
      reason: 'TOO_MANY_CHILDREN',
      params: { max: 2 },
    });
  });

  it('refuses an occupancy no pax defines', () => {
    const noTriple = catalogue({ pax: catalogue().pax.filter((p) => p.adults !== 3) });
    assert.deepEqual(priceStay(noTriple, stay({ adults: 3 })).refusal, {
      field: 'adults',
      reason: 'NO_PAX_FOR_ADULTS',
      params: { adults: 3 },
    });
  });

  it('refuses a stay type of another room type, or one not sold', () => {
    assert.equal(priceStay(catalogue(), stay({ roomTypeId: 11 })).refusal?.reason, 'STAY_TYPE_OF_OTHER_ROOM_TYPE');
    const closed = catalogue({ stayType: { ...catalogue().stayType, active: false } });
    assert.equal(priceStay(closed, stay()).refusal?.reason, 'STAY_TYPE_INACTIVE');
  });
});

describe('offers', () => {
  const discounts = (s: PricedStay) => s.lines.map((l) => [l.offer?.name ?? null, l.discount.toWire()]);

  it('takes a date offer on its nights only', () => {
    const c = catalogue({
      offers: [offer({ id: 1, offerType: 'DATES', discountPercent: 10, fromDate: '2025-11-02', toDate: '2025-11-02' })],
    });
    assert.deepEqual(discounts(priced(c, stay())), [
      [null, 0],
      ['Offer 1', 2000],
    ]);
  });

  it('takes a stay-length offer on every night of a long enough stay', () => {
    const c = catalogue({ offers: [offer({ id: 2, offerType: 'STAY_LENGTH', discountPercent: 15, minNights: 3 })] });
    assert.deepEqual(discounts(priced(c, stay())), [
      [null, 0],
      [null, 0],
    ]);
    const long = priced(c, stay({ checkOut: '2025-11-04' }));
    assert.deepEqual(
      discounts(long).map(([, d]) => d),
      [3000, 3000, 3000],
    );
  });

  it('takes an early-booking offer when booked far enough ahead', () => {
    const c = catalogue({
      offers: [offer({ id: 3, offerType: 'EARLY_BOOKING', discountPercent: 20, minDaysBefore: 30 })],
    });
    assert.equal(priced(c, stay({ bookingDate: '2025-10-02' })).lines[0]!.discount.toWire(), 4000);
    assert.equal(priced(c, stay({ bookingDate: '2025-10-03' })).lines[0]!.discount.toWire(), 0);
  });

  it('takes the best offer of a night, never two', () => {
    const c = catalogue({
      offers: [
        offer({ id: 4, offerType: 'STAY_LENGTH', discountPercent: 5, minNights: 1 }),
        offer({ id: 5, offerType: 'EARLY_BOOKING', discountPercent: 12.5, minDaysBefore: 7 }),
      ],
    });
    assert.deepEqual(discounts(priced(c, stay()))[0], ['Offer 5', 2500]);
  });

  it('leaves out offers of another room type or channel, and inactive ones', () => {
    const c = catalogue({
      offers: [
        offer({ id: 6, offerType: 'STAY_LENGTH', discountPercent: 50, minNights: 1, roomTypeId: 11 }),
        offer({ id: 7, offerType: 'STAY_LENGTH', discountPercent: 50, minNights: 1, channelId: 2 }),
        offer({ id: 8, offerType: 'STAY_LENGTH', discountPercent: 50, minNights: 1, active: false }),
      ],
    });
    assert.deepEqual(discounts(priced(c, stay()))[0], [null, 0]);
  });

  it('discounts the children’s charge with the room', () => {
    const c = catalogue({ offers: [offer({ id: 9, offerType: 'STAY_LENGTH', discountPercent: 10, minNights: 1 })] });
    const s = priced(c, stay({ childAges: [8] }));
    assert.deepEqual([s.lines[0]!.discount.toWire(), s.lines[0]!.amount.toWire()], [3000, 27000]);
  });
});

describe('taxes by sequence', () => {
  it('applies the service charge, then the levy grossed up; VAT only when asked', () => {
    const s = priced(catalogue(), stay());
    // 40,000 + 10 % = 44,000; levy 44,000 × 2.5 / 97.5 = 1,128.205… → 1,128.21.
    assert.deepEqual(
      s.taxes.map((t) => [t.name, t.amount.toWire()]),
      [
        ['Service charge', 4000],
        ['SSCL', 1128.21],
      ],
    );
    assert.equal(s.taxes[1]!.rate, 2.564102564102564);
    assert.deepEqual([s.subtotal.toWire(), s.totalTax.toWire(), s.total.toWire()], [40000, 5128.21, 45128.21]);
  });

  it('adds VAT on the amount with the earlier sequences when the VAT flag is passed', () => {
    const s = priced(catalogue(), stay({ vat: true }));
    // 45,128.21 × 18 % = 8,123.0778 → 8,123.08.
    assert.deepEqual(
      s.taxes.map((t) => t.amount.toWire()),
      [4000, 1128.21, 8123.08],
    );
    assert.equal(s.total.toWire(), 53251.29);
  });
});

describe('rounding', () => {
  it('rounds each step half away from zero to cents', () => {
    const c = catalogue({ channelPrices: [{ ...KEY, residentRate: 33333.33, nonResidentRate: 166.67 }], taxes: [] });
    const s = priced(c, stay({ adults: 1, childAges: [7] }));
    // room 33,333.33 × 80 % = 26,666.664 → 26,666.66; child 50 % = 13,333.33.
    assert.deepEqual(
      [s.lines[0]!.room.toWire(), s.lines[0]!.children.toWire(), s.lines[0]!.amount.toWire()],
      [26666.66, 13333.33, 39999.99],
    );
    const usd = priced(c, stay({ resident: false, adults: 3 }));
    // 166.67 × 130 % = 216.671 → 216.67.
    assert.equal(usd.lines[0]!.room.toWire(), 216.67);
  });
});

describe('a priced stay adds up', () => {
  const cents = (n: number) => Money.fromMinorUnits(n, 'LKR').toWire();
  it('lines plus taxes make the total, to the cent, for any catalogue', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 50_000_000 }), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.array(fc.integer({ min: 0, max: 17 }), { maxLength: 2 }),
        fc.integer({ min: 0, max: 100 }),
        fc.array(
          fc.record({
            rate: fc.integer({ min: 0, max: 3000 }).map((n) => n / 100),
            sequence: fc.integer({ min: 1, max: 4 }),
            vat: fc.boolean(),
            levy: fc.boolean(),
          }),
          { maxLength: 4 },
        ),
        fc.boolean(),
        fc.boolean(),
        (rates, nightCount, paxPercent, childAges, discount, taxes, vat, resident) => {
          const c = catalogue({
            pax: [1, 2, 3].map((adults) => ({
              id: adults,
              name: `${adults}`,
              adults,
              ratePercent: paxPercent,
              active: true,
            })),
            channelPrices: [{ ...KEY, residentRate: cents(rates[0]!), nonResidentRate: cents(rates[0]! % 100_000) }],
            seasonalPrices:
              rates[1] === undefined
                ? []
                : [{ ...KEY, seasonId: 7, residentRate: cents(rates[1]), nonResidentRate: 1 }],
            dayPrices:
              rates[2] === undefined
                ? []
                : [{ ...KEY, date: '2026-01-01', residentRate: cents(rates[2]), nonResidentRate: 2 }],
            offers:
              discount > 0 ? [offer({ id: 1, offerType: 'STAY_LENGTH', discountPercent: discount, minNights: 1 })] : [],
            taxes: taxes.map((t, i) => ({
              name: `T${i}`,
              rate: t.levy ? Math.min(t.rate, 99) : t.rate,
              sequence: t.sequence,
              vat: t.vat && !t.levy,
              socialSecurityContributionLevy: t.levy,
            })),
          });
          const checkIn = '2025-12-28';
          const checkOut = new Date(Date.parse(`${checkIn}T00:00:00Z`) + nightCount * 86_400_000).toISOString();
          const result = priceStay(c, stay({ checkIn, checkOut, adults: 1, childAges, vat, resident }));
          if (!result.stay) return; // too many children for the stay type: refused, nothing to add up
          const s = result.stay;
          const lines = Money.sum(
            s.lines.map((l) => l.amount),
            s.currency,
          );
          const taxed = Money.sum(
            s.taxes.map((t) => t.amount),
            s.currency,
          );
          assert.ok(lines.equals(s.subtotal));
          assert.ok(lines.plus(taxed).equals(s.total));
          assert.ok(taxed.equals(s.totalTax));
          for (const l of s.lines) assert.ok(l.room.plus(l.children).minus(l.discount).equals(l.amount));
          assert.equal(s.lines.length, nightCount);
        },
      ),
      { numRuns: 300 },
    );
  });
});
