// Invoices through GraphQL: the desk previews a walk-in customer's folio (a proforma, no number),
// issues it, finds it in the history with its lines loaded on demand, credits part of it, and the
// auditor (INVOICE, CREDIT_NOTE at READ) reads but is refused issuing and crediting.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { todayIn } from '@hotel/domain';
import { startStack, type Stack } from '../../test/stack.js';

describe('invoices through GraphQL', () => {
  let stack: Stack;
  let frontDesk: string;
  let auditor: string;
  let hotelId: number;
  let frontOffice: number;
  let folioId: number;

  before(async () => {
    stack = await startStack();
    frontDesk = await stack.signIn('frontdesk@demo.lk');
    auditor = await stack.signIn('auditor@demo.lk');
    const db = stack.upstream.db;
    const [hotel] = await db.query<{ id: number; service: number }>(
      `select h.id, (select s.id from hotel_service s where s.hotel_id = h.id and s.service_type = 'HOTEL' order by s.id limit 1) as service
         from hotel h where h.name = 'Serendib Colombo'`,
    );
    hotelId = hotel!.id;
    frontOffice = hotel!.service;
    const [folio] = await db.query<{ id: number }>(
      "insert into folio (hotel_id, number, name) values ($1, 1, 'Walk-in: Kasun Fernando') returning id",
      [hotelId],
    );
    folioId = folio!.id;
    for (const [ref, what, amount] of [
      [1, 'Airport transfer', '4500.00'],
      [2, 'Function dinner', '12000.00'],
    ] as const) {
      await db.query(
        `insert into room_charge (hotel_id, folio_id, source, source_reference, description, amount, currency, business_date)
         values ($1, $2, 'ADDITIONAL', $3, $4, $5, 'LKR', $6::date)`,
        [hotelId, folioId, 800_000 + ref, what, amount, todayIn()],
      );
    }
  });
  after(() => stack.close());

  const as = (token: string) => ({ token, serviceId: frontOffice });
  const LINES = 'lines { id position description net tax amount credited taxLines { name rate amount } }';

  test('the proforma previews the folio without a number', async () => {
    const res = await stack.gql<{ proformaInvoices: { folioName: string; total: number; lines: unknown[] }[] }>(
      `query($h: Int!, $f: Int) { proformaInvoices(hotelId: $h, folioId: $f) { folioName total net tax issuer { name } recipient { name } ${LINES} } }`,
      { h: hotelId, f: folioId },
      as(auditor),
    );
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    const [p] = res.data!.proformaInvoices;
    assert.equal(p!.folioName, 'Walk-in: Kasun Fernando');
    assert.equal(p!.total, 16500);
    assert.equal(p!.lines.length, 2);
  });

  test('the desk issues; the auditor may not; the history lists it with its lines', async () => {
    const refused = await stack.gql(
      `mutation($h: Int!, $f: Int!) { issueInvoice(hotelId: $h, folioId: $f) { invoice { id } } }`,
      { h: hotelId, f: folioId },
      as(auditor),
    );
    assert.equal(refused.errors?.[0]?.extensions?.['code'], 'FORBIDDEN', JSON.stringify(refused.errors));

    const issued = await stack.gql<{ issueInvoice: { message: string; invoice: { id: number; number: string } } }>(
      `mutation($h: Int!, $f: Int!) { issueInvoice(hotelId: $h, folioId: $f) { message invoice { id number total recipient { name } } } }`,
      { h: hotelId, f: folioId },
      as(frontDesk),
    );
    assert.equal(issued.errors, undefined, JSON.stringify(issued.errors));
    assert.equal(issued.data!.issueInvoice.message, 'Invoice issued successfully');
    assert.match(issued.data!.issueInvoice.invoice.number, /^INV-\d{4}-000001$/);

    const again = await stack.gql(
      `mutation($h: Int!, $f: Int!) { issueInvoice(hotelId: $h, folioId: $f) { invoice { id } } }`,
      { h: hotelId, f: folioId },
      as(frontDesk),
    );
    assert.equal(again.errors?.[0]?.extensions?.['reason'], 'NOTHING_TO_INVOICE', JSON.stringify(again.errors));

    const list = await stack.gql<{
      invoices: { total: number; items: { number: string; recipientName: string; lines: { id: number }[] }[] };
    }>(
      `query($h: Int!) { invoices(hotelId: $h, documentType: INVOICE, sortField: number, direction: ASC) { total items { number recipientName ${LINES} } } }`,
      { h: hotelId },
      as(auditor),
    );
    assert.equal(list.errors, undefined, JSON.stringify(list.errors));
    assert.equal(list.data!.invoices.total, 1);
    assert.equal(list.data!.invoices.items[0]!.recipientName, 'Walk-in: Kasun Fernando');
    assert.equal(list.data!.invoices.items[0]!.lines.length, 2);
  });

  test('the desk credits part of a line; above what remains is refused naming the amount', async () => {
    const [inv] = (
      await stack.gql<{ invoices: { items: { id: number; lines: { id: number; amount: number }[] }[] } }>(
        `query($h: Int!) { invoices(hotelId: $h, documentType: INVOICE) { items { id lines { id amount } } } }`,
        { h: hotelId },
        as(frontDesk),
      )
    ).data!.invoices.items;
    const line = inv!.lines[0]!;
    const input = (amount: number) => ({
      hotelId,
      invoiceId: inv!.id,
      reason: 'Transfer not taken',
      whole: false,
      lines: [{ lineId: line.id, amount }],
    });
    const over = await stack.gql(
      `mutation($i: CreditNoteInput!) { createCreditNote(input: $i) { invoice { id } } }`,
      { i: input(line.amount + 1) },
      as(frontDesk),
    );
    assert.equal(over.errors?.[0]?.extensions?.['reason'], 'CREDIT_ABOVE_REMAINING', JSON.stringify(over.errors));

    const auditorTry = await stack.gql(
      `mutation($i: CreditNoteInput!) { createCreditNote(input: $i) { invoice { id } } }`,
      { i: input(100) },
      as(auditor),
    );
    assert.equal(auditorTry.errors?.[0]?.extensions?.['code'], 'FORBIDDEN');

    const cn = await stack.gql<{
      createCreditNote: { message: string; invoice: { number: string; total: number; creditedInvoiceId: number } };
    }>(
      `mutation($i: CreditNoteInput!) { createCreditNote(input: $i) { message invoice { number total creditedInvoiceId } } }`,
      { i: input(1000) },
      as(frontDesk),
    );
    assert.equal(cn.errors, undefined, JSON.stringify(cn.errors));
    assert.equal(cn.data!.createCreditNote.message, 'Credit note issued successfully');
    assert.match(cn.data!.createCreditNote.invoice.number, /^CN-\d{4}-000001$/);
    assert.equal(cn.data!.createCreditNote.invoice.creditedInvoiceId, inv!.id);

    const one = await stack.gql<{ invoice: { credited: number; status: string; creditNotes: { number: string }[] } }>(
      `query($h: Int!, $id: Int!) { invoice(hotelId: $h, id: $id) { credited status creditNotes { number } } }`,
      { h: hotelId, id: inv!.id },
      as(auditor),
    );
    assert.equal(one.errors, undefined, JSON.stringify(one.errors));
    assert.equal(one.data!.invoice.credited, 1000);
    assert.equal(one.data!.invoice.status, 'PARTLY_CREDITED');
    assert.equal(one.data!.invoice.creditNotes.length, 1);
  });
});
