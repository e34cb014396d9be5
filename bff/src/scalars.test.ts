import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Kind } from 'graphql';

import { Money } from './scalars.js';

describe('the Money scalar', () => {
  it('keeps its wire form: a JSON number with two decimals', () => {
    assert.equal(Money.serialize(1331.29), 1331.29);
    assert.equal(Money.serialize('1331.30'), 1331.3);
    assert.equal(JSON.stringify(Money.serialize(0.1 + 0.2)), '0.3');
  });
  it('rounds a stray third decimal half away from zero, as on paper', () => {
    assert.equal(Money.serialize(1.005), 1.01);
    assert.equal(Money.serialize(-1.005), -1.01);
    assert.equal(Money.serialize(2.675), 2.68);
  });
  it('refuses what is not an amount', () => {
    assert.throws(() => Money.serialize('abc'), TypeError);
    assert.throws(() => Money.serialize(Number.NaN), TypeError);
  });
  it('passes inputs on unrounded for the server to validate', () => {
    assert.equal(Money.parseValue('1,234.567'), 1234.567);
    assert.equal(Money.parseLiteral({ kind: Kind.FLOAT, value: '12.5' }), 12.5);
  });
});
