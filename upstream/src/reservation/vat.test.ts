// The reservation VAT dialog over HTTP (reservationVatInfo, updateReservationVat): the details land in
// the hotel's VAT registry (one customer per VAT number, RESERVATION among its types) and the stay
// names it; refusals name their field and write nothing; a stay without VAT is refused; the reader
// sees and does not change; parallel saves of one VAT number make one registry customer.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { addDays, todayIn } from '@hotel/domain';
import { reservation as R } from '@hotel/schema';
import { loadEstate, staffWith, type Estate } from '../test/fixtures.js';
import { READ, WRITE, caller } from '../test/calls.js';
import { startTestUpstream, type TestUpstream } from '../test/harness.js';

type Reservation = R.entities.Reservation;
type ReservationVat = R.entities.ReservationVat;

let up: TestUpstream;
let estate: Estate;
let api: ReturnType<typeof caller>;
let hotelId: number;
let channelId: number;
let deluxe: { id: number; stayTypeId: number };
let window = 400;

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

async function book(vatApplicable: boolean): Promise<Reservation> {
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
      vatApplicable,
      checkInDate: addDays(todayIn(), window),
      checkOutDate: addDays(todayIn(), window + 1),
      rooms: [{ roomTypeId: deluxe.id, stayTypeId: deluxe.stayTypeId, adults: 2, children: 0, childAges: [] }],
    },
  });
  return reservation;
}

const details = (reservationId: number, vatNumber = `VAT-${randomUUID().slice(0, 8)}`) => ({
  reservationId,
  hotelId,
  email: 'accounts@lanka-traders.lk',
  vatNumber,
  name: 'Lanka Traders (Pvt) Ltd',
  address: '12 Galle Road, Colombo 3',
});

describe('the reservation VAT dialog', () => {
  test('reads a stay with VAT and no customer yet, then updates it into the VAT registry', async () => {
    const stay = await book(true);
    const before = await api.ok<{ reservationVat: ReservationVat }>(R.reservationVatInfo, {
      token: estate.admin,
      params: { id: stay.id },
    });
    assert.deepEqual(before.reservationVat, {
      id: stay.id,
      hotelId,
      refNumber: stay.refNumber,
      vatApplicable: true,
      vatRegistryResponse: null,
    });
    const body = details(stay.id);
    const res = await api.send(R.updateReservationVat, { token: estate.admin, body });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.equal(res.json.message, 'VAT details updated successfully');
    assert.deepEqual(res.json.result.reservationVat.vatRegistryResponse, {
      email: body.email,
      vatNumber: body.vatNumber,
      name: body.name,
      address: body.address,
    });
    const [entry] = await up.db.query<{ registry_type: string[]; hotel_id: number }>(
      `select g.registry_type, g.hotel_id from reservation v join restaurant_vat_registry g on g.id = v.vat_registry_id
        where v.id = $1`,
      [stay.id],
    );
    assert.equal(entry!.hotel_id, hotelId);
    assert.ok(entry!.registry_type.includes('RESERVATION'));

    // A second stay with the same VAT number reuses the registry customer, with the new details.
    const other = await book(true);
    await api.ok(R.updateReservationVat, {
      token: estate.admin,
      body: { ...details(other.id, body.vatNumber.toLowerCase()), name: 'Lanka Traders PLC' },
    });
    const rows = await up.db.query<{ id: number; name: string }>(
      'select id, name from restaurant_vat_registry where lower(vat_number) = lower($1)',
      [body.vatNumber],
    );
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.name, 'Lanka Traders PLC');
  });

  test('refuses missing and malformed details naming each field, writing nothing', async () => {
    const stay = await book(true);
    const body = details(stay.id);
    for (const field of ['email', 'vatNumber', 'name', 'address'] as const) {
      await api.refused(
        R.updateReservationVat,
        { token: estate.admin, body: { ...body, [field]: '  ' } },
        { status: 400, field },
      );
    }
    const bad = await api.refused(
      R.updateReservationVat,
      { token: estate.admin, body: { ...body, email: 'not-an-email' } },
      { status: 400, field: 'email' },
    );
    assert.match(JSON.stringify(bad.json), /Invalid email/);
    await api.refused(
      R.updateReservationVat,
      { token: estate.admin, body: { ...body, hotelId: estate.kandyId } },
      { status: 400, reason: 'RESERVATION_OF_OTHER_HOTEL', field: 'hotelId' },
    );
  });

  test("a stay without VAT: 'Vat not applicable', nothing written", async () => {
    const stay = await book(false);
    const info = await api.ok<{ reservationVat: ReservationVat }>(R.reservationVatInfo, {
      token: estate.admin,
      params: { id: stay.id },
    });
    assert.equal(info.reservationVat.vatApplicable, false);
    const res = await api.refused(
      R.updateReservationVat,
      { token: estate.admin, body: details(stay.id) },
      { status: 400, reason: 'VAT_NOT_APPLICABLE', field: 'reservationId' },
    );
    assert.equal(res.json.message, 'Vat not applicable');
  });

  test('needs RESERVATION at EDIT to update; a reader reads only; an unknown stay is 404', async () => {
    const stay = await book(true);
    const reader = await staffWith(up, estate, estate.colombo.HOTEL, { RESERVATION: READ });
    const writer = await staffWith(up, estate, estate.colombo.HOTEL, { RESERVATION: WRITE });
    await api.ok(R.reservationVatInfo, { token: reader.token, params: { id: stay.id } });
    await api.refused(R.updateReservationVat, { token: reader.token, body: details(stay.id) }, { status: 403 });
    await api.ok(R.updateReservationVat, { token: writer.token, body: details(stay.id) });
    await api.refused(R.updateReservationVat, { token: estate.admin, body: details(999999) }, { status: 404 });
  });

  test('parallel saves of one new VAT number make one registry customer', async () => {
    const stays = await Promise.all([book(true), book(true), book(true), book(true), book(true)]);
    const vatNumber = `VAT-${randomUUID().slice(0, 8)}`;
    const answers = await Promise.all(
      stays.map((s) => api.send(R.updateReservationVat, { token: estate.admin, body: details(s.id, vatNumber) })),
    );
    assert.deepEqual(
      answers.map((a) => a.status),
      stays.map(() => 200),
    );
    const [row] = await up.db.query<{ n: number }>(
      'select count(*)::int as n from restaurant_vat_registry where vat_number = $1',
      [vatNumber],
    );
    assert.equal(row!.n, 1);
  });
});
