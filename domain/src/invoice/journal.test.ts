// What a refund credits (docs/invoicing-receipts.md "Refund and credit note") and how a credit is
// spread over an invoice's lines, as tables.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Money } from '../money/money.js';
import { refundCredit, spreadCredit } from './journal.js';

const lkr = (v: number) => Money.fromWire(v, 'LKR');

describe('refundCredit', () => {
  const table: [string, number, number, number, number][] = [
    // name, invoice remaining, paid before, refund, credit
    ['money that paid the invoice is credited', 1000, 1000, 300, 300],
    ['the whole payment back credits the whole invoice', 1000, 1000, 1000, 1000],
    ['an overpayment (advance deposit above the invoice) credits nothing', 1000, 1200, 200, 0],
    ['across the overpayment and the invoice: the paid part only', 1000, 1200, 300, 100],
    ['an invoice already credited in full: refund only', 0, 500, 500, 0],
    ['a partly paid invoice: what it was paid with', 1000, 400, 400, 400],
    ['a partly credited invoice: never above its remainder', 250, 1000, 1000, 250],
  ];
  for (const [name, remaining, paid, refund, credit] of table) {
    it(name, () => assert.equal(refundCredit(lkr(remaining), lkr(paid), lkr(refund)).toFixed(), lkr(credit).toFixed()));
  }
});

describe('spreadCredit', () => {
  it('takes the lines in order, each up to its remainder, skipping spent lines', () => {
    const spread = spreadCredit(
      [
        { id: 1, remaining: lkr(0) },
        { id: 2, remaining: lkr(100) },
        { id: 3, remaining: lkr(250.5) },
        { id: 4, remaining: lkr(80) },
      ],
      lkr(200.25),
    );
    assert.deepEqual(
      spread.map((s) => [s.lineId, s.amount.toFixed()]),
      [
        [2, '100.00'],
        [3, '100.25'],
      ],
    );
  });
  it('never more than the lines hold', () => {
    const spread = spreadCredit([{ id: 1, remaining: lkr(50) }], lkr(80));
    assert.deepEqual(
      spread.map((s) => s.amount.toFixed()),
      ['50.00'],
    );
  });
});
