// Table categories and tables over HTTP: paged search, validation naming the field, unique names and
// numbers, refusals that say what to do instead, and each level's rights (waiter reads tables only).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { restaurant, restaurantAdmin } from '@hotel/schema';
import { at, fieldsOf, startTestUpstream, type TestUpstream } from '../test/harness.js';
import { completedOrder, demoRestaurant, userId, type DemoRestaurant } from './fixtures.js';
import { checkPaging, checkSorting, checkSortRefusals, type PagedSearch } from '../test/paged-search.js';

let up: TestUpstream;
let manager: string;
let waiter: string;
let chef: string;
let ids: DemoRestaurant;

before(async () => {
  up = await startTestUpstream();
  manager = await up.signIn('service.admin@demo.lk');
  waiter = await up.signIn('waiter@demo.lk');
  chef = await up.signIn('chef@demo.lk');
  ids = await demoRestaurant(up.db);
});
after(() => up.close());

const count = async (sql: string, params: unknown[] = []) =>
  Number((await up.db.query<{ n: number }>(`select count(*)::int as n ${sql}`, params as never[]))[0]!.n);

describe('table categories', () => {
  test('lists the demo categories with their table counts, paged and sorted by name', async () => {
    const res = await up.api(
      'GET',
      at(restaurantAdmin.searchTableCategories, {}, { hotelServiceId: ids.serviceId, size: 1 }),
      { token: manager },
    );
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.deepEqual(res.json.pagination, { pageNumber: 0, pageSize: 1, totalRecords: 2 });
    assert.deepEqual(
      res.json.result.tableCategory.map((c: { name: string; tableCount: number }) => [c.name, c.tableCount]),
      [['Indoor', 6]],
    );
  });

  test('creates, renames and deletes a category', async () => {
    const created = await up.api('POST', at(restaurantAdmin.createTableCategory), {
      token: manager,
      body: { name: '  Garden  ', hotelServiceId: ids.serviceId },
    });
    assert.equal(created.status, 200, JSON.stringify(created.json));
    assert.equal(created.json.message, 'Table category created successfully');
    const category = created.json.result.tableCategory;
    assert.deepEqual([category.name, category.tableCount], ['Garden', 0]);
    const renamed = await up.api('PUT', at(restaurantAdmin.updateTableCategory), {
      token: manager,
      body: { id: category.id, name: 'Rooftop', hotelServiceId: ids.serviceId },
    });
    assert.equal(renamed.json.result.tableCategory.name, 'Rooftop');
    const deleted = await up.api('DELETE', at(restaurantAdmin.deleteTableCategory, { id: category.id }), {
      token: manager,
    });
    assert.equal(deleted.status, 200);
    assert.equal(await count('from table_category where id = $1', [category.id]), 0);
  });

  test('a blank name is refused naming the field, and nothing is written', async () => {
    const before = await count('from table_category');
    const res = await up.api('POST', at(restaurantAdmin.createTableCategory), {
      token: manager,
      body: { name: ' ', hotelServiceId: ids.serviceId },
    });
    assert.equal(res.status, 400);
    assert.equal(res.json.statusCode, '40000');
    assert.deepEqual(res.json.errors, [{ field: 'name', message: 'Name is required', reason: 'NAME_REQUIRED' }]);
    assert.equal(await count('from table_category'), before);
  });

  test('a second category with the same name (any case) is a 40900', async () => {
    const res = await up.api('POST', at(restaurantAdmin.createTableCategory), {
      token: manager,
      body: { name: 'indoor', hotelServiceId: ids.serviceId },
    });
    assert.equal(res.status, 409);
    assert.equal(res.json.message, 'A table category with this name already exists here');
    assert.equal(res.json.reason, 'TABLE_CATEGORY_NAME_TAKEN');
    assert.deepEqual(fieldsOf(res.json), ['name']);
  });

  test('a category with tables is not deleted', async () => {
    const [indoor] = await up.db.query<{ id: number }>(
      "select id from table_category where hotel_service_id = $1 and name = 'Indoor'",
      [ids.serviceId],
    );
    const res = await up.api('DELETE', at(restaurantAdmin.deleteTableCategory, { id: indoor!.id }), {
      token: manager,
    });
    assert.equal(res.status, 409);
    assert.equal(res.json.message, 'Tables are still in this category. Move them to another category first.');
    assert.equal(res.json.reason, 'TABLE_CATEGORY_IN_USE');
    assert.equal(await count('from table_category where id = $1', [indoor!.id]), 1);
  });

  test('a waiter (tables READ) lists the categories but may not add one; a chef may not list them', async () => {
    const list = await up.api('GET', at(restaurantAdmin.searchTableCategories, {}, { hotelServiceId: ids.serviceId }), {
      token: waiter,
    });
    assert.equal(list.status, 200);
    const before = await count('from table_category');
    const add = await up.api('POST', at(restaurantAdmin.createTableCategory), {
      token: waiter,
      body: { name: 'Bar', hotelServiceId: ids.serviceId },
    });
    assert.equal(add.status, 403);
    assert.equal(add.json.statusCode, '40300');
    assert.equal(await count('from table_category'), before);
    const chefList = await up.api(
      'GET',
      at(restaurantAdmin.searchTableCategories, {}, { hotelServiceId: ids.serviceId }),
      { token: chef },
    );
    assert.equal(chefList.status, 403);
  });

  test("the other hotel's restaurant is out of a waiter's reach", async () => {
    const res = await up.api(
      'GET',
      at(restaurantAdmin.searchTableCategories, {}, { hotelServiceId: ids.otherServiceId }),
      { token: waiter },
    );
    assert.equal(res.status, 403);
  });
});

describe('tables', () => {
  const tableBody = (extra: Record<string, unknown> = {}) => ({
    number: 'T20',
    hotelServiceId: ids.serviceId,
    seats: 6,
    ...extra,
  });

  test('lists tables by number with category, seats and status; filters by number', async () => {
    const res = await up.api('GET', at(restaurantAdmin.searchTables, {}, { hotelServiceId: ids.serviceId }), {
      token: waiter,
    });
    assert.equal(res.status, 200);
    assert.equal(res.json.pagination.totalRecords, 12);
    const numbers = res.json.result.restaurantTable.map((t: { number: string }) => t.number);
    assert.deepEqual(numbers.slice(0, 3), ['1', '2', '3']);
    assert.equal(numbers.indexOf('10'), 9, 'numbers sort as numbers: 2 before 10');
    const first = res.json.result.restaurantTable[0];
    assert.deepEqual(
      [first.tableCategoryName, first.seats, first.status, first.inUse, first.active],
      ['Indoor', 4, 'VACANT', false, true],
    );
    const one = await up.api(
      'GET',
      at(restaurantAdmin.searchTables, {}, { hotelServiceId: ids.serviceId, number: '1', sortField: 'number' }),
      { token: manager },
    );
    assert.deepEqual(
      one.json.result.restaurantTable.map((t: { number: string }) => t.number),
      ['1', '10', '11', '12'],
    );
  });

  test('creates a table, changes it, and it shows on the waiter’s list while active', async () => {
    const created = await up.api('POST', at(restaurantAdmin.createTable), { token: manager, body: tableBody() });
    assert.equal(created.status, 200, JSON.stringify(created.json));
    const table = created.json.result.restaurantTable;
    assert.deepEqual([table.number, table.seats, table.tableCategoryId, table.status], ['T20', 6, null, 'VACANT']);
    const updated = await up.api('PUT', at(restaurantAdmin.updateTable), {
      token: manager,
      body: tableBody({ id: table.id, seats: 8, active: false }),
    });
    assert.equal(updated.status, 200, JSON.stringify(updated.json));
    assert.deepEqual(
      [updated.json.result.restaurantTable.seats, updated.json.result.restaurantTable.active],
      [8, false],
    );
    const waiterId = await userId(up.db, 'waiter@demo.lk');
    const waiterView = await up.api(
      'GET',
      at(restaurant.searchRestaurantTables, {}, { userId: waiterId, hotelServiceId: ids.serviceId }),
      { token: waiter },
    );
    assert.ok(!waiterView.json.result.restaurantTable.some((t: { number: string }) => t.number === 'T20'));
  });

  test('seats out of range, a missing number and a foreign category name their fields', async () => {
    const before = await count('from restaurant_table');
    const res = await up.api('POST', at(restaurantAdmin.createTable), {
      token: manager,
      body: { number: '', hotelServiceId: ids.serviceId, seats: 0 },
    });
    assert.equal(res.status, 400);
    assert.deepEqual(
      res.json.errors.map((e: { field: string }) => e.field),
      ['number', 'seats'],
    );
    assert.equal(res.json.errors[1].message, 'Seats must be a whole number from 1 to 50');
    const [foreign] = await up.db.query<{ id: number }>(
      'select id from table_category where hotel_service_id = $1 limit 1',
      [ids.otherServiceId],
    );
    const wrong = await up.api('POST', at(restaurantAdmin.createTable), {
      token: manager,
      body: tableBody({ number: 'T21', tableCategoryId: foreign!.id }),
    });
    assert.equal(wrong.status, 400);
    assert.deepEqual(wrong.json.errors, [
      {
        field: 'tableCategoryId',
        message: 'The category is not in this restaurant',
        reason: 'CATEGORY_NOT_IN_RESTAURANT',
      },
    ]);
    assert.equal(await count('from restaurant_table'), before);
  });

  test('a duplicate number is a 40900', async () => {
    const res = await up.api('POST', at(restaurantAdmin.createTable), {
      token: manager,
      body: tableBody({ number: '5' }),
    });
    assert.equal(res.status, 409);
    assert.equal(res.json.message, 'A table with this number already exists here');
    assert.equal(res.json.reason, 'TABLE_NUMBER_TAKEN');
    assert.deepEqual(fieldsOf(res.json), ['number']);
  });

  test('a table a waiter holds cannot be deleted, deactivated or reserved', async () => {
    const waiterId = await userId(up.db, 'waiter@demo.lk');
    const [t] = await up.db.query<{ id: number }>(
      "select id from restaurant_table where hotel_service_id = $1 and number = '3'",
      [ids.serviceId],
    );
    const allocated = await up.api('POST', at(restaurant.allocateTable), {
      token: waiter,
      body: { tableId: t!.id, hotelServiceId: ids.serviceId, waiterId },
    });
    assert.equal(allocated.status, 200, JSON.stringify(allocated.json));
    const del = await up.api('DELETE', at(restaurantAdmin.deleteTable, { id: t!.id }), { token: manager });
    assert.equal(del.status, 409);
    assert.equal(del.json.message, 'Table 3 is in use by a waiter; it can be deleted once it is free');
    assert.equal(del.json.reason, 'TABLE_IN_USE_CANNOT_DELETE');
    assert.deepEqual(del.json.params, { number: '3' });
    const off = await up.api('PUT', at(restaurantAdmin.updateTable), {
      token: manager,
      body: tableBody({ id: t!.id, number: '3', active: false }),
    });
    assert.equal(off.status, 409);
    assert.equal(off.json.message, 'Table 3 is in use by a waiter; it can be deactivated or reserved once it is free');
    assert.equal(off.json.reason, 'TABLE_IN_USE_CANNOT_CHANGE');
    assert.deepEqual(off.json.params, { number: '3' });
    const seats = await up.api('PUT', at(restaurantAdmin.updateTable), {
      token: manager,
      body: tableBody({ id: t!.id, number: '3', seats: 5 }),
    });
    assert.equal(seats.status, 200, 'other changes are fine while in use');
    const listed = await up.api(
      'GET',
      at(restaurantAdmin.searchTables, {}, { hotelServiceId: ids.serviceId, number: '3' }),
      { token: manager },
    );
    assert.deepEqual(
      [listed.json.result.restaurantTable[0].inUse, listed.json.result.restaurantTable[0].status],
      [true, 'OCCUPIED'],
    );
    await up.api(
      'PUT',
      at(restaurant.deallocateTable, { allocationId: allocated.json.result.restaurantTable.tableAllocationId }),
      {
        token: waiter,
      },
    );
  });

  test('a table with past orders is deactivated, not deleted; a fresh one is deleted', async () => {
    await completedOrder(up.db, {
      serviceId: ids.serviceId,
      tableNumber: '4',
      waiterEmail: 'waiter@demo.lk',
      lines: [{ item: 'Egg Hopper', quantity: 2 }],
    });
    const [t] = await up.db.query<{ id: number }>(
      "select id from restaurant_table where hotel_service_id = $1 and number = '4'",
      [ids.serviceId],
    );
    const refused = await up.api('DELETE', at(restaurantAdmin.deleteTable, { id: t!.id }), { token: manager });
    assert.equal(refused.status, 409);
    assert.equal(refused.json.message, 'Table 4 has past orders; deactivate it instead');
    assert.equal(refused.json.reason, 'TABLE_HAS_PAST_ORDERS');
    assert.deepEqual(refused.json.params, { number: '4' });
    const fresh = await up.api('POST', at(restaurantAdmin.createTable), {
      token: manager,
      body: tableBody({ number: 'T30' }),
    });
    const id = fresh.json.result.restaurantTable.id;
    const waiterDelete = await up.api('DELETE', at(restaurantAdmin.deleteTable, { id }), { token: waiter });
    assert.equal(waiterDelete.status, 403);
    assert.equal(await count('from restaurant_table where id = $1', [id]), 1);
    const deleted = await up.api('DELETE', at(restaurantAdmin.deleteTable, { id }), { token: manager });
    assert.equal(deleted.status, 200);
    assert.equal(await count('from restaurant_table where id = $1', [id]), 0);
  });

  test('a waiter (tables READ) may not add or change tables', async () => {
    const before = await count('from restaurant_table');
    const res = await up.api('POST', at(restaurantAdmin.createTable), {
      token: waiter,
      body: tableBody({ number: 'W1' }),
    });
    assert.equal(res.status, 403);
    assert.equal(await count('from restaurant_table'), before);
  });
});

describe('the admin lists page and sort', () => {
  const list = (endpoint: PagedSearch['endpoint'], key: string): PagedSearch => ({
    up,
    token: manager,
    endpoint,
    query: { hotelServiceId: ids.serviceId },
    key,
  });

  test('table categories: pages, totals and every sort field both ways, by name unless asked', async () => {
    const added = await up.api('POST', at(restaurantAdmin.createTableCategory), {
      token: manager,
      body: { name: 'Poolside', hotelServiceId: ids.serviceId },
    });
    assert.equal(added.status, 200, JSON.stringify(added.json));
    const categories = list(restaurantAdmin.searchTableCategories, 'tableCategory');
    await checkPaging(categories);
    await checkSorting(categories, { field: 'name', direction: 'ASC' });
    await checkSortRefusals(categories);
  });

  test('tables: pages, totals and every sort field both ways, by number unless asked', async () => {
    const tables = list(restaurantAdmin.searchTables, 'restaurantTable');
    await checkPaging(tables);
    await checkSorting(tables, { field: 'number', direction: 'ASC' }, { category: 'tableCategoryName' });
    await checkSortRefusals(tables);
  });
});
