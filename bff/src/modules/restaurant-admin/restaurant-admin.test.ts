// The restaurant admin area through GraphQL against the real upstream: each page's list and writes,
// pictures as data URLs stored upstream and served back, field errors in the schema's words, the
// refusals the data forbids, and the permission matrix (a waiter reads what the role grants, a chef
// nothing; the guard refuses before any upstream write).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { restaurant } from '@hotel/schema';
import { at, PNG_BYTES } from '@hotel/upstream/test-harness';
import { startStack, type Stack } from '../../test/stack.js';

interface Ids {
  hotelId: number;
  serviceId: number;
}

const PNG_DATA_URL = `data:image/png;base64,${Buffer.from(PNG_BYTES).toString('base64')}`;

describe('restaurant admin through GraphQL', () => {
  let stack: Stack;
  let ids: Ids;
  let manager: string;
  let waiter: string;
  let chef: string;

  const as = (token: string) => ({ token, serviceId: ids.serviceId });
  const codeOf = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;

  before(async () => {
    stack = await startStack();
    manager = await stack.signIn('service.admin@demo.lk');
    waiter = await stack.signIn('waiter@demo.lk');
    chef = await stack.signIn('chef@demo.lk');
    const g = await stack.gql<{ groups: { id: number }[] }>('{ groups { id } }', {}, { token: manager });
    const h = await stack.gql<{ hotels: { id: number; name: string }[] }>(
      'query($g: Int) { hotels(groupId: $g) { id name } }',
      { g: g.data!.groups[0]!.id },
      { token: manager },
    );
    const hotelId = h.data!.hotels.find((x) => x.name === 'Serendib Colombo')!.id;
    const s = await stack.gql<{ services: { id: number; serviceType: string }[] }>(
      'query($h: Int!) { services(hotelId: $h) { id serviceType } }',
      { h: hotelId },
      { token: manager },
    );
    ids = { hotelId, serviceId: s.data!.services.find((x) => x.serviceType === 'RESTAURANT')!.id };
  });
  after(() => stack.close());

  describe('tables', () => {
    test('lists categories and tables, creates and deletes a table', async () => {
      const categories = await stack.gql<{
        tableCategories: { total: number; items: { id: number; name: string; tableCount: number }[] };
      }>(
        'query($s: Int!) { tableCategories(serviceId: $s, sortField: name, direction: DESC) { total items { id name tableCount } } }',
        { s: ids.serviceId },
        as(manager),
      );
      assert.equal(categories.errors, undefined, JSON.stringify(categories.errors));
      assert.deepEqual(
        categories.data!.tableCategories.items.map((c) => [c.name, c.tableCount]),
        [
          ['Terrace', 6],
          ['Indoor', 6],
        ],
      );
      const terrace = categories.data!.tableCategories.items[0]!.id;
      const created = await stack.gql<{
        createRestaurantTable: { message: string; table: { id: number; category: { name: string }; status: string } };
      }>(
        'mutation($i: TableInput!) { createRestaurantTable(input: $i) { message table { id category { name } status } } }',
        { i: { serviceId: ids.serviceId, number: 'P1', categoryId: terrace, seats: 2 } },
        as(manager),
      );
      assert.equal(created.errors, undefined, JSON.stringify(created.errors));
      assert.deepEqual(
        [created.data!.createRestaurantTable.message, created.data!.createRestaurantTable.table.category.name],
        ['Table created successfully', 'Terrace'],
      );
      const page = await stack.gql<{ restaurantTables: { total: number; items: { number: string }[] } }>(
        'query($s: Int!) { restaurantTables(serviceId: $s, number: "P", page: 0, size: 5) { total items { number } } }',
        { s: ids.serviceId },
        as(manager),
      );
      assert.deepEqual(page.data!.restaurantTables, { total: 1, items: [{ number: 'P1' }] });
      const deleted = await stack.gql(
        'mutation($s: Int!, $id: Int!) { deleteRestaurantTable(serviceId: $s, id: $id) { message id } }',
        { s: ids.serviceId, id: created.data!.createRestaurantTable.table.id },
        as(manager),
      );
      assert.equal(deleted.errors, undefined);
    });

    test('field errors come back in the input’s words; a duplicate number is a CONFLICT', async () => {
      const bad = await stack.gql(
        'mutation($i: TableInput!) { createRestaurantTable(input: $i) { message } }',
        { i: { serviceId: ids.serviceId, number: ' ', seats: 99, categoryId: 999999 } },
        as(manager),
      );
      assert.equal(codeOf(bad), 'BAD_USER_INPUT');
      assert.deepEqual(
        bad.errors![0]!.extensions!.fieldErrors!.map((e) => e.field),
        ['number', 'seats'],
      );
      const foreign = await stack.gql(
        'mutation($i: TableInput!) { createRestaurantTable(input: $i) { message } }',
        { i: { serviceId: ids.serviceId, number: 'P2', seats: 2, categoryId: 999999 } },
        as(manager),
      );
      assert.deepEqual(foreign.errors![0]!.extensions!.fieldErrors, [
        {
          field: 'categoryId',
          message: 'The category is not in this restaurant',
          reason: 'CATEGORY_NOT_IN_RESTAURANT',
        },
      ]);
      const dup = await stack.gql(
        'mutation($i: TableInput!) { createRestaurantTable(input: $i) { message } }',
        { i: { serviceId: ids.serviceId, number: '1', seats: 2 } },
        as(manager),
      );
      assert.equal(codeOf(dup), 'CONFLICT');
      assert.equal(dup.errors![0]!.message, 'A table with this number already exists here');
      assert.deepEqual(
        dup.errors![0]!.extensions!.fieldErrors!.map((e) => e.field),
        ['number'],
        'the taken number is named on its field',
      );
    });

    test('a waiter reads tables but may not add one; table categories are not theirs at all', async () => {
      const tables = await stack.gql(
        'query($s: Int!) { restaurantTables(serviceId: $s) { total } }',
        { s: ids.serviceId },
        as(waiter),
      );
      assert.equal(tables.errors, undefined);
      const options = await stack.gql(
        'query($s: Int!) { tableCategoryOptions(serviceId: $s) { name } }',
        { s: ids.serviceId },
        as(waiter),
      );
      assert.equal(options.errors, undefined, 'the table form may list categories');
      const before = await stack.upstream.db.query<{ n: number }>('select count(*)::int as n from restaurant_table');
      const add = await stack.gql(
        'mutation($i: TableInput!) { createRestaurantTable(input: $i) { message } }',
        { i: { serviceId: ids.serviceId, number: 'W9', seats: 2 } },
        as(waiter),
      );
      assert.equal(codeOf(add), 'FORBIDDEN');
      const after = await stack.upstream.db.query<{ n: number }>('select count(*)::int as n from restaurant_table');
      assert.equal(after[0]!.n, before[0]!.n);
      const categories = await stack.gql(
        'query($s: Int!) { tableCategories(serviceId: $s) { total } }',
        { s: ids.serviceId },
        as(waiter),
      );
      assert.equal(codeOf(categories), 'FORBIDDEN');
    });
  });

  test("one Table type: the waiter's lists and the administrator's read the same table, each loading the side it lacks", async () => {
    const res = await stack.gql<{
      restaurantTables: { items: Record<string, unknown>[] };
      vacantTables: Record<string, unknown>[];
    }>(
      `query($s: Int!) {
          restaurantTables(serviceId: $s, size: 50) { items { __typename id seats active allocation { id } orderLineCount } }
          vacantTables(serviceId: $s) { __typename id seats active hasOrders category { name tableCount } }
        }`,
      { s: ids.serviceId },
      as(manager),
    );
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    const admin = res.data!.restaurantTables.items;
    const vacant = res.data!.vacantTables;
    assert.deepEqual([...new Set([...admin, ...vacant].map((t) => t['__typename']))], ['Table']);
    assert.ok(vacant.length > 0);
    for (const table of vacant) {
      const same = admin.find((t) => t['id'] === table['id'])!;
      assert.deepEqual([table['seats'], table['active']], [same['seats'], same['active']]);
      assert.equal(same['allocation'], null, 'a vacant table has no allocation on the admin side either');
    }
  });

  describe('menu', () => {
    test('creates an item with a data-URL picture served back through the BFF, then deactivates it', async () => {
      const options = await stack.gql<{ menuCategoryOptions: { id: number; trail: string[] }[] }>(
        'query($s: Int!) { menuCategoryOptions(serviceId: $s) { id trail } }',
        { s: ids.serviceId },
        as(manager),
      );
      const lunch = options.data!.menuCategoryOptions.find((c) => c.trail.join('/') === 'Indian/LUNCH')!;
      const created = await stack.gql<{
        createMenuItem: { item: { id: number; image: string; price: number; categoryTitle: string } };
      }>(
        'mutation($i: MenuItemInput!) { createMenuItem(input: $i) { message item { id image price categoryTitle } } }',
        {
          i: {
            serviceId: ids.serviceId,
            name: 'Chicken Tikka',
            price: 1850.5,
            itemType: 'FOOD',
            categoryId: lunch.id,
            image: PNG_DATA_URL,
          },
        },
        as(manager),
      );
      assert.equal(created.errors, undefined, JSON.stringify(created.errors));
      const item = created.data!.createMenuItem.item;
      assert.deepEqual([item.price, item.categoryTitle], [1850.5, 'LUNCH']);
      assert.match(item.image, /^\/files\/images\/[0-9a-f-]{36}$/);
      const picture = await fetch(`${stack.bff.url}${item.image}`);
      assert.equal(picture.status, 200);
      assert.deepEqual(new Uint8Array(await picture.arrayBuffer()), PNG_BYTES);
      const updated = await stack.gql<{ updateMenuItem: { item: { active: boolean; image: string } } }>(
        'mutation($id: Int!, $i: MenuItemInput!) { updateMenuItem(id: $id, input: $i) { item { active image } } }',
        {
          id: item.id,
          i: { serviceId: ids.serviceId, name: 'Chicken Tikka', price: 1850.5, itemType: 'FOOD', active: false },
        },
        as(manager),
      );
      assert.deepEqual(updated.data!.updateMenuItem.item, { active: false, image: item.image });
    });

    test("one FoodItem type: the waiter's menu and the administrator's list read the same item", async () => {
      const res = await stack.gql<{
        menuItems: { items: Record<string, unknown>[] };
        foodItems: Record<string, unknown>[];
      }>(
        `query($s: Int!) {
          menuItems(serviceId: $s, size: 200) { items { __typename id name categoryTitle hasOrders } }
          foodItems(serviceId: $s) { __typename id name categoryTitle hasOrders }
        }`,
        { s: ids.serviceId },
        as(manager),
      );
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      const listed = res.data!.menuItems.items;
      const menu = res.data!.foodItems;
      assert.deepEqual([...new Set([...listed, ...menu].map((i) => i['__typename']))], ['FoodItem']);
      for (const item of menu.slice(0, 5))
        assert.deepEqual(
          item,
          listed.find((i) => i['id'] === item['id']),
        );
    });

    test('a picture that is not an image is refused naming the field; nothing is written', async () => {
      const res = await stack.gql(
        'mutation($i: MenuItemInput!) { createMenuItem(input: $i) { message } }',
        {
          i: {
            serviceId: ids.serviceId,
            name: 'Bad Picture',
            price: 100,
            itemType: 'FOOD',
            image: 'data:text/plain;base64,aGVsbG8=',
          },
        },
        as(manager),
      );
      assert.equal(codeOf(res), 'BAD_USER_INPUT');
      assert.deepEqual(res.errors![0]!.extensions!.fieldErrors, [
        {
          field: 'image',
          message: 'The picture must be a PNG, JPEG, WebP, GIF or SVG image',
          reason: 'PICTURE_TYPE_NOT_ALLOWED',
        },
      ]);
      const rows = await stack.upstream.db.query("select 1 from food_item where name = 'Bad Picture'");
      assert.equal(rows.length, 0);
    });

    test('the category tree with counts; a category with items is not deleted; an empty one is', async () => {
      const tree = await stack.gql<{
        menuCategories: {
          id: number;
          title: string;
          childCount: number;
          children: { id: number; title: string; itemCount: number }[];
        }[];
      }>(
        'query($s: Int!) { menuCategories(serviceId: $s) { id title childCount children { id title itemCount } } }',
        { s: ids.serviceId },
        as(manager),
      );
      assert.equal(tree.errors, undefined, JSON.stringify(tree.errors));
      const snacks = tree.data!.menuCategories.find((c) => c.title === 'Snacks')!;
      assert.equal(snacks.childCount, 3);
      const nuts = snacks.children.find((c) => c.title === 'Nuts')!;
      assert.equal(nuts.itemCount, 2);
      const refused = await stack.gql(
        'mutation($s: Int!, $id: Int!) { deleteMenuCategory(serviceId: $s, id: $id) { message } }',
        { s: ids.serviceId, id: nuts.id },
        as(manager),
      );
      assert.equal(codeOf(refused), 'CONFLICT');
      assert.equal(refused.errors![0]!.message, 'Items are still allocated to this category. Move them first.');
      const added = await stack.gql<{ createMenuCategory: { id: number } }>(
        'mutation($i: MenuCategoryInput!) { createMenuCategory(input: $i) { message id } }',
        { i: { serviceId: ids.serviceId, title: 'Dips', parentId: snacks.id, image: PNG_DATA_URL } },
        as(manager),
      );
      assert.equal(added.errors, undefined, JSON.stringify(added.errors));
      const renamed = await stack.gql(
        'mutation($id: Int!, $i: MenuCategoryInput!) { updateMenuCategory(id: $id, input: $i) { message } }',
        {
          id: added.data!.createMenuCategory.id,
          i: { serviceId: ids.serviceId, title: 'Dips and Sauces', parentId: snacks.id },
        },
        as(manager),
      );
      assert.equal(renamed.errors, undefined, JSON.stringify(renamed.errors));
      const blank = await stack.gql(
        'mutation($i: MenuCategoryInput!) { createMenuCategory(input: $i) { id } }',
        { i: { serviceId: ids.serviceId, title: '' } },
        as(manager),
      );
      assert.deepEqual(
        blank.errors![0]!.extensions!.fieldErrors!.map((e) => e.field),
        ['title'],
      );
      const deleted = await stack.gql(
        'mutation($s: Int!, $id: Int!) { deleteMenuCategory(serviceId: $s, id: $id) { message } }',
        { s: ids.serviceId, id: added.data!.createMenuCategory.id },
        as(manager),
      );
      assert.equal(deleted.errors, undefined, JSON.stringify(deleted.errors));
    });

    test('allocates items to a category and back out; the waiter may not', async () => {
      const categories = await stack.gql<{
        allocationCategories: { id: number; trail: string[]; itemCount: number }[];
      }>(
        'query($s: Int!) { allocationCategories(serviceId: $s) { id trail itemCount } }',
        { s: ids.serviceId },
        as(manager),
      );
      const chips = categories.data!.allocationCategories.find((c) => c.trail.join('/') === 'Snacks/Chips')!;
      const items = await stack.gql<{ allocatableItems: { items: { id: number; name: string }[] } }>(
        'query($s: Int!, $c: Int) { allocatableItems(serviceId: $s, categoryId: $c) { items { id name } } }',
        { s: ids.serviceId, c: chips.id },
        as(manager),
      );
      const ids2 = items.data!.allocatableItems.items.map((i) => i.id);
      assert.equal(ids2.length, 2);
      const out = await stack.gql<{ allocateMenuItems: { items: { categoryId: number | null }[] } }>(
        'mutation($s: Int!, $ids: [Int!]!) { allocateMenuItems(serviceId: $s, categoryId: null, itemIds: $ids) { message items { categoryId } } }',
        { s: ids.serviceId, ids: ids2 },
        as(manager),
      );
      assert.deepEqual(out.data!.allocateMenuItems.items, [{ categoryId: null }, { categoryId: null }]);
      const unallocated = await stack.gql<{ allocatableItems: { total: number } }>(
        'query($s: Int!) { allocatableItems(serviceId: $s, unallocated: true) { total } }',
        { s: ids.serviceId },
        as(manager),
      );
      assert.ok(unallocated.data!.allocatableItems.total >= 2);
      const back = await stack.gql(
        'mutation($s: Int!, $c: Int, $ids: [Int!]!) { allocateMenuItems(serviceId: $s, categoryId: $c, itemIds: $ids) { message } }',
        { s: ids.serviceId, c: chips.id, ids: ids2 },
        as(manager),
      );
      assert.equal(back.errors, undefined);
      const denied = await stack.gql(
        'mutation($s: Int!, $ids: [Int!]!) { allocateMenuItems(serviceId: $s, categoryId: null, itemIds: $ids) { message } }',
        { s: ids.serviceId, ids: ids2 },
        as(waiter),
      );
      assert.equal(codeOf(denied), 'FORBIDDEN');
    });
  });

  describe("the restaurant's settings", () => {
    const SETTING =
      'query($s: Int!) { restaurantSetting(serviceId: $s) { serviceId billPaper billHeader { hotelTitle vatNumber } } }';
    const SET_PAPER =
      'mutation($s: Int!, $p: BillPaper!) { setBillPaper(serviceId: $s, billPaper: $p) { message restaurantSetting { billPaper } } }';

    test('the waiter reads the paper and the header; the administrator chooses the receipt roll', async () => {
      const read = await stack.gql<{
        restaurantSetting: {
          serviceId: number;
          billPaper: string;
          billHeader: { hotelTitle: string; vatNumber: string };
        };
      }>(SETTING, { s: ids.serviceId }, as(waiter));
      assert.equal(read.errors, undefined, JSON.stringify(read.errors));
      assert.equal(read.data!.restaurantSetting.serviceId, ids.serviceId);
      assert.equal(read.data!.restaurantSetting.billPaper, 'A4');
      assert.equal(read.data!.restaurantSetting.billHeader.hotelTitle, 'Serendib Colombo');
      assert.ok(read.data!.restaurantSetting.billHeader.vatNumber, 'the hotel’s VAT number heads its bills');

      const saved = await stack.gql<{ setBillPaper: { message: string; restaurantSetting: { billPaper: string } } }>(
        SET_PAPER,
        { s: ids.serviceId, p: 'RECEIPT_80MM' },
        as(manager),
      );
      assert.equal(saved.errors, undefined, JSON.stringify(saved.errors));
      assert.deepEqual(saved.data!.setBillPaper, {
        message: 'Restaurant settings saved',
        restaurantSetting: { billPaper: 'RECEIPT_80MM' },
      });
      const again = await stack.gql<{ restaurantSetting: { billPaper: string } }>(
        SETTING,
        { s: ids.serviceId },
        as(waiter),
      );
      assert.equal(again.data!.restaurantSetting.billPaper, 'RECEIPT_80MM');
      await stack.gql(SET_PAPER, { s: ids.serviceId, p: 'A4' }, as(manager));
    });

    test('neither the waiter nor the chef may choose the paper', async () => {
      for (const token of [waiter, chef]) {
        const denied = await stack.gql(SET_PAPER, { s: ids.serviceId, p: 'RECEIPT_80MM' }, as(token));
        assert.equal(codeOf(denied), 'FORBIDDEN');
      }
    });
  });

  describe('taxes and VAT registry', () => {
    test('lists taxes by sequence, adds one, refuses a negative rate', async () => {
      const list = await stack.gql<{
        restaurantTaxes: { items: { name: string; rate: number; serviceCharge: boolean }[] };
      }>(
        'query($s: Int!) { restaurantTaxes(serviceId: $s) { total items { name rate serviceCharge } } }',
        { s: ids.serviceId },
        as(manager),
      );
      assert.deepEqual(
        list.data!.restaurantTaxes.items.map((t) => t.name),
        ['Service Charge', 'Social Security Contribution Levy', 'VAT'],
      );
      const bad = await stack.gql(
        'mutation($i: RestaurantTaxInput!) { createRestaurantTax(input: $i) { message } }',
        { i: { serviceId: ids.serviceId, name: 'Bad', rate: -2, sequence: 2 } },
        as(manager),
      );
      assert.deepEqual(bad.errors![0]!.extensions!.fieldErrors, [
        { field: 'rate', message: 'Tax rate must be zero or more', reason: 'TAX_RATE_NEGATIVE' },
      ]);
      const created = await stack.gql<{ createRestaurantTax: { tax: { id: number; active: boolean } } }>(
        'mutation($i: RestaurantTaxInput!) { createRestaurantTax(input: $i) { message tax { id active } } }',
        { i: { serviceId: ids.serviceId, name: 'Green Levy', rate: 0.5, sequence: 2 } },
        as(manager),
      );
      assert.equal(created.errors, undefined, JSON.stringify(created.errors));
      const denied = await stack.gql(
        'query($s: Int!) { restaurantTaxes(serviceId: $s) { total } }',
        { s: ids.serviceId },
        as(chef),
      );
      assert.equal(codeOf(denied), 'FORBIDDEN');
    });

    test('registers a VAT customer with the §5 messages, lists it, deletes it', async () => {
      const invalid = await stack.gql(
        'mutation($i: VatRegistryCustomerInput!) { createVatRegistryCustomer(input: $i) { message } }',
        { i: { serviceId: ids.serviceId, hotelId: ids.hotelId, email: '', name: '', vatNumber: '', address: '' } },
        as(manager),
      );
      assert.deepEqual(
        invalid.errors![0]!.extensions!.fieldErrors!.map((e) => e.message),
        ['Email is required', 'Name is required', 'VAT number is required', 'Address is required'],
      );
      const created = await stack.gql<{
        createVatRegistryCustomer: { customer: { id: number; registryTypes: string[] } };
      }>(
        'mutation($i: VatRegistryCustomerInput!) { createVatRegistryCustomer(input: $i) { message customer { id registryTypes } } }',
        {
          i: {
            serviceId: ids.serviceId,
            hotelId: ids.hotelId,
            email: 'finance@spice.lk',
            name: 'Spice Exports',
            vatNumber: '409-1',
            address: '5 Harbour Road',
          },
        },
        as(manager),
      );
      assert.equal(created.errors, undefined, JSON.stringify(created.errors));
      assert.deepEqual(created.data!.createVatRegistryCustomer.customer.registryTypes, ['RESTAURANT']);
      const list = await stack.gql<{ vatRegistryCustomers: { total: number; items: { name: string }[] } }>(
        'query($s: Int!, $h: Int!) { vatRegistryCustomers(serviceId: $s, hotelId: $h, name: "spice") { total items { name } } }',
        { s: ids.serviceId, h: ids.hotelId },
        as(manager),
      );
      assert.deepEqual(list.data!.vatRegistryCustomers, { total: 1, items: [{ name: 'Spice Exports' }] });
      const waiterList = await stack.gql(
        'query($s: Int!, $h: Int!) { vatRegistryCustomers(serviceId: $s, hotelId: $h) { total } }',
        { s: ids.serviceId, h: ids.hotelId },
        as(waiter),
      );
      assert.equal(codeOf(waiterList), 'FORBIDDEN');
      const deleted = await stack.gql(
        'mutation($s: Int!, $id: Int!) { deleteVatRegistryCustomer(serviceId: $s, id: $id) { message } }',
        { s: ids.serviceId, id: created.data!.createVatRegistryCustomer.customer.id },
        as(manager),
      );
      assert.equal(deleted.errors, undefined);
    });
  });

  describe('invoices, receipts, report and dashboard after a real order', () => {
    let orderId: number;
    let total: number;

    before(async () => {
      // A waiter's whole order on the upstream's own calls: allocate, cash, order, kitchen, serve, pay.
      const up = stack.upstream;
      const w = await up.signIn('waiter@demo.lk');
      const c = await up.signIn('chef@demo.lk');
      const call = async (method: string, path: string, body?: unknown, token = w) => {
        const res = await up.api(method, path, { token, ...(body === undefined ? {} : { body }) });
        assert.equal(res.status, 200, `${method} ${path}: ${JSON.stringify(res.json)}`);
        return res.json.result;
      };
      const [waiterRow] = await up.db.query<{ id: number }>("select id from app_user where email = 'waiter@demo.lk'");
      const [table] = await up.db.query<{ id: number }>(
        "select id from restaurant_table where hotel_service_id = $1 and number = '8'",
        [ids.serviceId],
      );
      const [dish] = await up.db.query<{ id: number }>(
        "select id from food_item where name = 'Masala Dosa' and hotel_service_id = $1",
        [ids.serviceId],
      );
      const allocated = await call('POST', at(restaurant.allocateTable), {
        tableId: table!.id,
        hotelServiceId: ids.serviceId,
        waiterId: waiterRow!.id,
      });
      const allocationId = allocated.restaurantTable.tableAllocationId;
      await call('PUT', at(restaurant.updateTableAllocation), {
        id: allocationId,
        tableId: table!.id,
        hotelServiceId: ids.serviceId,
        paymentMethod: 'CASH',
      });
      const placed = await call('POST', at(restaurant.createOrder), {
        tableId: table!.id,
        tableAllocationId: allocationId,
        orderTime: '13:00',
        orderedItemDtoList: [{ itemId: dish!.id, quantity: 2 }],
      });
      orderId = placed.order.id;
      await call('PUT', at(restaurant.acceptOrder, { orderId }), undefined, c);
      const accepted = await call('GET', at(restaurant.orderById, { id: orderId }));
      const line = accepted.order.orderedItemDtoList[0];
      for (const status of ['BEING_PREPARED', 'READY_TO_SERVE']) {
        await call('PUT', at(restaurant.updateHoldingItemStatus), { id: line.id, status, kotId: line.kotId }, c);
      }
      await call('PUT', at(restaurant.kotReadyToServe, { kotId: line.kotId }), undefined, c);
      await call('PUT', at(restaurant.serveKot, { id: line.kotId }), { id: line.kotId, orderStatus: 'SERVED' });
      const completed = await call(
        'PUT',
        at(restaurant.completeOrder, { orderId }, { hotelId: ids.hotelId, paymentPaidMethod: 'CASH' }),
        { vatRegistryApplicable: false },
      );
      total = completed.order.bill.totalCharge;
    });

    test('the invoice shows the bill as charged and its lines; the receipt its payment', async () => {
      const invoices = await stack.gql<{
        restaurantInvoices: {
          total: number;
          items: {
            orderId: number;
            invoiceNumber: string;
            bill: { subTotal: number; totalCharge: number };
            items: { name: string; quantity: number }[];
          }[];
        };
      }>(
        'query($s: Int!) { restaurantInvoices(serviceId: $s, search: "8") { total items { orderId invoiceNumber bill { subTotal totalCharge } items { name quantity } } } }',
        { s: ids.serviceId },
        as(manager),
      );
      assert.equal(invoices.errors, undefined, JSON.stringify(invoices.errors));
      const invoice = invoices.data!.restaurantInvoices.items.find((i) => i.orderId === orderId)!;
      assert.deepEqual([invoice.bill.subTotal, invoice.bill.totalCharge], [1800, total]);
      assert.deepEqual(invoice.items, [{ name: 'Masala Dosa', quantity: 2 }]);
      const receipts = await stack.gql<{
        restaurantReceipts: { items: { invoiceNumber: string; amount: number; paymentMethod: string }[] };
      }>(
        'query($s: Int!) { restaurantReceipts(serviceId: $s, paymentMethod: CASH) { items { invoiceNumber amount paymentMethod } } }',
        { s: ids.serviceId },
        as(manager),
      );
      assert.deepEqual(
        receipts.data!.restaurantReceipts.items.find((r) => r.invoiceNumber === invoice.invoiceNumber),
        { invoiceNumber: invoice.invoiceNumber, amount: total, paymentMethod: 'CASH' },
      );
      const one = await stack.gql<{ restaurantInvoice: { invoiceNumber: string } }>(
        'query($s: Int!, $id: Int!) { restaurantInvoice(serviceId: $s, id: $id) { invoiceNumber } }',
        { s: ids.serviceId, id: orderId },
        as(manager),
      );
      assert.equal(one.data!.restaurantInvoice.invoiceNumber, invoice.invoiceNumber);
      const denied = await stack.gql(
        'query($s: Int!) { restaurantInvoices(serviceId: $s) { total } }',
        { s: ids.serviceId },
        as(waiter),
      );
      assert.equal(codeOf(denied), 'FORBIDDEN');
    });

    test("today's report and dashboard count the order", async () => {
      const dash = await stack.gql<{
        restaurantDashboard: {
          date: string;
          sales: { orders: number; totalCharge: number };
          tables: { total: number };
        };
      }>(
        'query($s: Int!) { restaurantDashboard(serviceId: $s) { date sales { orders totalCharge } openOrders tables { total inUse } topItems { name } ticketsByStatus { ticketType status count } } }',
        { s: ids.serviceId },
        as(manager),
      );
      assert.equal(dash.errors, undefined, JSON.stringify(dash.errors));
      const d = dash.data!.restaurantDashboard;
      assert.ok(d.sales.orders >= 1);
      assert.ok(d.sales.totalCharge >= total);
      const report = await stack.gql<{
        restaurantSalesReport: {
          hotelTitle: string;
          days: { date: string; orders: number }[];
          items: { name: string }[];
        };
      }>(
        'query($s: Int!, $f: String!, $t: String!) { restaurantSalesReport(serviceId: $s, fromDate: $f, toDate: $t) { hotelTitle days { date orders } items { name quantity amount } totals { totalCharge } } }',
        { s: ids.serviceId, f: d.date, t: d.date },
        as(manager),
      );
      assert.equal(report.errors, undefined, JSON.stringify(report.errors));
      assert.equal(report.data!.restaurantSalesReport.hotelTitle, 'Serendib Colombo');
      assert.ok(report.data!.restaurantSalesReport.items.some((i) => i.name === 'Masala Dosa'));
      const inverted = await stack.gql(
        'query($s: Int!) { restaurantSalesReport(serviceId: $s, fromDate: "2026-02-02", toDate: "2026-02-01") { hotelTitle } }',
        { s: ids.serviceId },
        as(manager),
      );
      assert.deepEqual(inverted.errors![0]!.extensions!.fieldErrors, [
        { field: 'toDate', message: 'The end date must not be before the start date', reason: 'END_BEFORE_START' },
      ]);
      const chefDash = await stack.gql(
        'query($s: Int!) { restaurantDashboard(serviceId: $s) { date } }',
        { s: ids.serviceId },
        as(chef),
      );
      assert.equal(codeOf(chefDash), 'FORBIDDEN');
    });
  });
});
