// Receipts and refunds through GraphQL: the front desk records a cash and a card receipt, authorises
// the card, refunds part of the invoice across both receipts and finds the refund listed; the
// refund dialog's receipts come by invoice; a refund above a receipt's balance is refused by key and
// params; a zero amount is BAD_USER_INPUT naming it; the auditor reads and is refused every write at
// the guard; rejecting needs RECEIPT_REJECT.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { addDays, todayIn } from '@hotel/domain';
import { startStack, type Stack } from '../../test/stack.js';

const RECEIPT_FIELDS =
  'id receiptNumber receiptStatus paymentMethod amount chargeAmount refundAmount reservationId refNumber guestName';

interface ReceiptRow {
  id: number;
  receiptNumber: string;
  receiptStatus: string;
  paymentMethod: string;
  amount: number;
  chargeAmount: number;
  refundAmount: number;
  reservationId: number;
}

describe('receipts and refunds through GraphQL', () => {
  let stack: Stack;
  let frontDesk: string;
  let auditor: string;
  let hotelId: number;
  let frontOffice: number;
  let channelId: number;
  let deluxe: { id: number; stayTypeId: number };

  before(async () => {
    stack = await startStack();
    frontDesk = await stack.signIn('frontdesk@demo.lk');
    auditor = await stack.signIn('auditor@demo.lk');
    const db = stack.upstream.db;
    const [hotel] = await db.query<{ id: number; service: number; channel: number }>(
      `select h.id, (select s.id from hotel_service s where s.hotel_id = h.id and s.service_type = 'HOTEL' order by s.id limit 1) as service,
              (select c.id from channel c where c.hotel_id = h.id and c.code = 'DIR') as channel
         from hotel h where h.name = 'Serendib Colombo'`,
    );
    hotelId = hotel!.id;
    frontOffice = hotel!.service;
    channelId = hotel!.channel;
    const [type] = await db.query<{ id: number; stay: number }>(
      `select t.id, (select s.id from stay_type s where s.room_type_id = t.id and s.meal_plan = 'BB') as stay
         from room_type t where t.hotel_id = $1 and t.name = 'Deluxe'`,
      [hotelId],
    );
    deluxe = { id: type!.id, stayTypeId: type!.stay };
  });
  after(() => stack.close());

  const gql = <T>(token: string, query: string, variables: Record<string, unknown>) =>
    stack.gql<T>(query, variables, { token, serviceId: frontOffice });

  const book = async (): Promise<number> => {
    const res = await gql<{ createReservation: { reservation: { id: number } } }>(
      frontDesk,
      `mutation($key: String!, $input: ReservationInput!) {
         createReservation(idempotencyKey: $key, input: $input) { reservation { id } }
       }`,
      {
        key: randomUUID(),
        input: {
          hotelId,
          guestName: 'Ruwan Jayasuriya',
          channelId,
          resident: true,
          vatApplicable: false,
          checkInDate: addDays(todayIn(), 600),
          checkOutDate: addDays(todayIn(), 601),
          rooms: [{ roomTypeId: deluxe.id, stayTypeId: deluxe.stayTypeId, adults: 1 }],
        },
      },
    );
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    return res.data!.createReservation.reservation.id;
  };

  const record = (token: string, reservationId: number, paymentMethod: string, amount: number) =>
    gql<{ recordReceipt: { message: string; receipt: ReceiptRow } }>(
      token,
      `mutation($input: ReceiptInput!) { recordReceipt(input: $input) { message receipt { ${RECEIPT_FIELDS} } } }`,
      { input: { hotelId, reservationId, paymentMethod, amount, reference: 'desk' } },
    );

  test('record, authorise, list, refund across two receipts, see the refund listed', async () => {
    const reservationId = await book();
    const cash = await record(frontDesk, reservationId, 'CASH', 5000);
    assert.equal(cash.errors, undefined, JSON.stringify(cash.errors));
    assert.equal(cash.data!.recordReceipt.message, 'Receipt recorded successfully');
    assert.equal(cash.data!.recordReceipt.receipt.receiptStatus, 'AUTHORISED');
    const card = (await record(frontDesk, reservationId, 'CREDITCARD', 3000)).data!.recordReceipt.receipt;
    assert.equal(card.receiptStatus, 'PENDING');
    const authorised = await gql<{ authoriseReceipt: { receipt: ReceiptRow } }>(
      frontDesk,
      `mutation($h: Int!, $id: Int!) { authoriseReceipt(hotelId: $h, id: $id) { message receipt { receiptStatus } } }`,
      { h: hotelId, id: card.id },
    );
    assert.equal(authorised.data?.authoriseReceipt.receipt.receiptStatus, 'AUTHORISED');

    const page = await gql<{ receipts: { items: ReceiptRow[]; total: number } }>(
      auditor,
      `query($h: Int!, $id: Int) { receipts(hotelId: $h, registryType: RESERVATION, id: $id, size: 10) { total items { ${RECEIPT_FIELDS} } } }`,
      { h: hotelId, id: reservationId },
    );
    assert.equal(page.errors, undefined, JSON.stringify(page.errors));
    assert.deepEqual(
      page.data!.receipts.items.map((r) => [r.paymentMethod, r.amount, r.receiptStatus]),
      [
        ['CASH', 5000, 'AUTHORISED'],
        ['CREDITCARD', 3000, 'AUTHORISED'],
      ],
    );

    const [invoice] = await stack.upstream.db.query<{ id: number }>(
      `insert into invoice (hotel_id, document_type, year, sequence_number, number, folio_id, reservation_id, currency,
                            net, tax, total, recipient, issuer)
       select f.hotel_id, 'INVOICE', 2026, 8801, 'IN-2026-BFF1', f.id, f.reservation_id, 'LKR', 8000, 0, 8000, '{}', '{}'
         from folio f where f.reservation_id = $1 and f.number = 1 returning id`,
      [reservationId],
    );
    const invoiceId = invoice!.id;
    const forDialog = await gql<{ invoiceReceipts: ReceiptRow[] }>(
      frontDesk,
      `query($h: Int!, $i: Int!) { invoiceReceipts(hotelId: $h, invoiceId: $i) { ${RECEIPT_FIELDS} } }`,
      { h: hotelId, i: invoiceId },
    );
    assert.deepEqual(
      forDialog.data?.invoiceReceipts.map((r) => r.id),
      [cash.data!.recordReceipt.receipt.id, card.id],
    );

    const refund = (token: string, list: { receiptId: number; amount: number }[]) =>
      gql<{
        refund: { message: string; refund: { refundNumber: string; refundAmount: number; invoiceNumber: string } };
      }>(
        token,
        `mutation($input: RefundInput!) { refund(input: $input) { message refund { refundNumber refundAmount invoiceNumber prefix receipts { receiptId amount } } } }`,
        {
          input: {
            invoiceId,
            refundType: 'PARTIAL_REFUND',
            hotelId,
            paymentMethod: 'CASH',
            refundReceiptRequestList: list,
          },
        },
      );
    const over = await refund(frontDesk, [{ receiptId: card.id, amount: 3000.01 }]);
    assert.equal(over.errors?.[0]?.extensions?.reason, 'REFUND_ABOVE_RECEIPT_BALANCE');
    assert.deepEqual(over.errors?.[0]?.extensions?.params, { number: card.receiptNumber, balance: '3000.00' });
    const denied = await refund(auditor, [{ receiptId: card.id, amount: 1 }]);
    assert.equal(denied.errors?.[0]?.extensions?.code, 'FORBIDDEN');

    const done = await refund(frontDesk, [
      { receiptId: card.id, amount: 3000 },
      { receiptId: cash.data!.recordReceipt.receipt.id, amount: 1000 },
    ]);
    assert.equal(done.errors, undefined, JSON.stringify(done.errors));
    assert.equal(done.data!.refund.message, 'Refund completed successfully');
    assert.equal(done.data!.refund.refund.refundAmount, 4000);
    assert.equal(done.data!.refund.refund.invoiceNumber, 'IN-2026-BFF1');

    const listed = await gql<{ refunds: { items: { refundNumber: string; refundAmount: number }[] } }>(
      auditor,
      `query($h: Int!, $i: Int) { refunds(hotelId: $h, invoiceId: $i) { total items { refundNumber refundAmount } } }`,
      { h: hotelId, i: invoiceId },
    );
    assert.deepEqual(listed.data?.refunds.items, [
      { refundNumber: done.data!.refund.refund.refundNumber, refundAmount: 4000 },
    ]);
  });

  test('bad input names its field; the auditor is refused writes at the guard; reject needs its right', async () => {
    const reservationId = await book();
    const zero = await record(frontDesk, reservationId, 'CASH', 0);
    assert.equal(zero.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
    assert.deepEqual(
      zero.errors?.[0]?.extensions?.fieldErrors?.map((f) => [f.field, f.message]),
      [['amount', 'Amount must be greater than 0']],
    );
    const denied = await record(auditor, reservationId, 'CASH', 10);
    assert.equal(denied.errors?.[0]?.extensions?.code, 'FORBIDDEN');
    const cash = (await record(frontDesk, reservationId, 'CASH', 10)).data!.recordReceipt.receipt;
    const reject = (token: string) =>
      gql<{ rejectReceipt: { receipt: { receiptStatus: string; rejectReason: string } } }>(
        token,
        `mutation($h: Int!, $id: Int!) { rejectReceipt(hotelId: $h, id: $id, reason: "Wrong stay") { receipt { receiptStatus rejectReason } } }`,
        { h: hotelId, id: cash.id },
      );
    assert.equal((await reject(auditor)).errors?.[0]?.extensions?.code, 'FORBIDDEN');
    const rejected = await reject(frontDesk);
    assert.deepEqual(rejected.data?.rejectReceipt.receipt, { receiptStatus: 'REJECTED', rejectReason: 'Wrong stay' });
  });
});
