// Guests and inquiries through GraphQL: the front desk adds a guest with a passport image, finds it
// in the list sorted by first name, downloads the search as a real .xlsx, quotes an inquiry and
// converts it once; the auditor (GUEST, INQUIRY at READ) reads and is refused every change.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import { addDays, todayIn } from '@hotel/domain';
import { startStack, type Stack } from '../../test/stack.js';

const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64')}`;

describe('guests and inquiries through GraphQL', () => {
  let stack: Stack;
  let frontDesk: string;
  let auditor: string;
  let hotelId: number;
  let frontOffice: number;
  let channelId: number;
  let suite: { roomTypeId: number; stayTypeId: number };

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
         from room_type t where t.hotel_id = $1 and t.name = 'Suite'`,
      [hotelId],
    );
    suite = { roomTypeId: type!.id, stayTypeId: type!.stay };
  });
  after(() => stack.close());

  const as = (token: string) => ({ token, serviceId: frontOffice });

  test('the desk adds a guest with a passport image, lists and downloads the search', async () => {
    const created = await stack.gql<{ createGuest: { message: string; guest: { id: number; passportImage: string } } }>(
      `mutation($input: GuestInput!) { createGuest(input: $input) { message guest { id passportImage hasPassportImage } } }`,
      { input: { hotelId, firstName: 'Aaron', lastName: 'Zed', city: 'Kandy', passportImage: PNG } },
      as(frontDesk),
    );
    assert.equal(created.errors, undefined, JSON.stringify(created.errors));
    assert.equal(created.data!.createGuest.message, 'Guest created successfully');
    assert.equal(created.data!.createGuest.guest.passportImage, PNG);

    const list = await stack.gql<{ guests: { total: number; items: { firstName: string; passportImage: null }[] } }>(
      `query($h: Int!) { guests(hotelId: $h, lastName: "Zed") { total items { firstName passportImage } } }`,
      { h: hotelId },
      as(auditor),
    );
    assert.equal(list.errors, undefined, JSON.stringify(list.errors));
    assert.equal(list.data!.guests.items[0]!.firstName, 'Aaron');
    assert.equal(list.data!.guests.items[0]!.passportImage, null);

    const file = await stack.gql<{ guestSpreadsheet: { filename: string; base64: string } }>(
      `query($h: Int!) { guestSpreadsheet(hotelId: $h, lastName: "Zed") { filename contentType base64 } }`,
      { h: hotelId },
      as(auditor),
    );
    assert.equal(file.errors, undefined, JSON.stringify(file.errors));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(file.data!.guestSpreadsheet.base64, 'base64') as unknown as ArrayBuffer);
    assert.equal(book.getWorksheet('Guests')!.getCell('A2').value, 'Aaron');
  });

  test('the auditor reads guests but is refused adding one', async () => {
    const refused = await stack.gql(
      `mutation($input: GuestInput!) { createGuest(input: $input) { message } }`,
      { input: { hotelId, firstName: 'Nope' } },
      as(auditor),
    );
    assert.equal(refused.errors?.[0]?.extensions?.code, 'FORBIDDEN');
  });

  test('the desk quotes an inquiry priced on the server and converts it once', async () => {
    const quoted = await stack.gql<{ createInquiry: { inquiry: { id: number; total: number; status: string } } }>(
      `mutation($input: InquiryInput!) { createInquiry(input: $input) { message inquiry { id total status roomCount } } }`,
      {
        input: {
          hotelId,
          guestName: 'Quote Guest',
          channelId,
          resident: true,
          checkInDate: addDays(todayIn(), 300),
          checkOutDate: addDays(todayIn(), 302),
          rooms: [{ ...suite, count: 1, adults: 2 }],
        },
      },
      as(frontDesk),
    );
    assert.equal(quoted.errors, undefined, JSON.stringify(quoted.errors));
    const inquiry = quoted.data!.createInquiry.inquiry;
    assert.equal(inquiry.status, 'OPEN');
    assert.ok(inquiry.total > 0);
    const convert = () =>
      stack.gql<{ convertInquiry: { inquiry: { status: string }; reservation: { id: number; total: number } } }>(
        `mutation($h: Int!, $id: Int!) { convertInquiry(hotelId: $h, id: $id) { message inquiry { status } reservation { id total } } }`,
        { h: hotelId, id: inquiry.id },
        as(frontDesk),
      );
    const [a, b] = await Promise.all([convert(), convert()]);
    assert.equal(a.errors, undefined, JSON.stringify(a.errors));
    assert.equal(b.errors, undefined, JSON.stringify(b.errors));
    assert.equal(a.data!.convertInquiry.reservation.id, b.data!.convertInquiry.reservation.id);
    assert.equal(a.data!.convertInquiry.reservation.total, inquiry.total);
    assert.equal(a.data!.convertInquiry.inquiry.status, 'CONVERTED');
    const refused = await stack.gql(
      `mutation($h: Int!, $id: Int!) { loseInquiry(hotelId: $h, id: $id) { message } }`,
      { h: hotelId, id: inquiry.id },
      as(auditor),
    );
    assert.equal(refused.errors?.[0]?.extensions?.code, 'FORBIDDEN');
  });
});
