// The refund dialog's allocation as tables (operations §4 Refund flow, §5 Refund): every rule of the
// flow, the Refund button's enablement, the field refusals word for word, and an arithmetic property:
// whatever is ticked and unticked, the allocations plus what remains always make the target amount
// and no receipt gets more than its balance.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { Money } from '../money/money.js';
import { REFUSALS } from '../messages/refusals.js';
import {
  allocatedOf,
  chooseRefundMethod,
  chooseRefundType,
  enterPartialAmount,
  isReceiptLocked,
  newRefundDraft,
  partialAmountRefusal,
  refundEnabled,
  refundFormRefusals,
  refundRequestOf,
  tickReceipt,
  tickRefusal,
  untickReceipt,
  type RefundDraft,
} from './refund.js';
import {
  documentNumber,
  initialReceiptStatus,
  receiptBalance,
  refundableOf,
  type ReceiptStatus,
  type RefundableReceipt,
} from './receipt.js';

const lkr = (v: number | string) => Money.fromWire(v, 'LKR');
const receipt = (
  id: number,
  charge: number,
  refunded = 0,
  status: ReceiptStatus = 'AUTHORISED',
): RefundableReceipt<'LKR'> => ({
  id,
  chargeAmount: lkr(charge),
  refundAmount: lkr(refunded),
  receiptStatus: status,
});
const shown = (d: RefundDraft<'LKR'>) => ({
  remaining: d.remaining.toFixed(),
  allocations: d.allocations.map((a) => [a.receiptId, a.amount.toFixed()]),
});

const A = receipt(1, 5000);
const B = receipt(2, 3000, 1000); // balance 2000
const C = receipt(3, 1500);
const EMPTY = receipt(4, 1000, 1000); // balance 0
const PENDING = receipt(5, 800, 0, 'PENDING');
const RECEIPTS = [A, B, C, EMPTY, PENDING];

/** Ticks and unticks in order ('+1' ticks receipt 1, '-1' unticks it). */
function play(draft: RefundDraft<'LKR'>, steps: string[]): RefundDraft<'LKR'> {
  let d = draft;
  for (const step of steps) {
    const id = Number(step.slice(1));
    const r = RECEIPTS.find((x) => x.id === id)!;
    d = step.startsWith('+') ? tickReceipt(d, r).draft : untickReceipt(d, id, RECEIPTS);
  }
  return d;
}
const partial = (amount: number) =>
  enterPartialAmount(chooseRefundType(newRefundDraft('LKR'), 'PARTIAL_REFUND', lkr(8500)), lkr(amount));
const full = (refundable = 8500) => chooseRefundType(newRefundDraft('LKR'), 'FULL_REFUND', lkr(refundable));

describe('receipts', () => {
  it('balance is chargeAmount minus refundAmount; zero balance is locked', () => {
    assert.equal(receiptBalance(B).toFixed(), '2000.00');
    assert.equal(isReceiptLocked(EMPTY), true);
    assert.equal(isReceiptLocked(B), false);
  });
  it('refundable is the balance of the authorised receipts only', () => {
    assert.equal(refundableOf(RECEIPTS, 'LKR').toFixed(), '8500.00');
  });
  it('a card receipt starts PENDING; cash and bank transfer are authorised', () => {
    assert.deepEqual((['CASH', 'CREDITCARD', 'BANKTRANSFER'] as const).map(initialReceiptStatus), [
      'AUTHORISED',
      'PENDING',
      'AUTHORISED',
    ]);
  });
  it('numbers documents RC-YYYY-nnnnnn and RF-YYYY-nnnnnn', () => {
    assert.equal(documentNumber('RECEIPT', 2026, 42), 'RC-2026-000042');
    assert.equal(documentNumber('REFUND', 2026, 1234567), 'RF-2026-1234567');
  });
});

describe('status changes', () => {
  const cases: [string, RefundDraft<'LKR'>, { remaining: string; allocations: [number, string][] }][] = [
    [
      'FULL_REFUND sets the amount to remain to the whole refundable amount',
      full(),
      { remaining: '8500.00', allocations: [] },
    ],
    [
      'PARTIAL_REFUND sets it to 0',
      chooseRefundType(newRefundDraft('LKR'), 'PARTIAL_REFUND', lkr(8500)),
      { remaining: '0.00', allocations: [] },
    ],
    ['the partial amount entered is then to remain', partial(2500), { remaining: '2500.00', allocations: [] }],
    [
      'changing status resets the selections (FULL → PARTIAL)',
      chooseRefundType(play(full(), ['+1', '+2']), 'PARTIAL_REFUND', lkr(8500)),
      { remaining: '0.00', allocations: [] },
    ],
    [
      'changing status resets the selections (PARTIAL → FULL)',
      chooseRefundType(play(partial(1000), ['+1']), 'FULL_REFUND', lkr(8500)),
      { remaining: '8500.00', allocations: [] },
    ],
    [
      'a new partial amount starts the selections again',
      enterPartialAmount(play(partial(1000), ['+1']), lkr(700)),
      { remaining: '700.00', allocations: [] },
    ],
  ];
  for (const [name, draft, expected] of cases) it(name, () => assert.deepEqual(shown(draft), expected));
  it('choosing the method keeps the selections', () => {
    const d = chooseRefundMethod(play(partial(1000), ['+1']), 'CASH');
    assert.equal(d.method, 'CASH');
    assert.deepEqual(shown(d).allocations, [[1, '1000.00']]);
  });
});

describe('ticking and unticking', () => {
  const cases: [string, RefundDraft<'LKR'>, string[], { remaining: string; allocations: [number, string][] }][] = [
    [
      'ticking allocates the whole remaining amount when the balance covers it',
      partial(2500),
      ['+1'],
      { remaining: '0.00', allocations: [[1, '2500.00']] },
    ],
    [
      'ticking allocates the balance when it is smaller than what remains',
      partial(6000),
      ['+2'],
      { remaining: '4000.00', allocations: [[2, '2000.00']] },
    ],
    [
      'ticking across two receipts fills the first, then the rest',
      partial(6000),
      ['+2', '+1'],
      {
        remaining: '0.00',
        allocations: [
          [2, '2000.00'],
          [1, '4000.00'],
        ],
      },
    ],
    [
      'a full refund across every authorised receipt',
      full(),
      ['+1', '+2', '+3'],
      {
        remaining: '0.00',
        allocations: [
          [1, '5000.00'],
          [2, '2000.00'],
          [3, '1500.00'],
        ],
      },
    ],
    [
      'unticking returns its allocation to remain',
      partial(6000),
      ['+2', '-2'],
      { remaining: '6000.00', allocations: [] },
    ],
    [
      'unticking tops up the last remaining allocation',
      partial(3000),
      ['+3', '+2', '-3'],
      { remaining: '1000.00', allocations: [[2, '2000.00']] },
    ],
    [
      "the top-up stops at the last receipt's balance; the rest is to remain",
      partial(6000),
      ['+2', '+3', '+1', '-2'],
      {
        remaining: '0.00',
        allocations: [
          [3, '1500.00'],
          [1, '4500.00'],
        ],
      },
    ],
    [
      'the top-up fills a short last allocation completely',
      partial(6500),
      ['+1', '+2', '-1'],
      { remaining: '4500.00', allocations: [[2, '2000.00']] },
    ],
    [
      'unticking a receipt never ticked changes nothing',
      partial(1000),
      ['-1'],
      { remaining: '1000.00', allocations: [] },
    ],
    [
      'a zero-balance receipt is locked: ticking it changes nothing',
      partial(1000),
      ['+4'],
      { remaining: '1000.00', allocations: [] },
    ],
    ['a pending receipt cannot be ticked', partial(1000), ['+5'], { remaining: '1000.00', allocations: [] }],
    [
      'nothing left to allocate: a further tick changes nothing',
      partial(1000),
      ['+1', '+2'],
      { remaining: '0.00', allocations: [[1, '1000.00']] },
    ],
  ];
  for (const [name, draft, steps, expected] of cases)
    it(name, () => assert.deepEqual(shown(play(draft, steps)), expected));

  const refusals: [string, RefundDraft<'LKR'>, RefundableReceipt<'LKR'>, string | null][] = [
    ['no status chosen', newRefundDraft('LKR'), A, 'Please select the Refund Status.'],
    [
      'partial without an amount',
      chooseRefundType(newRefundDraft('LKR'), 'PARTIAL_REFUND', lkr(8500)),
      A,
      'Please enter a partial pay amount before selecting receipts.',
    ],
    ['a pending receipt', partial(100), PENDING, 'This receipt has not been authorized yet'],
    ['a locked receipt', partial(100), EMPTY, REFUSALS.REFUND_ABOVE_RECEIPT_BALANCE],
    ['a receipt ticked already', play(partial(9000), ['+1']), A, REFUSALS.REFUND_RECEIPT_TWICE],
    ['fully allocated', play(partial(100), ['+1']), C, REFUSALS.REFUND_FULLY_ALLOCATED],
    ['a receipt that can be ticked', partial(100), A, null],
  ];
  for (const [name, draft, r, text] of refusals) {
    it(`tick refusal: ${name}`, () => {
      const key = tickRefusal(draft, r);
      assert.equal(key && REFUSALS[key], text);
    });
  }
});

describe('the Refund button', () => {
  const cases: [string, RefundDraft<'LKR'>, boolean, boolean][] = [
    ['nothing selected', partial(1000), false, false],
    ['selected and fully allocated', play(partial(1000), ['+1']), false, true],
    ['selected, something still to allocate', play(partial(6000), ['+2']), false, false],
    ['fully allocated but loading', play(partial(1000), ['+1']), true, false],
    ['full refund, every receipt ticked', play(full(), ['+1', '+2', '+3']), false, true],
  ];
  for (const [name, draft, loading, enabled] of cases)
    it(name, () => assert.equal(refundEnabled(draft, loading), enabled));
});

describe("the dialog's field refusals (operations §5, word for word)", () => {
  const text = (r: { reason: keyof typeof REFUSALS; params?: { amount: string } } | null | undefined) =>
    r ? REFUSALS[r.reason].replace('{{amount}}', r.params?.amount ?? '{{amount}}') : null;
  it('method and status are required', () => {
    const out = refundFormRefusals(newRefundDraft('LKR'), lkr(8500));
    assert.equal(text(out.method), 'Please select the Refund Method.');
    assert.equal(text(out.refundType), 'Please select the Refund Status.');
  });
  const amounts: [string, number | null, string | null][] = [
    ['no amount', null, 'Please enter a partial pay amount.'],
    ['zero', 0, 'Please enter a partial pay amount.'],
    ['above the refundable amount', 8500.01, 'Amount cannot exceed 8500.00!'],
    ['the whole refundable amount', 8500, null],
    ['a cent', 0.01, null],
  ];
  for (const [name, amount, expected] of amounts) {
    it(`partial amount: ${name}`, () =>
      assert.equal(text(partialAmountRefusal(amount === null ? null : lkr(amount), lkr(8500))), expected));
  }
  it('a complete draft becomes the spec request', () => {
    const d = chooseRefundMethod(play(partial(6000), ['+2', '+1']), 'CREDITCARD');
    assert.deepEqual(refundRequestOf(d, 7, 3, lkr(8500)), {
      invoiceId: 7,
      refundType: 'PARTIAL_REFUND',
      hotelId: 3,
      paymentMethod: 'CREDITCARD',
      refundReceiptRequestList: [
        { receiptId: 2, amount: 2000 },
        { receiptId: 1, amount: 4000 },
      ],
    });
    assert.equal(allocatedOf(d).toFixed(), '6000.00');
    assert.equal(refundRequestOf(play(partial(6000), ['+2', '+1']), 7, 3, lkr(8500)), null, 'no method');
  });
});

describe('allocation arithmetic', () => {
  it('allocations plus remaining always make the amount; no receipt gets more than its balance', () => {
    const pool = RECEIPTS.filter((r) => r.receiptStatus === 'AUTHORISED');
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 850_000 }),
        fc.array(fc.tuple(fc.boolean(), fc.constantFrom(...pool.map((r) => r.id))), { maxLength: 20 }),
        (cents, steps) => {
          const target = Money.fromMinorUnits(cents, 'LKR');
          let d = enterPartialAmount(chooseRefundType(newRefundDraft('LKR'), 'PARTIAL_REFUND', lkr(8500)), target);
          for (const [tick, id] of steps) {
            d = tick
              ? tickReceipt(
                  d,
                  pool.find((r) => r.id === id)!,
                ).draft
              : untickReceipt(d, id, RECEIPTS);
          }
          assert.ok(allocatedOf(d).plus(d.remaining).equals(target));
          for (const a of d.allocations) {
            assert.ok(a.amount.compare(receiptBalance(pool.find((r) => r.id === a.receiptId)!)) <= 0);
            assert.ok(a.amount.isPositive());
          }
        },
      ),
    );
  });
});
