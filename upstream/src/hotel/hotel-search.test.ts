// The paged group, hotel and service lists over HTTP (group/search, hotel/search,
// hotel-service/search): pages and totals, every sort field both ways, each filter, the counts they
// show, and that each caller sees their own scope only.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { hotel, people } from '@hotel/schema';
import { DEMO_PASSWORD } from '../seed/demo.js';
import { at, startTestUpstream, type TestUpstream } from '../test/harness.js';
import { loadEstate, type Estate } from '../test/fixtures.js';
import {
  checkPaging,
  checkSorting,
  checkSortRefusals,
  idsWhere,
  searchPage,
  type PagedSearch,
} from '../test/paged-search.js';

let up: TestUpstream;
let estate: Estate;
let hotelTied: string;
let amberId: number;
let coralId: number;
let amberBayId: number;
let amberHillsId: number;

async function create(endpoint: typeof hotel.createGroup | typeof hotel.createHotel, part: string, body: object) {
  const res = await up.api('POST', at(endpoint), { token: estate.admin, multipart: { [part]: body } });
  assert.equal(res.status, 200, JSON.stringify(res.json));
  return res.json.result[part].id as number;
}

before(async () => {
  up = await startTestUpstream();
  estate = await loadEstate(up);
  amberId = await create(hotel.createGroup, 'group', { name: 'Amber Group', contactPerson: 'Zed' });
  coralId = await create(hotel.createGroup, 'group', { name: 'Coral Group', contactPerson: 'Ann', active: false });
  amberBayId = await create(hotel.createHotel, 'hotel', {
    groupId: amberId,
    name: 'Amber Bay',
    title: 'Sunrise Retreat',
  });
  amberHillsId = await create(hotel.createHotel, 'hotel', {
    groupId: amberId,
    name: 'Amber Hills',
    title: 'Hill Lodge',
  });
  await up.api('POST', at(people.createUser), {
    token: estate.admin,
    body: {
      firstName: 'Colombo',
      lastName: 'Manager',
      email: 'colombo.manager@serendib.lk',
      password: DEMO_PASSWORD,
      userLevel: 'HOTEL',
      hotelId: estate.colomboId,
    },
  });
  hotelTied = await up.signIn('colombo.manager@serendib.lk');
});
after(() => up.close());

describe('groups, paged (group/search)', () => {
  const search = (token = estate.admin): PagedSearch => ({ up, token, endpoint: hotel.searchGroups, key: 'group' });

  test('pages, sorts and counts the groups the caller may see', async () => {
    assert.equal(await checkPaging(search()), 3);
    await checkSorting(search(), { field: 'name', direction: 'ASC' });
    await checkSortRefusals(search());
    const byContact = await searchPage(search(), { sortField: 'contactPerson', direction: 'DESC' });
    assert.equal(byContact.rows[0]?.name, 'Amber Group');
  });

  test('each group shows how many of its hotels the caller may see', async () => {
    const counts = async (token: string) =>
      Object.fromEntries((await searchPage(search(token), { size: 200 })).rows.map((g) => [g.id, g.hotelCount]));
    assert.deepEqual(await counts(estate.admin), { [estate.groupId]: 2, [amberId]: 2, [coralId]: 0 });
    assert.deepEqual(await counts(estate.groupAdmin), { [estate.groupId]: 2 });
    assert.deepEqual(await counts(hotelTied), { [estate.groupId]: 1 });
    const fewestFirst = await searchPage(search(), { sortField: 'hotelCount' });
    assert.equal(fewestFirst.rows[0]?.id, coralId);
  });

  test('name contains, whatever the case', async () => {
    assert.deepEqual(await idsWhere(search(), { name: 'coral' }), [coralId]);
    assert.deepEqual(await idsWhere(search(), { name: 'group' }), [amberId, coralId]);
  });
});

describe('hotels, paged (hotel/search)', () => {
  const search = (query: Record<string, unknown> = {}, token = estate.admin): PagedSearch => ({
    up,
    token,
    endpoint: hotel.searchHotels,
    query,
    key: 'hotel',
  });

  test('pages, sorts and counts the hotels the caller may see', async () => {
    assert.equal(await checkPaging(search()), 4);
    await checkSorting(search(), { field: 'name', direction: 'ASC' });
    await checkSortRefusals(search());
    const byName = await searchPage(search(), { size: 200 });
    assert.deepEqual(
      byName.rows.map((h) => h.name),
      ['Amber Bay', 'Amber Hills', 'Serendib Colombo', 'Serendib Kandy'],
    );
  });

  test('each hotel shows how many of its services the caller may see', async () => {
    const counts = Object.fromEntries(
      (await searchPage(search(), { size: 200 })).rows.map((h) => [h.id, h.serviceCount]),
    );
    assert.equal(counts[estate.colomboId], 4);
    assert.equal(counts[amberBayId], 0);
    const mostFirst = await searchPage(search(), { sortField: 'serviceCount', direction: 'DESC' });
    assert.equal(mostFirst.rows[0]?.serviceCount, 4);
  });

  test('filters by group, by hotel, and by name over name and title', async () => {
    assert.deepEqual(await idsWhere(search({ groupId: amberId }), {}), [amberBayId, amberHillsId]);
    assert.deepEqual(await idsWhere(search({ hotelId: estate.kandyId }), {}), [estate.kandyId]);
    assert.deepEqual(await idsWhere(search(), { name: 'sunrise' }), [amberBayId]);
    assert.deepEqual(await idsWhere(search(), { name: 'HILLS' }), [amberHillsId]);
    assert.deepEqual(await idsWhere(search({ groupId: coralId }), {}), []);
  });

  test("a hotel-tied administrator sees their hotel only, another group's filter finds nothing", async () => {
    assert.deepEqual(await idsWhere(search({}, hotelTied), {}), [estate.colomboId]);
    assert.deepEqual(await idsWhere(search({ groupId: amberId }, estate.groupAdmin), {}), []);
  });
});

describe('hotel services, paged (hotel-service/search)', () => {
  const search = (hotelId: number, token = estate.admin): PagedSearch => ({
    up,
    token,
    endpoint: hotel.searchHotelServices,
    query: { hotelId },
    key: 'hotelService',
  });

  test("pages, sorts and counts a hotel's services", async () => {
    assert.equal(await checkPaging(search(estate.colomboId)), 4);
    await checkSorting(search(estate.colomboId), { field: 'name', direction: 'ASC' });
    await checkSortRefusals(search(estate.colomboId));
    const byType = await searchPage(search(estate.colomboId), { sortField: 'serviceType' });
    assert.deepEqual(
      byType.rows.map((s) => s.serviceType),
      ['HOTEL', 'HOUSEKEEPING', 'INVENTORY', 'RESTAURANT'],
    );
  });

  test('filters by name and by type', async () => {
    assert.deepEqual(await idsWhere(search(estate.colomboId), { serviceType: 'RESTAURANT' }), [
      estate.colombo.RESTAURANT,
    ]);
    const restaurant = (await searchPage(search(estate.colomboId), { serviceType: 'RESTAURANT' })).rows[0]!;
    const fragment = String(restaurant.name).slice(1, 5).toUpperCase();
    assert.ok((await idsWhere(search(estate.colomboId), { name: fragment })).includes(estate.colombo.RESTAURANT));
    assert.deepEqual(await idsWhere(search(amberBayId), {}), []);
  });

  test("a hotel outside the caller's scope is 40300, an unknown one 40400", async () => {
    const outside = await up.api('GET', at(hotel.searchHotelServices, {}, { hotelId: amberBayId }), {
      token: estate.groupAdmin,
    });
    assert.equal(outside.json.statusCode, '40300');
    const unknown = await up.api('GET', at(hotel.searchHotelServices, {}, { hotelId: 999999 }), {
      token: estate.admin,
    });
    assert.equal(unknown.json.statusCode, '40400');
  });
});
