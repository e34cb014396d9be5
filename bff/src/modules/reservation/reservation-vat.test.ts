// The reservation VAT dialog through GraphQL: the front desk reads a stay's VAT details and updates
// them (kept in the VAT registry); a stay without VAT answers VAT_NOT_APPLICABLE; a missing field is
// BAD_USER_INPUT naming it; the auditor reads and is refused the update at the guard.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { addDays, todayIn } from '@hotel/domain';
import { startStack, type Stack } from '../../test/stack.js';

const VAT_FIELDS = 'id hotelId refNumber vatApplicable vatRegistryResponse { email vatNumber name address }';

describe('the reservation VAT dialog through GraphQL', () => {
  let stack: Stack;
  let frontDesk: string;
  let auditor: string;
  let hotelId: number;
  let frontOffice: number;
  let channelId: number;
  let deluxe: { id: number; stayTypeId: number };
  let window = 500;

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

  const book = async (vatApplicable: boolean): Promise<{ id: number; refNumber: string }> => {
    window += 2;
    const res = await stack.gql<{ createReservation: { reservation: { id: number; refNumber: string } } }>(
      `mutation($key: String!, $input: ReservationInput!) {
         createReservation(idempotencyKey: $key, input: $input) { reservation { id refNumber } }
       }`,
      {
        key: randomUUID(),
        input: {
          hotelId,
          guestName: 'Ruwan Jayasuriya',
          channelId,
          resident: true,
          vatApplicable,
          checkInDate: addDays(todayIn(), window),
          checkOutDate: addDays(todayIn(), window + 1),
          rooms: [{ roomTypeId: deluxe.id, stayTypeId: deluxe.stayTypeId, adults: 1 }],
        },
      },
      { token: frontDesk, serviceId: frontOffice },
    );
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    return res.data!.createReservation.reservation;
  };

  const read = (token: string, id: number) =>
    stack.gql<{ reservationVat: Record<string, unknown> }>(
      `query($h: Int!, $id: Int!) { reservationVat(hotelId: $h, id: $id) { ${VAT_FIELDS} } }`,
      { h: hotelId, id },
      { token, serviceId: frontOffice },
    );
  const update = (token: string, input: Record<string, unknown>) =>
    stack.gql<{ updateReservationVat: { message: string; reservationVat: Record<string, unknown> } }>(
      `mutation($input: ReservationVatInput!) { updateReservationVat(input: $input) { message reservationVat { ${VAT_FIELDS} } } }`,
      { input },
      { token, serviceId: frontOffice },
    );
  const details = (reservationId: number) => ({
    hotelId,
    reservationId,
    email: 'finance@ceylon-tea.lk',
    vatNumber: `VAT-${randomUUID().slice(0, 6)}`,
    name: 'Ceylon Tea Traders',
    address: '5 Temple Road, Kandy',
  });

  test('the desk reads and updates; the auditor reads and is refused the update', async () => {
    const stay = await book(true);
    const before = await read(auditor, stay.id);
    assert.equal(before.errors, undefined, JSON.stringify(before.errors));
    assert.deepEqual(before.data!.reservationVat, {
      id: stay.id,
      hotelId,
      refNumber: stay.refNumber,
      vatApplicable: true,
      vatRegistryResponse: null,
    });
    const input = details(stay.id);
    const denied = await update(auditor, input);
    assert.equal(denied.errors?.[0]?.extensions?.code, 'FORBIDDEN');
    const done = await update(frontDesk, input);
    assert.equal(done.errors, undefined, JSON.stringify(done.errors));
    assert.equal(done.data!.updateReservationVat.message, 'VAT details updated successfully');
    const { hotelId: _h, reservationId: _r, ...saved } = input;
    assert.deepEqual(done.data!.updateReservationVat.reservationVat.vatRegistryResponse, saved);
  });

  test('refusals: a stay without VAT, and a missing field named', async () => {
    const noVat = await book(false);
    const refused = await update(frontDesk, details(noVat.id));
    assert.equal(refused.errors?.[0]?.extensions?.reason, 'VAT_NOT_APPLICABLE');
    const withVat = await book(true);
    const bad = await update(frontDesk, { ...details(withVat.id), name: ' ' });
    assert.equal(bad.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
    const fields = bad.errors?.[0]?.extensions?.fieldErrors?.map((f) => f.field);
    assert.deepEqual(fields, ['name']);
  });
});
