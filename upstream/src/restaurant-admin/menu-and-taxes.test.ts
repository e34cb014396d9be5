// Menu items, their categories and the service's taxes over HTTP: multipart writes with the picture
// served back, last-layer allocation, names unique on a menu, ordered items and billed taxes kept
// (deactivate instead), and each level's rights with nothing written on a refusal.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { reference, restaurant, restaurantAdmin } from '@hotel/schema';
import { at, fieldsOf, png, startTestUpstream, type TestUpstream } from '../test/harness.js';
import { completedOrder, demoRestaurant, itemByName, userId, type DemoRestaurant } from './fixtures.js';
import { checkPaging, checkSorting, checkSortRefusals, type PagedSearch } from '../test/paged-search.js';

let up: TestUpstream;
let manager: string;
let waiter: string;
let ids: DemoRestaurant;

before(async () => {
  up = await startTestUpstream();
  manager = await up.signIn('service.admin@demo.lk');
  waiter = await up.signIn('waiter@demo.lk');
  ids = await demoRestaurant(up.db);
});
after(() => up.close());

const count = async (sql: string, params: unknown[] = []) =>
  Number((await up.db.query<{ n: number }>(`select count(*)::int as n ${sql}`, params as never[]))[0]!.n);

const categoryId = async (title: string, parent?: string) => {
  const [row] = await up.db.query<{ id: number }>(
    `select c.id from food_category c left join food_category p on p.id = c.parent_id
      where c.hotel_service_id = $1 and c.title = $2 and ($3::text is null or p.title = $3)`,
    [ids.serviceId, title, parent ?? null],
  );
  if (!row) throw new Error(`no category ${title}`);
  return row.id;
};

describe('menu items', () => {
  const itemBody = (extra: Record<string, unknown> = {}) => ({
    name: 'Crab Curry',
    price: '3,450.50',
    itemType: 'FOOD',
    hotelServiceId: ids.serviceId,
    ...extra,
  });

  test('lists the menu paged with category trail; custom dishes only when asked', async () => {
    await up.api('POST', at(restaurant.createCustomDish), {
      token: waiter,
      body: { name: 'Extra Sambol', price: 150, hotelServiceId: ids.serviceId },
    });
    const res = await up.api(
      'GET',
      at(
        restaurantAdmin.searchMenuItems,
        {},
        { hotelServiceId: ids.serviceId, size: 5, sortField: 'price', direction: 'DESC' },
      ),
      { token: manager },
    );
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.equal(res.json.pagination.pageSize, 5);
    const top = res.json.result.item[0];
    assert.deepEqual(
      [top.name, top.price, top.categoryTitle, top.parentCategoryTitle, top.itemType],
      ['Beef Steak with Pepper Sauce', 4800, 'DINNER', 'Western', 'FOOD'],
    );
    const all = await up.api(
      'GET',
      at(restaurantAdmin.searchMenuItems, {}, { hotelServiceId: ids.serviceId, size: 200 }),
      { token: manager },
    );
    assert.ok(!all.json.result.item.some((i: { itemType: string }) => i.itemType === 'CUSTOM_DISH'));
    const custom = await up.api(
      'GET',
      at(restaurantAdmin.searchMenuItems, {}, { hotelServiceId: ids.serviceId, itemType: 'CUSTOM_DISH' }),
      { token: manager },
    );
    assert.deepEqual(
      custom.json.result.item.map((i: { name: string }) => i.name),
      ['Extra Sambol'],
    );
    const beverages = await up.api(
      'GET',
      at(
        restaurantAdmin.searchMenuItems,
        {},
        { hotelServiceId: ids.serviceId, categoryId: await categoryId('Beverages') },
      ),
      { token: manager },
    );
    assert.ok(beverages.json.result.item.length > 0);
    assert.ok(beverages.json.result.item.every((i: { itemType: string }) => i.itemType === 'BEVERAGE'));
  });

  test('creates an item with its picture (multipart), the money text parsed, and it is served back', async () => {
    const res = await up.api('POST', at(restaurantAdmin.createMenuItem), {
      token: manager,
      multipart: { item: itemBody({ categoryId: await categoryId('DINNER', 'Sri Lankan') }), image: png() },
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    const item = res.json.result.item;
    assert.deepEqual(
      [item.name, item.price, item.active, item.categoryTitle, item.parentCategoryTitle, item.hasOrders],
      ['Crab Curry', 3450.5, true, 'DINNER', 'Sri Lankan', false],
    );
    assert.match(item.image, /^images\/[0-9a-f-]{36}$/);
    const image = await up.api('GET', at(reference.image, { id: item.image.slice('images/'.length) }));
    assert.equal(image.status, 200);
    assert.equal(image.headers.get('content-type'), 'image/png');
    const updated = await up.api('PUT', at(restaurantAdmin.updateMenuItem), {
      token: manager,
      multipart: { item: itemBody({ id: item.id, price: 3600, active: false, categoryId: null }) },
    });
    assert.equal(updated.status, 200, JSON.stringify(updated.json));
    const after = updated.json.result.item;
    assert.deepEqual([after.price, after.active, after.categoryId, after.image], [3600, false, null, item.image]);
  });

  test('validation names each field and writes nothing', async () => {
    const before = await count('from food_item');
    const res = await up.api('POST', at(restaurantAdmin.createMenuItem), {
      token: manager,
      multipart: { item: { name: '', price: '12.345', hotelServiceId: ids.serviceId } },
    });
    assert.equal(res.status, 400);
    assert.deepEqual(res.json.errors, [
      { field: 'name', message: 'Name is required', reason: 'NAME_REQUIRED' },
      { field: 'price', message: 'Invalid price', reason: 'INVALID_PRICE' },
      { field: 'itemType', message: 'Item type is required', reason: 'ITEM_TYPE_REQUIRED' },
    ]);
    const upper = await up.api('POST', at(restaurantAdmin.createMenuItem), {
      token: manager,
      multipart: { item: itemBody({ name: 'Lobster', categoryId: await categoryId('Sri Lankan') }) },
    });
    assert.equal(upper.status, 400);
    assert.deepEqual(upper.json.errors, [
      {
        field: 'categoryId',
        message: 'Choose a category without sub-categories',
        reason: 'FOOD_CATEGORY_NOT_LAST_LAYER',
      },
    ]);
    assert.equal(await count('from food_item'), before);
  });

  test('two items of one name on a menu: the second is a 40900, also when sent at once', async () => {
    const dup = await up.api('POST', at(restaurantAdmin.createMenuItem), {
      token: manager,
      multipart: { item: itemBody({ name: 'egg hopper' }) },
    });
    assert.equal(dup.status, 409);
    assert.equal(dup.json.message, 'An item with this name is already on the menu');
    assert.equal(dup.json.reason, 'FOOD_ITEM_NAME_TAKEN');
    assert.deepEqual(fieldsOf(dup.json), ['name']);
    const create = () =>
      up.api('POST', at(restaurantAdmin.createMenuItem), {
        token: manager,
        multipart: { item: itemBody({ name: 'Twin Dish' }) },
      });
    const results = await Promise.all([create(), create()]);
    assert.deepEqual(results.map((r) => r.json.statusCode).sort(), ['20000', '40900']);
    assert.equal(await count("from food_item where name = 'Twin Dish'"), 1);
  });

  test('an ordered item is deactivated, not deleted; a new one is deleted', async () => {
    await completedOrder(up.db, {
      serviceId: ids.serviceId,
      tableNumber: '2',
      waiterEmail: 'waiter@demo.lk',
      lines: [{ item: 'Lamprais', quantity: 1 }],
    });
    const lamprais = await itemByName(up.db, ids.serviceId, 'Lamprais');
    const refused = await up.api('DELETE', at(restaurantAdmin.deleteMenuItem, { id: lamprais.id }), { token: manager });
    assert.equal(refused.status, 409);
    assert.equal(refused.json.message, 'Lamprais is on orders; deactivate it instead');
    assert.equal(refused.json.reason, 'FOOD_ITEM_ON_ORDERS');
    assert.deepEqual(refused.json.params, { name: 'Lamprais' });
    const fresh = await up.api('POST', at(restaurantAdmin.createMenuItem), {
      token: manager,
      multipart: { item: itemBody({ name: 'Short Eats Platter', itemType: 'FOOD' }) },
    });
    const id = fresh.json.result.item.id;
    const deleted = await up.api('DELETE', at(restaurantAdmin.deleteMenuItem, { id }), { token: manager });
    assert.equal(deleted.status, 200);
    assert.equal(await count('from food_item where id = $1', [id]), 0);
  });

  test('a custom dish is not changed here', async () => {
    const [dish] = await up.db.query<{ id: number }>(
      "select id from food_item where item_type = 'CUSTOM_DISH' limit 1",
    );
    const res = await up.api('PUT', at(restaurantAdmin.updateMenuItem), {
      token: manager,
      multipart: { item: itemBody({ id: dish!.id, name: 'Renamed' }) },
    });
    assert.equal(res.status, 409);
    assert.equal(res.json.message, 'Custom dishes are managed by the waiters and cannot be changed here');
    assert.equal(res.json.reason, 'CUSTOM_DISH_LOCKED');
  });

  test('a waiter (food items READ) lists the menu but may not add, change or delete', async () => {
    const list = await up.api('GET', at(restaurantAdmin.searchMenuItems, {}, { hotelServiceId: ids.serviceId }), {
      token: waiter,
    });
    assert.equal(list.status, 200);
    const before = await count('from food_item');
    const add = await up.api('POST', at(restaurantAdmin.createMenuItem), {
      token: waiter,
      multipart: { item: itemBody({ name: 'Waiter Special' }) },
    });
    assert.equal(add.status, 403);
    const hopper = await itemByName(up.db, ids.serviceId, 'Plain Hoppers');
    const del = await up.api('DELETE', at(restaurantAdmin.deleteMenuItem, { id: hopper.id }), { token: waiter });
    assert.equal(del.status, 403);
    assert.equal(await count('from food_item'), before);
  });
});

describe('categories and allocation', () => {
  test('the category summary has trails, last layers and counts', async () => {
    const res = await up.api('GET', at(restaurantAdmin.itemCategories, { hotelServiceId: ids.serviceId }), {
      token: manager,
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    const list = res.json.result.category as {
      categoryTitle: string;
      trail: string[];
      lastLayer: boolean;
      childCount: number;
      itemCount: number;
    }[];
    const srilankan = list.find((c) => c.categoryTitle === 'Sri Lankan')!;
    assert.deepEqual([srilankan.lastLayer, srilankan.childCount, srilankan.itemCount], [false, 3, 0]);
    const juice = list.find((c) => c.categoryTitle === 'Fresh Juice')!;
    assert.deepEqual([juice.trail, juice.lastLayer, juice.itemCount], [['Beverages', 'Fresh Juice'], true, 4]);
  });

  test('allocates items to a last-layer category and takes them out again', async () => {
    const snacks = await categoryId('Chips', 'Snacks');
    const a = await itemByName(up.db, ids.serviceId, 'Butter Biscuits');
    const b = await itemByName(up.db, ids.serviceId, 'Roasted Peanuts');
    const res = await up.api('PUT', at(restaurantAdmin.allocateItemCategory), {
      token: manager,
      body: { hotelServiceId: ids.serviceId, categoryId: snacks, itemIdList: [a.id, b.id] },
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.deepEqual(
      res.json.result.item.map((i: { name: string; categoryTitle: string }) => [i.name, i.categoryTitle]),
      [
        ['Butter Biscuits', 'Chips'],
        ['Roasted Peanuts', 'Chips'],
      ],
    );
    const out = await up.api('PUT', at(restaurantAdmin.allocateItemCategory), {
      token: manager,
      body: { hotelServiceId: ids.serviceId, categoryId: null, itemIdList: [a.id] },
    });
    assert.equal(out.json.message, 'Items removed from their category');
    const unallocated = await up.api(
      'GET',
      at(restaurantAdmin.searchMenuItems, {}, { hotelServiceId: ids.serviceId, unallocated: true }),
      { token: manager },
    );
    assert.ok(unallocated.json.result.item.some((i: { id: number }) => i.id === a.id));
  });

  test('an upper-layer category, an empty list and a foreign item are refused, nothing moved', async () => {
    const a = await itemByName(up.db, ids.serviceId, 'Mango Sorbet');
    const [foreign] = await up.db.query<{ id: number }>(
      'select id from food_item where hotel_service_id = $1 limit 1',
      [ids.otherServiceId],
    );
    const upper = await up.api('PUT', at(restaurantAdmin.allocateItemCategory), {
      token: manager,
      body: { hotelServiceId: ids.serviceId, categoryId: await categoryId('Desserts'), itemIdList: [a.id] },
    });
    assert.equal(upper.status, 400);
    assert.deepEqual(upper.json.errors, [
      {
        field: 'categoryId',
        message: 'Choose a category without sub-categories',
        reason: 'FOOD_CATEGORY_NOT_LAST_LAYER',
      },
    ]);
    const empty = await up.api('PUT', at(restaurantAdmin.allocateItemCategory), {
      token: manager,
      body: { hotelServiceId: ids.serviceId, categoryId: null, itemIdList: [] },
    });
    assert.deepEqual(empty.json.errors, [
      { field: 'itemIdList', message: 'Choose at least one item', reason: 'ITEMS_REQUIRED' },
    ]);
    const mixed = await up.api('PUT', at(restaurantAdmin.allocateItemCategory), {
      token: manager,
      body: { hotelServiceId: ids.serviceId, categoryId: null, itemIdList: [a.id, foreign!.id] },
    });
    assert.deepEqual(mixed.json.errors, [
      { field: 'itemIdList', message: 'Some items are not on this menu', reason: 'ITEMS_NOT_ON_MENU' },
    ]);
    assert.equal((await itemByName(up.db, ids.serviceId, 'Mango Sorbet')).id, a.id);
    assert.equal(await count('from food_item where id = $1 and category_id is null', [a.id]), 0);
  });

  test('a waiter may not allocate', async () => {
    const a = await itemByName(up.db, ids.serviceId, 'Love Cake');
    const res = await up.api('PUT', at(restaurantAdmin.allocateItemCategory), {
      token: waiter,
      body: { hotelServiceId: ids.serviceId, categoryId: null, itemIdList: [a.id] },
    });
    assert.equal(res.status, 403);
    assert.equal(await count('from food_item where id = $1 and category_id is null', [a.id]), 0);
  });
});

describe('taxes', () => {
  const taxBody = (extra: Record<string, unknown> = {}) => ({
    name: 'Tourism Levy',
    rate: 1,
    sequence: 2,
    hotelServiceId: ids.serviceId,
    ...extra,
  });
  const taxes = async () =>
    (
      await up.api('GET', at(restaurantAdmin.searchRestaurantTaxes, {}, { hotelServiceId: ids.serviceId }), {
        token: manager,
      })
    ).json.result.tax as {
      id: number;
      name: string;
      rate: number;
      sequence: number;
      active: boolean;
      onCompletedBills: boolean;
    }[];

  test('lists the service charge, the levy and VAT by sequence', async () => {
    assert.deepEqual(
      (await taxes()).map((t) => [t.name, t.rate, t.sequence]),
      [
        ['Service Charge', 10, 1],
        ['Social Security Contribution Levy', 2.5, 2],
        ['VAT', 18, 3],
      ],
    );
  });

  test('a new tax applies to open bills at once; deactivating takes it off again', async () => {
    const created = await up.api('POST', at(restaurantAdmin.createRestaurantTax), { token: manager, body: taxBody() });
    assert.equal(created.status, 200, JSON.stringify(created.json));
    const tax = created.json.result.tax;
    assert.deepEqual([tax.name, tax.rate, tax.active, tax.onCompletedBills], ['Tourism Levy', 1, true, false]);
    const off = await up.api('PUT', at(restaurantAdmin.updateRestaurantTax), {
      token: manager,
      body: taxBody({ id: tax.id, active: false, rate: 0 }),
    });
    assert.equal(off.status, 200, JSON.stringify(off.json));
    assert.deepEqual([off.json.result.tax.active, off.json.result.tax.rate], [false, 0]);
    const deleted = await up.api('DELETE', at(restaurantAdmin.deleteRestaurantTax, { id: tax.id }), { token: manager });
    assert.equal(deleted.status, 200);
  });

  test('a negative rate, a levy of 100 and VAT-and-levy name their fields', async () => {
    const before = await count('from restaurant_tax');
    const negative = await up.api('POST', at(restaurantAdmin.createRestaurantTax), {
      token: manager,
      body: taxBody({ rate: -1 }),
    });
    assert.equal(negative.status, 400);
    assert.deepEqual(negative.json.errors, [
      { field: 'rate', message: 'Tax rate must be zero or more', reason: 'TAX_RATE_NEGATIVE' },
    ]);
    const levy = await up.api('POST', at(restaurantAdmin.createRestaurantTax), {
      token: manager,
      body: taxBody({ rate: 100, socialSecurityContributionLevy: true, vat: true }),
    });
    assert.deepEqual(levy.json.errors, [
      { field: 'rate', message: 'A levy rate must be below 100', reason: 'LEVY_RATE_TOO_HIGH' },
      {
        field: 'socialSecurityContributionLevy',
        message: 'A tax cannot be both VAT and a levy',
        reason: 'TAX_VAT_AND_LEVY',
      },
    ]);
    const zero = await up.api('POST', at(restaurantAdmin.createRestaurantTax), {
      token: manager,
      body: taxBody({ name: 'Zero Rated', rate: 0 }),
    });
    assert.equal(zero.status, 200, 'a rate of zero is valid');
    assert.equal(await count('from restaurant_tax'), before + 1);
  });

  test('a second service charge and a duplicate name are 40900s', async () => {
    const second = await up.api('POST', at(restaurantAdmin.createRestaurantTax), {
      token: manager,
      body: taxBody({ name: 'Service Charge 2', serviceCharge: true, sequence: 1 }),
    });
    assert.equal(second.status, 409);
    assert.equal(second.json.message, 'This restaurant already has a service charge; change that one instead');
    assert.equal(second.json.reason, 'ONE_SERVICE_CHARGE');
    const dup = await up.api('POST', at(restaurantAdmin.createRestaurantTax), {
      token: manager,
      body: taxBody({ name: 'vat' }),
    });
    assert.equal(dup.status, 409);
    assert.equal(dup.json.message, 'A tax with this name already exists here');
    assert.equal(dup.json.reason, 'TAX_NAME_TAKEN');
    assert.deepEqual(fieldsOf(dup.json), ['name']);
  });

  test('a tax on a completed bill is deactivated instead of deleted', async () => {
    await completedOrder(up.db, {
      serviceId: ids.serviceId,
      tableNumber: '6',
      waiterEmail: 'waiter@demo.lk',
      lines: [{ item: 'Chicken Kottu', quantity: 1 }],
      vatApplicable: true,
    });
    const vat = (await taxes()).find((t) => t.name === 'VAT')!;
    assert.equal(vat.onCompletedBills, true);
    const refused = await up.api('DELETE', at(restaurantAdmin.deleteRestaurantTax, { id: vat.id }), { token: manager });
    assert.equal(refused.status, 409);
    assert.equal(refused.json.message, 'VAT is on completed bills; deactivate it instead');
    assert.equal(refused.json.reason, 'TAX_ON_COMPLETED_BILLS');
    assert.deepEqual(refused.json.params, { name: 'VAT' });
    assert.equal(await count('from restaurant_tax where id = $1', [vat.id]), 1);
  });

  test('a waiter (no tax right) may neither list nor change taxes', async () => {
    const list = await up.api('GET', at(restaurantAdmin.searchRestaurantTaxes, {}, { hotelServiceId: ids.serviceId }), {
      token: waiter,
    });
    assert.equal(list.status, 403);
    const before = await count('from restaurant_tax');
    const add = await up.api('POST', at(restaurantAdmin.createRestaurantTax), {
      token: waiter,
      body: taxBody({ name: 'Sneaky' }),
    });
    assert.equal(add.status, 403);
    assert.equal(await count('from restaurant_tax'), before);
  });

  test('the open bill follows the taxes: the levy off lowers an open order total', async () => {
    const waiterId = await userId(up.db, 'waiter@demo.lk');
    const [t] = await up.db.query<{ id: number }>(
      "select id from restaurant_table where hotel_service_id = $1 and number = '9'",
      [ids.serviceId],
    );
    const allocated = await up.api('POST', at(restaurant.allocateTable), {
      token: waiter,
      body: { tableId: t!.id, hotelServiceId: ids.serviceId, waiterId },
    });
    assert.equal(allocated.status, 200, JSON.stringify(allocated.json));
    const allocationId = allocated.json.result.restaurantTable.tableAllocationId;
    await up.api('PUT', at(restaurant.updateTableAllocation), {
      token: waiter,
      body: { id: allocationId, tableId: t!.id, hotelServiceId: ids.serviceId, paymentMethod: 'CASH' },
    });
    const hopper = await itemByName(up.db, ids.serviceId, 'String Hoppers with Kiri Hodi');
    const placed = await up.api('POST', at(restaurant.createOrder), {
      token: waiter,
      body: {
        tableId: t!.id,
        tableAllocationId: allocationId,
        orderTime: '12:00',
        orderedItemDtoList: [{ itemId: hopper.id, quantity: 2 }],
      },
    });
    assert.equal(placed.status, 200, JSON.stringify(placed.json));
    const orderId = placed.json.result.order.id;
    const totalNow = async () =>
      (await up.api('GET', at(restaurant.orderById, { id: orderId }), { token: waiter })).json.result.order.bill
        .totalCharge;
    // 1300 + 10 % service charge = 1430; levy 2.5 grossed up: 36.67 → 1466.67 (no VAT on the order).
    assert.equal(await totalNow(), 1466.67);
    const levy = (await taxes()).find((x) => x.name === 'Social Security Contribution Levy')!;
    await up.api('PUT', at(restaurantAdmin.updateRestaurantTax), {
      token: manager,
      body: taxBody({ id: levy.id, name: levy.name, rate: 2.5, socialSecurityContributionLevy: true, active: false }),
    });
    assert.equal(await totalNow(), 1430);
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

  test('menu items: pages, totals and every sort field both ways, by name unless asked', async () => {
    const items = list(restaurantAdmin.searchMenuItems, 'item');
    await checkPaging(items);
    await checkSorting(items, { field: 'name', direction: 'ASC' }, { category: 'categoryTitle' });
    await checkSortRefusals(items);
  });

  test('taxes: pages, totals and every sort field both ways, by sequence unless asked', async () => {
    const taxes = list(restaurantAdmin.searchRestaurantTaxes, 'tax');
    await checkPaging(taxes);
    await checkSorting(taxes, { field: 'sequence', direction: 'ASC' });
    await checkSortRefusals(taxes);
  });
});
