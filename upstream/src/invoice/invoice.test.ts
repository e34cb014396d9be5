// Invoices over HTTP: the proforma of a stay's folios writes nothing, issuing freezes the charges
// into a numbered invoice (INV-year-000001 …) with the hotel and recipient frozen on it, an empty
// folio is refused, the history finds documents by number, recipient, type and date, credit notes
// credit at most what remains and are numbered in their own series. Races: twenty issuers of
// different folios of one hotel get the numbers 1..20 without gap or duplicate; two issuers of one
// folio, exactly one wins. The database itself refuses any change to an issued invoice.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { Money, addDays, todayIn } from '@hotel/domain';
import { invoice as I, reservation as R } from '@hotel/schema';
import { startTestUpstream, type TestUpstream } from '../test/harness.js';
import { countRows, loadEstate, staffWith, type Estate } from '../test/fixtures.js';
import { caller, READ, WRITE } from '../test/calls.js';
import { checkPaging, checkSortRefusals, checkSorting } from '../test/paged-search.js';

type Invoice = I.entities.Invoice;
type Proforma = I.entities.Proforma;

let up: TestUpstream;
let estate: Estate;
let api: ReturnType<typeof caller>;
let admin: string;
let hotelId: number;
let stay: { id: number; refNumber: string; reservedRoomId: number };
const year = Number(todayIn().slice(0, 4));
let refs = 0;

before(async () => {
  up = await startTestUpstream();
  estate = await loadEstate(up);
  api = caller(up);
  admin = estate.admin;
  hotelId = estate.colomboId;
  const [channel] = await up.db.query<{ id: number }>("select id from channel where hotel_id = $1 and code = 'DIR'", [
    hotelId,
  ]);
  const [room] = await up.db.query<{ id: number; room_type_id: number; stay_type_id: number }>(
    `select r.id, r.room_type_id,
            (select s.id from stay_type s where s.room_type_id = r.room_type_id and s.meal_plan = 'BB') as stay_type_id
       from room r where r.hotel_id = $1 and r.room_no = '410'`,
    [hotelId],
  );
  const today = todayIn();
  const booked = await api.ok<{ reservation: R.entities.Reservation }>(R.createReservation, {
    token: admin,
    body: {
      hotelId,
      idempotencyKey: randomUUID(),
      guestName: 'Amaya Perera',
      guestEmail: 'amaya@example.lk',
      guestPhone: '0771234567',
      channelId: channel!.id,
      resident: true,
      checkInDate: addDays(today, 300),
      checkOutDate: addDays(today, 302),
      rooms: [{ roomId: room!.id, roomTypeId: room!.room_type_id, stayTypeId: room!.stay_type_id, adults: 2 }],
    },
  });
  const [rr] = await up.db.query<{ id: number }>('select id from reserved_room where reservation_id = $1', [
    booked.reservation.id,
  ]);
  stay = { id: booked.reservation.id, refNumber: booked.reservation.refNumber, reservedRoomId: rr!.id };
});
after(() => up.close());

/** Posts a charge to the stay (folio 1 unless named), as the night audit or additional billing does. */
async function charge(
  amount: string,
  opts: { source?: 'ROOM_NIGHT' | 'ADDITIONAL' | 'EVENT'; folioId?: number; date?: string; description?: string } = {},
): Promise<number> {
  refs += 1;
  const source = opts.source ?? 'ADDITIONAL';
  const [row] = await up.db.query<{ id: number }>(
    `insert into room_charge (hotel_id, reservation_id, reserved_room_id, source, source_reference, description, amount,
                              currency, business_date, folio_id)
     values ($1, $2, $3, $4, $5, $6, $7, 'LKR', $8::date, $9) returning id`,
    [
      hotelId,
      stay.id,
      stay.reservedRoomId,
      source,
      900_000 + refs,
      opts.description ?? `Minibar ${refs}`,
      amount,
      opts.date ?? todayIn(),
      opts.folioId ?? null,
    ],
  );
  return row!.id;
}

/** A further folio of the stay (the company pays the room). */
async function folio(name: string): Promise<number> {
  const [row] = await up.db.query<{ id: number }>(
    `insert into folio (hotel_id, reservation_id, number, name)
     values ($1, $2, (select coalesce(max(number), 0) + 1 from folio where reservation_id = $2), $3) returning id`,
    [hotelId, stay.id, name],
  );
  return row!.id;
}

const lkr = (v: number) => Money.fromWire(v, 'LKR');

describe('invoices', () => {
  let first: Invoice;

  test('the proforma of a stay shows each folio with lines that add up, and writes nothing', async () => {
    await charge('13312.82', { source: 'ROOM_NIGHT', description: 'Room 410 night 1' });
    await charge('2500.00', { description: 'Laundry' });
    const invoices = await countRows(up, 'invoice');
    const { proforma } = await api.ok<{ proforma: Proforma[] }>(I.proformaInvoice, {
      token: admin,
      query: { reservationId: stay.id },
    });
    assert.equal(proforma.length, 1);
    const p = proforma[0]!;
    assert.equal(p.folioNumber, 1);
    assert.equal(p.refNumber, stay.refNumber);
    assert.equal(p.recipient.name, 'Amaya Perera');
    assert.equal(p.issuer.name, 'Serendib Colombo');
    assert.equal(p.lines.length, 2);
    assert.equal(p.total, 15812.82);
    for (const line of p.lines) {
      assert.ok(lkr(line.net).plus(lkr(line.tax)).equals(lkr(line.amount)), JSON.stringify(line));
    }
    assert.ok(lkr(p.net).plus(lkr(p.tax)).equals(lkr(p.total)));
    assert.equal(await countRows(up, 'invoice'), invoices, 'a proforma writes nothing');
    const [seq] = await up.db.query<{ n: number }>(
      'select count(*)::int as n from document_series where hotel_id = $1',
      [hotelId],
    );
    assert.equal(seq!.n, 0, 'a proforma takes no number');
  });

  test('issuing numbers the invoice, freezes recipient and hotel, and marks the charges invoiced', async () => {
    const [f] = await up.db.query<{ id: number }>('select id from folio where reservation_id = $1 and number = 1', [
      stay.id,
    ]);
    first = (await api.ok<{ invoice: Invoice }>(I.issueInvoice, { token: admin, body: { folioId: f!.id } })).invoice;
    assert.equal(first.number, `INV-${year}-000001`);
    assert.equal(first.documentType, 'INVOICE');
    assert.equal(first.total, 15812.82);
    assert.equal(first.lines.length, 2);
    assert.equal(first.recipient.name, 'Amaya Perera');
    assert.equal(first.issuer.name, 'Serendib Colombo');
    assert.equal(first.refNumber, stay.refNumber);
    const [open] = await up.db.query<{ n: number }>(
      'select count(*)::int as n from room_charge where folio_id = $1 and invoice_id is null',
      [f!.id],
    );
    assert.equal(open!.n, 0);
    // Renaming the hotel later does not change the issued invoice.
    await up.db.query("update hotel set address = 'New address 1' where id = $1", [hotelId]);
    const again = (await api.ok<{ invoice: Invoice }>(I.invoiceById, { token: admin, params: { id: first.id } }))
      .invoice;
    assert.deepEqual(again.issuer, first.issuer);
  });

  test('a folio with nothing left to invoice is refused, nothing written', async () => {
    await api.refused(
      I.issueInvoice,
      { token: admin, body: { folioId: first.folioId } },
      {
        status: 409,
        reason: 'NOTHING_TO_INVOICE',
      },
    );
    await api.refused(I.issueInvoice, { token: admin, body: { folioId: 999_999 } }, { status: 404 });
    await api.refused(I.issueInvoice, { token: admin, body: {} }, { status: 400, field: 'folioId' });
  });

  test('the database refuses any update or delete of an issued invoice, its lines and its charges', async () => {
    await assert.rejects(up.db.query('update invoice set total = 1 where id = $1', [first.id]), /final/);
    await assert.rejects(up.db.query('delete from invoice_line where invoice_id = $1', [first.id]), /final/);
    await assert.rejects(up.db.query('delete from invoice where id = $1', [first.id]), /final/);
    await assert.rejects(
      up.db.query('update room_charge set amount = 0 where invoice_id = $1', [first.id]),
      /invoiced and final/,
    );
    const again = (await api.ok<{ invoice: Invoice }>(I.invoiceById, { token: admin, params: { id: first.id } }))
      .invoice;
    assert.equal(again.total, 15812.82);
  });

  test('twenty issuers of twenty folios at once get the next twenty numbers, no gap, no duplicate', async () => {
    const folios: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const id = await folio(`Company ${i}`);
      await charge('1000.00', { folioId: id });
      folios.push(id);
    }
    const answers = await Promise.all(
      folios.map((folioId) => api.send(I.issueInvoice, { token: admin, body: { folioId } })),
    );
    for (const res of answers) assert.equal(res.status, 200, JSON.stringify(res.json));
    const numbers = answers.map((r) => (r.json.result.invoice as Invoice).sequenceNumber).sort((a, b) => a - b);
    assert.deepEqual(
      numbers,
      Array.from({ length: 20 }, (_, i) => i + 2),
    );
    const [series] = await up.db.query<{ last: number }>(
      "select last_number as last from document_series where hotel_id = $1 and document_type = 'INVOICE' and year = $2",
      [hotelId, year],
    );
    assert.equal(series!.last, 21);
  });

  test('two issuers of one folio at once: exactly one invoice, the other finds nothing to invoice', async () => {
    const id = await folio('Travel agent');
    await charge('700.00', { folioId: id });
    await charge('300.00', { folioId: id, source: 'EVENT', description: 'Function dinner' });
    const answers = await Promise.all(
      [1, 2].map(() => api.send(I.issueInvoice, { token: admin, body: { folioId: id } })),
    );
    const won = answers.filter((r) => r.status === 200);
    const lost = answers.filter((r) => r.status === 409);
    assert.equal(won.length, 1);
    assert.equal(lost.length, 1);
    assert.equal(lost[0]!.json.reason, 'NOTHING_TO_INVOICE');
    assert.equal((won[0]!.json.result.invoice as Invoice).total, 1000);
    const [n] = await up.db.query<{ n: number }>('select count(*)::int as n from invoice where folio_id = $1', [id]);
    assert.equal(n!.n, 1);
  });

  test('credit notes: at most what remains, in their own series, naming the invoice', async () => {
    const line = first.lines.find((l) => l.description === 'Laundry')!;
    const cn = (
      await api.ok<{ invoice: Invoice }>(I.createCreditNote, {
        token: admin,
        body: {
          invoiceId: first.id,
          reason: 'Laundry damaged',
          whole: false,
          lines: [{ lineId: line.id, amount: 1000 }],
        },
      })
    ).invoice;
    assert.equal(cn.number, `CN-${year}-000001`);
    assert.equal(cn.documentType, 'CREDIT_NOTE');
    assert.equal(cn.creditedInvoiceId, first.id);
    assert.equal(cn.creditedInvoiceNumber, first.number);
    assert.equal(cn.total, 1000);
    assert.equal(cn.reason, 'Laundry damaged');
    assert.ok(lkr(cn.net).plus(lkr(cn.tax)).equals(lkr(cn.total)));

    await api.refused(
      I.createCreditNote,
      {
        token: admin,
        body: { invoiceId: first.id, reason: 'Again', whole: false, lines: [{ lineId: line.id, amount: 1500.01 }] },
      },
      { status: 400, reason: 'CREDIT_ABOVE_REMAINING', field: 'lines.0.amount', params: { remaining: '1500.00' } },
    );
    await api.refused(
      I.createCreditNote,
      { token: admin, body: { invoiceId: first.id, reason: '  ', whole: true } },
      { status: 400, field: 'reason' },
    );
    await api.refused(
      I.createCreditNote,
      { token: admin, body: { invoiceId: cn.id, reason: 'Credit of a credit', whole: true } },
      { status: 400, reason: 'CREDIT_NOTE_OF_CREDIT_NOTE', field: 'invoiceId' },
    );
    await api.refused(
      I.createCreditNote,
      { token: admin, body: { invoiceId: first.id, reason: 'Old', whole: true, creditExpiresOn: '2000-01-01' } },
      { status: 400, reason: 'CREDIT_EXPIRY_IN_PAST', field: 'creditExpiresOn' },
    );

    // Two whole credits at once: one credits the rest, the other finds it fully credited.
    const answers = await Promise.all(
      [1, 2].map(() =>
        api.send(I.createCreditNote, {
          token: admin,
          body: {
            invoiceId: first.id,
            reason: 'Stay cancelled',
            whole: true,
            creditExpiresOn: addDays(todayIn(), 365),
          },
        }),
      ),
    );
    assert.deepEqual(answers.map((r) => r.status).sort(), [200, 409]);
    const rest = answers.find((r) => r.status === 200)!.json.result.invoice as Invoice;
    assert.equal(rest.number, `CN-${year}-000002`);
    assert.equal(rest.total, 14812.82);
    assert.equal(rest.creditExpiresOn, addDays(todayIn(), 365));
    const credited = (await api.ok<{ invoice: Invoice }>(I.invoiceById, { token: admin, params: { id: first.id } }))
      .invoice;
    assert.equal(credited.credited, 15812.82);
    assert.deepEqual(
      credited.creditNotes.map((c) => c.number),
      [cn.number, rest.number],
    );
    for (const l of credited.lines) assert.equal(l.credited, l.amount);
  });

  test('the history finds documents by number, recipient, type and date, newest first', async () => {
    const search = (query: Record<string, unknown>) =>
      api.ok<{ invoice: I.entities.InvoiceRow[] }>(I.searchInvoices, { token: admin, query: { hotelId, ...query } });
    assert.equal((await search({})).invoice[0]!.documentType, 'CREDIT_NOTE');
    assert.deepEqual((await search({ number: 'CN-' })).invoice.map((r) => r.number).sort(), [
      `CN-${year}-000001`,
      `CN-${year}-000002`,
    ]);
    assert.equal((await search({ documentType: 'INVOICE', recipient: 'amaya' })).invoice.length, 1);
    assert.equal((await search({ documentType: 'INVOICE', size: 200 })).invoice.length, 22);
    assert.equal((await search({ from: addDays(todayIn(), 1) })).invoice.length, 0);
    const credited = (await search({ status: 'CREDITED' })).invoice;
    assert.deepEqual(
      credited.map((r) => r.number),
      [`INV-${year}-000001`],
    );
    assert.equal((await search({ status: 'PARTLY_CREDITED' })).invoice.length, 0);
    assert.equal(
      (await search({ refNumber: stay.refNumber, sortField: 'number', direction: 'ASC' })).invoice[0]!.number,
      `CN-${year}-000001`,
    );
  });

  test('the history pages, sorts by its own fields and refuses any other', async () => {
    const s = { up, token: admin, endpoint: I.searchInvoices, query: { hotelId }, key: 'invoice' };
    await checkPaging(s);
    await checkSorting(s, { field: 'issuedAt', direction: 'DESC' });
    await checkSortRefusals(s);
  });

  test("a folio billed to a VAT registry customer freezes the customer's VAT details on the invoice", async () => {
    const [registry] = await up.db.query<{ id: number }>(
      `insert into restaurant_vat_registry (hotel_id, name, address, vat_number, email, registry_type)
       values ($1, 'Lanka Traders (Pvt) Ltd', '12 Galle Road, Colombo 3', 'VAT-774411', 'accounts@lanka.lk', '["HOTEL"]')
       returning id`,
      [hotelId],
    );
    const id = await folio('Lanka Traders');
    await up.db.query('update folio set vat_registry_id = $1 where id = $2', [registry!.id, id]);
    await charge('5000.00', { folioId: id, description: 'Meeting room' });
    const inv = (await api.ok<{ invoice: Invoice }>(I.issueInvoice, { token: admin, body: { folioId: id } })).invoice;
    assert.deepEqual(inv.recipient, {
      name: 'Lanka Traders (Pvt) Ltd',
      address: '12 Galle Road, Colombo 3',
      email: 'accounts@lanka.lk',
      vatNumber: 'VAT-774411',
      vatRegistryId: registry!.id,
    });
    await up.db.query("update restaurant_vat_registry set vat_number = 'CHANGED' where id = $1", [registry!.id]);
    const again = (await api.ok<{ invoice: Invoice }>(I.invoiceById, { token: admin, params: { id: inv.id } })).invoice;
    assert.equal(again.recipient.vatNumber, 'VAT-774411');
  });

  test('permissions: INVOICE VIEW reads, ADD issues; CREDIT_NOTE credits; the expiry date needs its own', async () => {
    const viewer = await staffWith(up, estate, estate.colombo.HOTEL, { INVOICE: READ });
    const id = await folio('Viewer');
    await charge('10.00', { folioId: id });
    await api.ok(I.proformaInvoice, { token: viewer.token, query: { folioId: id } });
    await api.refused(I.issueInvoice, { token: viewer.token, body: { folioId: id } }, { status: 403 });
    const clerk = await staffWith(up, estate, estate.colombo.HOTEL, { INVOICE: WRITE, CREDIT_NOTE: WRITE });
    const inv = (await api.ok<{ invoice: Invoice }>(I.issueInvoice, { token: clerk.token, body: { folioId: id } }))
      .invoice;
    await api.refused(
      I.createCreditNote,
      {
        token: clerk.token,
        body: { invoiceId: inv.id, reason: 'Kept', whole: true, creditExpiresOn: addDays(todayIn(), 30) },
      },
      { status: 403 },
    );
    await api.ok(I.createCreditNote, { token: clerk.token, body: { invoiceId: inv.id, reason: 'Wrong', whole: true } });
    await api.refused(
      I.createCreditNote,
      { token: viewer.token, body: { invoiceId: inv.id, reason: 'x', whole: true } },
      {
        status: 403,
      },
    );
  });
});
