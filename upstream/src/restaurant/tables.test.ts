// Tables and their allocation, the waiter status screen, the reserved-room lookup, the menu and
// custom dishes, and the food category tree: each call's success and its refusals.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { restaurant } from '@hotel/schema';
import { png } from '../test/harness.js';
import { at } from '../test/harness.js';
import { DEMO_STAY_ROOMS } from '../seed/restaurant-demo.js';
import {
  addWaiter,
  fails,
  line,
  ok,
  orderBody,
  startRestaurant,
  takeTable,
  type Json,
  type RestaurantFixture,
} from './test-fixture.js';

let f: RestaurantFixture;
let second: { id: number; token: string };

before(async () => {
  f = await startRestaurant();
  second = await addWaiter(f, 'terrace.waiter@demo.lk');
});
after(() => f.close());

const numbers = (tables: Json[]) => tables.map((t) => t.number);
const search = (token: string, userId: number, statusList?: string) =>
  f.call(restaurant.searchRestaurantTables, token, {
    query: { userId, hotelServiceId: f.serviceId, ...(statusList ? { statusList } : {}) },
  });

describe('tables', () => {
  test('all 12 demo tables start vacant, in Indoor and Terrace', async () => {
    const tables = ok(await search(f.waiter, f.waiterId, 'VACANT')).restaurantTable;
    assert.deepEqual(numbers(tables), ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    assert.equal(tables[0].tableCategoryName, 'Indoor');
    assert.equal(tables[11].tableCategoryName, 'Terrace');
  });

  test('a vacant table is allocated with payment method OTHER', async () => {
    const res = await f.call(restaurant.allocateTable, f.waiter, {
      body: { tableId: f.tables.get('1'), hotelServiceId: f.serviceId },
    });
    assert.equal(res.json.message, 'Table allocated successfully');
    const table = ok(res).restaurantTable;
    assert.equal(table.status, 'OCCUPIED');
    assert.equal(table.paymentMethod, 'OTHER');
    assert.equal(table.waiterId, f.waiterId);
    assert.equal(table.orderLineCount, 0);
  });

  test('taking an allocated table again is a conflict', async () => {
    const body = { tableId: f.tables.get('1'), hotelServiceId: f.serviceId };
    fails(
      await f.call(restaurant.allocateTable, f.waiter, { body }),
      '40900',
      'This table is already allocated to you',
    );
    fails(
      await f.call(restaurant.allocateTable, second.token, { body }),
      '40900',
      'This table was just taken by another waiter',
    );
  });

  test('a waiter sees free tables and their own, not a colleague’s', async () => {
    const mine = ok(await search(f.waiter, f.waiterId, 'OCCUPIED')).restaurantTable;
    assert.deepEqual(numbers(mine), ['1']);
    const theirs = ok(await search(second.token, second.id, 'OCCUPIED,VACANT')).restaurantTable;
    assert.ok(!numbers(theirs).includes('1'));
    fails(await search(second.token, f.waiterId), '40300', 'You may only see your own tables');
  });

  test('with ALLOW_ALL_TABLES every table is seen', async () => {
    const all = ok(
      await f.call(restaurant.restaurantTablesOfService, f.manager, { params: { hotelServiceId: f.serviceId } }),
    ).restaurantTable;
    assert.equal(all.length, 12);
    assert.equal(all[0].status, 'OCCUPIED');
    const fromSecond = ok(
      await f.call(restaurant.restaurantTablesOfService, second.token, { params: { hotelServiceId: f.serviceId } }),
    ).restaurantTable;
    assert.equal(fromSecond.length, 11);
  });

  test('the kitchen may not list or take tables', async () => {
    fails(await search(f.chef, f.waiterId), '40300');
    fails(
      await f.call(restaurant.allocateTable, f.chef, {
        body: { tableId: f.tables.get('2'), hotelServiceId: f.serviceId },
      }),
      '40300',
    );
  });

  test('a table of another restaurant, an unknown table and a reserved table are refused', async () => {
    const [other] = await f.up.db.query<{ id: number }>('select id from restaurant_table where hotel_service_id = $1', [
      f.otherServiceId,
    ]);
    fails(
      await f.call(restaurant.allocateTable, f.waiter, { body: { tableId: other!.id, hotelServiceId: f.serviceId } }),
      '40000',
      'This table is not in this restaurant',
    );
    fails(
      await f.call(restaurant.allocateTable, f.waiter, { body: { tableId: 999999, hotelServiceId: f.serviceId } }),
      '40400',
      'Table not found',
    );
    await f.up.db.query('update restaurant_table set reserved = true where id = $1', [f.tables.get('12')!]);
    fails(
      await f.call(restaurant.allocateTable, f.waiter, {
        body: { tableId: f.tables.get('12'), hotelServiceId: f.serviceId },
      }),
      '40900',
      'This table is reserved',
    );
    const [reserved] = ok(await search(f.waiter, f.waiterId, 'RESERVED')).restaurantTable;
    assert.equal(reserved.number, '12');
  });

  test('the payment method is set to cash, or to a checked-in room', async () => {
    const base = { tableId: f.tables.get('1'), hotelServiceId: f.serviceId };
    const res = await f.call(restaurant.updateTableAllocation, f.waiter, { body: { ...base, paymentMethod: 'CASH' } });
    assert.equal(res.json.message, 'Payment method updated successfully');
    assert.equal(ok(res).restaurantTable.paymentMethod, 'CASH');

    const missing = await f.call(restaurant.updateTableAllocation, f.waiter, {
      body: { ...base, paymentMethod: 'ROOM_BILL' },
    });
    fails(missing, '40000');
    assert.deepEqual(missing.json.errors, [
      { field: 'reservedRoomId', message: 'Room No is required', reason: 'ROOM_NUMBER_REQUIRED' },
    ]);

    const [booked] = await f.up.db.query<{ id: number }>(
      `select rr.id from reserved_room rr join room r on r.id = rr.room_id
        where r.room_no = '205' and r.hotel_id = $1`,
      [f.hotelId],
    );
    fails(
      await f.call(restaurant.updateTableAllocation, f.waiter, {
        body: { ...base, paymentMethod: 'ROOM_BILL', reservedRoomId: booked!.id },
      }),
      '40000',
      'This room has no checked-in guest',
    );

    const [room] = ok(
      await f.call(restaurant.reservedRoomsByRoomNo, f.waiter, { query: { hotelId: f.hotelId, roomNo: '101' } }),
    ).reservedRoom;
    const table = ok(
      await f.call(restaurant.updateTableAllocation, f.waiter, {
        body: { ...base, paymentMethod: 'ROOM_BILL', reservedRoomId: room.reservedRoomId },
      }),
    ).restaurantTable;
    assert.deepEqual(
      [table.paymentMethod, table.roomNumber, table.reservedRoomId],
      ['ROOM_BILL', '101', room.reservedRoomId],
    );

    fails(
      await f.call(restaurant.updateTableAllocation, second.token, { body: { ...base, paymentMethod: 'CASH' } }),
      '40300',
      'This table is served by another waiter',
    );
    fails(
      await f.call(restaurant.updateTableAllocation, f.waiter, {
        body: { tableId: f.tables.get('5'), hotelServiceId: f.serviceId, paymentMethod: 'CASH' },
      }),
      '40900',
      'This table is not allocated',
    );
  });

  test('a table with order lines cannot be freed; an empty one can, once', async () => {
    const allocationId = await takeTable(f, '2', 'CASH');
    ok(
      await f.call(restaurant.createOrder, f.waiter, {
        body: orderBody(f, '2', allocationId, [line(f.item('Plain Hoppers'))]),
      }),
    );
    fails(
      await f.call(restaurant.deallocateTable, f.waiter, { params: { allocationId } }),
      '40900',
      'Unable to deallocate table',
    );
    const [one] = ok(await search(f.waiter, f.waiterId, 'OCCUPIED')).restaurantTable;
    fails(
      await f.call(restaurant.deallocateTable, second.token, { params: { allocationId: one.tableAllocationId } }),
      '40300',
    );
    const freed = ok(
      await f.call(restaurant.deallocateTable, f.waiter, { params: { allocationId: one.tableAllocationId } }),
    ).restaurantTable;
    assert.equal(freed.status, 'VACANT');
    fails(
      await f.call(restaurant.deallocateTable, f.waiter, { params: { allocationId: one.tableAllocationId } }),
      '40900',
      'This table is already free',
    );
    fails(await f.call(restaurant.deallocateTable, f.waiter, { params: { allocationId: 999999 } }), '40400');
  });

  test('the waiter status screen lists the waiter’s open tables with order and tickets', async () => {
    const rows = ok(
      await f.call(restaurant.waiterTableAllocations, f.waiter, {
        params: { serviceId: f.serviceId, userId: f.waiterId },
        query: { allowAllTable: true },
      }),
    ).tableAllocation;
    assert.deepEqual(
      rows.map((r: Json) => [r.tableNumber, r.orderStatus, r.kotResponseList.map((t: Json) => t.ticketType)]),
      [['2', 'PLACED', ['KOT']]],
    );
    assert.ok(rows[0].kotResponseList[0].kotNumber >= 1);
    await takeTable(f, '7', 'CASH', undefined, second.token);
    const everyone = ok(
      await f.call(restaurant.waiterTableAllocations, f.manager, {
        params: { serviceId: f.serviceId, userId: f.waiterId },
        query: { allowAllTable: true },
      }),
    ).tableAllocation;
    assert.deepEqual(
      everyone.map((r: Json) => r.tableNumber),
      ['2', '7'],
    );
    fails(
      await f.call(restaurant.waiterTableAllocations, f.waiter, {
        params: { serviceId: f.serviceId, userId: second.id },
        query: {},
      }),
      '40300',
    );
  });
});

describe('the reserved-room lookup', () => {
  test('lists checked-in rooms by number, not booked ones', async () => {
    // The restaurant demo's own stays (the year of demo stays is in house in other rooms, by date).
    const ours = (rows: Json[]) => rows.filter((r: Json) => DEMO_STAY_ROOMS.includes(r.roomNo));
    const rooms = ok(
      await f.call(restaurant.reservedRoomsByRoomNo, f.waiter, { query: { hotelId: f.hotelId, roomNo: '20' } }),
    ).reservedRoom;
    assert.deepEqual(
      ours(rooms).map((r: Json) => [r.roomNo, r.guestName, r.vatApplicableForReservation]),
      [['204', 'James Smith', false]],
    );
    assert.ok(
      rooms.every((r: Json) => String(r.roomNo).includes('20')),
      'only rooms whose number holds what was typed',
    );
    const all = ok(
      await f.call(restaurant.reservedRoomsByRoomNo, f.waiter, { query: { hotelId: f.hotelId } }),
    ).reservedRoom;
    assert.deepEqual(
      ours(all)
        .map((r: Json) => r.roomNo)
        .sort(),
      ['101', '102', '204'],
      'the booked room 205 is not in house',
    );
  });
  test('front office may look up too; the kitchen may not; an unknown hotel is 40400', async () => {
    const frontDesk = await f.up.signIn('frontdesk@demo.lk');
    ok(await f.call(restaurant.reservedRoomsByRoomNo, frontDesk, { query: { hotelId: f.hotelId } }));
    fails(await f.call(restaurant.reservedRoomsByRoomNo, f.chef, { query: { hotelId: f.hotelId } }), '40300');
    fails(
      await f.call(restaurant.reservedRoomsByRoomNo, f.waiter, { query: { hotelId: 999999 } }),
      '40400',
      'Hotel not found',
    );
  });
});

describe('the menu', () => {
  test('items by name, with or without the restaurant named', async () => {
    const byName = ok(await f.call(restaurant.searchItems, f.waiter, { query: { name: 'kottu' } })).item;
    assert.deepEqual(
      byName.map((i: Json) => [i.name, i.price, i.itemType]),
      [
        ['Cheese Kottu', 1650, 'FOOD'],
        ['Chicken Kottu', 1450, 'FOOD'],
      ],
    );
    assert.match(byName[0].image, /^images\/[0-9a-f-]{36}$/);
    const named = ok(
      await f.call(restaurant.searchItems, f.waiter, { query: { name: 'kottu', hotelServiceId: f.serviceId } }),
    ).item;
    assert.deepEqual(named, byName);
  });

  test('items of a category include its sub-categories; beverages go to the bar', async () => {
    const tree = ok(await f.call(restaurant.categoryTree, f.waiter, { params: { id: f.serviceId } })).category;
    const beverages = tree.find((c: Json) => c.categoryTitle === 'Beverages');
    const items = ok(
      await f.call(restaurant.searchItems, f.waiter, {
        query: { categoryId: beverages.id, hotelServiceId: f.serviceId },
      }),
    ).item;
    assert.equal(items.length, 15);
    assert.ok(items.every((i: Json) => i.itemType === 'BEVERAGE'));
    const dishes = await f.up.db.query<{ n: number }>(
      `select count(*)::int as n from food_item i join food_category c on c.id = i.category_id
         join food_category p on p.id = c.parent_id
        where i.hotel_service_id = $1 and p.title in ('Sri Lankan', 'Western', 'Indian')`,
      [f.serviceId],
    );
    assert.equal(Number(dishes[0]!.n), 26);
  });

  test('an unavailable item is listed, flagged inactive', async () => {
    const [salmon] = ok(await f.call(restaurant.searchItems, f.chef, { query: { name: 'salmon' } })).item;
    assert.equal(salmon.active, false);
  });

  test('an unknown category is 40400; a manager of two restaurants must name one', async () => {
    fails(
      await f.call(restaurant.searchItems, f.waiter, { query: { categoryId: 999999 } }),
      '40400',
      'Category not found',
    );
    const res = await f.call(restaurant.searchItems, f.manager, { query: { name: 'kottu' } });
    fails(res, '40000');
    assert.deepEqual(res.json.errors, [
      { field: 'hotelServiceId', message: 'Required field', reason: 'REQUIRED_FIELD' },
    ]);
  });

  test('a custom dish needs a description and a valid price', async () => {
    const empty = await f.call(restaurant.createCustomDish, f.waiter, { body: { name: '', price: '' } });
    fails(empty, '40000');
    assert.deepEqual(empty.json.errors, [
      { field: 'name', message: 'Description required', reason: 'DESCRIPTION_REQUIRED' },
      { field: 'price', message: 'Price required', reason: 'PRICE_REQUIRED' },
    ]);
    const missing = await f.call(restaurant.createCustomDish, f.waiter, { body: {} });
    assert.deepEqual(
      missing.json.errors.map((e: Json) => e.message),
      ['Description required', 'Price required'],
    );
    for (const price of ['abc', '12.345', '-5', 0]) {
      const bad = await f.call(restaurant.createCustomDish, f.waiter, { body: { name: 'Crab curry', price } });
      assert.deepEqual(
        bad.json.errors,
        [{ field: 'price', message: 'Invalid price', reason: 'INVALID_PRICE' }],
        String(price),
      );
    }
    fails(await f.call(restaurant.createCustomDish, f.chef, { body: { name: 'Crab curry', price: 100 } }), '40300');
  });

  test('a custom dish is created, found by the CUSTOM_DISH search, and can be ordered', async () => {
    const res = await f.call(restaurant.createCustomDish, f.waiter, {
      body: { name: 'Crab Curry', price: '3,250.50' },
    });
    const dish = ok(res).customDish;
    assert.deepEqual({ name: dish.name, price: dish.price }, { name: 'Crab Curry', price: 3250.5 });
    const found = ok(
      await f.call(restaurant.searchItems, f.waiter, { query: { name: 'crab', itemType: 'CUSTOM_DISH' } }),
    ).item;
    assert.deepEqual(
      found.map((i: Json) => [i.id, i.itemType, i.categoryId]),
      [[dish.id, 'CUSTOM_DISH', null]],
    );
    const allocationId = await takeTable(f, '3', 'CASH');
    const order = ok(
      await f.call(restaurant.createOrder, f.waiter, { body: orderBody(f, '3', allocationId, [line(dish.id)]) }),
    ).order;
    assert.equal(order.orderedItemDtoList[0].ticketType, 'KOT');
    assert.equal(order.bill.subTotal, 3250.5);
  });
});

describe('food categories', () => {
  const multipart = (endpoint: typeof restaurant.createCategory | typeof restaurant.updateCategory, params = {}) => ({
    method: endpoint.method,
    path: at(endpoint, params),
  });

  test('the tree has six first-layer categories with their sub-categories', async () => {
    const tree = ok(await f.call(restaurant.categoryTree, f.waiter, { params: { id: f.serviceId } })).category;
    assert.deepEqual(
      tree.map((c: Json) => c.categoryTitle),
      ['Sri Lankan', 'Western', 'Indian', 'Beverages', 'Desserts', 'Snacks'],
    );
    assert.deepEqual(
      tree[4].children.map((c: Json) => c.categoryTitle),
      ['Cakes', 'Ice Creams', 'Chocolates'],
    );
    assert.equal(tree[0].categoryId, null);
    assert.equal(tree[0].children[0].categoryId, tree[0].id);
    assert.match(tree[0].categoryImage, /^images\//);
  });

  test('children by name, the last layer by title, and a flat search', async () => {
    const tree = ok(await f.call(restaurant.categoryTree, f.waiter, { params: { id: f.serviceId } })).category;
    const children = ok(
      await f.call(restaurant.categoryChildren, f.waiter, {
        params: { hotelServiceId: f.serviceId, categoryId: tree[3].id },
        query: { name: 'juice' },
      }),
    ).category;
    assert.deepEqual(
      children.map((c: Json) => c.categoryTitle),
      ['Fresh Juice'],
    );
    const leaves = ok(
      await f.call(restaurant.lastLayerCategories, f.waiter, { query: { hotelServiceId: f.serviceId } }),
    ).category;
    assert.equal(leaves.length, 19);
    const lunch = ok(
      await f.call(restaurant.lastLayerCategories, f.waiter, {
        query: { hotelServiceId: f.serviceId, title: 'lunch' },
      }),
    ).category;
    assert.equal(lunch.length, 3);
    const found = ok(
      await f.call(restaurant.searchCategories, f.waiter, { query: { hotelServiceId: f.serviceId, title: 'sri' } }),
    ).category;
    assert.deepEqual(
      found.map((c: Json) => c.categoryTitle),
      ['Sri Lankan'],
    );
    fails(
      await f.call(restaurant.categoryChildren, f.waiter, {
        params: { hotelServiceId: f.otherServiceId, categoryId: tree[3].id },
        query: {},
      }),
      '40300',
    );
  });

  let created: { id: number };
  test('FOOD_CATEGORY add creates a category with its image; the waiter (read only) may not', async () => {
    const tree = ok(await f.call(restaurant.categoryTree, f.manager, { params: { id: f.serviceId } })).category;
    const body = { categoryTitle: 'Hoppers', categoryId: tree[0].id, hotelServiceId: f.serviceId };
    const { method, path } = multipart(restaurant.createCategory);
    const denied = await f.up.api(method, path, { token: f.waiter, multipart: { category: body } });
    fails(denied, '40300');
    const res = await f.up.api(method, path, { token: f.manager, multipart: { category: body, categoryImage: png() } });
    created = ok(res).category;
    assert.deepEqual(
      { ...ok(res).category, id: 0, categoryImage: 'x' },
      {
        id: 0,
        categoryImage: 'x',
        categoryTitle: 'Hoppers',
        expanded: false,
        categoryId: tree[0].id,
        hotelServiceId: f.serviceId,
        children: [],
      },
    );
    assert.match(ok(res).category.categoryImage, /^images\//);
    const again = await f.up.api(method, path, { token: f.manager, multipart: { category: body } });
    fails(again, '40900', 'A category with this title already exists here');
    const blank = await f.up.api(method, path, {
      token: f.manager,
      multipart: { category: { ...body, categoryTitle: ' ' } },
    });
    fails(blank, '40000');
  });

  test('a category is renamed, cannot move under itself, and is deleted only when empty', async () => {
    const { method, path } = multipart(restaurant.updateCategory, {
      hotelServiceId: f.serviceId,
      categoryId: created.id,
    });
    const renamed = ok(
      await f.up.api(method, path, {
        token: f.manager,
        multipart: { category: { categoryTitle: 'Hoppers & Appa', categoryId: null, hotelServiceId: f.serviceId } },
      }),
    ).category;
    assert.equal(renamed.categoryTitle, 'Hoppers & Appa');
    assert.equal(renamed.categoryId, null);
    fails(
      await f.up.api(method, path, {
        token: f.manager,
        multipart: { category: { categoryTitle: 'Loop', categoryId: created.id, hotelServiceId: f.serviceId } },
      }),
      '40000',
      'A category cannot move under itself',
    );
    const tree = ok(await f.call(restaurant.categoryTree, f.manager, { params: { id: f.serviceId } })).category;
    fails(
      await f.call(restaurant.deleteCategory, f.manager, {
        params: { hotelServiceId: f.serviceId, categoryId: tree[0].id },
      }),
      '40900',
      'The category still has sub-categories. Delete them first.',
    );
    fails(
      await f.call(restaurant.deleteCategory, f.manager, {
        params: { hotelServiceId: f.serviceId, categoryId: tree[0].children[0].id },
      }),
      '40900',
      'Items are still allocated to this category. Move them first.',
    );
    fails(
      await f.call(restaurant.deleteCategory, f.waiter, {
        params: { hotelServiceId: f.serviceId, categoryId: created.id },
      }),
      '40300',
    );
    ok(
      await f.call(restaurant.deleteCategory, f.manager, {
        params: { hotelServiceId: f.serviceId, categoryId: created.id },
      }),
    );
    fails(
      await f.call(restaurant.deleteCategory, f.manager, {
        params: { hotelServiceId: f.serviceId, categoryId: created.id },
      }),
      '40400',
      'Category not found',
    );
  });
});

describe('reads refused outside the caller’s features or restaurant', () => {
  test('the kitchen lists no tables; the waiter sees no kitchen cards', async () => {
    fails(
      await f.call(restaurant.restaurantTablesOfService, f.chef, { params: { hotelServiceId: f.serviceId } }),
      '40300',
    );
    fails(await f.call(restaurant.activeOrders, f.waiter, { query: { hotelServiceId: f.serviceId } }), '40300');
  });

  test('a ticket id of the other type is not found on the bar and serving paths', async () => {
    const allocationId = await takeTable(f, '4', 'CASH');
    const order = ok(
      await f.call(restaurant.createOrder, f.waiter, {
        body: orderBody(f, '4', allocationId, [line(f.item('Idli Sambar'))]),
      }),
    ).order;
    const kot = order.kotResponseList[0].id;
    fails(await f.call(restaurant.botReadyToServe, f.chef, { params: { botId: kot } }), '40400', 'BOT not found');
    fails(
      await f.call(restaurant.serveBot, f.waiter, { params: { id: kot }, body: { id: kot, orderStatus: 'SERVED' } }),
      '40400',
      'BOT not found',
    );
    const wrongStatus = await f.call(restaurant.serveKot, f.waiter, {
      params: { id: kot },
      body: { id: kot, orderStatus: 'READY_TO_SERVE' },
    });
    fails(wrongStatus, '40000');
  });

  test('the categories of another hotel’s restaurant are not the waiter’s', async () => {
    fails(await f.call(restaurant.categoryTree, f.waiter, { params: { id: f.otherServiceId } }), '40300');
    fails(
      await f.call(restaurant.lastLayerCategories, f.waiter, { query: { hotelServiceId: f.otherServiceId } }),
      '40300',
    );
    fails(
      await f.call(restaurant.searchCategories, f.waiter, { query: { hotelServiceId: f.otherServiceId } }),
      '40300',
    );
    fails(await f.call(restaurant.categoryTree, f.waiter, { params: { id: 999999 } }), '40400');
  });
});
