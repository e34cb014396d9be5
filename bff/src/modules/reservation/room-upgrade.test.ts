// A room upgrade through GraphQL: the desk previews the other type (the nights priced, the free rooms)
// and changes it sending the difference shown; the read-only auditor may preview but not change
// (FORBIDDEN); a stale difference is refused by its key. A cancelled stay says why (cancellationReason).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { addDays, todayIn } from '@hotel/domain';
import { startStack, type Stack } from '../../test/stack.js';

const PREVIEW = `query($h: Int!, $r: Int!, $rr: Int!, $t: Int!, $s: Int!) {
  roomTypeChangePreview(hotelId: $h, reservationId: $r, reservedRoomId: $rr, roomTypeId: $t, stayTypeId: $s) {
    roomTypeName nights currentPrice newPrice difference newTotal freeRooms { id roomNo }
  }
}`;
const CHANGE = `mutation($h: Int!, $r: Int!, $v: Int!, $rr: Int!, $t: Int!, $s: Int!, $room: Int!, $d: Money!) {
  changeRoomType(hotelId: $h, reservationId: $r, version: $v, reservedRoomId: $rr, roomTypeId: $t, stayTypeId: $s,
                 roomId: $room, difference: $d) {
    message reservation { version total rooms { roomTypeId roomId } }
  }
}`;

interface Preview {
  roomTypeName: string;
  nights: number;
  difference: number;
  newTotal: number;
  freeRooms: { id: number; roomNo: string }[];
}

describe('a room upgrade through GraphQL', () => {
  let stack: Stack;
  let frontDesk: string;
  let auditor: string;
  let hotelId: number;
  let frontOffice: number;
  let stay: { id: number; version: number; reserved_room_id: number; room_type_id: number };
  let target: { room_type_id: number; stay_type_id: number };

  before(async () => {
    stack = await startStack();
    frontDesk = await stack.signIn('frontdesk@demo.lk');
    auditor = await stack.signIn('auditor@demo.lk');
    const [hotel] = await stack.upstream.db.query<{ id: number; service: number }>(
      `select h.id, (select s.id from hotel_service s where s.hotel_id = h.id and s.service_type = 'HOTEL' order by s.id limit 1) as service
         from hotel h where h.name = 'Serendib Colombo'`,
    );
    hotelId = hotel!.id;
    frontOffice = hotel!.service;
    // A demo stay still to come, one adult or two, with a room; and another type holding them.
    const stays = await stack.upstream.db.query<typeof stay>(
      `select v.id, v.version, rr.id as reserved_room_id, rr.room_type_id from reservation v
         join reserved_room rr on rr.reservation_id = v.id
        where v.hotel_id = $1 and v.status = 'RESERVED' and rr.status = 'BOOKED' and rr.children = 0
          and v.check_in_date > $2::date and v.channel_id is not null
          and (select count(*) from reserved_room x where x.reservation_id = v.id) = 1
        order by v.check_in_date, v.id limit 1`,
      [hotelId, addDays(todayIn(), 3)],
    );
    stay = stays[0]!;
    const targets = await stack.upstream.db.query<typeof target>(
      `select t.id as room_type_id, (select s.id from stay_type s where s.room_type_id = t.id order by s.id limit 1) as stay_type_id
         from room_type t
        where t.hotel_id = $1 and t.id <> $2 and t.max_adults >= 2
          and exists (select 1 from stay_type s where s.room_type_id = t.id)
        order by t.id limit 1`,
      [hotelId, stay.room_type_id],
    );
    target = targets[0]!;
  });
  after(() => stack.close());

  const as = (token: string) => ({ token, serviceId: frontOffice });

  test('the desk sees the difference and changes the type; the auditor may not; a stale difference is refused', async () => {
    const vars = { h: hotelId, r: stay.id, rr: stay.reserved_room_id, t: target.room_type_id, s: target.stay_type_id };
    const shown = await stack.gql<{ roomTypeChangePreview: Preview }>(PREVIEW, vars, as(auditor));
    assert.equal(shown.errors, undefined, JSON.stringify(shown.errors));
    const preview = shown.data!.roomTypeChangePreview;
    assert.ok(preview.nights > 0);
    assert.ok(preview.freeRooms.length > 0, JSON.stringify(preview));
    const change = { ...vars, v: stay.version, room: preview.freeRooms[0]!.id, d: preview.difference };

    const refused = await stack.gql(CHANGE, change, as(auditor));
    assert.equal(refused.errors?.[0]?.extensions?.code, 'FORBIDDEN');

    const stale = await stack.gql(CHANGE, { ...change, d: preview.difference + 1 }, as(frontDesk));
    assert.equal(stale.errors?.[0]?.extensions?.reason, 'ROOM_TYPE_PRICE_CHANGED');

    const done = await stack.gql<{
      changeRoomType: {
        message: string;
        reservation: { version: number; total: number; rooms: { roomTypeId: number }[] };
      };
    }>(CHANGE, change, as(frontDesk));
    assert.equal(done.errors, undefined, JSON.stringify(done.errors));
    assert.equal(done.data!.changeRoomType.message, 'Room type changed successfully');
    assert.equal(done.data!.changeRoomType.reservation.version, stay.version + 1);
    assert.equal(done.data!.changeRoomType.reservation.total, preview.newTotal);
    assert.equal(done.data!.changeRoomType.reservation.rooms[0]!.roomTypeId, target.room_type_id);
  });

  test('a cancelled demo no-show says why, and any front-office reader sees the business date', async () => {
    const [noShow] = await stack.upstream.db.query<{ id: number }>(
      `select id from reservation where hotel_id = $1 and status = 'CANCELLED' and cancellation_reason = 'NO_SHOW'
        order by id limit 1`,
      [hotelId],
    );
    const read = await stack.gql<{
      reservation: { cancellationReason: string };
      businessDay: { businessDate: string };
    }>(
      'query($h: Int!, $id: Int!) { reservation(hotelId: $h, id: $id) { cancellationReason } businessDay(hotelId: $h) { businessDate } }',
      { h: hotelId, id: noShow!.id },
      as(frontDesk),
    );
    assert.equal(read.errors, undefined, JSON.stringify(read.errors));
    assert.equal(read.data!.reservation.cancellationReason, 'NO_SHOW');
    assert.equal(read.data!.businessDay.businessDate, todayIn());
  });

  test("the VAT dialog's lookup finds a registry customer by e-mail for the desk, null for an unknown one", async () => {
    const [entry] = await stack.upstream.db.query<{ email: string; vat_number: string }>(
      `select email, vat_number from restaurant_vat_registry r
        where r.hotel_id = $1 or r.hotel_id is null order by id limit 1`,
      [hotelId],
    );
    const LOOKUP = 'query($h: Int!, $e: String!) { reservationVatLookup(hotelId: $h, email: $e) { vatNumber } }';
    const unknown = await stack.gql<{ reservationVatLookup: null }>(
      LOOKUP,
      { h: hotelId, e: 'nobody@nowhere.lk' },
      as(frontDesk),
    );
    assert.equal(unknown.errors, undefined, JSON.stringify(unknown.errors));
    assert.equal(unknown.data!.reservationVatLookup, null);
    if (entry) {
      const known = await stack.gql<{ reservationVatLookup: { vatNumber: string } }>(
        LOOKUP,
        { h: hotelId, e: entry.email.toUpperCase() },
        as(frontDesk),
      );
      assert.equal(known.errors, undefined, JSON.stringify(known.errors));
      assert.equal(known.data!.reservationVatLookup.vatNumber, entry.vat_number);
    }
  });
});
