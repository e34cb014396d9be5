// The paged people lists over HTTP: the user search (users/search, also the administrator lists by
// level) and a hotel's employees. Pages and totals, every sort field both ways, each filter.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { people } from '@hotel/schema';
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

before(async () => {
  up = await startTestUpstream();
  estate = await loadEstate(up);
});
after(() => up.close());

const id = (email: string) => estate.userIds[email]!;

describe('users, paged (users/search)', () => {
  const search = (query: Record<string, unknown> = {}, token = estate.admin): PagedSearch => ({
    up,
    token,
    endpoint: people.searchUsers,
    query,
    key: 'user',
    idField: 'userId',
  });
  const emailsOf = async (s: PagedSearch, query: Record<string, unknown> = {}) =>
    (await searchPage(s, { size: 200, ...query })).rows.map((u) => u.email);

  test('pages, sorts and counts the users the caller may see, by id unless asked', async () => {
    assert.ok((await checkPaging(search())) >= 10);
    await checkSorting(search(), { field: 'id', direction: 'ASC' });
    await checkSortRefusals(search());
  });

  test('by level: the highest first, then by name', async () => {
    const byLevel = (await searchPage(search(), { size: 200, sortField: 'userLevel' })).rows;
    const levels = byLevel.map((u) => String(u.userLevel));
    assert.deepEqual(levels.slice(0, 4), ['ADMIN', 'GROUP', 'HOTEL', 'SERVICE']);
    assert.ok(levels.slice(4).every((l) => l === 'USER'));
    const staff = byLevel.slice(4).map((u) => `${String(u.firstName)} ${String(u.lastName)}`.toLowerCase());
    assert.deepEqual(staff, [...staff].sort());
  });

  test('userLevelList keeps the users of those levels (the administrator lists)', async () => {
    assert.deepEqual(await emailsOf(search({ userLevelList: 'GROUP,HOTEL,SERVICE' }), { sortField: 'userLevel' }), [
      'group.admin@demo.lk',
      'hotel.admin@demo.lk',
      'service.admin@demo.lk',
    ]);
    assert.deepEqual(await emailsOf(search({ userLevelList: 'ADMIN' })), ['admin@demo.lk']);
    const bad = await up.api('GET', at(people.searchUsers, {}, { userLevelList: 'OWNER' }), { token: estate.admin });
    assert.equal(bad.json.statusCode, '40000');
    assert.match(bad.json.errors[0].field, /^userLevelList/);
  });

  test('filters by hotel, service, service role, group and name over name and email', async () => {
    assert.ok((await emailsOf(search({ hotelId: estate.colomboId }))).includes('frontdesk@demo.lk'));
    const ofRestaurant = await emailsOf(search({ serviceId: estate.colombo.RESTAURANT }));
    assert.ok(ofRestaurant.includes('waiter@demo.lk') && !ofRestaurant.includes('frontdesk@demo.lk'));
    assert.ok((await emailsOf(search({ groupId: estate.groupId }))).includes('group.admin@demo.lk'));
    assert.deepEqual(await idsWhere(search(), { name: 'CHEF@' }), [id('chef@demo.lk')]);
  });

  test('a SERVICE administrator sees only the staff of their services', async () => {
    const mine = await emailsOf(search({}, await up.signIn('service.admin@demo.lk')));
    assert.ok(!mine.includes('group.admin@demo.lk'));
    assert.ok(mine.includes('waiter@demo.lk'));
  });
});

describe("a hotel's employees, paged (employee/hotel/{hotelId})", () => {
  const search = (hotelId: number): PagedSearch => ({
    up,
    token: estate.groupAdmin,
    endpoint: people.employeesOfHotel,
    params: { hotelId },
    key: 'employee',
  });
  const ids: Record<string, number> = {};

  before(async () => {
    for (const [firstName, lastName, designation, active] of [
      ['Nuwan', 'Perera', 'Steward', true],
      ['Amara', 'Silva', 'Cashier', false],
      ['Zahir', 'Bandara', 'Chef de partie', true],
    ] as const) {
      const res = await up.api('POST', at(people.createEmployee), {
        token: estate.groupAdmin,
        body: {
          hotelId: estate.colomboId,
          firstName,
          lastName,
          email: `${firstName.toLowerCase()}@serendib.lk`,
          designation,
          active,
        },
      });
      assert.equal(res.status, 200, JSON.stringify(res.json));
      ids[firstName] = res.json.result.employee.id;
    }
  });

  test("pages, sorts and counts a hotel's employees, by id unless asked", async () => {
    assert.equal(await checkPaging(search(estate.colomboId)), 3);
    await checkSorting(search(estate.colomboId), { field: 'id', direction: 'ASC' });
    await checkSortRefusals(search(estate.colomboId));
    assert.deepEqual(await idsWhere(search(estate.colomboId), { sortField: 'lastName' }), [
      ids['Zahir'],
      ids['Nuwan'],
      ids['Amara'],
    ]);
  });

  test('name searches name, email and designation; each hotel its own', async () => {
    assert.deepEqual(await idsWhere(search(estate.colomboId), { name: 'amara silva' }), [ids['Amara']]);
    assert.deepEqual(await idsWhere(search(estate.colomboId), { name: 'CHEF DE' }), [ids['Zahir']]);
    assert.deepEqual(await idsWhere(search(estate.colomboId), { name: 'nuwan@' }), [ids['Nuwan']]);
    assert.deepEqual(await idsWhere(search(estate.kandyId), {}), []);
  });
});
