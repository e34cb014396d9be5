// The journal (issue 13 "Beyond the anchors", "A daily self-check"; docs/invoicing.md): every
// document sealed into its series' hash chain, also under parallel issuers; the self-check green on
// an honest journal and naming the document when one is changed behind the application's back (the
// finality trigger disabled within the test); a refund of money that paid an invoice issues its
// credit note in the same transaction, an overpayment's refund none; parallel identical refunds make
// one refund and one credit note.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { addDays, todayIn } from '@hotel/domain';
import { invoice as I, receipt as RC, reservation as R } from '@hotel/schema';
import { startTestUpstream, type TestUpstream } from '../test/harness.js';
import { loadEstate, staffWith, type Estate } from '../test/fixtures.js';
import { caller, READ } from '../test/calls.js';

type SelfCheck = I.journalEntities.SelfCheck;
type Invoice = I.entities.Invoice;
type Refund = RC.entities.Refund;

let up: TestUpstream;
let estate: Estate;
let api: ReturnType<typeof caller>;
let hotelId: number;
let channelId: number;
let room: { id: number; room_type_id: number; stay_type_id: number };
let window = 200;
let refs = 0;

before(async () => {
  up = await startTestUpstream();
  estate = await loadEstate(up);
  api = caller(up);
  hotelId = estate.colomboId;
  channelId = (
    await up.db.query<{ id: number }>("select id from channel where hotel_id = $1 and code = 'DIR'", [hotelId])
  )[0]!.id;
  [room] = (await up.db.query<{ id: number; room_type_id: number; stay_type_id: number }>(
    `select r.id, r.room_type_id,
            (select s.id from stay_type s where s.room_type_id = r.room_type_id and s.meal_plan = 'BB') as stay_type_id
       from room r where r.hotel_id = $1 and r.room_no = '410'`,
    [hotelId],
  )) as [typeof room];
});
after(() => up.close());

/** A stay with charges of these amounts on its folio 1; answers the stay and the folio. */
async function stayWith(...amounts: string[]): Promise<{ stayId: number; folioId: number }> {
  window += 3;
  const { reservation } = await api.ok<{ reservation: R.entities.Reservation }>(R.createReservation, {
    token: estate.admin,
    body: {
      hotelId,
      idempotencyKey: randomUUID(),
      guestName: 'Kamal Fernando',
      guestEmail: 'kamal@example.lk',
      guestPhone: '0771234567',
      channelId,
      resident: true,
      checkInDate: addDays(todayIn(), window),
      checkOutDate: addDays(todayIn(), window + 1),
      rooms: [{ roomId: room.id, roomTypeId: room.room_type_id, stayTypeId: room.stay_type_id, adults: 2 }],
    },
  });
  const [rr] = await up.db.query<{ id: number }>('select id from reserved_room where reservation_id = $1', [
    reservation.id,
  ]);
  for (const amount of amounts) {
    refs += 1;
    await up.db.query(
      `insert into room_charge (hotel_id, reservation_id, reserved_room_id, source, source_reference, description, amount,
                                currency, business_date)
       values ($1, $2, $3, 'ADDITIONAL', $4, $5, $6, 'LKR', $7::date)`,
      [hotelId, reservation.id, rr!.id, 800_000 + refs, `Minibar ${refs}`, amount, todayIn()],
    );
  }
  const [folio] = await up.db.query<{ id: number }>('select id from folio where reservation_id = $1 and number = 1', [
    reservation.id,
  ]);
  return { stayId: reservation.id, folioId: folio!.id };
}

const issue = async (folioId: number) =>
  (await api.ok<{ invoice: Invoice }>(I.issueInvoice, { token: estate.admin, body: { folioId } })).invoice;
const pay = async (reservationId: number, amount: number) =>
  (
    await api.ok<{ receipt: RC.entities.Receipt }>(RC.recordReceipt, {
      token: estate.admin,
      body: { hotelId, reservationId, paymentMethod: 'CASH', amount, reference: '' },
    })
  ).receipt;
const check = async () =>
  (await api.ok<{ selfCheck: SelfCheck }>(I.selfCheckJournal, { token: estate.admin, query: { hotelId } })).selfCheck;
const refund = (invoiceId: number, list: { receiptId: number; amount: number }[], idempotencyKey?: string) =>
  api.send(RC.createRefund, {
    token: estate.admin,
    body: {
      invoiceId,
      hotelId,
      refundType: 'PARTIAL_REFUND',
      paymentMethod: 'CASH',
      refundReceiptRequestList: list,
      ...(idempotencyKey ? { idempotencyKey } : {}),
    },
  });

/** Runs `change` on the table with its finality trigger off (a change around the application). */
async function tamper(table: string, trigger: string, sql: string, params: unknown[]) {
  await up.db.query(`alter table ${table} disable trigger ${trigger}`);
  try {
    await up.db.query(sql, params as never[]);
  } finally {
    await up.db.query(`alter table ${table} enable trigger ${trigger}`);
  }
}

describe('the journal', () => {
  test('every document is sealed into its series: previous hash = the predecessor’s hash', async () => {
    const { stayId, folioId } = await stayWith('1200.00', '800.00');
    const invoice = await issue(folioId);
    await pay(stayId, 2000);
    const rows = await up.db.query<{ hash: string | null; previous_hash: string | null; prev: string | null }>(
      `select i.hash, i.previous_hash,
              (select p.hash from invoice p where p.hotel_id = i.hotel_id and p.document_type = i.document_type
                  and p.year = i.year and p.sequence_number = i.sequence_number - 1) as prev
         from invoice i where i.id = $1`,
      [invoice.id],
    );
    assert.match(rows[0]!.hash ?? '', /^[0-9a-f]{64}$/);
    assert.equal(rows[0]!.previous_hash, rows[0]!.prev);
    const [receipt] = await up.db.query<{ hash: string | null }>('select hash from receipt where reservation_id = $1', [
      stayId,
    ]);
    assert.match(receipt!.hash ?? '', /^[0-9a-f]{64}$/);
    const result = await check();
    assert.deepEqual(result.findings, [], JSON.stringify(result.findings.slice(0, 5)));
    assert.equal(result.ok, true);
    assert.ok(result.series.some((s) => s.series === 'INVOICE' && s.documents > 0));
  });

  test('12 parallel issuers and 12 parallel receipts: one unbroken chain per series (races counted)', async () => {
    const stays = await Promise.all(Array.from({ length: 12 }, (_, i) => stayWith(`${100 + i}.00`)));
    const issued = await Promise.all(
      stays.map((s) => api.send(I.issueInvoice, { token: estate.admin, body: { folioId: s.folioId } })),
    );
    assert.equal(issued.filter((r) => r.status === 200).length, 12);
    const paid = await Promise.all(stays.map((s) => pay(s.stayId, 50)));
    assert.equal(new Set(paid.map((p) => p.receiptNumber)).size, 12);
    const result = await check();
    assert.deepEqual(result.findings, []);
  });

  test('a document changed in SQL behind the finality trigger: the self-check names it; undone, green again', async () => {
    const { folioId } = await stayWith('2500.00');
    const invoice = await issue(folioId);
    await tamper(
      'invoice',
      'invoice_is_final',
      "update invoice set recipient = jsonb_set(recipient, '{name}', '\"Someone else\"') where id = $1",
      [invoice.id],
    );
    const broken = await check();
    assert.equal(broken.ok, false);
    const found = broken.findings.find((f) => f.recordId === invoice.id);
    assert.deepEqual(found && { finding: found.finding, series: found.series, number: found.number }, {
      finding: 'HASH_MISMATCH',
      series: 'INVOICE',
      number: invoice.number,
    });
    await tamper(
      'invoice',
      'invoice_is_final',
      "update invoice set recipient = jsonb_set(recipient, '{name}', $2::jsonb) where id = $1",
      [invoice.id, JSON.stringify(invoice.recipientName)],
    );
    assert.deepEqual((await check()).findings, []);

    // A line's amount changed: the hash and the totals say so.
    await tamper(
      'invoice_line',
      'invoice_line_is_final',
      'update invoice_line set amount = amount + 1 where invoice_id = $1',
      [invoice.id],
    );
    const lines = await check();
    assert.deepEqual(
      lines.findings
        .filter((f) => f.recordId === invoice.id)
        .map((f) => f.finding)
        .sort(),
      ['CHARGE_NOT_ON_INVOICE', 'DOCUMENT_TOTALS', 'FOLIO_BALANCE', 'HASH_MISMATCH'].filter(
        (f) => f !== 'FOLIO_BALANCE',
      ),
    );
    assert.ok(lines.findings.some((f) => f.finding === 'FOLIO_BALANCE' && f.recordId === folioId));
    await tamper(
      'invoice_line',
      'invoice_line_is_final',
      'update invoice_line set amount = amount - 1 where invoice_id = $1',
      [invoice.id],
    );

    // The chain re-pointed: the document names a predecessor that is not there.
    await tamper('invoice', 'invoice_is_final', "update invoice set previous_hash = repeat('0', 64) where id = $1", [
      invoice.id,
    ]);
    const chain = await check();
    assert.ok(chain.findings.some((f) => f.recordId === invoice.id && f.finding === 'CHAIN_BROKEN'));
    await tamper(
      'invoice',
      'invoice_is_final',
      'update invoice i set previous_hash = (select p.hash from invoice p where p.hotel_id = i.hotel_id and p.document_type = i.document_type and p.year = i.year and p.sequence_number = i.sequence_number - 1) where id = $1',
      [invoice.id],
    );

    // A number taken and lost: a gap, named by the number it would have had.
    await up.db.query(
      "update document_series set last_number = last_number + 1 where hotel_id = $1 and document_type = 'INVOICE' and year = $2",
      [hotelId, invoice.year],
    );
    const gap = await check();
    const missing = `INV-${invoice.year}-${String(invoice.sequenceNumber + 1 + 12 * 0).padStart(6, '0')}`;
    assert.ok(
      gap.findings.some((f) => f.finding === 'SERIES_GAP' && f.series === 'INVOICE'),
      JSON.stringify(gap.findings),
    );
    assert.ok(gap.findings.every((f) => f.finding === 'SERIES_GAP'));
    void missing;
    await up.db.query(
      "update document_series set last_number = last_number - 1 where hotel_id = $1 and document_type = 'INVOICE' and year = $2",
      [hotelId, invoice.year],
    );
    assert.deepEqual((await check()).findings, []);
  });

  test('the self-check needs INVOICE VIEW on the hotel', async () => {
    const viewer = await staffWith(up, estate, estate.colombo.HOTEL, { INVOICE: READ });
    assert.equal((await api.send(I.selfCheckJournal, { token: viewer.token, query: { hotelId } })).status, 200);
    const other = await staffWith(up, estate, estate.colombo.HOTEL, { RECEIPT: READ });
    assert.equal((await api.send(I.selfCheckJournal, { token: other.token, query: { hotelId } })).status, 403);
  });
});

describe('a refund with its credit note', () => {
  test('money that paid the invoice is credited in the same transaction; an overpayment is refunded only', async () => {
    const { stayId, folioId } = await stayWith('4000.00', '2000.00');
    const invoice = await issue(folioId);
    const first = await pay(stayId, 5000);
    const second = await pay(stayId, 3000); // 2,000 above the invoice: an advance the guest overpaid
    const overpaid = await refund(invoice.id, [{ receiptId: second.id, amount: 2000 }]);
    assert.equal(overpaid.status, 200, JSON.stringify(overpaid.json));
    assert.equal((overpaid.json.result.refund as Refund).creditNoteId, null);

    const paidBack = await refund(invoice.id, [{ receiptId: first.id, amount: 1500 }]);
    const made = paidBack.json.result.refund as Refund;
    assert.ok(made.creditNoteNumber?.startsWith('CN-'));
    const note = (
      await api.ok<{ invoice: Invoice }>(I.invoiceById, { token: estate.admin, params: { id: made.creditNoteId } })
    ).invoice;
    assert.deepEqual(
      {
        total: note.total,
        credited: note.creditedInvoiceId,
        reason: note.reason,
        lines: note.lines.map((l) => l.amount),
      },
      { total: 1500, credited: invoice.id, reason: `Refund ${made.refundNumber}`, lines: [1500] },
    );
    const after = (
      await api.ok<{ invoice: Invoice }>(I.invoiceById, { token: estate.admin, params: { id: invoice.id } })
    ).invoice;
    assert.equal(after.status, 'PARTLY_CREDITED');
    assert.deepEqual((await check()).findings, []);
  });

  test('a refund whose credit note is refused writes nothing (one transaction)', async () => {
    const { stayId, folioId } = await stayWith('1000.00');
    const invoice = await issue(folioId);
    const receipt = await pay(stayId, 1000);
    // The invoice credited in full by hand first: the refund credits nothing more and still refunds.
    await api.ok(I.createCreditNote, {
      token: estate.admin,
      body: { invoiceId: invoice.id, reason: 'Wrong stay', whole: true, lines: [], creditExpiresOn: null },
    });
    const res = await refund(invoice.id, [{ receiptId: receipt.id, amount: 1000 }]);
    assert.equal(res.status, 200);
    assert.equal((res.json.result.refund as Refund).creditNoteId, null);
  });

  test('parallel identical refunds (one key): one refund, one credit note (races counted)', async () => {
    const { stayId, folioId } = await stayWith('3000.00');
    const invoice = await issue(folioId);
    const receipt = await pay(stayId, 3000);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => refund(invoice.id, [{ receiptId: receipt.id, amount: 1200 }], key)),
    );
    assert.deepEqual(
      answers.map((a) => a.status),
      Array(6).fill(200),
      JSON.stringify(answers.map((a) => a.json)),
    );
    const ids = new Set(answers.map((a) => (a.json.result.refund as Refund).id));
    const notes = new Set(answers.map((a) => (a.json.result.refund as Refund).creditNoteId));
    assert.equal(ids.size, 1);
    assert.equal(notes.size, 1);
    const [counts] = await up.db.query<{ refunds: number; notes: number; refunded: string }>(
      `select (select count(*) from refund where invoice_id = $1)::int as refunds,
              (select count(*) from invoice where credited_invoice_id = $1)::int as notes,
              (select refunded::text from receipt where id = $2) as refunded`,
      [invoice.id, receipt.id],
    );
    assert.deepEqual(counts, { refunds: 1, notes: 1, refunded: '1200.00' });
    assert.deepEqual((await check()).findings, []);
  });

  test('parallel different refunds of one invoice: each credits what it paid back, the chains stay whole', async () => {
    const { stayId, folioId } = await stayWith('3000.00');
    const invoice = await issue(folioId);
    const receipts = await Promise.all([pay(stayId, 1000), pay(stayId, 1000), pay(stayId, 1000)]);
    const answers = await Promise.all(receipts.map((r) => refund(invoice.id, [{ receiptId: r.id, amount: 1000 }])));
    assert.equal(answers.filter((a) => a.status === 200).length, 3);
    const [sum] = await up.db.query<{ credited: string }>(
      'select sum(total)::text as credited from invoice where credited_invoice_id = $1',
      [invoice.id],
    );
    assert.equal(sum!.credited, '3000.00');
    assert.deepEqual((await check()).findings, []);
  });
});
