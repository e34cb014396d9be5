import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { discountError, discountRule, sanitizeDiscountInput, type DiscountRule } from './user-discount.js';

describe('user discount percentage (operations §5 User discount)', () => {
  const cases: readonly [unknown, DiscountRule | null][] = [
    [0, null],
    [12.5, null],
    [100, null],
    ['100', null],
    ['7.25', null],
    ['12.', null],
    [undefined, 'REQUIRED'],
    [null, 'REQUIRED'],
    ['  ', 'REQUIRED'],
    [100.01, 'TOO_HIGH'],
    ['101', 'TOO_HIGH'],
    [-1, 'NEGATIVE'],
    ['ten', 'INVALID'],
    ['1.2.3', 'INVALID'],
    [Number.NaN, 'INVALID'],
    [true, 'INVALID'],
  ];
  for (const [value, rule] of cases) {
    it(`${JSON.stringify(value) ?? 'undefined'} → ${rule ?? 'valid'}`, () => assert.equal(discountRule(value), rule));
  }

  it("answers the spec's messages verbatim", () => {
    assert.equal(discountError(''), 'Discount is required');
    assert.equal(discountError(150), 'Percentage must be less than or equal to 100.');
    assert.equal(discountError('x'), 'Invalid value');
    assert.equal(discountError(50), null);
  });

  it('keeps digits and the first decimal point as the user types (create)', () => {
    assert.equal(sanitizeDiscountInput('1a2.5.0%'), '12.50');
    assert.equal(sanitizeDiscountInput('-5'), '5');
    assert.equal(sanitizeDiscountInput(''), '');
  });
});
