import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { Money, round } from './money.js';
import { computeTaxes, effectiveRate, isVatActive, type TaxRate } from './tax.js';

const lkr = (amount: number) => Money.fromWire(amount, 'LKR');

describe('round (half away from zero)', () => {
  const cases: readonly [number, number, number][] = [
    [1.005, 2, 1.01], // stored as 1.00499999999999989...
    [2.675, 2, 2.68],
    [1.255, 2, 1.26],
    [5.015, 2, 5.02],
    [-1.005, 2, -1.01],
    [2.5, 0, 3],
    [-2.5, 0, -3],
    [1.0049, 2, 1],
    [0.1 + 0.2, 2, 0.3],
    [1234.5678, 0, 1235],
    [123.456, -1, 120],
    [1.23e-7, 2, 0],
    [1e21, 2, 1e21],
  ];
  for (const [value, decimals, expected] of cases) {
    it(`rounds ${value} to ${decimals} decimals as ${expected}`, () => assert.equal(round(value, decimals), expected));
  }
  it('never answers negative zero', () => assert.ok(Object.is(round(-0.001, 2), 0)));
  it('passes NaN through', () => assert.ok(Number.isNaN(round(Number.NaN, 2))));
  it('rejects fractional decimals', () => assert.throws(() => round(1, 1.5), RangeError));
});

const SERVICE_CHARGE: TaxRate = { name: 'Service charge', rate: 10, sequence: 1, vat: false, active: true };
const LEVY: TaxRate = {
  name: 'SSCL',
  rate: 2.5,
  sequence: 2,
  vat: false,
  socialSecurityContributionLevy: true,
  active: true,
};
const VAT: TaxRate = { name: 'VAT', rate: 18, sequence: 3, vat: true, active: true };
const lineAmounts = (result: ReturnType<typeof computeTaxes>) =>
  result.lines.map((line) => [line.name, line.amount.toWire()]);

describe('computeTaxes', () => {
  it('grosses up the social security levy: 2.5 / 97.5 * 100', () => {
    assert.equal(effectiveRate(LEVY), 2.564102564102564);
    assert.equal(effectiveRate(SERVICE_CHARGE), 10);
  });

  it('leaves VAT out unless the VAT flag is passed', () => {
    // 1000 + SC 10% = 1100; levy 1100 * 2.5641...% = 28.205... -> 28.21; total 1128.21.
    const result = computeTaxes(lkr(1000), [SERVICE_CHARGE, LEVY, VAT]);
    assert.deepEqual(lineAmounts(result), [
      ['Service charge', 100],
      ['SSCL', 28.21],
    ]);
    assert.equal(result.totalTax.toWire(), 128.21);
    assert.equal(result.total.toWire(), 1128.21);
  });

  it('applies VAT on the amount after the earlier sequences when the flag is passed', () => {
    // ... then VAT 1128.21 * 18% = 203.0778 -> 203.08; total 1331.29.
    const result = computeTaxes(lkr(1000), [SERVICE_CHARGE, LEVY, VAT], { vat: true });
    assert.deepEqual(lineAmounts(result), [
      ['Service charge', 100],
      ['SSCL', 28.21],
      ['VAT', 203.08],
    ]);
    assert.equal(result.totalTax.toWire(), 331.29);
    assert.equal(result.total.toWire(), 1331.29);
  });

  it('reports the configured and the applied rate of each line', () => {
    const [levy] = computeTaxes(lkr(1000), [LEVY]).lines;
    assert.deepEqual(
      { ...levy, amount: levy?.amount.toWire() },
      {
        name: 'SSCL',
        sequence: 2,
        originRate: 2.5,
        rate: 2.564102564102564,
        amount: 25.64,
      },
    );
  });

  it('applies the rates of one sequence to the same running amount', () => {
    // SC 10% and tourism 1% both on 1000 = 100 + 10; VAT 15% on 1110 = 166.50; total 1276.50.
    const tourism: TaxRate = { name: 'Tourism', rate: 1, sequence: 1, vat: false };
    const vat15: TaxRate = { name: 'VAT', rate: 15, sequence: 2, vat: true };
    const result = computeTaxes(lkr(1000), [SERVICE_CHARGE, tourism, vat15], { vat: true });
    assert.deepEqual(lineAmounts(result), [
      ['Service charge', 100],
      ['Tourism', 10],
      ['VAT', 166.5],
    ]);
    assert.equal(result.total.toWire(), 1276.5);
  });

  it('orders by sequence whatever the input order', () => {
    const result = computeTaxes(lkr(1000), [VAT, LEVY, SERVICE_CHARGE], { vat: true });
    assert.deepEqual(
      result.lines.map((line) => line.sequence),
      [1, 2, 3],
    );
    assert.equal(result.total.toWire(), 1331.29);
  });

  it('skips inactive taxes', () => {
    // levy alone on 1000: 25.641... -> 25.64.
    const result = computeTaxes(lkr(1000), [{ ...SERVICE_CHARGE, active: false }, LEVY]);
    assert.deepEqual(lineAmounts(result), [['SSCL', 25.64]]);
    assert.equal(result.total.toWire(), 1025.64);
  });

  it('rounds a half cent away from zero', () => {
    // 10.05 * 10% = 1.005 -> 1.01.
    assert.deepEqual(lineAmounts(computeTaxes(lkr(10.05), [SERVICE_CHARGE])), [['Service charge', 1.01]]);
  });

  it('answers the amount itself with no taxes', () => {
    const result = computeTaxes(lkr(99.99), []);
    assert.deepEqual(result.lines, []);
    assert.ok(result.totalTax.isZero());
    assert.equal(result.total.toWire(), 99.99);
  });

  it('works on a negative amount (a credit), rounding away from zero', () => {
    assert.equal(computeTaxes(lkr(-1000), [SERVICE_CHARGE]).total.toWire(), -1100);
    assert.deepEqual(lineAmounts(computeTaxes(lkr(-10.05), [SERVICE_CHARGE])), [['Service charge', -1.01]]);
  });

  it('computes the levy from its fraction, not from a rounded grossed-up rate', () => {
    // 39 × 2.5 / 97.5 = 1 exactly, and 0.39 gives 0.01 exactly.
    assert.deepEqual(lineAmounts(computeTaxes(lkr(39), [LEVY])), [['SSCL', 1]]);
    assert.deepEqual(lineAmounts(computeTaxes(lkr(0.39), [LEVY])), [['SSCL', 0.01]]);
    // A levy of 20 on 10.02: 10.02 × 20 / 80 = 2.505 exactly, a half cent, rounded away from zero.
    assert.deepEqual(lineAmounts(computeTaxes(lkr(10.02), [{ ...LEVY, rate: 20 }])), [['SSCL', 2.51]]);
  });

  it('rejects a negative rate', () => {
    assert.throws(() => computeTaxes(lkr(100), [{ ...SERVICE_CHARGE, rate: -1 }]), /invalid rate/);
  });
  it('rejects a levy of 100 percent or more', () => {
    assert.throws(() => computeTaxes(lkr(100), [{ ...LEVY, rate: 100 }]), RangeError);
  });
  it('keeps the currency of the amount', () => {
    const result = computeTaxes(Money.fromWire(1000, 'USD'), [SERVICE_CHARGE, VAT], { vat: true });
    assert.equal(result.total.currency, 'USD');
    assert.ok(result.lines.every((line) => line.amount.currency === 'USD'));
  });
});

describe('isVatActive', () => {
  it('is active when the VAT-flagged tax is active', () => assert.equal(isVatActive([SERVICE_CHARGE, VAT]), true));
  it('is inactive when the VAT-flagged tax is inactive', () =>
    assert.equal(isVatActive([SERVICE_CHARGE, { ...VAT, active: false }]), false));
  it('is inactive with no VAT-flagged tax', () => assert.equal(isVatActive([SERVICE_CHARGE, LEVY]), false));
});
