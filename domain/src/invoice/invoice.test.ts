import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { Money } from '../money/money.js';
import type { TaxRate } from '../money/tax.js';
import { creditNoteLines, isCreditable, type CreditableLine } from './credit-note.js';
import { documentNumber, invoiceOf, issueRefusal, splitTaxIncluded, type InvoiceCharge } from './invoice.js';

const lkr = (v: string | number) => Money.fromWire(v, 'LKR');
const TAXES: TaxRate[] = [
  { name: 'Service charge', rate: 10, sequence: 1, vat: false },
  { name: 'SSCL', rate: 2.5, sequence: 2, vat: false, socialSecurityContributionLevy: true },
  { name: 'VAT', rate: 18, sequence: 3, vat: true },
];

const charge = (id: number, amount: string, taxes: TaxRate[] = TAXES, vat = true): InvoiceCharge<'LKR'> => ({
  chargeId: id,
  source: 'ROOM_NIGHT',
  description: `Night ${id}`,
  businessDate: '2026-03-01',
  amount: lkr(amount),
  taxes,
  vat,
});

describe('document numbers', () => {
  it('print the type, the year and six digits', () => {
    assert.equal(documentNumber('INVOICE', 2026, 123), 'INV-2026-000123');
    assert.equal(documentNumber('CREDIT_NOTE', 2026, 7), 'CN-2026-000007');
  });
  it('start at 1', () => {
    assert.throws(() => documentNumber('INVOICE', 2026, 0), RangeError);
  });
});

describe('taxes contained in a charge', () => {
  it('finds the net that the routine grosses up to the amount', () => {
    // 10 000 net: +1 000 service, +282.05 levy on 11 000, +2 030.77 VAT on 11 282.05 = 13 312.82
    const split = splitTaxIncluded(lkr('13312.82'), TAXES, { vat: true });
    assert.equal(split.net.toFixed(), '10000.00');
    assert.deepEqual(
      split.taxLines.map((l) => [l.name, l.amount.toFixed()]),
      [
        ['Service charge', '1000.00'],
        ['SSCL', '282.05'],
        ['VAT', '2030.77'],
      ],
    );
  });
  it('leaves VAT out unless it applied', () => {
    const split = splitTaxIncluded(lkr('11000'), TAXES.slice(0, 1));
    assert.equal(split.net.toFixed(), '10000.00');
  });
  it('treats a charge without taxes as all net', () => {
    const split = splitTaxIncluded(lkr('500'), []);
    assert.equal(split.net.toFixed(), '500.00');
    assert.equal(split.taxLines.length, 0);
  });
});

describe('invoice of charges', () => {
  it('refuses nothing to invoice and mixed currencies', () => {
    assert.equal(issueRefusal([]), 'NOTHING_TO_INVOICE');
    assert.equal(issueRefusal([{ currency: 'LKR' }, { currency: 'USD' }]), 'CHARGES_IN_SEVERAL_CURRENCIES');
    assert.equal(issueRefusal([{ currency: 'LKR' }]), null);
    assert.equal(invoiceOf([], 'LKR'), null);
  });
  it('numbers the lines and sums the taxes by name', () => {
    const draft = invoiceOf([charge(1, '13312.82'), charge(2, '13312.82')], 'LKR')!;
    assert.deepEqual(
      draft.lines.map((l) => l.position),
      [1, 2],
    );
    assert.equal(draft.total.toFixed(), '26625.64');
    assert.equal(draft.taxSummary.find((t) => t.name === 'VAT')!.amount.toFixed(), '4061.54');
  });

  it('adds up to the cent: every line net + tax = amount, totals = sums (property)', () => {
    const taxArb = fc.record({
      name: fc.constantFrom('A', 'B', 'C'),
      rate: fc.integer({ min: 0, max: 3000 }).map((r) => r / 100),
      sequence: fc.integer({ min: 1, max: 3 }),
      vat: fc.boolean(),
      socialSecurityContributionLevy: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 50_000_000 }), { minLength: 1, maxLength: 30 }),
        fc.array(taxArb, { maxLength: 4 }),
        fc.boolean(),
        (cents, taxes, vat) => {
          const charges = cents.map((c, i) => charge(i + 1, (c / 100).toFixed(2), taxes, vat));
          const draft = invoiceOf(charges, 'LKR')!;
          for (const line of draft.lines) {
            assert.ok(line.net.plus(line.tax).equals(line.amount));
            const lineTaxes = Money.sum(
              line.taxLines.map((t) => t.amount),
              'LKR',
            );
            assert.ok(lineTaxes.equals(line.tax));
            assert.ok(!line.net.isNegative());
          }
          assert.ok(draft.net.plus(draft.tax).equals(draft.total));
          const summary = Money.sum(
            draft.taxSummary.map((t) => t.amount),
            'LKR',
          );
          assert.ok(summary.equals(draft.tax));
          const charged = Money.sum(
            charges.map((c) => c.amount),
            'LKR',
          );
          assert.ok(charged.equals(draft.total));
        },
      ),
    );
  });
});

function creditable(id: number, amount: string, creditedAmount = '0', creditedTax = '0'): CreditableLine<'LKR'> {
  const split = splitTaxIncluded(lkr(amount), TAXES, { vat: true });
  return {
    id,
    description: `Line ${id}`,
    businessDate: null,
    amount: lkr(amount),
    net: split.net,
    tax: split.tax,
    taxLines: split.taxLines,
    credited: { amount: lkr(creditedAmount), tax: lkr(creditedTax) },
  };
}

describe('credit notes', () => {
  const invoice = { documentType: 'INVOICE' as const, lines: [creditable(1, '13312.82'), creditable(2, '500.00')] };
  const request = { reason: 'Wrong rate', whole: true, lines: [], creditExpiresOn: null };

  it('credit the whole invoice', () => {
    const result = creditNoteLines(invoice, request, '2026-03-01');
    assert.ok('lines' in result);
    assert.deepEqual(
      result.lines.map((l) => [l.creditedLineId, l.amount.toFixed(), l.tax.toFixed()]),
      [
        [1, '13312.82', '3312.82'],
        [2, '500.00', invoice.lines[1]!.tax.toFixed()],
      ],
    );
  });
  it('refuse without a reason, of a credit note, with a past expiry', () => {
    assert.deepEqual(creditNoteLines(invoice, { ...request, reason: ' ' }, '2026-03-01'), {
      refusal: { field: 'reason', reason: 'CREDIT_NOTE_REASON_REQUIRED' },
    });
    assert.deepEqual(creditNoteLines({ ...invoice, documentType: 'CREDIT_NOTE' }, request, '2026-03-01'), {
      refusal: { field: 'invoiceId', reason: 'CREDIT_NOTE_OF_CREDIT_NOTE' },
    });
    assert.deepEqual(creditNoteLines(invoice, { ...request, creditExpiresOn: '2026-02-28' }, '2026-03-01'), {
      refusal: { field: 'creditExpiresOn', reason: 'CREDIT_EXPIRY_IN_PAST' },
    });
  });
  it('credit at most what remains of a line', () => {
    const partly = { documentType: 'INVOICE' as const, lines: [creditable(1, '13312.82', '13000.00', '3235.00')] };
    const over = creditNoteLines(
      partly,
      { ...request, whole: false, lines: [{ lineId: 1, amount: lkr('312.83') }] },
      '2026-03-01',
    );
    assert.deepEqual(over, {
      refusal: { field: 'lines.0.amount', reason: 'CREDIT_ABOVE_REMAINING', params: { remaining: '312.82' } },
    });
    const rest = creditNoteLines(
      partly,
      { ...request, whole: false, lines: [{ lineId: 1, amount: lkr('312.82') }] },
      '2026-03-01',
    );
    assert.ok('lines' in rest);
    assert.equal(rest.lines[0]!.tax.toFixed(), '77.82');
  });
  it('refuse an empty choice, a line of another invoice, a fully credited invoice', () => {
    const partial = { ...request, whole: false };
    assert.deepEqual(creditNoteLines(invoice, { ...partial, lines: [{ lineId: 1, amount: lkr(0) }] }, '2026-03-01'), {
      refusal: { field: 'lines', reason: 'CREDIT_NOTE_EMPTY' },
    });
    assert.deepEqual(creditNoteLines(invoice, { ...partial, lines: [{ lineId: 9, amount: lkr(1) }] }, '2026-03-01'), {
      refusal: { field: 'lines.0.lineId', reason: 'CREDIT_LINE_NOT_ON_INVOICE' },
    });
    const done = {
      documentType: 'INVOICE' as const,
      lines: [creditable(1, '500.00', '500.00', invoice.lines[1]!.tax.toFixed())],
    };
    assert.equal(isCreditable(done.lines), false);
    assert.deepEqual(creditNoteLines(done, request, '2026-03-01'), {
      refusal: { field: 'invoiceId', reason: 'INVOICE_FULLY_CREDITED' },
    });
  });
  it('credit a line in parts to exactly its net and tax (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 6 }),
        (cents, weights) => {
          let line = creditable(1, (cents / 100).toFixed(2));
          const parts = line.amount.allocate(weights).filter((p) => p.isPositive());
          for (const part of parts) {
            const result = creditNoteLines(
              { documentType: 'INVOICE', lines: [line] },
              { ...request, whole: false, lines: [{ lineId: 1, amount: part }] },
              '2026-03-01',
            );
            assert.ok('lines' in result);
            const credit = result.lines[0]!;
            assert.ok(credit.net.plus(credit.tax).equals(credit.amount));
            assert.ok(
              Money.sum(
                credit.taxLines.map((t) => t.amount),
                'LKR',
              ).equals(credit.tax),
            );
            line = {
              ...line,
              credited: { amount: line.credited.amount.plus(credit.amount), tax: line.credited.tax.plus(credit.tax) },
            };
          }
          assert.ok(line.credited.amount.equals(line.amount));
          assert.ok(line.credited.tax.equals(line.tax));
        },
      ),
    );
  });
});
