import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { distinctPhoneNumbers } from './contact-numbers.js';

describe("a hotel's phone numbers, each once", () => {
  it('shows the main number once when the further numbers repeat it (the demo hotels)', () =>
    assert.deepEqual(distinctPhoneNumbers('+94112345678', ['+94112345678']), ['+94112345678']));
  it('reads a number written with other spacing as the same number', () =>
    assert.deepEqual(distinctPhoneNumbers('+94 11 234 5678', ['+94112345678', '011 234 5678']), [
      '+94 11 234 5678',
      '011 234 5678',
    ]));
  it('keeps the main number first and the others in their order', () =>
    assert.deepEqual(distinctPhoneNumbers('0112345678', ['0112345679', '0112345680', '0112345679']), [
      '0112345678',
      '0112345679',
      '0112345680',
    ]));
  it('leaves out blanks and a missing main number', () => {
    assert.deepEqual(distinctPhoneNumbers('', ['  ', '0112345678']), ['0112345678']);
    assert.deepEqual(distinctPhoneNumbers(null), []);
  });
});
