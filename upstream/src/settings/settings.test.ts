// Hotel settings over HTTP: standard time, payment (system) config, payment timeout, reservation
// config, mail config, CC mail addresses, terms and conditions, promotions and room blocks.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { settings } from '@hotel/schema';
import { at, startTestUpstream, type TestUpstream } from '../test/harness.js';
import { countRows, loadEstate, staffWith, type Estate } from '../test/fixtures.js';

let up: TestUpstream;
let estate: Estate;
let frontDesk: string;

before(async () => {
  up = await startTestUpstream();
  estate = await loadEstate(up);
  frontDesk = await up.signIn('frontdesk@demo.lk');
});
after(() => up.close());

/** Rooms of the front office (migration 002) to block, added directly: this module does not own them. */
const rooms = async (numbers: string[], hotelId = estate.colomboId): Promise<number[]> => {
  const ids: number[] = [];
  for (const no of numbers) {
    const [row] = await up.db.query<{ id: number }>(
      `insert into room (hotel_id, room_no, room_type_id)
       values ($1, $2, (select id from room_type where hotel_id = $1 order by id limit 1)) returning id`,
      [hotelId, no],
    );
    ids.push(row!.id);
  }
  return ids;
};

describe('standard time', () => {
  test('the default is 14:00 / 12:00 and every hotel uses it until it has its own', async () => {
    const def = await up.api('GET', at(settings.standardTimes, {}, { hotelId: 0 }), { token: frontDesk });
    assert.deepEqual(def.json.result.standardTimeConfig[0], {
      id: def.json.result.standardTimeConfig[0].id,
      hotelId: 0,
      checkInTime: '14:00:00',
      checkOutTime: '12:00:00',
    });
    const colombo = await up.api('GET', at(settings.standardTimes, {}, { hotelId: estate.colomboId }), {
      token: frontDesk,
    });
    assert.equal(colombo.json.result.standardTimeConfig[0].hotelId, 0);
  });

  test("a hotel's own times; the default is ADMIN's alone; bad times are 40000", async () => {
    const own = await up.api('PUT', at(settings.updateStandardTime), {
      token: estate.groupAdmin,
      body: { hotelId: estate.colomboId, checkInTime: '13:30', checkOutTime: '11:00' },
    });
    assert.equal(own.status, 200, JSON.stringify(own.json));
    assert.equal(own.json.result.standardTimeConfig[0].hotelId, estate.colomboId);
    assert.equal(own.json.result.standardTimeConfig[0].checkInTime, '13:30:00');
    const def = await up.api('PUT', at(settings.updateStandardTime), {
      token: estate.groupAdmin,
      body: { hotelId: 0, checkInTime: '15:00', checkOutTime: '11:00' },
    });
    assert.equal(def.status, 403);
    const bad = await up.api('PUT', at(settings.updateStandardTime), {
      token: estate.admin,
      body: { hotelId: 0, checkInTime: '25:00', checkOutTime: '11:00' },
    });
    assert.deepEqual(bad.json.errors, [{ field: 'checkInTime', message: 'Invalid time', reason: 'INVALID_TIME' }]);
  });
});

describe('per-hotel settings', () => {
  test('payment config: defaults until saved, then what was saved', async () => {
    const before = await up.api('GET', at(settings.paymentConfigOfHotel, { hotelId: estate.colomboId }), {
      token: estate.groupAdmin,
    });
    assert.equal(before.json.result.systemConfig.paymentGateway, 'NONE');
    const saved = await up.api('PUT', at(settings.updatePaymentConfig), {
      token: estate.groupAdmin,
      body: {
        hotelId: estate.colomboId,
        paymentGateway: 'CARD_GATEWAY',
        merchantId: 'M-100',
        returnUrl: 'https://serendib.lk/paid',
        advancePaymentPercentage: 25.5,
      },
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.json));
    assert.equal(saved.json.result.systemConfig.merchantId, 'M-100');
    assert.equal(saved.json.result.systemConfig.advancePaymentPercentage, 25.5);
    const bad = await up.api('PUT', at(settings.updatePaymentConfig), {
      token: estate.groupAdmin,
      body: { hotelId: estate.colomboId, advancePaymentPercentage: 101 },
    });
    assert.equal(bad.json.errors[0].message, 'Percentage must be less than or equal to 100.');
  });

  test('payment timeout: 960 seconds until saved; at least 60', async () => {
    const def = await up.api('GET', at(settings.paymentTimeoutOfHotel, { hotelId: estate.kandyId }), {
      token: estate.groupAdmin,
    });
    assert.deepEqual(def.json.result.paymentTimeout, { hotelId: estate.kandyId, seconds: 960 });
    const saved = await up.api('PUT', at(settings.updatePaymentTimeout), {
      token: estate.groupAdmin,
      body: { hotelId: estate.kandyId, seconds: 600 },
    });
    assert.equal(saved.json.result.paymentTimeout.seconds, 600);
    const bad = await up.api('PUT', at(settings.updatePaymentTimeout), {
      token: estate.groupAdmin,
      body: { hotelId: estate.kandyId, seconds: 5 },
    });
    assert.equal(bad.json.errors[0].message, 'Payment timeout must be at least 60 seconds');
  });

  test('reservation and mail config save and read back', async () => {
    const reservation = await up.api('PUT', at(settings.updateReservationConfig), {
      token: estate.groupAdmin,
      body: { hotelId: estate.colomboId, onlineBooking: false, maxRoomsPerBooking: 4 },
    });
    assert.equal(reservation.json.result.reservationConfig.onlineBooking, false);
    const read = await up.api('GET', at(settings.reservationConfigOfHotel, { hotelId: estate.colomboId }), {
      token: estate.groupAdmin,
    });
    assert.equal(read.json.result.reservationConfig.maxRoomsPerBooking, 4);
    const mail = await up.api('PUT', at(settings.updateMailConfig), {
      token: estate.groupAdmin,
      body: { hotelId: estate.colomboId, senderName: 'Serendib Colombo', senderEmail: 'stay@serendib.lk' },
    });
    assert.equal(mail.json.result.mailConfig.senderEmail, 'stay@serendib.lk');
    const badMail = await up.api('PUT', at(settings.updateMailConfig), {
      token: estate.groupAdmin,
      body: { hotelId: estate.colomboId, senderEmail: 'nope' },
    });
    assert.deepEqual(badMail.json.errors, [
      { field: 'senderEmail', message: 'Invalid email', reason: 'INVALID_EMAIL' },
    ]);
  });

  test('a USER needs the feature: SYSTEM_CONFIG READ reads but cannot save; none is refused', async () => {
    const reader = await staffWith(up, estate, estate.colombo.HOTEL, { SYSTEM_CONFIG: 0 });
    const read = await up.api('GET', at(settings.paymentConfigOfHotel, { hotelId: estate.colomboId }), {
      token: reader.token,
    });
    assert.equal(read.status, 200);
    const save = await up.api('PUT', at(settings.updatePaymentConfig), {
      token: reader.token,
      body: { hotelId: estate.colomboId, merchantId: 'hijack' },
    });
    assert.equal(save.status, 403);
    const after = await up.api('GET', at(settings.paymentConfigOfHotel, { hotelId: estate.colomboId }), {
      token: estate.admin,
    });
    assert.equal(after.json.result.systemConfig.merchantId, 'M-100');
    const none = await up.api('GET', at(settings.mailConfigOfHotel, { hotelId: estate.colomboId }), {
      token: frontDesk,
    });
    assert.equal(none.status, 403);
  });
});

describe('lists per hotel', () => {
  test('CC mail: add, duplicate 40900, change, remove', async () => {
    const body = { hotelId: estate.colomboId, mailType: 'RESERVATION', email: 'gm@serendib.lk' };
    const added = await up.api('POST', at(settings.createCcMail), { token: estate.groupAdmin, body });
    assert.equal(added.status, 200, JSON.stringify(added.json));
    const dup = await up.api('POST', at(settings.createCcMail), {
      token: estate.groupAdmin,
      body: { ...body, email: 'GM@serendib.lk' },
    });
    assert.equal(dup.status, 409);
    const id = added.json.result.ccMailConfig.id;
    const changed = await up.api('PUT', at(settings.updateCcMail), {
      token: estate.groupAdmin,
      body: { ...body, id, mailType: 'INVOICE' },
    });
    assert.equal(changed.json.result.ccMailConfig.mailType, 'INVOICE');
    const list = await up.api('GET', at(settings.ccMailsOfHotel, { hotelId: estate.colomboId }), {
      token: estate.groupAdmin,
    });
    assert.equal(list.json.result.ccMailConfig.length, 1);
    const removed = await up.api('DELETE', at(settings.deleteCcMail, { id }), { token: estate.groupAdmin });
    assert.equal(removed.status, 200);
  });

  test('terms and conditions in sequence; title and text are required', async () => {
    for (const [title, sequence] of [
      ['Check-out', 2],
      ['Check-in', 1],
    ] as const) {
      await up.api('POST', at(settings.createTerm), {
        token: estate.groupAdmin,
        body: { hotelId: estate.colomboId, termType: 'BOOKING', title, description: `${title} rules`, sequence },
      });
    }
    const list = await up.api('GET', at(settings.termsOfHotel, { hotelId: estate.colomboId }), {
      token: estate.groupAdmin,
    });
    assert.deepEqual(
      list.json.result.termCondition.map((t: { title: string }) => t.title),
      ['Check-in', 'Check-out'],
    );
    const bad = await up.api('POST', at(settings.createTerm), {
      token: estate.groupAdmin,
      body: { hotelId: estate.colomboId, title: '', description: '' },
    });
    assert.deepEqual(
      bad.json.errors.map((e: { field: string }) => e.field),
      ['title', 'description'],
    );
  });

  test('promotions: paged search, unique codes, percentage at most 100, a reservation type', async () => {
    const promo = {
      hotelId: estate.colomboId,
      code: 'MONSOON25',
      name: 'Monsoon offer',
      discountType: 'PERCENTAGE',
      discountValue: 25,
      startDate: '2030-05-01',
      endDate: '2030-09-30',
    };
    const created = await up.api('POST', at(settings.createPromotion), { token: estate.groupAdmin, body: promo });
    assert.equal(created.status, 200, JSON.stringify(created.json));
    assert.equal(created.json.result.promotion.startDate, '2030-05-01');
    const dup = await up.api('POST', at(settings.createPromotion), {
      token: estate.groupAdmin,
      body: { ...promo, code: 'monsoon25' },
    });
    assert.equal(dup.json.message, 'A promotion with this code already exists in the hotel');
    assert.equal(dup.json.reason, 'PROMOTION_CODE_TAKEN');
    const bad = await up.api('POST', at(settings.createPromotion), {
      token: estate.groupAdmin,
      body: { ...promo, code: 'X-1', discountValue: 120, web: false, direct: false, endDate: '2030-01-01' },
    });
    assert.deepEqual(
      bad.json.errors.map((e: { field: string }) => e.field),
      ['discountValue', 'endDate', 'web'],
    );
    const updated = await up.api('PUT', at(settings.updatePromotion), {
      token: estate.groupAdmin,
      body: { ...promo, id: created.json.result.promotion.id, discountType: 'AMOUNT', discountValue: 5000 },
    });
    assert.equal(updated.json.result.promotion.discountValue, 5000);
    const page = await up.api(
      'GET',
      at(settings.searchPromotions, {}, { hotelId: estate.colomboId, name: 'monsoon' }),
      {
        token: estate.groupAdmin,
      },
    );
    assert.equal(page.json.pagination.totalRecords, 1);
    const deleted = await up.api('DELETE', at(settings.deletePromotion, { id: created.json.result.promotion.id }), {
      token: estate.groupAdmin,
    });
    assert.equal(deleted.status, 200);
  });

  test('room blocks: an overlapping active block of the same room is 40900; others are fine', async () => {
    const [r101, r102, r103] = await rooms(['T101', 'T102', 'T103']);
    const block = {
      hotelId: estate.colomboId,
      roomId: r101,
      startDate: '2030-03-01',
      endDate: '2030-03-05',
      reason: 'Renovation',
    };
    const first = await up.api('POST', at(settings.createRoomBlock), { token: estate.groupAdmin, body: block });
    assert.equal(first.status, 200, JSON.stringify(first.json));
    assert.equal(first.json.result.roomBlock.roomNumber, 'T101');
    const overlap = await up.api('POST', at(settings.createRoomBlock), {
      token: estate.groupAdmin,
      body: { ...block, startDate: '2030-03-05', endDate: '2030-03-07' },
    });
    assert.equal(overlap.status, 409);
    assert.equal(overlap.json.message, 'The room is already blocked for some of these dates');
    assert.equal(overlap.json.reason, 'ROOM_ALREADY_BLOCKED');
    const otherRoom = await up.api('POST', at(settings.createRoomBlock), {
      token: estate.groupAdmin,
      body: { ...block, roomId: r102 },
    });
    assert.equal(otherRoom.status, 200);
    const list = await up.api(
      'GET',
      at(settings.searchRoomBlocks, {}, { hotelId: estate.colomboId, from: '2030-03-04', to: '2030-03-04' }),
      { token: estate.groupAdmin },
    );
    assert.equal(list.json.pagination.totalRecords, 2);
    const byNumber = await up.api(
      'GET',
      at(settings.searchRoomBlocks, {}, { hotelId: estate.colomboId, roomNumber: 't102' }),
      {
        token: estate.groupAdmin,
      },
    );
    assert.deepEqual(
      byNumber.json.result.roomBlock.map((b: { roomId: number }) => b.roomId),
      [r102],
    );
    const reversed = await up.api('POST', at(settings.createRoomBlock), {
      token: estate.groupAdmin,
      body: { ...block, roomId: r103, endDate: '2030-02-01' },
    });
    assert.equal(reversed.json.errors[0].field, 'endDate');
    const [kandyRoom] = await rooms(['K101'], estate.kandyId);
    const wrongHotel = await up.api('POST', at(settings.createRoomBlock), {
      token: estate.groupAdmin,
      body: { ...block, roomId: kandyRoom },
    });
    assert.deepEqual(wrongHotel.json.errors, [
      { field: 'roomId', message: 'The room is not in this hotel', reason: 'ROOM_NOT_IN_HOTEL' },
    ]);
    const edited = await up.api('PUT', at(settings.updateRoomBlock), {
      token: estate.groupAdmin,
      body: { ...block, id: first.json.result.roomBlock.id, active: false },
    });
    assert.equal(edited.json.result.roomBlock.active, false);
  });

  test("the rooms a block may take: the hotel's active rooms by number; ROOM_BLOCK view needed", async () => {
    const res = await up.api('GET', at(settings.roomBlockRooms, { hotelId: estate.kandyId }), {
      token: estate.groupAdmin,
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    const numbers = (res.json.result.room as { roomNo: string }[]).map((r) => r.roomNo);
    assert.ok(numbers.length > 0);
    const [row] = await up.db.query<{ n: number }>(
      'select count(*)::int as n from room where hotel_id = $1 and active',
      [estate.kandyId],
    );
    assert.equal(numbers.length, row!.n);
    const refused = await up.api('GET', at(settings.roomBlockRooms, { hotelId: estate.colomboId }), {
      token: frontDesk,
    });
    assert.equal(refused.status, 403);
  });

  test('ROOM_BLOCK WRITE may add but not remove; nothing removed', async () => {
    const writer = await staffWith(up, estate, estate.colombo.HOTEL, { ROOM_BLOCK: 1 });
    const [roomId] = await rooms(['T201']);
    const created = await up.api('POST', at(settings.createRoomBlock), {
      token: writer.token,
      body: { hotelId: estate.colomboId, roomId, startDate: '2031-01-01', endDate: '2031-01-02' },
    });
    assert.equal(created.status, 200, JSON.stringify(created.json));
    const before = await countRows(up, 'room_block');
    const refused = await up.api('DELETE', at(settings.deleteRoomBlock, { id: created.json.result.roomBlock.id }), {
      token: writer.token,
    });
    assert.equal(refused.status, 403);
    assert.equal(await countRows(up, 'room_block'), before);
  });
});
