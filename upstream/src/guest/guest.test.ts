// Guests over HTTP: the search with the spec's filters sorted by first name, the multipart profile
// with its passport image (type and size refused naming the field, nothing written), the guest's
// stays, the .xlsx of a search read back with exceljs, and GUEST at READ, WRITE and MAINTAIN.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import { guest as G } from '@hotel/schema';
import { startTestUpstream, type TestUpstream } from '../test/harness.js';
import { loadEstate, staffWith, type Estate } from '../test/fixtures.js';
import { caller, MAINTAIN, READ, WRITE } from '../test/calls.js';

type Guest = G.entities.Guest;
type GuestRow = G.entities.GuestRow;

let up: TestUpstream;
let estate: Estate;
let api: ReturnType<typeof caller>;
let hotelId: number;

const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (size = 64) =>
  new Blob([new Uint8Array([...PNG_HEADER, ...new Array<number>(Math.max(0, size - 8)).fill(7)])], {
    type: 'image/png',
  });

const profile = (over: Record<string, unknown> = {}) => ({
  hotelId,
  firstName: 'Amara',
  lastName: 'Perera',
  idNumber: '901234567V',
  nationality: 'Sri Lankan',
  email: 'amara@example.lk',
  phoneNumber: '0771234567',
  address: '12 Galle Road',
  city: 'Negombo',
  guestType: 'INDIVIDUAL',
  ...over,
});

const create = async (over: Record<string, unknown> = {}, files: Record<string, Blob> = {}, token = estate.admin) =>
  (await api.ok<{ guest: Guest }>(G.createGuest, { token, multipart: { guest: profile(over), ...files } })).guest;

before(async () => {
  up = await startTestUpstream();
  estate = await loadEstate(up);
  api = caller(up);
  hotelId = estate.colomboId;
  for (const [firstName, lastName, city, nationality, guestType] of [
    ['zoe', 'Fernando', 'Kandy', 'British', 'VIP'],
    ['Bashi', 'Silva', 'Galle', 'Sri Lankan', 'CORPORATE'],
    ['anil', 'Jayasuriya', 'Colombo', 'Sri Lankan', 'INDIVIDUAL'],
    ['Chen', 'Wei', 'Colombo', 'Chinese', 'INDIVIDUAL'],
  ] as const) {
    await create({ firstName, lastName, city, nationality, guestType, email: `${firstName}@sort.test` });
  }
});
after(() => up.close());

/** The search among this file's four guests (the demo's own guests of the hotel are left out). */
const search = async (query: Record<string, unknown> = {}) =>
  (await api.send(G.searchGuests, { token: estate.admin, query: { hotelId, email: 'sort.test', ...query } })).json;

describe('guest search', () => {
  test('sorts by first name ascending unless asked, ignoring case', async () => {
    const res = await search();
    const names = (res.result.guest as GuestRow[]).map((g) => g.firstName);
    assert.deepEqual(names, ['anil', 'Bashi', 'Chen', 'zoe']);
    assert.equal(res.pagination.totalRecords, 4);
  });

  test('filters by each of the spec’s fields: contains for text, exact for the guest type', async () => {
    const count = async (q: Record<string, unknown>) => (await search(q)).result.guest.length as number;
    assert.equal(await count({ city: 'colom' }), 2);
    assert.equal(await count({ nationality: 'lankan' }), 2);
    assert.equal(await count({ guestType: 'VIP' }), 1);
    assert.equal(await count({ lastName: 'SIL' }), 1);
    assert.equal(await count({ email: 'chen@sort' }), 1);
    assert.equal(await count({ firstName: '%' }), 0, 'a pattern character is taken literally');
    const sorted = await search({ sortField: 'city', direction: 'DESC' });
    assert.equal(sorted.result.guest[0].city, 'Kandy');
  });

  test('refuses an unknown sort field naming sortField, and a guest type not in the list', async () => {
    await api.refused(
      G.searchGuests,
      { token: estate.admin, query: { hotelId, sortField: 'password' } },
      {
        status: 400,
        field: 'sortField',
      },
    );
    await api.refused(
      G.searchGuests,
      { token: estate.admin, query: { hotelId, guestType: 'KING' } },
      {
        status: 400,
        field: 'guestType',
      },
    );
  });
});

describe('guest profile', () => {
  test('keeps the passport image, answered only in the read of one guest', async () => {
    const made = await create({ firstName: 'Passport', email: '' }, { passportImage: png(300) });
    assert.equal(made.hasPassportImage, true);
    assert.match(made.passportImage ?? '', /^data:image\/png;base64,/);
    const bytes = Buffer.from(made.passportImage!.split(',')[1]!, 'base64');
    assert.deepEqual([...bytes.subarray(0, 8)], PNG_HEADER);
    assert.equal(bytes.length, 300);
    // Removing it deletes the stored picture.
    const updated = (
      await api.ok<{ guest: Guest }>(G.updateGuest, {
        token: estate.admin,
        multipart: { guest: profile({ id: made.id, firstName: 'Passport', removePassportImage: true }) },
      })
    ).guest;
    assert.equal(updated.passportImage, null);
  });

  test('refuses a passport image over 2 MB, or a GIF, naming passportImage, writing nothing', async () => {
    await api.refused(
      G.createGuest,
      { token: estate.admin, multipart: { guest: profile(), passportImage: png(2 * 1024 * 1024 + 1) } },
      { status: 400, reason: 'PASSPORT_IMAGE_TOO_LARGE', field: 'passportImage' },
    );
    await api.refused(
      G.createGuest,
      {
        token: estate.admin,
        multipart: { guest: profile(), passportImage: new Blob([new Uint8Array([71, 73, 70])], { type: 'image/gif' }) },
      },
      { status: 400, reason: 'PASSPORT_IMAGE_TYPE', field: 'passportImage' },
    );
    await api.refused(
      G.createGuest,
      {
        token: estate.admin,
        multipart: { guest: profile(), passportImage: new Blob(['%PDF'], { type: 'application/pdf' }) },
      },
      { status: 400, field: 'passportImage' },
    );
  });

  test('refuses a profile without a first name or with a bad e-mail, naming the field', async () => {
    await api.refused(
      G.createGuest,
      { token: estate.admin, multipart: { guest: profile({ firstName: ' ' }) } },
      { status: 400, reason: 'FIRST_NAME_REQUIRED', field: 'firstName' },
    );
    await api.refused(
      G.createGuest,
      { token: estate.admin, multipart: { guest: profile({ email: 'not-mail' }) } },
      { status: 400, field: 'email' },
    );
  });

  test('shows the stays booked for the guest, and refuses deleting a guest with stays', async () => {
    const made = await create({ firstName: 'Stayer' });
    const [v] = await up.db.query<{ id: number }>('select id from reservation where hotel_id = $1 limit 1', [hotelId]);
    await up.db.query('update reservation set guest_id = $1 where id = $2', [made.id, v!.id]);
    const read = (await api.ok<{ guest: Guest }>(G.guestById, { token: estate.admin, params: { id: made.id } })).guest;
    assert.equal(read.stays.length, 1);
    assert.equal(read.stays[0]!.reservationId, v!.id);
    assert.equal(read.stayCount, 1);
    await api.refused(
      G.deleteGuest,
      { token: estate.admin, params: { id: made.id } },
      {
        status: 409,
        reason: 'GUEST_HAS_STAYS',
      },
    );
    await up.db.query('update reservation set guest_id = null where id = $1', [v!.id]);
    await api.ok(G.deleteGuest, { token: estate.admin, params: { id: made.id } });
  });
});

describe('the demo guests', () => {
  test("are the demo stays' guests, each linked to its stays", async () => {
    const res = await api.send(G.searchGuests, { token: estate.admin, query: { hotelId, nationality: 'Sri Lankan' } });
    const demo = (res.json.result.guest as GuestRow[]).filter((g) => !g.email.endsWith('sort.test'));
    assert.ok(demo.length > 0);
    for (const g of demo) assert.ok(g.stayCount >= 1, `${g.firstName} ${g.lastName} has stays`);
    const [unlinked] = await up.db.query<{ n: number }>(
      'select count(*)::int as n from reservation where hotel_id = $1 and guest_id is null',
      [hotelId],
    );
    const [linked] = await up.db.query<{ n: number }>(
      'select count(*)::int as n from reservation where hotel_id = $1 and guest_id is not null',
      [hotelId],
    );
    assert.ok(linked!.n > unlinked!.n, `${linked!.n} stays linked, ${unlinked!.n} not`);
  });
});

describe('guest spreadsheet', () => {
  test('downloads the current search, in its order, as a real .xlsx', async () => {
    const res = await api.send(G.downloadGuests, {
      token: estate.admin,
      query: { hotelId, city: 'Colombo', email: 'sort.test', sortField: 'firstName', direction: 'DESC' },
    });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /spreadsheetml/);
    assert.match(res.headers.get('content-disposition') ?? '', /guests\.xlsx/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(res.bytes) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Guests')!;
    assert.equal(sheet.getCell('A1').value, 'First name');
    const firstNames: unknown[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) firstNames.push(row.getCell(1).value);
    });
    assert.deepEqual(firstNames, ['Chen', 'anil']);
    assert.equal(sheet.getCell('H2').value, 'Colombo');
  });
});

describe('GUEST rights', () => {
  test('READ searches and downloads but cannot add; WRITE adds and edits but cannot delete; MAINTAIN deletes', async () => {
    const reader = await staffWith(up, estate, estate.colombo.HOTEL, { GUEST: READ });
    const writer = await staffWith(up, estate, estate.colombo.HOTEL, { GUEST: WRITE });
    const keeper = await staffWith(up, estate, estate.colombo.HOTEL, { GUEST: MAINTAIN });
    const none = await staffWith(up, estate, estate.colombo.HOTEL, { RESERVATION: MAINTAIN });
    await api.ok(G.searchGuests, { token: reader.token, query: { hotelId } });
    assert.equal((await api.send(G.downloadGuests, { token: reader.token, query: { hotelId } })).status, 200);
    await api.refused(G.searchGuests, { token: none.token, query: { hotelId } }, { status: 403 });
    await api.refused(G.createGuest, { token: reader.token, multipart: { guest: profile() } }, { status: 403 });
    const made = await create({ firstName: 'Written' }, {}, writer.token);
    await api.ok(G.updateGuest, {
      token: writer.token,
      multipart: { guest: profile({ id: made.id, firstName: 'Rewritten' }) },
    });
    await api.refused(G.deleteGuest, { token: writer.token, params: { id: made.id } }, { status: 403 });
    await api.ok(G.deleteGuest, { token: keeper.token, params: { id: made.id } });
  });
});
