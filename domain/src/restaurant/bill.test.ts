import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { TaxRate } from '../money/tax.js';
import { billableSubtotal, computeBill, splitServiceCharge, type BillLine, type RestaurantTaxRate } from './bill.js';

const LEVY: TaxRate = {
  name: 'Social Security Contribution Levy',
  rate: 2.5,
  sequence: 2,
  vat: false,
  socialSecurityContributionLevy: true,
};
const VAT: TaxRate = { name: 'VAT', rate: 18, sequence: 3, vat: true };
const line = (price: number, quantity: number, orderedItemStatus: BillLine['orderedItemStatus'] = 'SERVED') => ({
  price,
  quantity,
  orderedItemStatus,
});

describe('computeBill (operations §9: subtotal of non-rejected lines, plus service charge, plus taxes with the VAT flag)', () => {
  it('counts only lines that are neither rejected nor cancelled', () => {
    const lines = [line(1200, 2), line(450, 1, 'REJECTED'), line(300, 3, 'CANCELLED'), line(850, 1, 'NEW')];
    assert.equal(billableSubtotal(lines), 3250);
    assert.equal(computeBill(lines).subTotal, 3250);
  });

  it('defaults the service charge to 10 percent when none is configured', () => {
    const bill = computeBill([line(1000, 1)]);
    assert.deepEqual(bill, {
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
      const bill = computeBill(c.lines, {
        taxes: c.taxes,
        vat: c.vat,
        ...(c.rate !== undefined ? { serviceChargeRate: c.rate } : {}),
      });
      assert.equal(bill.serviceCharge, c.serviceCharge);
      assert.deepEqual(
        bill.taxResponseList.map((t) => [t.name, t.amount]),
        c.taxes_,
      );
      assert.equal(bill.totalCharge, c.total);
      const sum =
        bill.subTotal - bill.discount + bill.serviceCharge + bill.taxResponseList.reduce((s, t) => s + t.amount, 0);
      assert.equal(Math.round(sum * 100) / 100, bill.totalCharge, 'the printed lines add up to the total');
    });
  }

  it('reports the configured (origin) rate of the levy, not the grossed-up one', () => {
    const [levy] = computeBill([line(1000, 1)], { taxes: [LEVY] }).taxResponseList;
    assert.deepEqual(levy, { name: 'Social Security Contribution Levy', originRate: 2.5, amount: 28.21 });
  });

  it('takes a discount off before the service charge and the taxes', () => {
    const bill = computeBill([line(1000, 1)], { discount: 200, taxes: [VAT], vat: true });
    assert.equal(bill.discount, 200);
    assert.equal(bill.serviceCharge, 80);
    assert.equal(bill.totalCharge, 1038.4); // 880 + 18 % = 1038.40
  });

  it('answers zeros for an order with nothing billable', () => {
    assert.equal(computeBill([line(500, 1, 'REJECTED')], { taxes: [LEVY, VAT], vat: true }).totalCharge, 0);
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
  it('falls back to 10 percent when the service has no service charge row', () => {
    assert.equal(splitServiceCharge([VAT]).serviceChargeRate, 10);
  });
  it('gives the same total as the tax routine with the service charge as its first sequence', () => {
    const { serviceChargeRate, taxes } = splitServiceCharge([SC, LEVY, VAT]);
    assert.equal(computeBill([line(1000, 1)], { serviceChargeRate, taxes, vat: true }).totalCharge, 1331.29);
  });
});
