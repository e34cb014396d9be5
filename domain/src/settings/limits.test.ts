import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { IDLE_TIMEOUT_SECONDS, PAYMENT_TIMEOUT_SECONDS, wholeNumberRule } from './limits.js';

describe('setting limits', () => {
  it('keeps the spec defaults inside their limits (1800 s idle, 960 s payment)', () => {
    assert.equal(wholeNumberRule(IDLE_TIMEOUT_SECONDS.default, IDLE_TIMEOUT_SECONDS), null);
    assert.equal(wholeNumberRule(PAYMENT_TIMEOUT_SECONDS.default, PAYMENT_TIMEOUT_SECONDS), null);
  });
  const cases: readonly [unknown, string | null][] = [
    [60, null],
    ['7200', null],
    [undefined, 'REQUIRED'],
    ['', 'REQUIRED'],
    [90.5, 'NOT_WHOLE'],
    ['abc', 'NOT_WHOLE'],
    [59, 'TOO_SMALL'],
    [7201, 'TOO_LARGE'],
  ];
  for (const [value, rule] of cases) {
    it(`${JSON.stringify(value) ?? 'undefined'} → ${rule ?? 'valid'} for the payment timeout`, () =>
      assert.equal(wholeNumberRule(value, PAYMENT_TIMEOUT_SECONDS), rule));
  }
});
