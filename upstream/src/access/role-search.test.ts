// The paged role lists over HTTP, at every level (role/search, groups-role/search, hotel-role/search,
// service-role/search): pages and totals, every sort field both ways, each filter, and what each
// caller may read.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { access, hotel, people, type AnyEndpoint } from '@hotel/schema';
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
let waiter: string;
let otherGroupId: number;
const created: Record<string, number> = {};

async function make(endpoint: AnyEndpoint, key: string, body: Record<string, unknown>, name: string) {
  const res = await up.api('POST', at(endpoint), { token: estate.admin, body: { ...body, name } });
  assert.equal(res.status, 200, JSON.stringify(res.json));
  created[name] = res.json.result[key].id;
}

before(async () => {
  up = await startTestUpstream();
  estate = await loadEstate(up);
  waiter = await up.signIn('waiter@demo.lk');
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
  const other = await up.api('POST', at(hotel.createGroup), {
    token: estate.admin,
    multipart: { group: { name: 'Lagoon Group' } },
  });
  otherGroupId = other.json.result.group.id;

  for (const [name, description, active] of [
    ['Alpha Auditor', 'Reads the books', true],
    ['Bravo Bookkeeper', 'Night audit', false],
    ['Charlie Concierge', 'Guests first', true],
  ] as const) {
    await make(access.createRole, 'role', { description, active }, name);
  }
  for (const name of ['Alpha Regional', 'Bravo Regional', 'Charlie Regional']) {
    await make(access.createGroupsRole, 'groupsRole', { groupsId: estate.groupId }, name);
  }
  await make(access.createGroupsRole, 'groupsRole', { groupsId: otherGroupId }, 'Lagoon Regional');
  for (const [hotelId, name] of [
    [estate.colomboId, 'Alpha Duty Manager'],
    [estate.colomboId, 'Bravo Duty Manager'],
    [estate.kandyId, 'Charlie Duty Manager'],
  ] as const) {
    await make(access.createHotelRole, 'hotelRole', { hotelId }, name);
  }
});
after(() => up.close());

describe('system roles, paged (role/search)', () => {
  const search = (): PagedSearch => ({ up, token: estate.groupAdmin, endpoint: access.searchRoles, key: 'role' });

  test('pages and counts the system roles', async () => {
    assert.equal(await checkPaging(search()), 3);
  });

  test('sorts by name unless asked, by every sort field both ways', async () => {
    await checkSorting(search(), { field: 'name', direction: 'ASC' });
    const byName = await searchPage(search(), { size: 200 });
    assert.deepEqual(
      byName.rows.map((r) => r.name),
      ['Alpha Auditor', 'Bravo Bookkeeper', 'Charlie Concierge'],
    );
    const inactiveLast = await searchPage(search(), { sortField: 'active', direction: 'DESC' });
    assert.equal(inactiveLast.rows.at(-1)?.name, 'Bravo Bookkeeper');
  });

  test('name searches name and description, whatever the case', async () => {
    assert.deepEqual(await idsWhere(search(), { name: 'auditor' }), [created['Alpha Auditor']]);
    assert.deepEqual(await idsWhere(search(), { name: 'NIGHT' }), [created['Bravo Bookkeeper']]);
    assert.deepEqual(await idsWhere(search(), { name: '100%' }), []);
  });

  test('an unknown sort field or direction is refused naming it', async () => {
    await checkSortRefusals(search());
  });

  test('a USER without ROLE rights is refused', async () => {
    const res = await up.api('GET', at(access.searchRoles), { token: waiter });
    assert.equal(res.json.statusCode, '40300');
  });
});

describe('group roles, paged (groups-role/search)', () => {
  const search = (query: Record<string, unknown> = {}, token = estate.admin): PagedSearch => ({
    up,
    token,
    endpoint: access.searchGroupsRoles,
    query,
    key: 'groupsRole',
  });

  test("pages, sorts and counts one group's roles", async () => {
    const group = search({ groupsId: estate.groupId });
    assert.equal(await checkPaging(group), 3);
    await checkSorting(group, { field: 'name', direction: 'ASC' });
    await checkSortRefusals(group);
  });

  test('without a group: every readable group; with one: only its roles', async () => {
    const all = await idsWhere(search(), {});
    assert.ok(all.includes(created['Lagoon Regional']!));
    assert.deepEqual(await idsWhere(search({ groupsId: otherGroupId }), {}), [created['Lagoon Regional']]);
    const mine = await idsWhere(search({}, estate.groupAdmin), {});
    assert.ok(!mine.includes(created['Lagoon Regional']!));
    assert.deepEqual(await idsWhere(search({ groupsId: estate.groupId }), { name: 'bravo' }), [
      created['Bravo Regional'],
    ]);
  });

  test("another group's roles are refused with 40300, an unknown group with 40400", async () => {
    const other = await up.api('GET', at(access.searchGroupsRoles, {}, { groupsId: otherGroupId }), {
      token: estate.groupAdmin,
    });
    assert.equal(other.json.statusCode, '40300');
    const unknown = await up.api('GET', at(access.searchGroupsRoles, {}, { groupsId: 999999 }), {
      token: estate.admin,
    });
    assert.equal(unknown.json.statusCode, '40400');
  });
});

describe('hotel roles, paged (hotel-role/search)', () => {
  const search = (query: Record<string, unknown> = {}, token = estate.admin): PagedSearch => ({
    up,
    token,
    endpoint: access.searchHotelRoles,
    query,
    key: 'hotelRole',
  });

  test("pages, sorts and counts the hotel roles, each with its hotel's name", async () => {
    assert.equal(await checkPaging(search()), 3);
    await checkSorting(search(), { field: 'name', direction: 'ASC' });
    await checkSortRefusals(search());
    const byHotel = await searchPage(search(), { sortField: 'hotelName', direction: 'ASC' });
    assert.deepEqual(
      byHotel.rows.map((r) => r.hotelName),
      ['Serendib Colombo', 'Serendib Colombo', 'Serendib Kandy'],
    );
  });

  test("filters by hotel, by a group's hotels, and by name over the role's and the hotel's names", async () => {
    assert.deepEqual(await idsWhere(search({ hotelId: estate.kandyId }), {}), [created['Charlie Duty Manager']]);
    assert.equal((await idsWhere(search({ groupsId: estate.groupId }), {})).length, 3);
    assert.deepEqual(await idsWhere(search({ groupsId: otherGroupId }), {}), []);
    assert.deepEqual(await idsWhere(search(), { name: 'kandy' }), [created['Charlie Duty Manager']]);
    assert.deepEqual(await idsWhere(search(), { name: 'alpha' }), [created['Alpha Duty Manager']]);
  });

  test("a hotel-tied administrator reads their hotel's roles only", async () => {
    assert.deepEqual(await idsWhere(search({}, hotelTied), {}), [
      created['Alpha Duty Manager'],
      created['Bravo Duty Manager'],
    ]);
    const other = await up.api('GET', at(access.searchHotelRoles, {}, { hotelId: estate.kandyId }), {
      token: hotelTied,
    });
    assert.equal(other.json.statusCode, '40300');
  });
});

describe('service roles, paged (service-role/search)', () => {
  const search = (query: Record<string, unknown> = {}, token = estate.admin): PagedSearch => ({
    up,
    token,
    endpoint: access.searchServiceRoles,
    query,
    key: 'serviceRole',
  });

  test("pages, sorts and counts one hotel's service roles, each with its service's and hotel's names", async () => {
    const colombo = search({ hotelId: estate.colomboId });
    assert.ok((await checkPaging(colombo)) >= 3);
    await checkSorting(colombo, { field: 'name', direction: 'ASC' });
    await checkSortRefusals(colombo);
    const [first] = (await searchPage(colombo, { sortField: 'serviceName' })).rows;
    assert.equal(first?.hotelName, 'Serendib Colombo');
    assert.equal(typeof first?.serviceName, 'string');
  });

  test('filters by service, hotel, group and by name over the role, service and hotel names', async () => {
    const ofRestaurant = (await searchPage(search({ serviceId: estate.colombo.RESTAURANT }), { size: 200 })).rows;
    assert.ok(ofRestaurant.length > 0);
    assert.ok(ofRestaurant.every((r) => r.serviceId === estate.colombo.RESTAURANT));
    const ofKandy = (await searchPage(search({ hotelId: estate.kandyId }), { size: 200 })).rows;
    assert.ok(ofKandy.length > 0 && ofKandy.every((r) => r.hotelId === estate.kandyId));
    const ofGroup = await searchPage(search({ groupsId: estate.groupId }), { size: 200 });
    const everyOne = await searchPage(search(), { size: 200 });
    assert.equal(ofGroup.pagination.totalRecords, everyOne.pagination.totalRecords);
    assert.equal((await searchPage(search({ groupsId: otherGroupId }))).pagination.totalRecords, 0);
    const waiters = (await searchPage(search(), { name: 'waiter', size: 200 })).rows;
    assert.ok(waiters.length > 0 && waiters.every((r) => String(r.name).toLowerCase().includes('waiter')));
    const byHotelName = (await searchPage(search(), { name: 'kandy', size: 200 })).rows;
    assert.deepEqual(
      byHotelName.map((r) => r.id),
      ofKandy.map((r) => r.id),
    );
    const restaurantName = String(ofRestaurant[0]!.serviceName);
    const byServiceName = (await searchPage(search({ hotelId: estate.colomboId }), { name: restaurantName })).rows;
    assert.ok(byServiceName.length > 0 && byServiceName.every((r) => r.serviceId === estate.colombo.RESTAURANT));
  });

  test("a service outside the caller's rights is refused; their readable services otherwise", async () => {
    const refused = await up.api(
      'GET',
      at(access.searchServiceRoles, {}, { serviceId: (await firstKandyService()).id }),
      { token: hotelTied },
    );
    assert.equal(refused.json.statusCode, '40300');
    const mine = (await searchPage(search({}, hotelTied), { size: 200 })).rows;
    assert.ok(mine.length > 0 && mine.every((r) => r.hotelId === estate.colomboId));
  });
});

async function firstKandyService(): Promise<{ id: number }> {
  const res = await up.api('GET', at(hotel.servicesOfHotel, { id: estate.kandyId }), { token: estate.admin });
  return res.json.result.hotelService[0];
}
