// Receipts and refunds over HTTP: a receipt is numbered RC-YYYY-nnnnnn on the stay's folio, a card
// waits PENDING until authorised, an authorised receipt settles a NOT_PAID stay (announced as PAID),
// a rejection needs a reason and is refused once refunded; the refund takes the spec's request,
// allocates in one transaction and names the receipt and balance it could not take; every refusal
// names its field and writes nothing. Races: parallel refunds of one receipt's last balance have one
// winner and never overdraw it; parallel receipts are numbered without gaps.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { addDays, todayIn } from '@hotel/domain';
import { receipt as RC, reservation as R } from '@hotel/schema';
import { loadEstate, staffWith, type Estate } from '../test/fixtures.js';
import { READ, WRITE, caller } from '../test/calls.js';
import { startTestUpstream, type TestUpstream } from '../test/harness.js';
import { checkPaging, checkSortRefusals, checkSorting } from '../test/paged-search.js';

type Receipt = RC.entities.Receipt;
type Refund = RC.entities.Refund;
type Reservation = R.entities.Reservation;

let up: TestUpstream;
let estate: Estate;
let api: ReturnType<typeof caller>;
let hotelId: number;
let channelId: number;
let deluxe: { id: number; stayTypeId: number };
let window = 500;
const year = Number(todayIn().slice(0, 4));

before(async () => {
  up = await startTestUpstream();
  estate = await loadEstate(up);
  api = caller(up);
  hotelId = estate.colomboId;
  channelId = (
    await up.db.query<{ id: number }>("select id from channel where hotel_id = $1 and code = 'DIR'", [hotelId])
  )[0]!.id;
  const [row] = await up.db.query<{ id: number; stay_type_id: number }>(
    `select t.id, (select s.id from stay_type s where s.room_type_id = t.id and s.meal_plan = 'BB') as stay_type_id
       from room_type t where t.hotel_id = $1 and t.name = 'Deluxe'`,
    [hotelId],
  );
  deluxe = { id: row!.id, stayTypeId: row!.stay_type_id };
});
after(() => up.close());

async function book(): Promise<Reservation> {
  window += 3;
  const { reservation } = await api.ok<{ reservation: Reservation }>(R.createReservation, {
    token: estate.admin,
    body: {
      hotelId,
      idempotencyKey: randomUUID(),
      guestName: 'Nimal Silva',
      guestEmail: 'nimal.silva@example.lk',
      guestPhone: '0771234567',
      channelId,
      resident: true,
      vatApplicable: false,
      checkInDate: addDays(todayIn(), window),
      checkOutDate: addDays(todayIn(), window + 1),
      rooms: [{ roomTypeId: deluxe.id, stayTypeId: deluxe.stayTypeId, adults: 2, children: 0, childAges: [] }],
    },
  });
  return reservation;
}

const pay = (reservationId: number, paymentMethod: string, amount: number, token = estate.admin) =>
  api.ok<{ receipt: Receipt }>(RC.recordReceipt, {
    token,
    body: { hotelId, reservationId, paymentMethod, amount, reference: `ref ${amount}` },
  });

let invoiceCounter = 0;
/** An issued invoice of the stay's folio, written as the issuing code would (it is another area's). */
async function invoiceOf(reservationId: number, total = '20000.00'): Promise<number> {
  invoiceCounter += 1;
  const [row] = await up.db.query<{ id: number }>(
    `insert into invoice (hotel_id, document_type, year, sequence_number, number, folio_id, reservation_id, currency,
                          net, tax, total, recipient, issuer)
     select f.hotel_id, 'INVOICE', $2::int, 9000 + $3::int, 'IN-' || $2::int || '-T' || $3::int, f.id, f.reservation_id, 'LKR', $4::numeric, 0, $4::numeric,
            '{"name":"Nimal Silva"}', '{"name":"Serendib Colombo"}'
       from folio f where f.reservation_id = $1 and f.number = 1 returning id`,
    [reservationId, year, invoiceCounter, total],
  );
  return row!.id;
}

/** A stay paid in cash 5,000 and by card 3,000 (authorised), and its invoice. */
async function paidStay() {
  const stay = await book();
  const cash = (await pay(stay.id, 'CASH', 5000)).receipt;
  const card = (await pay(stay.id, 'CREDITCARD', 3000)).receipt;
  await api.ok(RC.authoriseReceipt, { token: estate.admin, params: { id: card.id } });
  return { stay, cash, card, invoiceId: await invoiceOf(stay.id) };
}

const refundBody = (
  invoiceId: number,
  list: { receiptId: number; amount: number }[],
  refundType = 'PARTIAL_REFUND',
  paymentMethod = 'CASH',
) => ({ invoiceId, refundType, hotelId, paymentMethod, refundReceiptRequestList: list });

describe('receipts', () => {
  test('cash is authorised at once, a card waits PENDING; numbered in the receipt series', async () => {
    const stay = await book();
    const cash = (await pay(stay.id, 'CASH', 1500.5)).receipt;
    const card = (await pay(stay.id, 'CREDITCARD', 2000)).receipt;
    assert.equal(cash.receiptStatus, 'AUTHORISED');
    assert.equal(card.receiptStatus, 'PENDING');
    assert.match(cash.receiptNumber, new RegExp(`^RC-${year}-\\d{6}$`));
    assert.equal(Number(card.receiptNumber.slice(-6)), Number(cash.receiptNumber.slice(-6)) + 1);
    assert.deepEqual(
      { amount: cash.amount, chargeAmount: cash.chargeAmount, refundAmount: cash.refundAmount, ref: cash.refNumber },
      { amount: 1500.5, chargeAmount: 1500.5, refundAmount: 0, ref: stay.refNumber },
    );
    const [folio] = await up.db.query<{ folio_id: number }>(
      'select r.folio_id from receipt r join folio f on f.id = r.folio_id where r.id = $1 and f.number = 1',
      [cash.id],
    );
    assert.ok(folio, 'on the stay folio 1');
    const read = await api.ok<{ receipt: Receipt }>(RC.receiptById, { token: estate.admin, params: { id: card.id } });
    assert.deepEqual(read.receipt, card);

    const authorised = await api.ok<{ receipt: Receipt }>(RC.authoriseReceipt, {
      token: estate.admin,
      params: { id: card.id },
    });
    assert.equal(authorised.receipt.receiptStatus, 'AUTHORISED');
    assert.ok(authorised.receipt.authorisedAt);
    await api.refused(
      RC.authoriseReceipt,
      { token: estate.admin, params: { id: card.id } },
      { status: 409, reason: 'RECEIPT_NOT_PENDING', params: { status: 'AUTHORISED' } },
    );
  });

  test('bad input is refused naming the field, nothing written', async () => {
    const stay = await book();
    const body = { hotelId, reservationId: stay.id, paymentMethod: 'CASH', amount: 100, reference: '' };
    await api.refused(
      RC.recordReceipt,
      { token: estate.admin, body: { ...body, amount: 0 } },
      { status: 400, field: 'amount', reason: 'RECEIPT_AMOUNT_NOT_POSITIVE' },
    );
    const res = await api.refused(
      RC.recordReceipt,
      { token: estate.admin, body: { ...body, amount: -5 } },
      { status: 400, field: 'amount' },
    );
    assert.equal(res.json.errors[0].message, 'Amount must be greater than 0');
    await api.refused(
      RC.recordReceipt,
      { token: estate.admin, body: { ...body, amount: 10.005 } },
      { status: 400, field: 'amount' },
    );
    await api.refused(
      RC.recordReceipt,
      { token: estate.admin, body: { ...body, paymentMethod: 'CHEQUE' } },
      { status: 400, field: 'paymentMethod' },
    );
    await api.refused(
      RC.recordReceipt,
      { token: estate.admin, body: { ...body, reservationId: 999999 } },
      { status: 400, field: 'reservationId' },
    );
    await api.refused(
      RC.recordReceipt,
      { token: estate.admin, body: { ...body, hotelId: estate.kandyId } },
      { status: 400, field: 'hotelId', reason: 'RESERVATION_OF_OTHER_HOTEL' },
    );
  });

  test('an authorised receipt settles a NOT_PAID stay: RESERVED, version up, announced PAID', async () => {
    const stay = await book();
    await up.db.query("update reservation set status = 'NOT_PAID' where id = $1", [stay.id]);
    const card = (await pay(stay.id, 'CREDITCARD', 4000)).receipt;
    const statusOf = async () =>
      (
        await up.db.query<{ status: string; version: number }>(
          'select status, version from reservation where id = $1',
          [stay.id],
        )
      )[0]!;
    assert.equal((await statusOf()).status, 'NOT_PAID', 'a pending card does not settle it');
    const before = (await statusOf()).version;
    await api.ok(RC.authoriseReceipt, { token: estate.admin, params: { id: card.id } });
    assert.deepEqual(await statusOf(), { status: 'RESERVED', version: before + 1 });
    const rooms = await up.db.query<{ status: string }>('select status from reserved_room where reservation_id = $1', [
      stay.id,
    ]);
    assert.ok(rooms.every((r) => r.status === 'BOOKED'));

    const other = await book();
    await up.db.query("update reservation set status = 'NOT_PAID' where id = $1", [other.id]);
    await pay(other.id, 'BANKTRANSFER', 100);
    assert.equal(
      (await up.db.query<{ status: string }>('select status from reservation where id = $1', [other.id]))[0]!.status,
      'RESERVED',
    );
  });

  test('reject needs a reason; a rejected or refunded receipt is not rejected again', async () => {
    const { cash, card, invoiceId } = await paidStay();
    await api.refused(
      RC.rejectReceipt,
      { token: estate.admin, params: { id: cash.id }, body: { reason: '  ' } },
      { status: 400, field: 'reason' },
    );
    const rejected = await api.ok<{ receipt: Receipt }>(RC.rejectReceipt, {
      token: estate.admin,
      params: { id: cash.id },
      body: { reason: 'Counted twice' },
    });
    assert.equal(rejected.receipt.receiptStatus, 'REJECTED');
    assert.equal(rejected.receipt.rejectReason, 'Counted twice');
    await api.refused(
      RC.rejectReceipt,
      { token: estate.admin, params: { id: cash.id }, body: { reason: 'again' } },
      { status: 409, reason: 'RECEIPT_ALREADY_REJECTED' },
    );
    await api.ok(RC.createRefund, {
      token: estate.admin,
      body: refundBody(invoiceId, [{ receiptId: card.id, amount: 100 }]),
    });
    await api.refused(
      RC.rejectReceipt,
      { token: estate.admin, params: { id: card.id }, body: { reason: 'Chargeback' } },
      { status: 409, reason: 'RECEIPT_REFUNDED_NOT_REJECTABLE' },
    );
  });

  test('rights: RECEIPT READ reads only; RECEIPT_REJECT is its own right', async () => {
    const { cash, invoiceId } = await paidStay();
    const reader = await staffWith(up, estate, estate.colombo.HOTEL, { RECEIPT: READ });
    const desk = await staffWith(up, estate, estate.colombo.HOTEL, { RECEIPT: WRITE });
    await api.ok(RC.receiptById, { token: reader.token, params: { id: cash.id } });
    await api.refused(
      RC.recordReceipt,
      {
        token: reader.token,
        body: { hotelId, reservationId: cash.reservationId, paymentMethod: 'CASH', amount: 5, reference: '' },
      },
      { status: 403 },
    );
    await pay(cash.reservationId!, 'CASH', 5, desk.token);
    await api.refused(
      RC.rejectReceipt,
      { token: desk.token, params: { id: cash.id }, body: { reason: 'no' } },
      { status: 403 },
    );
    await api.refused(
      RC.createRefund,
      { token: desk.token, body: refundBody(invoiceId, [{ receiptId: cash.id, amount: 1 }]) },
      { status: 403 },
    );
  });

  test('the receipt search pages, sorts, filters by invoice, stay, status and method', async () => {
    const { stay, cash, card, invoiceId } = await paidStay();
    const search = { up, token: estate.admin, endpoint: RC.searchReceipts, query: { hotelId }, key: 'receipt' };
    await checkPaging(search);
    await checkSorting(search, { field: 'id', direction: 'ASC' });
    await checkSortRefusals(search);
    const of = async (query: Record<string, unknown>) =>
      (
        await api.ok<{ receipt: Receipt[] }>(RC.searchReceipts, {
          token: estate.admin,
          query: { hotelId, size: 10, ...query },
        })
      ).receipt.map((r) => r.id);
    assert.deepEqual(await of({ registryType: 'INVOICE', id: invoiceId }), [cash.id, card.id]);
    assert.deepEqual(await of({ registryType: 'RESERVATION', id: stay.id }), [cash.id, card.id]);
    assert.deepEqual(await of({ registryType: 'INVOICE', id: invoiceId, paymentMethod: 'CREDITCARD' }), [card.id]);
    assert.deepEqual(await of({ receiptNumber: cash.receiptNumber }), [cash.id]);
    await api.refused(
      RC.searchReceipts,
      { token: estate.admin, query: { hotelId, id: invoiceId } },
      { status: 400, field: 'registryType' },
    );
    const listed = await api.ok<{ receipt: Receipt[] }>(RC.invoiceReceipts, {
      token: estate.admin,
      params: { id: invoiceId },
    });
    assert.deepEqual(
      listed.receipt.map((r) => r.id),
      [cash.id, card.id],
    );
  });
});

describe('refunds', () => {
  test('a partial refund across two receipts: one transaction, numbered, the balances lower', async () => {
    const { cash, card, invoiceId } = await paidStay();
    const { refund } = await api.ok<{ refund: Refund }>(RC.createRefund, {
      token: estate.admin,
      body: refundBody(
        invoiceId,
        [
          { receiptId: card.id, amount: 3000 },
          { receiptId: cash.id, amount: 1250.25 },
        ],
        'PARTIAL_REFUND',
        'CREDITCARD',
      ),
    });
    assert.match(refund.refundNumber, new RegExp(`^RF-${year}-\\d{6}$`));
    assert.equal(refund.refundAmount, 4250.25);
    assert.equal(refund.prefix, 'LKR');
    assert.equal(refund.paymentMethod, 'CREDITCARD');
    assert.deepEqual(
      refund.receipts.map((a) => [a.receiptId, a.amount]),
      [
        [cash.id, 1250.25],
        [card.id, 3000],
      ],
    );
    const after = await api.ok<{ receipt: Receipt[] }>(RC.invoiceReceipts, {
      token: estate.admin,
      params: { id: invoiceId },
    });
    assert.deepEqual(
      after.receipt.map((r) => r.refundAmount),
      [1250.25, 3000],
    );
    const listed = await api.ok<{ refund: Refund[] }>(RC.searchRefunds, {
      token: estate.admin,
      query: { hotelId, invoiceId },
    });
    assert.deepEqual(listed.refund, [refund]);
  });

  test('a full refund returns the whole refundable amount, nothing less', async () => {
    const { cash, card, invoiceId } = await paidStay();
    await api.refused(
      RC.createRefund,
      { token: estate.admin, body: refundBody(invoiceId, [{ receiptId: cash.id, amount: 5000 }], 'FULL_REFUND') },
      { status: 400, field: 'refundType', reason: 'FULL_REFUND_NOT_WHOLE', params: { amount: '8000.00' } },
    );
    const { refund } = await api.ok<{ refund: Refund }>(RC.createRefund, {
      token: estate.admin,
      body: refundBody(
        invoiceId,
        [
          { receiptId: cash.id, amount: 5000 },
          { receiptId: card.id, amount: 3000 },
        ],
        'FULL_REFUND',
      ),
    });
    assert.equal(refund.refundAmount, 8000);
  });

  test('refusals name the receipt and write nothing', async () => {
    const { stay, cash, card, invoiceId } = await paidStay();
    const pending = (await pay(stay.id, 'CREDITCARD', 700)).receipt;
    const elsewhere = (await paidStay()).cash;
    const refused = (list: { receiptId: number; amount: number }[], expected: Parameters<typeof api.refused>[2]) =>
      api.refused(RC.createRefund, { token: estate.admin, body: refundBody(invoiceId, list) }, expected);
    await refused([{ receiptId: cash.id, amount: 5000.01 }], {
      status: 409,
      field: 'refundReceiptRequestList.0.amount',
      reason: 'REFUND_ABOVE_RECEIPT_BALANCE',
      params: { number: cash.receiptNumber, balance: '5000.00' },
    });
    // The first allocation fits; the second does not: the whole refund is refused.
    await refused(
      [
        { receiptId: cash.id, amount: 100 },
        { receiptId: card.id, amount: 3000.01 },
      ],
      {
        status: 409,
        reason: 'REFUND_ABOVE_RECEIPT_BALANCE',
        params: { number: card.receiptNumber, balance: '3000.00' },
      },
    );
    await refused([{ receiptId: pending.id, amount: 1 }], {
      status: 400,
      reason: 'RECEIPT_NOT_AUTHORISED',
      field: 'refundReceiptRequestList.0.receiptId',
    });
    await refused([{ receiptId: elsewhere.id, amount: 1 }], {
      status: 400,
      reason: 'REFUND_RECEIPT_NOT_OF_INVOICE',
      field: 'refundReceiptRequestList.0.receiptId',
    });
    await refused(
      [
        { receiptId: cash.id, amount: 1 },
        { receiptId: cash.id, amount: 2 },
      ],
      { status: 400, reason: 'REFUND_RECEIPT_TWICE', field: 'refundReceiptRequestList.1.receiptId' },
    );
    await refused([], { status: 400, field: 'refundReceiptRequestList' });
    await refused([{ receiptId: cash.id, amount: 0 }], { status: 400, field: 'refundReceiptRequestList.0.amount' });
    await api.refused(
      RC.createRefund,
      {
        token: estate.admin,
        body: { ...refundBody(invoiceId, [{ receiptId: cash.id, amount: 1 }]), refundType: 'HALF' },
      },
      { status: 400, field: 'refundType' },
    );
    const [row] = await up.db.query<{ refunded: string }>(
      'select sum(refunded)::text as refunded from receipt where folio_id = (select folio_id from invoice where id = $1)',
      [invoiceId],
    );
    assert.equal(Number(row!.refunded), 0);
  });

  test("RACE: parallel refunds of one receipt's last balance: exactly one wins, never overdrawn", async () => {
    const { cash, invoiceId } = await paidStay();
    const attempts = await Promise.all(
      Array.from({ length: 6 }, () =>
        api.send(RC.createRefund, {
          token: estate.admin,
          body: refundBody(invoiceId, [{ receiptId: cash.id, amount: 3000 }]),
        }),
      ),
    );
    const won = attempts.filter((r) => r.status === 200);
    const lost = attempts.filter((r) => r.status !== 200);
    assert.equal(won.length, 1, JSON.stringify(attempts.map((r) => r.json.reason ?? r.status)));
    for (const r of lost) {
      assert.equal(r.status, 409);
      assert.equal(r.json.reason, 'REFUND_ABOVE_RECEIPT_BALANCE');
      assert.deepEqual(r.json.params, { number: cash.receiptNumber, balance: '2000.00' });
    }
    const [row] = await up.db.query<{ refunded: string; amount: string; allocated: string }>(
      `select r.refunded::text, r.amount::text,
              (select sum(a.amount)::text from refund_allocation a where a.receipt_id = r.id) as allocated
         from receipt r where r.id = $1`,
      [cash.id],
    );
    assert.deepEqual(row, { refunded: '3000.00', amount: '5000.00', allocated: '3000.00' });
  });

  test('a refund asked twice with one key is made once, also at the same time', async () => {
    const { cash, invoiceId } = await paidStay();
    const idempotencyKey = randomUUID();
    const body = { ...refundBody(invoiceId, [{ receiptId: cash.id, amount: 1000 }]), idempotencyKey };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => api.ok<{ refund: Refund }>(RC.createRefund, { token: estate.admin, body })),
    );
    const again = await api.ok<{ refund: Refund }>(RC.createRefund, { token: estate.admin, body });
    assert.equal(new Set([...answers, again].map((a) => a.refund.id)).size, 1, 'one refund answers every request');
    const [row] = await up.db.query<{ refunded: string; refunds: number }>(
      `select r.refunded::text, (select count(*)::int from refund_allocation a where a.receipt_id = r.id) as refunds
         from receipt r where r.id = $1`,
      [cash.id],
    );
    assert.deepEqual(row, { refunded: '1000.00', refunds: 1 });
    const other = await paidStay();
    await api.refused(
      RC.createRefund,
      {
        token: estate.admin,
        body: { ...refundBody(other.invoiceId, [{ receiptId: other.cash.id, amount: 1 }]), idempotencyKey },
      },
      { status: 400, field: 'idempotencyKey', reason: 'REFUND_KEY_REUSED' },
    );
  });

  test('RACE: parallel receipts and refunds are numbered without gaps', async () => {
    const stay = await book();
    const made = await Promise.all(Array.from({ length: 12 }, (_, i) => pay(stay.id, 'CASH', 100 + i)));
    const numbers = made.map((m) => Number(m.receipt.receiptNumber.slice(-6))).sort((a, b) => a - b);
    assert.equal(new Set(numbers).size, 12);
    assert.equal(numbers.at(-1)! - numbers[0]!, 11, `consecutive: ${numbers.join(',')}`);
    const invoiceId = await invoiceOf(stay.id);
    const refunds = await Promise.all(
      made.map((m) =>
        api.ok<{ refund: Refund }>(RC.createRefund, {
          token: estate.admin,
          body: refundBody(invoiceId, [{ receiptId: m.receipt.id, amount: 50 }]),
        }),
      ),
    );
    const refundNumbers = refunds.map((r) => Number(r.refund.refundNumber.slice(-6))).sort((a, b) => a - b);
    assert.equal(new Set(refundNumbers).size, 12);
    assert.equal(refundNumbers.at(-1)! - refundNumbers[0]!, 11);
  });
});
