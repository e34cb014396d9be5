import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';

import { Money } from '../money/money.js';
import type { TaxRate } from '../money/tax.js';
import {
  BillMismatchError,
  billFromWire,
  billableSubtotal,
  billToWire,
  computeBill,
  restaurantMoney,
  splitServiceCharge,
  type BillLine,
  type RestaurantTaxRate,
} from './bill.js';

const LEVY: TaxRate = {
  name: 'Social Security Contribution Levy',
  rate: 2.5,
  sequence: 2,
  vat: false,
  socialSecurityContributionLevy: true,
};
const VAT: TaxRate = { name: 'VAT', rate: 18, sequence: 3, vat: true };
const line = (price: number, quantity: number, orderedItemStatus: BillLine['orderedItemStatus'] = 'SERVED') => ({
  price: restaurantMoney(price),
  quantity,
  orderedItemStatus,
});
const wire = (lines: BillLine[], options: Parameters<typeof computeBill>[1] = {}) =>
  billToWire(computeBill(lines, options));

describe('computeBill (operations §9: subtotal of non-rejected lines, plus service charge, plus taxes with the VAT flag)', () => {
  it('counts only lines that are neither rejected nor cancelled', () => {
    const lines = [line(1200, 2), line(450, 1, 'REJECTED'), line(300, 3, 'CANCELLED'), line(850, 1, 'NEW')];
    assert.equal(billableSubtotal(lines).toWire(), 3250);
    assert.equal(wire(lines).subTotal, 3250);
  });

  it('defaults the service charge to 10 percent when none is configured', () => {
    assert.deepEqual(wire([line(1000, 1)]), {
      subTotal: 1000,
      discount: 0,
      serviceCharge: 100,
      serviceChargeRate: 10,
      taxResponseList: [],
      totalCharge: 1100,
    });
  });

  const cases: readonly {
    name: string;
    vat: boolean;
    taxes: TaxRate[];
    rate?: number;
    lines: BillLine[];
    serviceCharge: number;
    taxes_: [string, number][];
    total: number;
  }[] = [
    {
      name: 'levy grossed up on subtotal + service charge, VAT left out without the flag',
      vat: false,
      taxes: [LEVY, VAT],
      lines: [line(1000, 1)],
      serviceCharge: 100,
      // 1100 × 2.5/97.5 % = 28.205… → 28.21
      taxes_: [['Social Security Contribution Levy', 28.21]],
      total: 1128.21,
    },
    {
      name: 'VAT on subtotal + service charge + levy with the flag',
      vat: true,
      taxes: [LEVY, VAT],
      lines: [line(1000, 1)],
      serviceCharge: 100,
      // 1128.21 × 18 % = 203.0778 → 203.08
      taxes_: [
        ['Social Security Contribution Levy', 28.21],
        ['VAT', 203.08],
      ],
      total: 1331.29,
    },
    {
      name: 'a configured service charge rate and rounding per line',
      vat: true,
      rate: 5,
      taxes: [VAT],
      lines: [line(333.33, 3), line(0.01, 1)],
      // 999.99 + 0.01 = 1000; SC 50; VAT 1050 × 18 % = 189
      serviceCharge: 50,
      taxes_: [['VAT', 189]],
      total: 1239,
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const exact = computeBill(c.lines, {
        taxes: c.taxes,
        vat: c.vat,
        ...(c.rate !== undefined ? { serviceChargeRate: c.rate } : {}),
      });
      const bill = billToWire(exact);
      assert.equal(bill.serviceCharge, c.serviceCharge);
      assert.deepEqual(
        bill.taxResponseList.map((t) => [t.name, t.amount]),
        c.taxes_,
      );
      assert.equal(bill.totalCharge, c.total);
      const sum = Money.sum([exact.serviceCharge, ...exact.taxResponseList.map((t) => t.amount)], 'LKR').plus(
        exact.subTotal.minus(exact.discount),
      );
      assert.ok(sum.equals(exact.totalCharge), 'the printed lines add up to the total');
    });
  }

  it('reports the configured (origin) rate of the levy, not the grossed-up one', () => {
    const [levy] = wire([line(1000, 1)], { taxes: [LEVY] }).taxResponseList;
    assert.deepEqual(levy, { name: 'Social Security Contribution Levy', originRate: 2.5, amount: 28.21 });
  });

  it('takes a discount off before the service charge and the taxes', () => {
    const bill = wire([line(1000, 1)], { discount: restaurantMoney(200), taxes: [VAT], vat: true });
    assert.equal(bill.discount, 200);
    assert.equal(bill.serviceCharge, 80);
    assert.equal(bill.totalCharge, 1038.4); // 880 + 18 % = 1038.40
  });

  it('answers zeros for an order with nothing billable', () => {
    assert.equal(wire([line(500, 1, 'REJECTED')], { taxes: [LEVY, VAT], vat: true }).totalCharge, 0);
  });

  it('refuses a negative service charge rate', () => {
    assert.throws(() => computeBill([], { serviceChargeRate: -1 }), RangeError);
  });
});

describe('splitServiceCharge', () => {
  const SC: RestaurantTaxRate = { name: 'Service Charge', rate: 10, sequence: 1, vat: false, serviceCharge: true };
  it('takes the rate from the active service charge row and keeps the rest as taxes', () => {
    const split = splitServiceCharge([SC, LEVY, VAT]);
    assert.equal(split.serviceChargeRate, 10);
    assert.deepEqual(
      split.taxes.map((t) => t.name),
      ['Social Security Contribution Levy', 'VAT'],
    );
  });
  it('charges no service when the service charge row is inactive', () => {
    assert.equal(splitServiceCharge([{ ...SC, active: false }]).serviceChargeRate, 0);
  });
  it('adds the rates of several active service charge rows as decimals', () => {
    assert.equal(
      splitServiceCharge([
        { ...SC, rate: 2.1 },
        { ...SC, rate: 0.2 },
      ]).serviceChargeRate,
      2.3,
    );
  });
  it('falls back to 10 percent when the service has no service charge row', () => {
    assert.equal(splitServiceCharge([VAT]).serviceChargeRate, 10);
  });
  it('gives the same total as the tax routine with the service charge as its first sequence', () => {
    const { serviceChargeRate, taxes } = splitServiceCharge([SC, LEVY, VAT]);
    assert.equal(wire([line(1000, 1)], { serviceChargeRate, taxes, vat: true }).totalCharge, 1331.29);
  });
});

// -------------------------------------------------------------------------------------- properties

/** Half away from zero of n / d (d > 0), in integers: the oracle the exact bill is checked against. */
const divideRounded = (n: bigint, d: bigint): bigint => {
  const magnitude = (2n * (n < 0n ? -n : n) + d) / (2n * d);
  return n < 0n ? -magnitude : magnitude;
};

/**
 * A rate as the tax form and the numeric(6, 3) column hold it, in thousandths of a percent: up to
 * 99.999 for the service charge, up to 50 for a tax (six levies near 100 % would grow a bill past
 * what any JSON number carries exactly).
 */
const thousandths = fc.integer({ min: 0, max: 99_999 });
const taxThousandths = fc.integer({ min: 0, max: 50_000 });
/** Whole percents half the time: they land on half cents often, where the rounding rule shows. */
const likelyWhole = (any: fc.Arbitrary<number>, maxPercent: number) =>
  fc.oneof(
    fc.integer({ min: 0, max: maxPercent }).map((percent) => percent * 1000),
    any,
  );
const rate = (k: number) => k / 1000;

const randomBill = fc.record({
  lines: fc.array(
    fc.record({
      cents: fc.integer({ min: 0, max: 5_000_000 }),
      quantity: fc.integer({ min: 1, max: 999 }),
      status: fc.constantFrom<BillLine['orderedItemStatus']>(
        'NEW',
        'PLACED',
        'ACCEPTED',
        'SERVED',
        'REJECTED',
        'CANCELLED',
      ),
    }),
    { maxLength: 20 },
  ),
  serviceCharge: likelyWhole(thousandths, 99),
  taxes: fc.array(
    fc.record({
      rate: likelyWhole(taxThousandths, 50),
      sequence: fc.integer({ min: 1, max: 4 }),
      vat: fc.boolean(),
      levy: fc.boolean(),
      active: fc.boolean(),
    }),
    { maxLength: 6 },
  ),
  vat: fc.boolean(),
  discountShare: fc.integer({ min: 0, max: 120 }),
});

describe('computeBill properties', () => {
  it('shows lines that add up to the total, to the cent, each as the integer oracle computes it', () =>
    fc.assert(
      fc.property(randomBill, (random) => {
        const lines = random.lines.map((l) => ({
          price: Money.fromMinorUnits(l.cents, 'LKR'),
          quantity: l.quantity,
          orderedItemStatus: l.status,
        }));
        const taxes: TaxRate[] = random.taxes.map((t, index) => ({
          name: `T${index}`,
          rate: rate(t.rate),
          sequence: t.sequence,
          vat: t.vat,
          socialSecurityContributionLevy: t.levy,
          active: t.active,
        }));
        const live = random.lines.filter((l) => l.status !== 'REJECTED' && l.status !== 'CANCELLED');
        const subTotal = live.reduce((sum, l) => sum + BigInt(l.cents) * BigInt(l.quantity), 0n);
        // A discount from none to a fifth more than the subtotal (capped at it).
        const discountCents = (subTotal * BigInt(random.discountShare)) / 100n;
        const bill = computeBill(lines, {
          serviceChargeRate: rate(random.serviceCharge),
          taxes,
          vat: random.vat,
          discount: Money.fromMinorUnits(discountCents, 'LKR'),
        });

        // The oracle: cents and thousandths as integers.
        const discount = discountCents < subTotal ? discountCents : subTotal;
        const base = subTotal - discount;
        const serviceCharge = divideRounded(base * BigInt(random.serviceCharge), 100_000n);
        let running = base + serviceCharge;
        const expectedTaxes: bigint[] = [];
        const applied = random.taxes.filter((t) => t.active && (random.vat || !t.vat));
        for (const sequence of [...new Set(applied.map((t) => t.sequence))].sort((a, b) => a - b)) {
          const sequenceBase = running;
          for (const t of applied.filter((candidate) => candidate.sequence === sequence)) {
            const k = BigInt(t.rate);
            const amount = t.levy
              ? divideRounded(sequenceBase * k, 100_000n - k)
              : divideRounded(sequenceBase * k, 100_000n);
            expectedTaxes.push(amount);
            running += amount;
          }
        }

        assert.equal(bill.subTotal.minorUnits(), subTotal);
        assert.equal(bill.discount.minorUnits(), discount);
        assert.equal(bill.serviceCharge.minorUnits(), serviceCharge);
        assert.deepEqual(
          bill.taxResponseList.map((t) => t.amount.minorUnits()),
          expectedTaxes,
        );
        assert.equal(bill.totalCharge.minorUnits(), running);

        // What the guest reads: the wire numbers of the lines add up to the wire total.
        const shown = billToWire(bill);
        const read = (n: number) => restaurantMoney(n);
        const added = Money.sum(
          [read(shown.serviceCharge), ...shown.taxResponseList.map((t) => read(t.amount))],
          'LKR',
        ).plus(read(shown.subTotal).minus(read(shown.discount)));
        assert.ok(added.equals(read(shown.totalCharge)), `${String(added)} ≠ ${shown.totalCharge}`);
      }),
      { numRuns: 500 },
    ));
});

describe('billFromWire (the printed bill: exact, and its lines add up to its total)', () => {
  it('reads back what computeBill sent, amount for amount', () => {
    const lines = [line(1350, 2), line(900, 1), line(450, 1, 'REJECTED')];
    const options = { taxes: [LEVY, VAT], vat: true };
    const sent = wire(lines, options);
    const read = billFromWire(sent);
    assert.deepEqual(billToWire(read), sent);
    assert.ok(read.totalCharge.equals(computeBill(lines, options).totalCharge));
  });

  it('refuses a bill whose lines do not add up to its total', () => {
    const sent = wire([line(1000, 1)], { taxes: [LEVY] });
    assert.throws(() => billFromWire({ ...sent, totalCharge: sent.totalCharge + 0.01 }), BillMismatchError);
    assert.throws(
      () => billFromWire({ ...sent, taxResponseList: sent.taxResponseList.map((t) => ({ ...t, amount: 0 })) }),
      /add up to LKR 1100\.00, not to its total LKR 1128\.21/,
    );
  });

  it('holds for any bill computeBill makes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 5_000_000 }), fc.integer({ min: 1, max: 20 })), { maxLength: 8 }),
        fc.boolean(),
        (rows, vat) => {
          const lines = rows.map(([cents, quantity]) => line(cents / 100, quantity));
          const sent = wire(lines, { taxes: [LEVY, VAT], vat });
          assert.deepEqual(billToWire(billFromWire(sent)), sent);
        },
      ),
    );
  });
});
