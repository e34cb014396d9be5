// Groups, hotels and services over HTTP: multipart writes with images served back byte for byte,
// prefixes, scope and level refusals, and deletes refused while something depends on the record.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { reference, hotel as hotelApi } from '@hotel/schema';
import { at, png, startTestUpstream, type TestUpstream } from '../test/harness.js';

let up: TestUpstream;
let admin: string;
let groupAdmin: string;
let hotelAdmin: string;
let serviceAdmin: string;
let waiter: string;
let demoGroupId: number;
let colomboId: number;

const groupBody = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  address: '1 Beach Road',
  ...extra,
});
const hotelBody = (groupId: number, name: string, extra: Record<string, unknown> = {}) => ({
  title: name,
  name,
  groupId,
  address: '7 Fort Road',
  ...extra,
});
const bytesOf = (...values: number[]) => Uint8Array.from([0x89, 0x50, 0x4e, 0x47, ...values]);

async function createGroup(name: string, token = admin): Promise<number> {
  const res = await up.api('POST', at(hotelApi.createGroup), {
    token,
    multipart: { group: groupBody(name) },
  });
  assert.equal(res.status, 200, JSON.stringify(res.json));
  return res.json.result.group.id;
}

async function createHotel(groupId: number, name: string, token = admin, extra: Record<string, unknown> = {}) {
  const res = await up.api('POST', at(hotelApi.createHotel), {
    token,
    multipart: { hotel: hotelBody(groupId, name, extra) },
  });
  assert.equal(res.status, 200, JSON.stringify(res.json));
  return res.json.result.hotel;
}

async function imageBytes(url: string) {
  const res = await up.api('GET', `${at(reference.image, { id: url.slice('images/'.length) })}`);
  return res;
}

before(async () => {
  up = await startTestUpstream();
  admin = await up.signIn('admin@demo.lk');
  groupAdmin = await up.signIn('group.admin@demo.lk');
  hotelAdmin = await up.signIn('hotel.admin@demo.lk');
  serviceAdmin = await up.signIn('service.admin@demo.lk');
  waiter = await up.signIn('waiter@demo.lk');
  const list = await up.api('GET', at(hotelApi.listHotels), { token: admin });
  const colombo = list.json.result.hotel.find((h: { name: string }) => h.name === 'Serendib Colombo');
  colomboId = colombo.id;
  demoGroupId = colombo.groupId;
});
after(() => up.close());

describe('groups', () => {
  test('an ADMIN creates a group whose images are served back byte-identical with a long cache', async () => {
    const logo = bytesOf(1, 2, 3, 250);
    const res = await up.api('POST', at(hotelApi.createGroup), {
      token: admin,
      multipart: {
        group: groupBody('Lanka Resorts', { contactNumbersList: ['+94110000001'] }),
        cardLogo: png(logo),
      },
    });
    assert.equal(res.status, 200);
    assert.equal(res.json.statusCode, '20000');
    const group = res.json.result.group;
    assert.equal(group.name, 'Lanka Resorts');
    assert.deepEqual(group.contactNumbersList, ['+94110000001']);
    assert.match(group.cardLogo, /^images\/[0-9a-f-]{36}$/);
    assert.equal(group.cardImage, null);
    const image = await imageBytes(group.cardLogo);
    assert.equal(image.status, 200);
    assert.equal(image.headers.get('content-type'), 'image/png');
    assert.match(image.headers.get('cache-control') ?? '', /max-age=31536000/);
    assert.deepEqual(image.bytes, logo);
  });

  test('a second group with the same name is refused with 40900 naming the name field', async () => {
    const res = await up.api('POST', at(hotelApi.createGroup), {
      token: admin,
      multipart: { group: groupBody('serendib hotels') },
    });
    assert.equal(res.status, 409);
    assert.equal(res.json.statusCode, '40900');
    assert.equal(res.json.message, 'A group with this name already exists');
    assert.equal(res.json.reason, 'GROUP_NAME_TAKEN');
    assert.deepEqual(res.json.errors, [
      { field: 'name', message: 'A group with this name already exists', reason: 'GROUP_NAME_TAKEN' },
    ]);
  });

  test('of two groups created at once with one name, exactly one is written', async () => {
    const create = () =>
      up.api('POST', at(hotelApi.createGroup), {
        token: admin,
        multipart: { group: groupBody('Twin Group') },
      });
    const results = await Promise.all([create(), create()]);
    assert.deepEqual(results.map((r) => r.json.statusCode).sort(), ['20000', '40900']);
    const conflict = results.find((r) => r.json.statusCode === '40900')!;
    assert.equal(conflict.json.message, 'A group with this name already exists');
    assert.equal(conflict.json.reason, 'GROUP_NAME_TAKEN');
    assert.deepEqual(
      conflict.json.errors.map((e: { field: string }) => e.field),
      ['name'],
      'the refusal names the field, whether the check or the constraint answered',
    );
    const list = await up.api('GET', at(hotelApi.listGroups), { token: admin });
    assert.equal(list.json.result.group.filter((g: { name: string }) => g.name === 'Twin Group').length, 1);
  });

  test('only an ADMIN creates groups', async () => {
    const res = await up.api('POST', at(hotelApi.createGroup), {
      token: groupAdmin,
      multipart: { group: groupBody('Mine') },
    });
    assert.equal(res.json.statusCode, '40300');
  });

  test('a file part that is not an image is refused naming the part', async () => {
    const res = await up.api('POST', at(hotelApi.createGroup), {
      token: admin,
      multipart: {
        group: groupBody('Text Group'),
        cardLogo: new Blob(['hello'], { type: 'text/plain' }),
      },
    });
    assert.equal(res.json.statusCode, '40000');
    assert.equal(res.json.errors[0].field, 'cardLogo');
  });

  test('a GROUP admin updates their own group; images not sent are kept', async () => {
    const before = (await up.api('GET', at(hotelApi.listGroups), { token: groupAdmin })).json.result.group[0];
    const res = await up.api('PUT', at(hotelApi.updateGroup), {
      token: groupAdmin,
      multipart: {
        group: { ...groupBody(before.name), id: before.id, contactPerson: 'Kamal Silva' },
        sideBarImage: png(),
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.equal(res.json.result.group.contactPerson, 'Kamal Silva');
    assert.equal(res.json.result.group.cardLogo, before.cardLogo);
    assert.match(res.json.result.group.sideBarImage, /^images\//);
  });

  test('a GROUP admin may not update another group, and an unknown group is 40400', async () => {
    const other = await createGroup('Other Group');
    const refused = await up.api('PUT', at(hotelApi.updateGroup), {
      token: groupAdmin,
      multipart: { group: { ...groupBody('Taken Over'), id: other } },
    });
    assert.equal(refused.json.statusCode, '40300');
    const missing = await up.api('PUT', at(hotelApi.updateGroup), {
      token: admin,
      multipart: { group: { ...groupBody('Nobody'), id: 999999 } },
    });
    assert.equal(missing.json.statusCode, '40400');
    assert.equal(missing.json.message, 'Group not found');
    assert.equal(missing.json.reason, 'NOT_FOUND');
    assert.deepEqual(missing.json.params, { what: 'Group' });
  });

  test('an ADMIN lists every group, a GROUP admin only theirs', async () => {
    const all = await up.api('GET', at(hotelApi.listGroups), { token: admin });
    assert.ok(all.json.result.group.length >= 2);
    const mine = await up.api('GET', at(hotelApi.listGroups), { token: groupAdmin });
    assert.deepEqual(
      mine.json.result.group.map((g: { id: number }) => g.id),
      [demoGroupId],
    );
  });

  test('a group that still has hotels is not deleted', async () => {
    const res = await up.api('DELETE', at(hotelApi.deleteGroup, { id: demoGroupId }), {
      token: admin,
    });
    assert.equal(res.status, 409);
    assert.equal(res.json.message, 'The group still has hotels. Delete them first.');
    assert.equal(res.json.reason, 'GROUP_HAS_HOTELS');
    const list = await up.api('GET', at(hotelApi.listGroups), { token: admin });
    assert.ok(list.json.result.group.some((g: { id: number }) => g.id === demoGroupId));
  });

  test('an empty group is deleted by an ADMIN, and only by an ADMIN', async () => {
    const id = await createGroup('Short Lived');
    const refused = await up.api('DELETE', at(hotelApi.deleteGroup, { id }), { token: groupAdmin });
    assert.equal(refused.json.statusCode, '40300');
    const res = await up.api('DELETE', at(hotelApi.deleteGroup, { id }), { token: admin });
    assert.equal(res.json.statusCode, '20000');
    const list = await up.api('GET', at(hotelApi.listGroups), { token: admin });
    assert.ok(!list.json.result.group.some((g: { id: number }) => g.id === id));
    const again = await up.api('DELETE', at(hotelApi.deleteGroup, { id }), { token: admin });
    assert.equal(again.json.statusCode, '40400');
  });
});

describe('hotels', () => {
  test('a GROUP admin creates a hotel in their group: prefix from the name, groupTitle from the group, six images', async () => {
    const images = Object.fromEntries(
      hotelApi.createHotel.multipart!.files.map((name, i) => [name, png(bytesOf(10 + i, i))]),
    );
    const res = await up.api('POST', at(hotelApi.createHotel), {
      token: groupAdmin,
      multipart: {
        hotel: hotelBody(demoGroupId, 'Serendib Galle', { vatApplicable: true }),
        ...images,
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    const hotel = res.json.result.hotel;
    assert.equal(hotel.prefix, 'SGA');
    assert.equal(hotel.groupTitle, 'Serendib Hotels');
    assert.equal(hotel.vatApplicable, true);
    for (const [i, name] of hotelApi.createHotel.multipart!.files.entries()) {
      const image = await imageBytes(hotel[name]);
      assert.deepEqual(image.bytes, bytesOf(10 + i, i), name);
    }
  });

  test('a generated prefix never repeats one in use', async () => {
    const hotel = await createHotel(demoGroupId, 'Serendib Gardens');
    assert.match(hotel.prefix, /^SGA[A-Z]{1,2}$/);
  });

  test('a hotel name already used in the group is refused with 40900 naming the name field', async () => {
    const res = await up.api('POST', at(hotelApi.createHotel), {
      token: admin,
      multipart: { hotel: hotelBody(demoGroupId, 'serendib colombo') },
    });
    assert.equal(res.status, 409);
    assert.equal(res.json.message, 'A hotel with this name already exists in the group');
    assert.equal(res.json.reason, 'HOTEL_NAME_TAKEN');
    assert.deepEqual(res.json.errors, [
      { field: 'name', message: 'A hotel with this name already exists in the group', reason: 'HOTEL_NAME_TAKEN' },
    ]);
  });

  test('a prefix already in use is refused with 40900', async () => {
    const res = await up.api('POST', at(hotelApi.createHotel), {
      token: admin,
      multipart: { hotel: hotelBody(demoGroupId, 'Serendib Bentota', { prefix: 'SCB' }) },
    });
    assert.equal(res.json.statusCode, '40900');
    assert.equal(res.json.message, 'A hotel with this prefix already exists');
    assert.equal(res.json.reason, 'HOTEL_PREFIX_TAKEN');
    assert.deepEqual(
      res.json.errors.map((e: { field: string }) => e.field),
      ['prefix'],
    );
  });

  test('an over-long name is refused with 40000 naming the field, and nothing is written', async () => {
    const before = (await up.api('GET', at(hotelApi.listHotels), { token: admin })).json.result.hotel.length;
    const res = await up.api('POST', at(hotelApi.createHotel), {
      token: admin,
      multipart: { hotel: hotelBody(demoGroupId, 'x'.repeat(121)), cardLogo: png() },
    });
    assert.equal(res.status, 400);
    assert.equal(res.json.statusCode, '40000');
    assert.deepEqual(
      res.json.errors.find((e: { field: string }) => e.field === 'name'),
      { field: 'name', message: 'At most 120 characters', reason: 'TEXT_TOO_LONG', params: { max: 120 } },
      "zod's own check answers a key the web translates, with its bound",
    );
    const afterList = await up.api('GET', at(hotelApi.listHotels), { token: admin });
    assert.equal(afterList.json.result.hotel.length, before);
  });

  test('contact data must follow the shared patterns: a junk phone or web address is refused on its field, nothing written', async () => {
    const before = (await up.api('GET', at(hotelApi.listHotels), { token: admin })).json.result.hotel.length;
    const res = await up.api('POST', at(hotelApi.createHotel), {
      token: admin,
      multipart: {
        hotel: hotelBody(demoGroupId, 'Serendib Junk', {
          contactNumber: 'abc',
          contactNumbersList: ['+94 11 234 5678', 'call us'],
          webAddress: 'not a url',
        }),
      },
    });
    assert.equal(res.status, 400);
    assert.deepEqual(res.json.errors, [
      { field: 'contactNumber', message: 'Invalid phone number', reason: 'INVALID_PHONE_NUMBER' },
      { field: 'contactNumbersList.1', message: 'Invalid phone number', reason: 'INVALID_PHONE_NUMBER' },
      { field: 'webAddress', message: 'Invalid web address', reason: 'INVALID_WEB_ADDRESS' },
    ]);
    const afterList = await up.api('GET', at(hotelApi.listHotels), { token: admin });
    assert.equal(afterList.json.result.hotel.length, before);

    const good = await up.api('POST', at(hotelApi.createHotel), {
      token: admin,
      multipart: {
        hotel: hotelBody(demoGroupId, 'Serendib Tangalle', {
          contactNumber: '057 222 3344',
          contactNumbersList: ['+94 57 222 3345'],
          webAddress: 'https://serendib.lk/tangalle',
        }),
      },
    });
    assert.equal(good.json.statusCode, '20000');
    assert.equal(good.json.result.hotel.webAddress, 'https://serendib.lk/tangalle');
  });

  test("a group's contact numbers follow the shared phone pattern", async () => {
    const res = await up.api('POST', at(hotelApi.createGroup), {
      token: admin,
      multipart: { group: groupBody('Junk Resorts', { contactNumbersList: ['abc'] }) },
    });
    assert.equal(res.status, 400);
    assert.deepEqual(res.json.errors, [
      { field: 'contactNumbersList.0', message: 'Invalid phone number', reason: 'INVALID_PHONE_NUMBER' },
    ]);
  });

  test('a hotel of an unknown group is 40400, of another group 40300, and HOTEL admins create none', async () => {
    const unknown = await up.api('POST', at(hotelApi.createHotel), {
      token: admin,
      multipart: { hotel: hotelBody(999999, 'Nowhere') },
    });
    assert.equal(unknown.json.message, 'Group not found');
    assert.equal(unknown.json.reason, 'NOT_FOUND');
    assert.deepEqual(unknown.json.params, { what: 'Group' });
    const other = await createGroup('Foreign Group');
    const foreign = await up.api('POST', at(hotelApi.createHotel), {
      token: groupAdmin,
      multipart: { hotel: hotelBody(other, 'Foreign') },
    });
    assert.equal(foreign.json.statusCode, '40300');
    const byHotelAdmin = await up.api('POST', at(hotelApi.createHotel), {
      token: hotelAdmin,
      multipart: { hotel: hotelBody(demoGroupId, 'Serendib Jaffna') },
    });
    assert.equal(byHotelAdmin.json.statusCode, '40300');
  });

  test('a HOTEL admin updates a hotel of their group; a new image part replaces only that image', async () => {
    const current = (await up.api('GET', at(hotelApi.hotelById, { id: colomboId }), { token: hotelAdmin })).json.result
      .hotel;
    const header = bytesOf(42, 42);
    const res = await up.api('PUT', at(hotelApi.updateHotel), {
      token: hotelAdmin,
      multipart: { hotel: { ...current, title: 'Serendib Colombo City' }, headerLogo: png(header) },
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    const hotel = res.json.result.hotel;
    assert.equal(hotel.title, 'Serendib Colombo City');
    assert.equal(hotel.prefix, 'SCB');
    assert.deepEqual((await imageBytes(hotel.headerLogo)).bytes, header);
    assert.equal(hotel.cardLogo, current.cardLogo);
  });

  test("a HOTEL admin editing another group's hotel is refused with 40300", async () => {
    const other = await createGroup('Rival Hotels');
    const rival = await createHotel(other, 'Rival Negombo');
    const res = await up.api('PUT', at(hotelApi.updateHotel), {
      token: hotelAdmin,
      multipart: { hotel: { ...hotelBody(other, 'Mine Now'), id: rival.id, prefix: rival.prefix } },
    });
    assert.equal(res.status, 403);
    assert.equal(res.json.statusCode, '40300');
    const unchanged = (await up.api('GET', at(hotelApi.hotelById, { id: rival.id }), { token: admin })).json.result
      .hotel;
    assert.equal(unchanged.name, 'Rival Negombo');
  });

  test('an ADMIN moves a hotel to another group, which then empties the old one', async () => {
    const from = await createGroup('Moving From');
    const to = await createGroup('Moving To');
    const hotel = await createHotel(from, 'Serendib Mirissa');
    const res = await up.api('PUT', at(hotelApi.updateHotel), {
      token: admin,
      multipart: { hotel: { ...hotel, groupId: to } },
    });
    assert.equal(res.json.result.hotel.groupTitle, 'Moving To');
    const emptied = await up.api('DELETE', at(hotelApi.deleteGroup, { id: from }), { token: admin });
    assert.equal(emptied.json.statusCode, '20000');
  });

  test('a HOTEL admin may not move a hotel to another group', async () => {
    const other = await createGroup('Not Yours');
    const current = (await up.api('GET', at(hotelApi.hotelById, { id: colomboId }), { token: admin })).json.result
      .hotel;
    const res = await up.api('PUT', at(hotelApi.updateHotel), {
      token: hotelAdmin,
      multipart: { hotel: { ...current, groupId: other } },
    });
    assert.equal(res.json.statusCode, '40300');
  });

  test('a hotel that still has services is not deleted; an empty one is, by a GROUP admin', async () => {
    const refused = await up.api('DELETE', at(hotelApi.deleteHotel, { id: colomboId }), {
      token: admin,
    });
    assert.equal(refused.status, 409);
    assert.equal(refused.json.message, 'The hotel still has services. Delete them first.');
    assert.equal(refused.json.reason, 'HOTEL_HAS_SERVICES');
    const hotel = await createHotel(demoGroupId, 'Serendib Ella');
    const byHotelAdmin = await up.api('DELETE', at(hotelApi.deleteHotel, { id: hotel.id }), {
      token: hotelAdmin,
    });
    assert.equal(byHotelAdmin.json.statusCode, '40300');
    const res = await up.api('DELETE', at(hotelApi.deleteHotel, { id: hotel.id }), {
      token: groupAdmin,
    });
    assert.equal(res.json.statusCode, '20000');
    const gone = await up.api('GET', at(hotelApi.hotelById, { id: hotel.id }), { token: admin });
    assert.equal(gone.json.message, 'Hotel not found');
    assert.equal(gone.json.reason, 'NOT_FOUND');
    assert.deepEqual(gone.json.params, { what: 'Hotel' });
  });

  test("reads answer the caller's scope: a waiter sees only their hotel", async () => {
    const list = await up.api('GET', at(hotelApi.listHotels), { token: waiter });
    assert.deepEqual(
      list.json.result.hotel.map((h: { id: number }) => h.id),
      [colomboId],
    );
    const ofGroup = await up.api('GET', at(hotelApi.hotelsOfGroup, { groupId: demoGroupId }), {
      token: waiter,
    });
    assert.equal(ofGroup.json.result.hotel.length, 1);
    const kandy = (await up.api('GET', at(hotelApi.listHotels), { token: admin })).json.result.hotel.find(
      (h: { name: string }) => h.name === 'Serendib Kandy',
    );
    const refused = await up.api('GET', at(hotelApi.hotelById, { id: kandy.id }), { token: waiter });
    assert.equal(refused.json.statusCode, '40300');
    const batch = await up.api('GET', at(hotelApi.hotelsById, {}, { idList: `${colomboId},${kandy.id}` }), {
      token: waiter,
    });
    assert.deepEqual(
      batch.json.result.hotel.map((h: { id: number }) => h.id),
      [colomboId],
    );
  });

  test('hotels of a group: the whole group for its admin, 40300 for another group, 40400 for none', async () => {
    const res = await up.api('GET', at(hotelApi.hotelsOfGroup, { groupId: demoGroupId }), {
      token: groupAdmin,
    });
    assert.ok(res.json.result.hotel.length >= 2);
    const other = await createGroup('Far Away Group');
    assert.equal(
      (await up.api('GET', at(hotelApi.hotelsOfGroup, { groupId: other }), { token: groupAdmin })).json.statusCode,
      '40300',
    );
    assert.equal(
      (await up.api('GET', at(hotelApi.hotelsOfGroup, { groupId: 999999 }), { token: admin })).json.statusCode,
      '40400',
    );
  });

  test('VAT details of a hotel, and 40400 for an unknown one', async () => {
    const res = await up.api('GET', at(hotelApi.hotelVat, { id: colomboId }), { token: groupAdmin });
    assert.equal(res.json.result.hotel.vatApplicable, true);
    assert.equal(typeof res.json.result.hotel.vatNumber, 'string');
    const missing = await up.api('GET', at(hotelApi.hotelVat, { id: 999999 }), { token: admin });
    assert.equal(missing.json.message, 'Hotel not found');
    assert.equal(missing.json.reason, 'NOT_FOUND');
    assert.deepEqual(missing.json.params, { what: 'Hotel' });
  });

  test('the website details are public; an unknown hotel is 40400', async () => {
    const res = await up.api('GET', at(hotelApi.hotelWebsite, { id: colomboId }));
    assert.equal(res.status, 200);
    assert.equal(res.json.result.hotel.id, colomboId);
    assert.equal((await up.api('GET', at(hotelApi.hotelWebsite, { id: 999999 }))).status, 404);
  });

  test('reads need a sign-in', async () => {
    const res = await up.api('GET', at(hotelApi.listHotels));
    assert.equal(res.status, 401);
    assert.equal(res.json.statusCode, '40100');
  });
});

describe('hotel services', () => {
  test('a HOTEL admin creates a service with images; the same name again is 40900', async () => {
    const res = await up.api('POST', at(hotelApi.createHotelService), {
      token: hotelAdmin,
      multipart: {
        hotelService: { name: 'Spa', serviceType: 'HOTEL', hotelId: colomboId },
        cardImage: png(bytesOf(7)),
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    const service = res.json.result.hotelService;
    assert.equal(service.serviceType, 'HOTEL');
    assert.deepEqual((await imageBytes(service.cardImage)).bytes, bytesOf(7));
    const again = await up.api('POST', at(hotelApi.createHotelService), {
      token: hotelAdmin,
      multipart: { hotelService: { name: 'SPA', serviceType: 'HOTEL', hotelId: colomboId } },
    });
    assert.equal(again.json.message, 'A service with this name already exists in the hotel');
    assert.equal(again.json.reason, 'SERVICE_NAME_TAKEN');
    assert.deepEqual(
      again.json.errors.map((e: { field: string }) => e.field),
      ['name'],
    );
  });

  test('a SERVICE admin creates no service, and an unknown hotel is 40400', async () => {
    const res = await up.api('POST', at(hotelApi.createHotelService), {
      token: serviceAdmin,
      multipart: { hotelService: { name: 'Bar', serviceType: 'RESTAURANT', hotelId: colomboId } },
    });
    assert.equal(res.json.statusCode, '40300');
    const missing = await up.api('POST', at(hotelApi.createHotelService), {
      token: admin,
      multipart: { hotelService: { name: 'Bar', serviceType: 'RESTAURANT', hotelId: 999999 } },
    });
    assert.equal(missing.json.message, 'Hotel not found');
    assert.equal(missing.json.reason, 'NOT_FOUND');
    assert.deepEqual(missing.json.params, { what: 'Hotel' });
  });

  test('a service is updated within scope; outside it the update is 40300', async () => {
    const created = (
      await up.api('POST', at(hotelApi.createHotelService), {
        token: admin,
        multipart: {
          hotelService: { name: 'Laundry', serviceType: 'HOUSEKEEPING', hotelId: colomboId },
        },
      })
    ).json.result.hotelService;
    const res = await up.api('PUT', at(hotelApi.updateHotelService), {
      token: groupAdmin,
      multipart: {
        hotelService: {
          id: created.id,
          name: 'Laundry Room',
          serviceType: 'HOUSEKEEPING',
          hotelId: colomboId,
          active: false,
        },
      },
    });
    assert.equal(res.json.result.hotelService.name, 'Laundry Room');
    assert.equal(res.json.result.hotelService.active, false);
    const other = await createGroup('Service Rivals');
    const rival = await createHotel(other, 'Rival Trinco');
    const rivalService = (
      await up.api('POST', at(hotelApi.createHotelService), {
        token: admin,
        multipart: { hotelService: { name: 'Front', serviceType: 'HOTEL', hotelId: rival.id } },
      })
    ).json.result.hotelService;
    const refused = await up.api('PUT', at(hotelApi.updateHotelService), {
      token: hotelAdmin,
      multipart: {
        hotelService: {
          id: rivalService.id,
          name: 'Taken',
          serviceType: 'HOTEL',
          hotelId: rival.id,
        },
      },
    });
    assert.equal(refused.json.statusCode, '40300');
  });

  test('a service users are allocated to is not deleted; a free one is', async () => {
    const services = (await up.api('GET', at(hotelApi.servicesOfHotel, { id: colomboId }), { token: admin })).json
      .result.hotelService;
    const restaurant = services.find((s: { name: string }) => s.name === 'Ocean Restaurant');
    const refused = await up.api('DELETE', at(hotelApi.deleteHotelService, { id: restaurant.id }), {
      token: admin,
    });
    assert.equal(refused.status, 409);
    assert.equal(refused.json.message, 'Users are still allocated to this service. Remove them first.');
    assert.equal(refused.json.reason, 'SERVICE_HAS_USERS');
    const free = (
      await up.api('POST', at(hotelApi.createHotelService), {
        token: admin,
        multipart: {
          hotelService: { name: 'Pool Bar', serviceType: 'RESTAURANT', hotelId: colomboId },
        },
      })
    ).json.result.hotelService;
    const res = await up.api('DELETE', at(hotelApi.deleteHotelService, { id: free.id }), {
      token: hotelAdmin,
    });
    assert.equal(res.json.statusCode, '20000');
    const list = await up.api('GET', at(hotelApi.listHotelServices), { token: admin });
    assert.ok(!list.json.result.hotelService.some((s: { id: number }) => s.id === free.id));
  });

  test("service lists answer the caller's scope", async () => {
    const mine = await up.api('GET', at(hotelApi.listHotelServices), { token: waiter });
    assert.deepEqual(
      mine.json.result.hotelService.map((s: { name: string }) => s.name),
      ['Ocean Restaurant'],
    );
    const ofGroup = await up.api('GET', at(hotelApi.servicesOfGroup, { id: demoGroupId }), {
      token: groupAdmin,
    });
    assert.ok(ofGroup.json.result.hotelService.length >= 8);
    const hotelIds = (await up.api('GET', at(hotelApi.listHotels), { token: admin })).json.result.hotel.map(
      (h: { id: number }) => h.id,
    );
    const batch = await up.api('GET', at(hotelApi.servicesOfHotels, {}, { hotelIdList: hotelIds.join(',') }), {
      token: serviceAdmin,
    });
    assert.equal(batch.json.result.hotelService.length, 8);
    const refused = await up.api('GET', at(hotelApi.servicesOfGroup, { id: 999999 }), {
      token: admin,
    });
    assert.equal(refused.json.statusCode, '40400');
  });

  test('an unknown image is 40400, a malformed image id 40000', async () => {
    const missing = await up.api('GET', at(reference.image, { id: '00000000-0000-4000-8000-000000000000' }));
    assert.equal(missing.status, 404);
    const malformed = await up.api('GET', at(reference.image, { id: 'nope' }));
    assert.equal(malformed.json.statusCode, '40000');
  });
});
