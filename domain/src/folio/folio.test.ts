// The stay's account as tables: the statement's order and running balance (exact, whatever the
// amounts: fast-check), what a receipt not authorised does, and the rules of moving and voiding.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { Money } from '../money/money.js';
import { folioStatement, type FolioPosting } from './statement.js';
import { moveChargesRefusal, priceAdditionalCharge, voidChargeRefusal, type MovableCharge } from './rules.js';

const lkr = (v: string | number) => Money.fromWire(v, 'LKR');
const post = (p: Partial<FolioPosting<'LKR'>> & Pick<FolioPosting<'LKR'>, 'kind' | 'amount'>): FolioPosting<'LKR'> => ({
  id: 1,
  date: '2026-03-10',
  at: '2026-03-10T10:00:00Z',
  ...p,
});

describe("a folio's statement", () => {
  it('orders by date and adds charges, takes authorised receipts and adds refunds back', () => {
    const s = folioStatement('LKR', [
      post({ kind: 'REFUND', id: 9, date: '2026-03-12', amount: lkr(0.1) }),
      post({ kind: 'RECEIPT', id: 3, date: '2026-03-11', amount: lkr(0.3), status: 'AUTHORISED' }),
      post({ kind: 'RECEIPT', id: 4, date: '2026-03-11', amount: lkr(100), status: 'PENDING' }),
      post({ kind: 'CHARGE', id: 2, date: '2026-03-10', amount: lkr(0.2) }),
      post({ kind: 'CHARGE', id: 1, date: '2026-03-10', amount: lkr(0.1) }),
    ]);
    assert.deepEqual(
      s.lines.map((l) => [l.posting.kind, l.posting.id, l.counted, l.balance.toFixed()]),
      [
        ['CHARGE', 1, true, '0.10'],
        ['CHARGE', 2, true, '0.30'],
        ['RECEIPT', 3, true, '0.00'],
        ['RECEIPT', 4, false, '0.00'],
        ['REFUND', 9, true, '0.10'],
      ],
    );
    assert.equal(s.charges.toFixed(), '0.30');
    assert.equal(s.paid.toFixed(), '0.30');
    assert.equal(s.refunded.toFixed(), '0.10');
    assert.equal(s.balance.toFixed(), '0.10');
  });

  it('a rejected receipt does not count; an empty folio is zero', () => {
    const s = folioStatement('LKR', [
      post({ kind: 'CHARGE', amount: lkr(50) }),
      post({ kind: 'RECEIPT', amount: lkr(50), status: 'REJECTED' }),
    ]);
    assert.equal(s.balance.toFixed(), '50.00');
    assert.equal(folioStatement('USD', []).balance.toFixed(), '0.00');
  });

  it('the last running balance is the balance, cent-exact, for any postings', () => {
    const cents = fc.integer({ min: 0, max: 10_000_000 });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('CHARGE', 'RECEIPT', 'REFUND' as const), cents), { maxLength: 30 }),
        (rows) => {
          const postings = rows.map(([kind, c], i) =>
            post({ kind, id: i, amount: Money.fromMinorUnits(c, 'LKR'), status: 'AUTHORISED' }),
          );
          const s = folioStatement('LKR', postings);
          const sign = (k: string) => (k === 'RECEIPT' ? -1n : 1n);
          const expected = rows.reduce((sum, [k, c]) => sum + sign(k) * BigInt(c), 0n);
          assert.equal(s.balance.minorUnits(), expected);
          assert.equal((s.lines.at(-1)?.balance ?? Money.zero('LKR')).minorUnits(), expected);
        },
      ),
    );
  });

  it('refuses a posting in another currency', () => {
    assert.throws(() => folioStatement('LKR', [post({ kind: 'CHARGE', amount: Money.fromWire(1, 'USD') as never })]));
  });
});

describe('moving charges', () => {
  const charge = (c: Partial<MovableCharge>): MovableCharge => ({
    id: 1,
    hotelId: 1,
    folioId: 10,
    reservationId: 7,
    invoiced: false,
    ...c,
  });
  const target = { id: 11, hotelId: 1, reservationId: 7 };
  const cases: [
    string,
    MovableCharge[],
    typeof target | { id: number; hotelId: number; reservationId: null },
    string | null,
  ][] = [
    ['uninvoiced charges of the stay move', [charge({}), charge({ id: 2 })], target, null],
    ['nothing chosen', [], target, 'CHARGES_REQUIRED'],
    ['an invoiced charge', [charge({}), charge({ id: 2, invoiced: true })], target, 'CHARGE_INVOICED'],
    ["another stay's charge", [charge({ reservationId: 8 })], target, 'CHARGE_NOT_ON_STAY'],
    ["another hotel's", [charge({ hotelId: 2 })], target, 'CHARGE_NOT_ON_STAY'],
    ["a walk-in customer's folio", [charge({})], { id: 12, hotelId: 1, reservationId: null }, 'FOLIO_OF_OTHER_STAY'],
    ['already there', [charge({ folioId: 11 })], target, 'CHARGE_ALREADY_ON_FOLIO'],
  ];
  for (const [name, charges, to, reason] of cases) {
    it(name, () => assert.equal(moveChargesRefusal(charges, to)?.reason ?? null, reason));
  }
  it('names the invoiced charge', () =>
    assert.deepEqual(moveChargesRefusal([charge({ id: 5, invoiced: true })], target)?.params, { charge: 5 }));
});

describe('voiding a charge', () => {
  const base = { id: 3, source: 'ADDITIONAL' as const, invoiced: false, isCounterPosting: false, voided: false };
  const cases: [string, Parameters<typeof voidChargeRefusal>[0], string | null][] = [
    ['an uninvoiced additional charge', base, null],
    ['an event charge', { ...base, source: 'EVENT' }, null],
    ['a room night', { ...base, source: 'ROOM_NIGHT' }, 'CHARGE_NOT_VOIDABLE'],
    ['a counter-posting', { ...base, isCounterPosting: true }, 'CHARGE_NOT_VOIDABLE'],
    ['an invoiced one', { ...base, invoiced: true }, 'CHARGE_INVOICED'],
    ['a second time', { ...base, voided: true }, 'CHARGE_VOIDED'],
  ];
  for (const [name, charge, reason] of cases) {
    it(name, () => assert.equal(voidChargeRefusal(charge)?.reason ?? null, reason));
  }
});

describe('pricing an additional charge', () => {
  const taxes = [
    { name: 'Service charge', rate: 10, sequence: 1, vat: false },
    { name: 'VAT', rate: 18, sequence: 2, vat: true },
  ];
  it('unit price × quantity, then the taxes by sequence; VAT only when paid', () => {
    const noVat = priceAdditionalCharge(lkr(333.33), 3, taxes, { vat: false });
    assert.equal(noVat.net.toFixed(), '999.99');
    assert.equal(noVat.tax.toFixed(), '100.00');
    assert.equal(noVat.amount.toFixed(), '1099.99');
    const vat = priceAdditionalCharge(lkr(333.33), 3, taxes, { vat: true });
    assert.deepEqual(
      vat.taxLines.map((l) => [l.name, l.amount.toFixed()]),
      [
        ['Service charge', '100.00'],
        ['VAT', '198.00'],
      ],
    );
    assert.equal(vat.amount.toFixed(), '1297.99');
  });
});
