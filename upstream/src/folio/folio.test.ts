// The stay's account over HTTP: a stay's folios with their statements (charges, receipts, refunds and
// the running balance), opening a company folio and moving the room nights there, additional and
// event charges posted to a stay or a walk-in customer with the hotel's taxes, voiding by a
// counter-posting, the paged search, each refusal writing nothing, and the races: one charge moved to
// two folios at once (one wins), and charges posted while an invoice of the folio is being issued
// (none lost, none invoiced twice).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { addDays, todayIn } from '@hotel/domain';
import { folio as F, reservation as R } from '@hotel/schema';
import { startTestUpstream, type TestUpstream } from '../test/harness.js';
import { loadEstate, staffWith, type Estate } from '../test/fixtures.js';
import { caller, READ } from '../test/calls.js';
import { checkPaging, checkSortRefusals, checkSorting, idsWhere, type PagedSearch } from '../test/paged-search.js';

type Folio = F.entities.Folio;
type Charge = F.entities.Charge;

let up: TestUpstream;
let estate: Estate;
let api: ReturnType<typeof caller>;
let admin: string;
let hotelId: number;
let stay: R.entities.Reservation;
const today = todayIn();

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
  stay = (
    await api.ok<{ reservation: R.entities.Reservation }>(R.createReservation, {
      token: admin,
      body: {
        hotelId,
        idempotencyKey: randomUUID(),
        guestName: 'Nimal Silva',
        guestEmail: 'nimal@example.lk',
        guestPhone: '0771234567',
        channelId: channel!.id,
        resident: true,
        checkInDate: today,
        checkOutDate: addDays(today, 3),
        rooms: [{ roomId: room!.id, roomTypeId: room!.room_type_id, stayTypeId: room!.stay_type_id, adults: 2 }],
      },
    })
  ).reservation;
  await api.ok(R.checkInReservation, { token: admin, params: { id: stay.id }, body: { version: 1 } });
  // The night posted by the night audit.
  await api.ok(R.runNightAudit, { token: admin, body: { hotelId, businessDate: today } });
});
after(() => up.close());

const folios = async () =>
  (await api.ok<{ folios: Folio[] }>(F.reservationFolios, { token: admin, params: { id: stay.id } })).folios;
const post = async (body: Record<string, unknown>) =>
  (await api.ok<{ charge: Charge }>(F.postAdditionalCharge, { token: admin, body: { hotelId, ...body } })).charge;
const roomOf = async () =>
  (await up.db.query<{ id: number }>('select id from reserved_room where reservation_id = $1', [stay.id]))[0]!.id;

/**
 * Issues an invoice of a folio the way docs/folio.md tells the invoice module to: lock the folio row
 * FOR UPDATE, then invoice its uninvoiced charges in the same transaction.
 */
async function issueInvoice(folioId: number, pause?: () => Promise<void>): Promise<{ id: number; total: string }> {
  return up.db.transaction(async (tx) => {
    await tx.query('select id from folio where id = $1 for update', [folioId]);
    if (pause) await pause();
    const charges = await tx.query<{ id: number; amount: string; description: string }>(
      'select id, amount::text as amount, description from room_charge where folio_id = $1 and invoice_id is null order by id',
      [folioId],
    );
    const [n] = await tx.query<{ n: number }>("select next_document_number($1, 'INVOICE', 2026) as n", [hotelId]);
    const [inv] = await tx.query<{ id: number; total: string }>(
      `insert into invoice (hotel_id, document_type, year, sequence_number, number, folio_id, currency, net, tax, total, recipient, issuer)
       select $1, 'INVOICE', 2026, $2::int, 'INV-' || $2::int, $3, 'LKR', coalesce(sum(amount), 0), 0, coalesce(sum(amount), 0), '{}', '{}'
         from room_charge where id = any($4::int[]) returning id, total::text`,
      [hotelId, n!.n, folioId, charges.map((c) => c.id)],
    );
    for (const [i, c] of charges.entries()) {
      await tx.query(
        `insert into invoice_line (invoice_id, position, charge_id, description, net, amount) values ($1, $2, $3, $4, $5, $5)`,
        [inv!.id, i + 1, c.id, c.description, c.amount],
      );
    }
    await tx.query('update room_charge set invoice_id = $1 where id = any($2::int[])', [
      inv!.id,
      charges.map((c) => c.id),
    ]);
    return inv!;
  });
}

describe("a stay's folios", () => {
  let guest: Folio;
  let company: Folio;

  test('the nights the audit posted are on folio 1, the guest’s, with a running balance', async () => {
    const [one, ...rest] = await folios();
    assert.equal(rest.length, 0);
    guest = one!;
    assert.equal(guest.number, 1);
    assert.equal(guest.name, 'Nimal Silva');
    const nights = guest.entries.filter((e) => e.charge?.kind === 'ROOM_NIGHT');
    assert.equal(nights.length, 1);
    assert.equal(guest.entries.at(-1)!.balance, guest.balance);
    assert.equal(guest.balance, guest.charges);
    assert.ok(guest.balance > 0);
  });

  test('a minibar charge is priced with the hotel’s taxes and lands on folio 1', async () => {
    const charge = await post({
      kind: 'ADDITIONAL',
      reservationId: stay.id,
      reservedRoomId: await roomOf(),
      description: 'Minibar',
      quantity: 2,
      unitPrice: 500,
    });
    // 1,000.00 + service charge 10 % (100.00) + the levy 2.5 % grossed up on 1,100.00 (28.21) + VAT 18 %
    // on 1,128.21 (203.08): the stay pays VAT.
    assert.deepEqual([charge.net, charge.tax, charge.amount, charge.roomNo], [1000, 331.29, 1331.29, '410']);
    assert.equal(charge.folioId, guest.id);
    assert.equal(charge.billedTo, 'Nimal Silva');
  });

  test('opens a company folio, number 2, and moves the room nights there; the balances follow', async () => {
    company = (
      await api.ok<{ folio: Folio }>(F.openFolio, {
        token: admin,
        body: { reservationId: stay.id, name: 'Acme Travels Ltd' },
      })
    ).folio;
    assert.equal(company.number, 2);
    assert.equal(company.balance, 0);
    const before = (await folios())[0]!;
    const nights = before.entries.filter((e) => e.charge?.kind === 'ROOM_NIGHT').map((e) => e.id);
    const moved = await api.ok<{ folios: Folio[] }>(F.moveCharges, {
      token: admin,
      body: { fromFolioId: guest.id, targetFolioId: company.id, chargeIds: nights },
    });
    const [g, c] = moved.folios;
    assert.deepEqual(
      g!.entries.map((e) => e.description),
      ['Minibar'],
    );
    assert.equal(g!.balance, 1331.29);
    assert.equal(c!.entries.length, 1);
    assert.equal(c!.balance + g!.balance, before.balance);
  });

  test('receipts and refunds on the statement: authorised paid, pending shown but not counted', async () => {
    await up.db.query(
      `insert into receipt (hotel_id, year, sequence_number, number, folio_id, reservation_id, method, status, currency, amount)
       values ($1, 2026, 901, 'RCT-901', $2, $3, 'CASH', 'AUTHORISED', 'LKR', 1000),
              ($1, 2026, 902, 'RCT-902', $2, $3, 'CREDITCARD', 'PENDING', 'LKR', 128.21)`,
      [hotelId, guest.id, stay.id],
    );
    const g = (await folios())[0]!;
    assert.deepEqual(
      g.entries.map((e) => [e.kind, e.counted, e.balance]),
      [
        ['CHARGE', true, 1331.29],
        ['RECEIPT', true, 331.29],
        ['RECEIPT', false, 331.29],
      ],
    );
    assert.deepEqual([g.paid, g.balance], [1000, 331.29]);
  });

  test('refuses, writing nothing: a move to another stay’s folio, a foreign charge, none chosen, a moved charge', async () => {
    const [g, c] = await folios();
    const minibar = g!.entries.find((e) => e.kind === 'CHARGE')!.id;
    const walkIn = await post({
      kind: 'ADDITIONAL',
      customer: { name: 'Walk-in Ltd' },
      description: 'Transport',
      quantity: 1,
      unitPrice: 10,
    });
    await api.refused(
      F.moveCharges,
      { token: admin, body: { fromFolioId: g!.id, targetFolioId: walkIn.folioId, chargeIds: [minibar] } },
      { status: 400, reason: 'FOLIO_OF_OTHER_STAY', field: 'targetFolioId' },
    );
    await api.refused(
      F.moveCharges,
      { token: admin, body: { fromFolioId: g!.id, targetFolioId: c!.id, chargeIds: [walkIn.id] } },
      { status: 400, reason: 'CHARGE_NOT_ON_STAY', field: 'chargeIds' },
    );
    await api.refused(
      F.moveCharges,
      { token: admin, body: { fromFolioId: g!.id, targetFolioId: c!.id, chargeIds: [] } },
      { status: 400, reason: 'CHARGES_REQUIRED', field: 'chargeIds' },
    );
    await api.refused(
      F.moveCharges,
      { token: admin, body: { fromFolioId: c!.id, targetFolioId: g!.id, chargeIds: [minibar] } },
      { status: 409, reason: 'CHARGE_MOVED_MEANWHILE' },
    );
    await api.refused(
      F.openFolio,
      { token: admin, body: { reservationId: stay.id, name: ' ' } },
      { status: 400, field: 'name' },
    );
  });

  test('a reader without INVOICE may read the folios but not open one', async () => {
    const reader = await staffWith(up, estate, estate.colombo.HOTEL, { RESERVATION: READ });
    assert.equal(
      (await api.ok<{ folios: Folio[] }>(F.reservationFolios, { token: reader.token, params: { id: stay.id } })).folios
        .length,
      2,
    );
    await api.refused(
      F.openFolio,
      { token: reader.token, body: { reservationId: stay.id, name: 'Acme' } },
      { status: 403 },
    );
  });

  test('RACE: one charge moved to two folios at once: one move wins, the others are refused', async () => {
    const third = (
      await api.ok<{ folio: Folio }>(F.openFolio, { token: admin, body: { reservationId: stay.id, name: 'Spouse' } })
    ).folio;
    const charge = await post({
      kind: 'ADDITIONAL',
      reservationId: stay.id,
      description: 'Laundry',
      quantity: 1,
      unitPrice: 300,
    });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        api.send(F.moveCharges, {
          token: admin,
          body: { fromFolioId: charge.folioId, targetFolioId: i % 2 ? company.id : third.id, chargeIds: [charge.id] },
        }),
      ),
    );
    assert.equal(answers.filter((a) => a.status === 200).length, 1);
    assert.ok(answers.filter((a) => a.status !== 200).every((a) => a.json.reason === 'CHARGE_MOVED_MEANWHILE'));
    const [row] = await up.db.query<{ folio_id: number }>('select folio_id from room_charge where id = $1', [
      charge.id,
    ]);
    assert.ok([company.id, third.id].includes(row!.folio_id));
  });

  test('RACE: charges posted while the folio is invoiced are on the invoice once or wait uninvoiced; none lost', async () => {
    const posts = Array.from({ length: 8 }, (_, i) =>
      api.send(F.postAdditionalCharge, {
        token: admin,
        body: {
          hotelId,
          kind: 'ADDITIONAL',
          folioId: company.id,
          description: `Phone call ${i}`,
          quantity: 1,
          unitPrice: 10 + i,
        },
      }),
    );
    const [invoice, ...answers] = await Promise.all([issueInvoice(company.id), ...posts]);
    assert.ok(answers.every((a) => a.status === 200));
    const rows = await up.db.query<{ invoice_id: number | null; amount: string }>(
      "select invoice_id, amount::text as amount from room_charge where folio_id = $1 and description like 'Phone call %'",
      [company.id],
    );
    const onInvoice = rows.filter((r) => r.invoice_id === invoice.id);
    const [charged] = await up.db.query<{ n: number; sum: string }>(
      'select count(*)::int as n, coalesce(sum(amount), 0)::text as sum from room_charge where invoice_id = $1',
      [invoice.id],
    );
    const [lines] = await up.db.query<{ n: number; sum: string }>(
      'select count(*)::int as n, coalesce(sum(amount), 0)::text as sum from invoice_line where invoice_id = $1',
      [invoice.id],
    );
    assert.deepEqual(lines, charged);
    assert.equal(lines!.sum, invoice.total);
    assert.equal(rows.filter((r) => r.invoice_id === null).length + onInvoice.length, rows.length);
    assert.equal(rows.length, 8);
    // An invoiced charge no longer moves or voids: the trigger's refusal, answered by key.
    const [g] = await folios();
    const invoiced = (
      await up.db.query<{ id: number }>('select id from room_charge where invoice_id = $1 order by id limit 1', [
        invoice.id,
      ])
    )[0]!.id;
    await api.refused(
      F.moveCharges,
      { token: admin, body: { fromFolioId: company.id, targetFolioId: g!.id, chargeIds: [invoiced] } },
      { status: 409, reason: 'CHARGE_INVOICED' },
    );
  });

  test('RACE: an invoice waits for the post holding the folio’s lock, then takes its charge', async () => {
    const last = await post({
      kind: 'ADDITIONAL',
      folioId: company.id,
      description: 'Late checkout',
      quantity: 1,
      unitPrice: 2000,
    });
    const invoice = await issueInvoice(company.id);
    const [row] = await up.db.query<{ invoice_id: number }>('select invoice_id from room_charge where id = $1', [
      last.id,
    ]);
    assert.equal(row!.invoice_id, invoice.id);
    await api.refused(
      F.voidAdditionalCharge,
      { token: admin, params: { id: last.id }, body: { reason: 'Wrong room' } },
      { status: 409, reason: 'CHARGE_INVOICED' },
    );
  });
});

describe('additional billing and events', () => {
  test('an event billed to a walk-in customer: its date, covers and venue; VAT when the customer is registered', async () => {
    const [vat] = await up.db.query<{ id: number }>(
      `insert into restaurant_vat_registry (hotel_id, name, address, vat_number, email) values ($1, 'Lanka Weddings', 'Colombo 3', '134567890-7000', 'events@lw.lk') returning id`,
      [hotelId],
    );
    const dinner = await post({
      kind: 'EVENT',
      customer: { name: 'Lanka Weddings', vatRegistryId: vat!.id },
      description: 'Wedding dinner',
      quantity: 120,
      unitPrice: 4500,
      eventDate: addDays(today, 30),
      covers: 120,
      venue: 'Lagoon ballroom',
    });
    assert.equal(dinner.reservationId, null);
    assert.deepEqual(
      [dinner.covers, dinner.venue, dinner.eventDate, dinner.net],
      [120, 'Lagoon ballroom', addDays(today, 30), 540000],
    );
    // 540,000 + SC 54,000 + levy 15,230.77 = 609,230.77; VAT 18 % = 109,661.54.
    assert.equal(dinner.amount, 718892.31);
    const folio = (await api.ok<{ folio: Folio }>(F.folioById, { token: admin, params: { id: dinner.folioId } })).folio;
    assert.deepEqual([folio.name, folio.vatNumber, folio.balance], ['Lanka Weddings', '134567890-7000', 718892.31]);
  });

  test('refuses bad input naming the field, writing nothing', async () => {
    const base = {
      hotelId,
      kind: 'ADDITIONAL',
      reservationId: stay.id,
      description: 'Minibar',
      quantity: 1,
      unitPrice: 100,
    };
    await api.refused(
      F.postAdditionalCharge,
      { token: admin, body: { ...base, quantity: 0.0001 } },
      { status: 400, reason: 'QUANTITY_RANGE', field: 'quantity' },
    );
    await api.refused(
      F.postAdditionalCharge,
      { token: admin, body: { ...base, unitPrice: 0 } },
      { status: 400, reason: 'UNIT_PRICE_RANGE', field: 'unitPrice' },
    );
    await api.refused(
      F.postAdditionalCharge,
      { token: admin, body: { ...base, unitPrice: 1.005 } },
      { status: 400, field: 'unitPrice' },
    );
    await api.refused(
      F.postAdditionalCharge,
      { token: admin, body: { ...base, description: '' } },
      { status: 400, field: 'description' },
    );
    await api.refused(
      F.postAdditionalCharge,
      { token: admin, body: { ...base, kind: 'EVENT' } },
      { status: 400, reason: 'EVENT_DATE_REQUIRED', field: 'eventDate' },
    );
    await api.refused(
      F.postAdditionalCharge,
      { token: admin, body: { ...base, customer: { name: 'X' } } },
      { status: 400, reason: 'STAY_OR_CUSTOMER', field: 'reservationId' },
    );
    await api.refused(
      F.postAdditionalCharge,
      { token: admin, body: { ...base, reservedRoomId: 999999 } },
      { status: 400, reason: 'ROOM_NOT_ON_STAY', field: 'reservedRoomId' },
    );
    await api.refused(
      F.postAdditionalCharge,
      { token: admin, body: { ...base, reservationId: null, customer: { name: 'X', vatRegistryId: 999999 } } },
      { status: 400, reason: 'VAT_CUSTOMER_OF_OTHER_HOTEL', field: 'vatRegistryId' },
    );
  });

  test('an event needs EVENT: a user with INVOICE only posts additional charges but not events', async () => {
    const clerk = await staffWith(up, estate, estate.colombo.HOTEL, { INVOICE: 1 });
    const body = { hotelId, reservationId: stay.id, description: 'Cake', quantity: 1, unitPrice: 100 };
    assert.equal(
      (await api.send(F.postAdditionalCharge, { token: clerk.token, body: { ...body, kind: 'ADDITIONAL' } })).status,
      200,
    );
    await api.refused(
      F.postAdditionalCharge,
      { token: clerk.token, body: { ...body, kind: 'EVENT', eventDate: today } },
      { status: 403 },
    );
  });

  test('voids an uninvoiced charge by a counter-posting, once; nothing is deleted', async () => {
    const charge = await post({
      kind: 'ADDITIONAL',
      reservationId: stay.id,
      description: 'Spa',
      quantity: 1,
      unitPrice: 1000,
    });
    const counter = (
      await api.ok<{ charge: Charge }>(F.voidAdditionalCharge, {
        token: admin,
        params: { id: charge.id },
        body: { reason: 'Posted to the wrong guest' },
      })
    ).charge;
    assert.deepEqual(
      [counter.amount, counter.voidsChargeId, counter.folioId],
      [-charge.amount, charge.id, charge.folioId],
    );
    await api.refused(
      F.voidAdditionalCharge,
      { token: admin, params: { id: charge.id }, body: { reason: 'again' } },
      { status: 409, reason: 'CHARGE_VOIDED' },
    );
    await api.refused(
      F.voidAdditionalCharge,
      { token: admin, params: { id: counter.id }, body: { reason: 'again' } },
      { status: 409, reason: 'CHARGE_NOT_VOIDABLE' },
    );
    const [original] = await up.db.query<{ n: number }>(
      'select count(*)::int as n from room_charge where id = any($1::int[])',
      [[charge.id, counter.id]],
    );
    assert.equal(original!.n, 2);
    await assert.rejects(up.db.query('delete from additional_charge'), /final/);
  });

  test('RACE: five voids of one charge at once: one counter-posting', async () => {
    const charge = await post({
      kind: 'ADDITIONAL',
      reservationId: stay.id,
      description: 'Room service',
      quantity: 1,
      unitPrice: 700,
    });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        api.send(F.voidAdditionalCharge, { token: admin, params: { id: charge.id }, body: { reason: 'Twice' } }),
      ),
    );
    assert.equal(answers.filter((a) => a.status === 200).length, 1);
  });

  test('the paged search: paging, every sort, the filters by kind, who is billed, description and dates', async () => {
    const s: PagedSearch = {
      up,
      token: admin,
      endpoint: F.searchAdditionalCharges,
      query: { hotelId, kind: 'ADDITIONAL' },
      key: 'charges',
    };
    await checkPaging(s);
    await checkSorting(s, { field: 'id', direction: 'DESC' });
    await checkSortRefusals(s);
    const all = await idsWhere(s, {});
    const walkIn = await idsWhere(s, { billedTo: 'walk-in' });
    assert.equal(walkIn.length, 1);
    const minibar = await idsWhere(s, { description: 'minib' });
    assert.equal(minibar.length, 1);
    assert.ok(minibar.every((id) => all.includes(id)));
    assert.equal((await idsWhere(s, { fromDate: addDays(today, 400) })).length, 0);
    const events = await idsWhere({ ...s, query: { hotelId, kind: 'EVENT' } }, {});
    assert.equal(events.length, 1);
  });
});
