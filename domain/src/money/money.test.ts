import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';

import { CurrencyMismatchError, Money, sumDecimals } from './money.js';

const lkr = (amount: number | string) => Money.fromWire(amount, 'LKR');
const usd = (amount: number | string) => Money.fromWire(amount, 'USD');
const wires = (amounts: readonly Money[]) => amounts.map((amount) => amount.toWire());

describe('Money from the wire and the database', () => {
  it('reads a JSON number and numeric text alike', () => {
    assert.ok(lkr(1331.29).equals(lkr('1331.29')));
    assert.equal(lkr('1234.50').toFixed(), '1234.50');
    assert.equal(lkr(7).toFixed(), '7.00');
  });
  it('refuses a third decimal: a float sum leaked somewhere', () => {
    assert.throws(() => lkr(0.1 + 0.2), /at most 2 decimals/);
    assert.throws(() => lkr('1.005'), RangeError);
  });
  it('refuses what is not a number', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, '', 'abc', '1,000']) {
      assert.throws(() => lkr(value), RangeError, String(value));
    }
  });
  it('refuses a currency it does not keep', () => {
    assert.throws(() => Money.fromWire(1, 'BTC' as 'LKR'), /Unknown currency/);
  });
  it('never keeps negative zero', () => {
    assert.ok(Object.is(lkr(-0).toWire(), 0));
    assert.equal(lkr('-0.00').toFixed(), '0.00');
  });
  it('converts to the wire as a number with two decimals', () => {
    assert.equal(lkr('1331.30').toWire(), 1331.3);
    assert.equal(JSON.stringify({ total: lkr('0.10').plus(lkr('0.20')).toWire() }), '{"total":0.3}');
  });
  it('refuses an amount too large for a faithful JSON number', () => {
    assert.equal(lkr('9999999999999.99').toWire(), 9999999999999.99);
    assert.throws(() => lkr('10000000000000.00').toWire(), /too large/);
  });
  it('counts in cents', () => {
    assert.equal(lkr('-12.34').minorUnits(), -1234n);
    assert.ok(Money.fromMinorUnits(133129, 'LKR').equals(lkr(1331.29)));
    assert.ok(Money.fromMinorUnits(-5n, 'USD').equals(usd(-0.05)));
  });
});

describe('Money.parse (the money input, core §5)', () => {
  const cases: readonly [string, string | null][] = [
    ['1,234,567.89', '1234567.89'],
    ['1234.5', '1234.50'],
    [' 12 ', '12.00'],
    ['0.05', '0.05'],
    ['12.', null],
    ['.5', null],
    ['.', null],
    ['', null],
    ['1.234', null],
    ['abc', null],
    ['1.2.3', null],
  ];
  for (const [text, expected] of cases) {
    it(`reads ${JSON.stringify(text)} as ${expected ?? 'no amount'}`, () =>
      assert.equal(Money.parse(text, 'LKR')?.toFixed() ?? null, expected));
  }
});

describe('Money arithmetic', () => {
  it('adds and subtracts exactly', () => {
    assert.equal(lkr(0.1).plus(lkr(0.2)).toWire(), 0.3);
    assert.equal(lkr(1331.29).minus(lkr(1000)).toWire(), 331.29);
    assert.equal(lkr(5).negated().toWire(), -5);
  });
  it('sums a list, zero for none', () => {
    assert.equal(Money.sum([lkr(0.1), lkr(0.2), lkr(0.3)], 'LKR').toWire(), 0.6);
    assert.ok(Money.sum([], 'USD').isZero());
    assert.equal(Money.sum([], 'USD').currency, 'USD');
  });
  it('multiplies by a quantity exactly', () => {
    assert.equal(lkr(333.33).times(3).toWire(), 999.99);
    assert.equal(lkr(19.99).times(100000).toWire(), 1999000);
  });
  it('multiplies by a decimal factor and divides, rounding once half away from zero', () => {
    assert.equal(lkr(10).times(1.5).toWire(), 15);
    assert.equal(lkr(0.01).times(0.5).toWire(), 0.01);
    assert.equal(lkr(-0.01).times(0.5).toWire(), -0.01);
    assert.equal(lkr(100).times(1, 3).toWire(), 33.33);
    assert.equal(lkr(200).times(1, 3).toWire(), 66.67);
    assert.throws(() => lkr(1).times(1, 0), /divide an amount by zero/);
  });

  const percents: readonly [number, number, number][] = [
    [1000, 10, 100],
    [10.05, 10, 1.01], // 1.005: half a cent, away from zero
    [-10.05, 10, -1.01],
    [1128.21, 18, 203.08], // 203.0778
    [1.01, 0.5, 0.01], // 0.00505
    [0.99, 0.5, 0], // 0.00495
    [100, 0, 0],
  ];
  for (const [amount, rate, expected] of percents) {
    it(`takes ${rate} % of ${amount} as ${expected}`, () => assert.equal(lkr(amount).percent(rate).toWire(), expected));
  }

  it('grosses up a charge levied on a turnover that includes it', () => {
    // operations §9 / core §9: 1100 × 2.5 / 97.5 = 28.205… → 28.21
    assert.equal(lkr(1100).grossUpPercent(2.5).toWire(), 28.21);
    assert.equal(lkr(39).grossUpPercent(2.5).toWire(), 1);
    assert.throws(() => lkr(1).grossUpPercent(100), /below 100/);
  });

  it('compares', () => {
    assert.equal(lkr(1).compare(lkr(2)), -1);
    assert.equal(lkr(2).compare(lkr(2)), 0);
    assert.equal(lkr(3).compare(lkr(2)), 1);
    assert.ok(Money.min(lkr(3), lkr(1), lkr(2)).equals(lkr(1)));
    assert.ok(Money.max(lkr(3), lkr(1), lkr(2)).equals(lkr(3)));
    assert.ok(lkr(-1).isNegative() && lkr(1).isPositive() && lkr(0).isZero());
  });

  it('refuses to mix currencies', () => {
    const mixed = usd(1) as unknown as Money<'LKR'>;
    assert.throws(() => lkr(1).plus(mixed), CurrencyMismatchError);
    assert.throws(() => lkr(1).minus(mixed), CurrencyMismatchError);
    assert.throws(() => lkr(1).compare(mixed), CurrencyMismatchError);
    assert.throws(() => Money.sum([lkr(1), mixed], 'LKR'), CurrencyMismatchError);
  });

  it('shows its currency when printed', () => assert.equal(String(usd(12.5)), 'USD 12.50'));
});

describe('Money.allocate', () => {
  const cases: readonly [string, number, (number | string)[], number[]][] = [
    ['a bill split three ways', 100, [1, 1, 1], [33.34, 33.33, 33.33]],
    ['the odd cents to the largest remainders', 0.05, [3, 7], [0.02, 0.03]],
    ['by percentages', 1331.29, [50, 30, 20], [665.64, 399.39, 266.26]],
    ['a negative amount like its opposite', -100, [1, 1, 1], [-33.34, -33.33, -33.33]],
    ['a zero ratio gets nothing', 10, [0, 1], [0, 10]],
    ['decimal ratios', 10, ['0.5', 0.25, 0.25], [5, 2.5, 2.5]],
    ['less than a cent each', 0.02, [1, 1, 1], [0.01, 0.01, 0]],
  ];
  for (const [name, amount, ratios, expected] of cases) {
    it(name, () => assert.deepEqual(wires(lkr(amount).allocate(ratios)), expected));
  }
  it('refuses ratios it cannot split by', () => {
    assert.throws(() => lkr(1).allocate([]), RangeError);
    assert.throws(() => lkr(1).allocate([0, 0]), RangeError);
    assert.throws(() => lkr(1).allocate([1, -1]), RangeError);
  });
});

describe('sumDecimals', () => {
  it('adds rates as typed', () => assert.equal(sumDecimals([0.1, 0.2, 2.1]), 2.4));
});

// -------------------------------------------------------------------------------------- properties

/** Any amount of cents a numeric(12, 2) column holds, either sign. */
const cents = fc.bigInt({ min: -999_999_999_999n, max: 999_999_999_999n });
const amount = cents.map((units) => Money.fromMinorUnits(units, 'LKR'));

describe('Money properties', () => {
  it('round-trips through the wire and through text', () =>
    fc.assert(
      fc.property(amount, (money) => {
        assert.ok(Money.fromWire(money.toWire(), 'LKR').equals(money));
        assert.ok(Money.fromWire(money.toFixed(), 'LKR').equals(money));
        assert.equal(money.toWire(), Number(money.minorUnits()) / 100);
      }),
    ));

  it('round-trips through the money input as the user sees it', () =>
    fc.assert(
      fc.property(
        cents.filter((units) => units >= 0n),
        (units) => {
          const money = Money.fromMinorUnits(units, 'LKR');
          const [integer = '', fraction = ''] = money.toFixed().split('.');
          const shown = `${integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
          assert.ok(Money.parse(shown, 'LKR')?.equals(money));
        },
      ),
    ));

  it('adds like integers of cents', () =>
    fc.assert(
      fc.property(fc.array(cents, { maxLength: 50 }), (list) => {
        const total = Money.sum(
          list.map((units) => Money.fromMinorUnits(units, 'LKR')),
          'LKR',
        );
        assert.equal(
          total.minorUnits(),
          list.reduce((sum, units) => sum + units, 0n),
        );
      }),
    ));

  it('allocates parts that add back exactly, each within a cent of its share', () =>
    fc.assert(
      fc.property(amount, fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 12 }), (money, ratios) => {
        fc.pre(ratios.some((ratio) => ratio > 0));
        const parts = money.allocate(ratios);
        assert.equal(parts.length, ratios.length);
        assert.ok(Money.sum(parts, 'LKR').equals(money));
        const whole = ratios.reduce((sum, ratio) => sum + ratio, 0);
        parts.forEach((part, index) => {
          // |part × whole − amount × ratio| < whole cents: within one cent of the exact share.
          const gap = part.minorUnits() * BigInt(whole) - money.minorUnits() * BigInt(ratios[index]!);
          assert.ok((gap < 0n ? -gap : gap) < BigInt(whole), `part ${index}: ${String(part)}`);
        });
      }),
    ));

  it('rounds a percentage half away from zero, to the nearest cent', () =>
    fc.assert(
      fc.property(cents, fc.integer({ min: 0, max: 100_000 }), (units, thousandths) => {
        // rate = thousandths / 1000 percent; exact share in cents = units × thousandths / 100000.
        const got = Money.fromMinorUnits(units, 'LKR')
          .percent(thousandths / 1000)
          .minorUnits();
        const twice = 2n * units * BigInt(thousandths);
        const scale = 200_000n;
        const magnitude = (twice < 0n ? -twice : twice) + 100_000n;
        const expected = (magnitude / scale) * (twice < 0n ? -1n : 1n);
        assert.equal(got, expected);
      }),
    ));
});
