// The paged settings lists over HTTP: user discounts, minimum nights, CC mail, terms and conditions,
// promotions and room blocks. Pages and totals, every sort field both ways, each filter, and who may
// read them.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { settings, type AnyEndpoint } from '@hotel/schema';
import { at, startTestUpstream, type TestUpstream } from '../test/harness.js';
import { loadEstate, type Estate } from '../test/fixtures.js';
import { checkPaging, checkSorting, checkSortRefusals, idsWhere, type PagedSearch } from '../test/paged-search.js';

let up: TestUpstream;
let estate: Estate;
let frontDesk: string;

const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/** Creates a record as the group administrator and answers its id (the first, for a created list). */
async function create(endpoint: AnyEndpoint, key: string, body: unknown): Promise<number> {
  const res = await up.api('POST', at(endpoint), { token: estate.groupAdmin, body });
  assert.equal(res.status, 200, JSON.stringify(res.json));
  const result = res.json.result[key];
  return Array.isArray(result) ? result[0].id : result.id;
}

const refusedFor = async (token: string, endpoint: AnyEndpoint, query: Record<string, unknown>) =>
  (await up.api('GET', at(endpoint, {}, query), { token })).json.statusCode;

before(async () => {
  up = await startTestUpstream();
  estate = await loadEstate(up);
  frontDesk = await up.signIn('frontdesk@demo.lk');
});
after(() => up.close());

describe('user discounts, paged (user-discount-permission/search)', () => {
  const ids: Record<string, number> = {};
  const search = (query: Record<string, unknown>): PagedSearch => ({
    up,
    token: estate.groupAdmin,
    endpoint: settings.searchUserDiscounts,
    query,
    key: 'userDiscount',
  });

  before(async () => {
    const at = (email: string, name: string, discount: number) => ({
      userId: estate.userIds[email],
      name,
      discount,
      hotelId: estate.colomboId,
    });
    ids['desk'] = await create(settings.createUserDiscounts, 'userDiscount', [at('frontdesk@demo.lk', 'Desk', 12.5)]);
    ids['auditor'] = await create(settings.createUserDiscounts, 'userDiscount', [at('auditor@demo.lk', 'Books', 0)]);
    ids['chef'] = await create(settings.createUserDiscounts, 'userDiscount', [at('chef@demo.lk', 'Kitchen', 3)]);
    ids['group'] = await create(settings.createUserDiscounts, 'userDiscount', [
      { userId: estate.userIds['waiter@demo.lk'], name: 'Floor', discount: 5, groupsId: estate.groupId },
    ]);
  });

  test("pages, sorts and counts a hotel's allowances", async () => {
    const colombo = search({ hotelId: estate.colomboId });
    assert.equal(await checkPaging(colombo), 3);
    await checkSorting(colombo, { field: 'name', direction: 'ASC' });
    await checkSortRefusals(colombo);
    assert.deepEqual(await idsWhere(colombo, { sortField: 'discount', direction: 'DESC' }), [
      ids['desk'],
      ids['chef'],
      ids['auditor'],
    ]);
  });

  test("a hotel's or the group's; name searches the allowance's name, the user's name and email", async () => {
    assert.deepEqual(await idsWhere(search({ groupsId: estate.groupId }), {}), [ids['group']]);
    const colombo = search({ hotelId: estate.colomboId });
    assert.deepEqual(await idsWhere(colombo, { name: 'kitch' }), [ids['chef']]);
    assert.deepEqual(await idsWhere(colombo, { name: 'FRONTDESK@' }), [ids['desk']]);
    assert.deepEqual(await idsWhere(colombo, { name: 'nobody' }), []);
  });

  test('neither a hotel nor a group is refused naming the hotel; no right, no list', async () => {
    const res = await up.api('GET', at(settings.searchUserDiscounts), { token: estate.groupAdmin });
    assert.deepEqual(res.json.errors, [
      { field: 'hotelId', message: 'Please select a hotel!', reason: 'SELECT_A_HOTEL' },
    ]);
    assert.equal(await refusedFor(frontDesk, settings.searchUserDiscounts, { hotelId: estate.kandyId }), '40300');
  });
});

describe('minimum nights, paged (minimum-night-config/search/paged)', () => {
  const ids: Record<string, number> = {};
  const search = (query: Record<string, unknown>): PagedSearch => ({
    up,
    token: estate.groupAdmin,
    endpoint: settings.searchMinimumNightsPaged,
    query,
    key: 'minimumNightConfig',
  });

  before(async () => {
    const rule = (start: number, end: number, numOfDays: number, web: boolean, direct: boolean) => ({
      startDate: day(start),
      endDate: day(end),
      numOfDays,
      hotelId: estate.colomboId,
      web,
      direct,
    });
    ids['soon'] = await create(settings.createMinimumNight, 'minimumNightConfig', rule(5, 9, 2, false, true));
    ids['mid'] = await create(settings.createMinimumNight, 'minimumNightConfig', rule(10, 20, 4, true, false));
    ids['late'] = await create(settings.createMinimumNight, 'minimumNightConfig', rule(30, 40, 3, true, true));
    ids['group'] = await create(settings.createMinimumNight, 'minimumNightConfig', {
      ...rule(10, 20, 5, true, false),
      hotelId: null,
      groupsId: estate.groupId,
    });
  });

  test("pages, sorts and counts a hotel's rules, the newest range first", async () => {
    const colombo = search({ hotelId: estate.colomboId });
    assert.equal(await checkPaging(colombo), 3);
    await checkSorting(colombo, { field: 'startDate', direction: 'DESC' });
    await checkSortRefusals(colombo);
    assert.deepEqual(await idsWhere(colombo, {}), [ids['late'], ids['mid'], ids['soon']]);
    assert.deepEqual(await idsWhere(colombo, { sortField: 'numOfDays', direction: 'ASC' }), [
      ids['soon'],
      ids['late'],
      ids['mid'],
    ]);
  });

  test('only those for web, or for direct; a group has its own', async () => {
    const colombo = search({ hotelId: estate.colomboId });
    assert.deepEqual(await idsWhere(colombo, { web: true }), [ids['late'], ids['mid']]);
    assert.deepEqual(await idsWhere(colombo, { direct: true }), [ids['late'], ids['soon']]);
    assert.deepEqual(await idsWhere(colombo, { web: true, direct: true }), [ids['late']]);
    assert.deepEqual(await idsWhere(search({ groupsId: estate.groupId }), {}), [ids['group']]);
  });

  test('no right, no list', async () => {
    assert.equal(await refusedFor(frontDesk, settings.searchMinimumNightsPaged, { hotelId: estate.kandyId }), '40300');
  });
});

describe('CC mail, paged (cc-mail-config/search)', () => {
  const ids: Record<string, number> = {};
  const search = (hotelId: number): PagedSearch => ({
    up,
    token: estate.groupAdmin,
    endpoint: settings.searchCcMails,
    query: { hotelId },
    key: 'ccMailConfig',
  });

  before(async () => {
    for (const [key, mailType, email] of [
      ['invoice', 'INVOICE', 'zeta@serendib.lk'],
      ['reservation', 'RESERVATION', 'mid@serendib.lk'],
      ['receipt', 'RECEIPT', 'alpha@serendib.lk'],
    ] as const) {
      ids[key] = await create(settings.createCcMail, 'ccMailConfig', { hotelId: estate.colomboId, mailType, email });
    }
    ids['kandy'] = await create(settings.createCcMail, 'ccMailConfig', {
      hotelId: estate.kandyId,
      mailType: 'INVOICE',
      email: 'kandy@serendib.lk',
    });
  });

  test("pages, sorts and counts a hotel's copied addresses, by kind of mail", async () => {
    assert.equal(await checkPaging(search(estate.colomboId)), 3);
    await checkSorting(search(estate.colomboId), { field: 'mailType', direction: 'ASC' });
    await checkSortRefusals(search(estate.colomboId));
    assert.deepEqual(await idsWhere(search(estate.colomboId), {}), [
      ids['invoice'],
      ids['receipt'],
      ids['reservation'],
    ]);
    assert.deepEqual(await idsWhere(search(estate.colomboId), { sortField: 'email' }), [
      ids['receipt'],
      ids['reservation'],
      ids['invoice'],
    ]);
  });

  test("each hotel's own; no right, no list", async () => {
    assert.deepEqual(await idsWhere(search(estate.kandyId), {}), [ids['kandy']]);
    assert.equal(await refusedFor(frontDesk, settings.searchCcMails, { hotelId: estate.colomboId }), '40300');
  });
});

describe('terms and conditions, paged (term-condition/search)', () => {
  const ids: Record<string, number> = {};
  const search = (hotelId: number): PagedSearch => ({
    up,
    token: estate.groupAdmin,
    endpoint: settings.searchTerms,
    query: { hotelId },
    key: 'termCondition',
  });

  before(async () => {
    for (const [title, termType, sequence] of [
      ['Cancellation', 'BOOKING', 3],
      ['Arrival', 'GENERAL', 1],
      ['Billing', 'INVOICE', 2],
    ] as const) {
      ids[title] = await create(settings.createTerm, 'termCondition', {
        hotelId: estate.colomboId,
        title,
        description: `${title} rules`,
        termType,
        sequence,
      });
    }
    ids['kandy'] = await create(settings.createTerm, 'termCondition', {
      hotelId: estate.kandyId,
      title: 'Kandy',
      description: 'Kandy rules',
    });
  });

  test("pages, sorts and counts a hotel's terms, in sequence", async () => {
    assert.equal(await checkPaging(search(estate.colomboId)), 3);
    await checkSorting(search(estate.colomboId), { field: 'sequence', direction: 'ASC' });
    await checkSortRefusals(search(estate.colomboId));
    assert.deepEqual(await idsWhere(search(estate.colomboId), {}), [
      ids['Arrival'],
      ids['Billing'],
      ids['Cancellation'],
    ]);
    assert.deepEqual(await idsWhere(search(estate.colomboId), { sortField: 'termType' }), [
      ids['Cancellation'],
      ids['Arrival'],
      ids['Billing'],
    ]);
  });

  test("each hotel's own; no right, no list", async () => {
    assert.deepEqual(await idsWhere(search(estate.kandyId), {}), [ids['kandy']]);
    assert.equal(await refusedFor(frontDesk, settings.searchTerms, { hotelId: estate.colomboId }), '40300');
  });
});

describe('promotions, paged and sorted (promotion/search)', () => {
  const ids: Record<string, number> = {};
  const search = (hotelId: number): PagedSearch => ({
    up,
    token: estate.groupAdmin,
    endpoint: settings.searchPromotions,
    query: { hotelId },
    key: 'promotion',
  });

  before(async () => {
    for (const [code, name, startDate, discountValue] of [
      ['SPRING10', 'Spring break', '2030-03-01', 10],
      ['MONSOON25', 'Monsoon offer', '2030-05-01', 25],
      ['WINTER5', 'Winter sun', '2030-01-01', 5],
    ] as const) {
      ids[code] = await create(settings.createPromotion, 'promotion', {
        hotelId: estate.colomboId,
        code,
        name,
        discountType: 'PERCENTAGE',
        discountValue,
        startDate,
        endDate: '2030-12-31',
      });
    }
  });

  test("pages, sorts and counts a hotel's promotions, the newest first", async () => {
    assert.equal(await checkPaging(search(estate.colomboId)), 3);
    await checkSorting(search(estate.colomboId), { field: 'startDate', direction: 'DESC' });
    await checkSortRefusals(search(estate.colomboId));
    assert.deepEqual(await idsWhere(search(estate.colomboId), {}), [ids['MONSOON25'], ids['SPRING10'], ids['WINTER5']]);
    assert.deepEqual(await idsWhere(search(estate.colomboId), { sortField: 'discountValue', direction: 'ASC' }), [
      ids['WINTER5'],
      ids['SPRING10'],
      ids['MONSOON25'],
    ]);
  });

  test("name searches code and name; each hotel's own; no right, no list", async () => {
    assert.deepEqual(await idsWhere(search(estate.colomboId), { name: 'spring10' }), [ids['SPRING10']]);
    assert.deepEqual(await idsWhere(search(estate.colomboId), { name: 'sun' }), [ids['WINTER5']]);
    assert.deepEqual(await idsWhere(search(estate.kandyId), {}), []);
    assert.equal(await refusedFor(frontDesk, settings.searchPromotions, { hotelId: estate.colomboId }), '40300');
  });
});

describe('room blocks, paged and sorted (room-block/search)', () => {
  const ids: Record<string, number> = {};
  let numbers: string[] = [];
  const search = (query: Record<string, unknown> = {}): PagedSearch => ({
    up,
    token: estate.groupAdmin,
    endpoint: settings.searchRoomBlocks,
    query: { hotelId: estate.colomboId, ...query },
    key: 'roomBlock',
  });

  before(async () => {
    const rooms = (
      await up.api('GET', at(settings.roomBlockRooms, { hotelId: estate.colomboId }), { token: estate.groupAdmin })
    ).json.result.room as { id: number; roomNo: string }[];
    numbers = rooms.slice(0, 3).map((r) => r.roomNo);
    for (const [i, [startDate, endDate]] of [
      ['2030-04-10', '2030-04-12'],
      ['2030-04-01', '2030-04-20'],
      ['2030-05-01', '2030-05-03'],
    ].entries()) {
      ids[numbers[i]!] = await create(settings.createRoomBlock, 'roomBlock', {
        hotelId: estate.colomboId,
        roomId: rooms[i]!.id,
        startDate,
        endDate,
      });
    }
  });

  test("pages, sorts and counts a hotel's blocks, by start date", async () => {
    assert.equal(await checkPaging(search()), 3);
    await checkSorting(search(), { field: 'startDate', direction: 'ASC' });
    await checkSortRefusals(search());
    const [first, second, third] = numbers.map((n) => ids[n]);
    assert.deepEqual(await idsWhere(search(), {}), [second, first, third]);
    assert.deepEqual(await idsWhere(search(), { sortField: 'endDate', direction: 'DESC' }), [third, second, first]);
  });

  test('filters by room number and by the period the blocks overlap', async () => {
    const [first, second, third] = numbers.map((n) => ids[n]);
    assert.deepEqual(await idsWhere(search(), { roomNumber: numbers[2] }), [third]);
    assert.deepEqual(await idsWhere(search(), { from: '2030-04-15' }), [second, third]);
    assert.deepEqual(await idsWhere(search(), { to: '2030-04-05' }), [second]);
    assert.deepEqual(await idsWhere(search(), { from: '2030-04-11', to: '2030-04-11' }), [second, first]);
    assert.equal(await refusedFor(frontDesk, settings.searchRoomBlocks, { hotelId: estate.colomboId }), '40300');
  });
});
