// The VAT registry, restaurant invoices and receipts, the sales report and the dashboard over HTTP:
// the documented registry calls with their §5 messages, visibility by hotel and group, bills as
// charged, business days, and each reader's right.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Money, restaurantMoney } from '@hotel/domain';
import { restaurantAdmin } from '@hotel/schema';
import { at, startTestUpstream, type TestUpstream } from '../test/harness.js';
import { completedOrder, demoRestaurant, type DemoRestaurant } from './fixtures.js';
import { checkPaging, checkSorting, checkSortRefusals, type PagedSearch } from '../test/paged-search.js';

let up: TestUpstream;
let manager: string;
let waiter: string;
let chef: string;
let frontDesk: string;
let ids: DemoRestaurant;

before(async () => {
  up = await startTestUpstream();
  manager = await up.signIn('service.admin@demo.lk');
  waiter = await up.signIn('waiter@demo.lk');
  chef = await up.signIn('chef@demo.lk');
  frontDesk = await up.signIn('frontdesk@demo.lk');
  ids = await demoRestaurant(up.db);
});
after(() => up.close());

const count = async (sql: string, params: unknown[] = []) =>
  Number((await up.db.query<{ n: number }>(`select count(*)::int as n ${sql}`, params as never[]))[0]!.n);

const customer = (extra: Record<string, unknown> = {}) => ({
  email: 'accounts@ceylontea.lk',
  name: 'Ceylon Tea Traders',
  vatNumber: '114-567-890-7000',
  address: '22 Union Place, Colombo 02',
  hotelId: ids.hotelId,
  ...extra,
});

describe('VAT registry', () => {
  let entryId: number;

  test('registers a restaurant customer; registryType defaults to RESTAURANT', async () => {
    const res = await up.api('POST', at(restaurantAdmin.createVatRegistry), { token: manager, body: customer() });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    const entry = res.json.result.vatRegistry;
    entryId = entry.id;
    assert.deepEqual(
      [entry.name, entry.registryType, entry.hotelId, entry.groupId, entry.onlyThisHotelView, entry.onInvoices],
      ['Ceylon Tea Traders', ['RESTAURANT'], ids.hotelId, ids.groupId, false, false],
    );
  });

  test('the form messages of operations §5, field by field, nothing written', async () => {
    const before = await count('from restaurant_vat_registry');
    const res = await up.api('POST', at(restaurantAdmin.createVatRegistry), {
      token: manager,
      body: { hotelId: ids.hotelId, email: '', name: ' ', vatNumber: '', address: '' },
    });
    assert.equal(res.status, 400);
    assert.deepEqual(res.json.errors, [
      { field: 'email', message: 'Email is required', reason: 'EMAIL_REQUIRED' },
      { field: 'name', message: 'Name is required', reason: 'NAME_REQUIRED' },
      { field: 'vatNumber', message: 'VAT number is required', reason: 'VAT_NUMBER_REQUIRED' },
      { field: 'address', message: 'Address is required', reason: 'ADDRESS_REQUIRED' },
    ]);
    const bad = await up.api('POST', at(restaurantAdmin.createVatRegistry), {
      token: manager,
      body: customer({ email: 'not-an-email' }),
    });
    assert.deepEqual(bad.json.errors, [{ field: 'email', message: 'Invalid email', reason: 'INVALID_EMAIL' }]);
    assert.equal(await count('from restaurant_vat_registry'), before);
  });

  test('one VAT number per hotel', async () => {
    const res = await up.api('POST', at(restaurantAdmin.createVatRegistry), {
      token: manager,
      body: customer({ email: 'other@ceylontea.lk' }),
    });
    assert.equal(res.status, 409);
    assert.equal(res.json.message, 'A customer with this VAT number is already registered for this hotel');
    assert.equal(res.json.reason, 'VAT_NUMBER_TAKEN');
  });

  test('vat-registry/get pages and filters, newest first; the other hotel sees shared entries only', async () => {
    await up.api('POST', at(restaurantAdmin.createVatRegistry), {
      token: manager,
      body: customer({ email: 'private@lanka.lk', vatNumber: '999-1', name: 'Private Lanka', onlyThisHotelView: true }),
    });
    const list = await up.api(
      'GET',
      at(restaurantAdmin.searchVatRegistry, {}, { hotelId: ids.hotelId, registryType: 'RESTAURANT', size: 10 }),
      { token: manager },
    );
    assert.equal(list.status, 200, JSON.stringify(list.json));
    assert.deepEqual(
      list.json.result.vatRegistry.map((e: { name: string }) => e.name),
      ['Private Lanka', 'Ceylon Tea Traders'],
    );
    const byName = await up.api(
      'GET',
      at(restaurantAdmin.searchVatRegistry, {}, { hotelId: ids.hotelId, name: 'tea' }),
      { token: manager },
    );
    assert.equal(byName.json.pagination.totalRecords, 1);
    const kandy = await up.api('GET', at(restaurantAdmin.searchVatRegistry, {}, { hotelId: ids.otherHotelId }), {
      token: manager,
    });
    assert.deepEqual(
      kandy.json.result.vatRegistry.map((e: { name: string }) => e.name),
      ['Ceylon Tea Traders'],
    );
  });

  test('search (contains) and search/exact by email or VAT number within the group; the lookup finds one', async () => {
    const contains = await up.api(
      'GET',
      at(restaurantAdmin.searchVatRegistryByContact, {}, { groupId: ids.groupId, email: 'ceylontea' }),
      { token: waiter },
    );
    assert.equal(contains.status, 200, JSON.stringify(contains.json));
    assert.equal(contains.json.result.vatRegistry.length, 1);
    const exactMiss = await up.api(
      'GET',
      at(restaurantAdmin.searchVatRegistryExact, {}, { groupId: ids.groupId, email: 'ceylontea' }),
      { token: manager },
    );
    assert.equal(exactMiss.json.result.vatRegistry.length, 0);
    const exact = await up.api(
      'GET',
      at(restaurantAdmin.searchVatRegistryExact, {}, { groupId: ids.groupId, vatNumber: '114-567-890-7000' }),
      { token: manager },
    );
    assert.equal(exact.json.result.vatRegistry[0].id, entryId);
    const found = await up.api('GET', at(restaurantAdmin.findVatRegistry, {}, { email: 'ACCOUNTS@ceylontea.lk' }), {
      token: waiter,
    });
    assert.equal(found.json.result.vatRegistry.id, entryId);
    const none = await up.api('GET', at(restaurantAdmin.findVatRegistry, {}, { email: 'nobody@x.lk' }), {
      token: waiter,
    });
    assert.equal(none.json.result.vatRegistry, null);
  });

  test('updates a customer; it cannot move to another hotel', async () => {
    const res = await up.api('PUT', at(restaurantAdmin.updateVatRegistry), {
      token: manager,
      body: customer({ id: entryId, address: '1 New Road, Colombo 03' }),
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.equal(res.json.result.vatRegistry.address, '1 New Road, Colombo 03');
    const moved = await up.api('PUT', at(restaurantAdmin.updateVatRegistry), {
      token: manager,
      body: customer({ id: entryId, hotelId: ids.otherHotelId }),
    });
    assert.equal(moved.status, 400);
    assert.deepEqual(moved.json.errors, [
      {
        field: 'hotelId',
        message: 'A customer cannot move to another hotel',
        reason: 'VAT_CUSTOMER_MOVED_ACROSS_HOTELS',
      },
    ]);
  });

  test('rights: a waiter may look up but not list or register; a chef may not look up', async () => {
    const before = await count('from restaurant_vat_registry');
    const list = await up.api('GET', at(restaurantAdmin.searchVatRegistry, {}, { hotelId: ids.hotelId }), {
      token: waiter,
    });
    assert.equal(list.status, 403);
    const add = await up.api('POST', at(restaurantAdmin.createVatRegistry), {
      token: waiter,
      body: customer({ vatNumber: 'W-1', email: 'w@x.lk' }),
    });
    assert.equal(add.status, 403);
    const lookup = await up.api('GET', at(restaurantAdmin.findVatRegistry, {}, { email: 'accounts@ceylontea.lk' }), {
      token: chef,
    });
    assert.equal(lookup.status, 403);
    assert.equal(await count('from restaurant_vat_registry'), before);
  });

  test('front office (VAT_REGISTRY) works the same registry of its hotel', async () => {
    const list = await up.api('GET', at(restaurantAdmin.searchVatRegistry, {}, { hotelId: ids.hotelId }), {
      token: frontDesk,
    });
    assert.equal(list.status, 200, JSON.stringify(list.json));
    assert.ok(list.json.pagination.totalRecords >= 2);
  });

  test('a customer named on an invoice is not deleted; another one is', async () => {
    await completedOrder(up.db, {
      serviceId: ids.serviceId,
      tableNumber: '7',
      waiterEmail: 'waiter@demo.lk',
      lines: [{ item: 'Mojito', quantity: 2 }],
      vatApplicable: true,
      vatRegistryId: entryId,
      customerName: 'Ceylon Tea Traders',
    });
    const refused = await up.api('DELETE', at(restaurantAdmin.deleteVatRegistry, { id: entryId }), { token: manager });
    assert.equal(refused.status, 409);
    assert.equal(refused.json.message, 'This customer is named on invoices and cannot be deleted');
    assert.equal(refused.json.reason, 'VAT_CUSTOMER_ON_INVOICES');
    const other = await up.api('POST', at(restaurantAdmin.createVatRegistry), {
      token: manager,
      body: customer({ email: 'gone@x.lk', vatNumber: 'GONE-1', name: 'Gone Ltd' }),
    });
    const id = other.json.result.vatRegistry.id;
    const waiterDelete = await up.api('DELETE', at(restaurantAdmin.deleteVatRegistry, { id }), { token: waiter });
    assert.equal(waiterDelete.status, 403);
    const deleted = await up.api('DELETE', at(restaurantAdmin.deleteVatRegistry, { id }), { token: manager });
    assert.equal(deleted.status, 200);
    assert.equal(await count('from restaurant_vat_registry where id = $1', [id]), 0);
  });
});

describe('invoices, receipts, report and dashboard', () => {
  let cashOrder: { orderId: number; total: number };
  let roomOrder: { orderId: number; total: number };

  before(async () => {
    cashOrder = await completedOrder(up.db, {
      serviceId: ids.serviceId,
      tableNumber: '1',
      waiterEmail: 'waiter@demo.lk',
      lines: [
        { item: 'Chicken Rice and Curry', quantity: 2 },
        { item: 'Lion Lager', quantity: 1 },
        { item: 'Devilled Prawns', quantity: 1, status: 'REJECTED' },
      ],
      customerName: 'Walk-in',
      completedAt: '2026-03-10T06:00:00Z',
    });
    roomOrder = await completedOrder(up.db, {
      serviceId: ids.serviceId,
      tableNumber: '2',
      waiterEmail: 'waiter@demo.lk',
      lines: [{ item: 'Chicken Rice and Curry', quantity: 1 }],
      paymentMethod: 'ROOM_BILL',
      // 20:00 UTC on the 10th is 01:30 on the 11th in Colombo: that business day.
      completedAt: '2026-03-10T20:00:00Z',
    });
  });

  test('invoices carry the bill as charged and every line; rejected lines are shown, not counted', async () => {
    const res = await up.api(
      'GET',
      at(
        restaurantAdmin.searchRestaurantInvoices,
        {},
        {
          hotelServiceId: ids.serviceId,
          fromDate: '2026-03-10',
          toDate: '2026-03-11',
          sortField: 'id',
          direction: 'ASC',
        },
      ),
      { token: manager },
    );
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.equal(res.json.pagination.totalRecords, 2);
    const [cash, room] = res.json.result.invoice;
    assert.match(cash.invoiceNumber, /^SCB-RI-\d{6}$/);
    assert.equal(cash.receiptNumber, cash.invoiceNumber.replace('-RI-', '-RR-'));
    assert.equal(cash.paymentMethod, 'CASH');
    // 2 × 1350 + 900 = 3600; service charge 360; levy on 3960 grossed up 2.5 % → 101.54; total 4061.54.
    assert.deepEqual(
      [
        cash.bill.subTotal,
        cash.bill.serviceCharge,
        cash.bill.taxResponseList.map((t: { amount: number }) => t.amount),
        cash.bill.totalCharge,
      ],
      [3600, 360, [101.54], 4061.54],
    );
    assert.equal(cash.bill.totalCharge, cashOrder.total);
    assert.deepEqual(
      cash.items.map((i: { name: string; amount: number; counted: boolean }) => [i.name, i.amount, i.counted]),
      [
        ['Chicken Rice and Curry', 2700, true],
        ['Lion Lager', 900, true],
        ['Devilled Prawns', 0, false],
      ],
    );
    assert.deepEqual(
      [room.paymentMethod, room.roomNumber !== null, room.bill.totalCharge],
      ['ROOM_BILL', true, roomOrder.total],
    );
    const one = await up.api('GET', at(restaurantAdmin.restaurantInvoiceById, { id: cashOrder.orderId }), {
      token: manager,
    });
    assert.equal(one.json.result.invoice.invoiceNumber, cash.invoiceNumber);
  });

  test('the business day is Colombo’s: a 01:30 payment belongs to that day', async () => {
    const res = await up.api(
      'GET',
      at(
        restaurantAdmin.searchRestaurantInvoices,
        {},
        { hotelServiceId: ids.serviceId, fromDate: '2026-03-11', toDate: '2026-03-11' },
      ),
      { token: manager },
    );
    assert.deepEqual(
      res.json.result.invoice.map((i: { id: number }) => i.id),
      [roomOrder.orderId],
    );
  });

  test('invoice search by number, table or customer; by payment method', async () => {
    const byCustomer = await up.api(
      'GET',
      at(restaurantAdmin.searchRestaurantInvoices, {}, { hotelServiceId: ids.serviceId, search: 'walk' }),
      { token: manager },
    );
    assert.deepEqual(
      byCustomer.json.result.invoice.map((i: { id: number }) => i.id),
      [cashOrder.orderId],
    );
    const number = `-RI-${String(roomOrder.orderId).padStart(6, '0')}`;
    const byNumber = await up.api(
      'GET',
      at(restaurantAdmin.searchRestaurantInvoices, {}, { hotelServiceId: ids.serviceId, search: number }),
      { token: manager },
    );
    assert.equal(byNumber.json.result.invoice[0].id, roomOrder.orderId);
    const rooms = await up.api(
      'GET',
      at(restaurantAdmin.searchRestaurantInvoices, {}, { hotelServiceId: ids.serviceId, paymentMethod: 'ROOM_BILL' }),
      { token: manager },
    );
    assert.ok(rooms.json.result.invoice.every((i: { paymentMethod: string }) => i.paymentMethod === 'ROOM_BILL'));
  });

  test('receipts: one per paid invoice, cash and room postings', async () => {
    const res = await up.api(
      'GET',
      at(
        restaurantAdmin.searchRestaurantReceipts,
        {},
        {
          hotelServiceId: ids.serviceId,
          fromDate: '2026-03-10',
          toDate: '2026-03-11',
          sortField: 'amount',
          direction: 'DESC',
        },
      ),
      { token: manager },
    );
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.deepEqual(
      res.json.result.receipt.map((r: { invoiceId: number; amount: number; paymentMethod: string }) => [
        r.invoiceId,
        r.amount,
        r.paymentMethod,
      ]),
      [
        [cashOrder.orderId, cashOrder.total, 'CASH'],
        [roomOrder.orderId, roomOrder.total, 'ROOM_BILL'],
      ],
    );
    assert.match(res.json.result.receipt[0].receiptNumber, /^SCB-RR-\d{6}$/);
  });

  test('a bad date is named; the invoice and receipt rights are separate; a waiter may see neither', async () => {
    const bad = await up.api(
      'GET',
      at(restaurantAdmin.searchRestaurantInvoices, {}, { hotelServiceId: ids.serviceId, fromDate: '10/03/2026' }),
      { token: manager },
    );
    assert.equal(bad.status, 400);
    assert.equal(bad.json.errors[0].field, 'fromDate');
    for (const e of [restaurantAdmin.searchRestaurantInvoices, restaurantAdmin.searchRestaurantReceipts]) {
      const res = await up.api('GET', at(e, {}, { hotelServiceId: ids.serviceId }), { token: waiter });
      assert.equal(res.status, 403, e.id);
    }
    const single = await up.api('GET', at(restaurantAdmin.restaurantInvoiceById, { id: cashOrder.orderId }), {
      token: waiter,
    });
    assert.equal(single.status, 403);
  });

  test('the sales report: every day of the range, items by amount, totals, titled with the hotel', async () => {
    const res = await up.api(
      'GET',
      at(
        restaurantAdmin.restaurantSalesReport,
        {},
        { hotelServiceId: ids.serviceId, fromDate: '2026-03-09', toDate: '2026-03-11' },
      ),
      { token: manager },
    );
    assert.equal(res.status, 200, JSON.stringify(res.json));
    const report = res.json.result.report;
    assert.equal(report.hotelTitle, 'Serendib Colombo');
    assert.deepEqual(
      report.days.map((d: { date: string; orders: number; cash: number; roomBill: number }) => [
        d.date,
        d.orders,
        d.cash,
        d.roomBill,
      ]),
      [
        ['2026-03-09', 0, 0, 0],
        ['2026-03-10', 1, cashOrder.total, 0],
        ['2026-03-11', 1, 0, roomOrder.total],
      ],
    );
    assert.deepEqual(
      report.items.map((i: { name: string; quantity: number; amount: number }) => [i.name, i.quantity, i.amount]),
      [
        ['Chicken Rice and Curry', 3, 4050],
        ['Lion Lager', 1, 900],
      ],
    );
    assert.equal(
      report.totals.totalCharge,
      Money.sum([cashOrder.total, roomOrder.total].map(restaurantMoney), 'LKR').toWire(),
    );
  });

  test('the report refuses an inverted or overlong range, and a chef', async () => {
    const inverted = await up.api(
      'GET',
      at(
        restaurantAdmin.restaurantSalesReport,
        {},
        { hotelServiceId: ids.serviceId, fromDate: '2026-03-11', toDate: '2026-03-01' },
      ),
      { token: manager },
    );
    assert.deepEqual(inverted.json.errors, [
      { field: 'toDate', message: 'The end date must not be before the start date', reason: 'END_BEFORE_START' },
    ]);
    const long = await up.api(
      'GET',
      at(
        restaurantAdmin.restaurantSalesReport,
        {},
        { hotelServiceId: ids.serviceId, fromDate: '2024-01-01', toDate: '2026-01-01' },
      ),
      { token: manager },
    );
    assert.deepEqual(long.json.errors, [
      { field: 'toDate', message: 'Choose a range of at most 366 days', reason: 'RANGE_TOO_LONG' },
    ]);
    const refused = await up.api(
      'GET',
      at(
        restaurantAdmin.restaurantSalesReport,
        {},
        { hotelServiceId: ids.serviceId, fromDate: '2026-03-01', toDate: '2026-03-02' },
      ),
      { token: chef },
    );
    assert.equal(refused.status, 403);
  });

  test("the dashboard: the day's sales, open orders, tickets and tables", async () => {
    const res = await up.api(
      'GET',
      at(restaurantAdmin.restaurantDashboard, { hotelServiceId: ids.serviceId }, { date: '2026-03-10' }),
      { token: manager },
    );
    assert.equal(res.status, 200, JSON.stringify(res.json));
    const d = res.json.result.dashboard;
    assert.deepEqual(
      [d.date, d.sales.orders, d.sales.totalCharge, d.sales.averageBill],
      ['2026-03-10', 1, cashOrder.total, cashOrder.total],
    );
    assert.deepEqual(
      d.ticketsByStatus.map((t: { ticketType: string; ticketStatus: string; count: number }) => [
        t.ticketType,
        t.ticketStatus,
        t.count,
      ]),
      [
        ['BOT', 'SERVED', 1],
        ['KOT', 'SERVED', 1],
      ],
    );
    assert.equal(d.tables.total, 12);
    assert.equal(d.tables.inUse + d.tables.reserved + d.tables.vacant, 12);
    assert.equal(d.topItems[0].name, 'Chicken Rice and Curry');
    const today = await up.api('GET', at(restaurantAdmin.restaurantDashboard, { hotelServiceId: ids.serviceId }), {
      token: manager,
    });
    assert.match(today.json.result.dashboard.date, /^\d{4}-\d{2}-\d{2}$/);
    const refused = await up.api('GET', at(restaurantAdmin.restaurantDashboard, { hotelServiceId: ids.serviceId }), {
      token: waiter,
    });
    assert.equal(refused.status, 403);
  });
});

describe('the admin lists page and sort', () => {
  before(async () => {
    for (const [i, name] of ['Alpha', 'Bravo', 'Charlie'].entries()) {
      const res = await up.api('POST', at(restaurantAdmin.createVatRegistry), {
        token: manager,
        body: customer({ email: `${name.toLowerCase()}@acme.lk`, vatNumber: `ACME-${i}`, name: `${name} Acme` }),
      });
      assert.equal(res.status, 200, JSON.stringify(res.json));
    }
    for (const table of ['3', '4', '5']) {
      await completedOrder(up.db, {
        serviceId: ids.serviceId,
        tableNumber: table,
        waiterEmail: 'waiter@demo.lk',
        lines: [{ item: 'Lion Lager', quantity: Number(table) }],
        completedAt: `2026-04-0${table}T06:00:00Z`,
      });
    }
  });
  const list = (endpoint: PagedSearch['endpoint'], key: string, query: Record<string, unknown>): PagedSearch => ({
    up,
    token: manager,
    endpoint,
    query,
    key,
  });

  test('the VAT registry: pages, totals and every sort field both ways, newest first unless asked', async () => {
    const registry = list(restaurantAdmin.searchVatRegistry, 'vatRegistry', { hotelId: ids.hotelId });
    await checkPaging(registry);
    await checkSorting(registry, { field: 'id', direction: 'DESC' });
    await checkSortRefusals(registry);
    const byContact = list(restaurantAdmin.searchVatRegistryByContact, 'vatRegistry', {
      groupId: ids.groupId,
      email: 'acme',
    });
    assert.equal(await checkPaging(byContact), 3);
    await checkSorting(byContact, { field: 'id', direction: 'DESC' });
    await checkSortRefusals(byContact);
    const exact = list(restaurantAdmin.searchVatRegistryExact, 'vatRegistry', {
      groupId: ids.groupId,
      email: 'bravo@acme.lk',
    });
    await checkSorting(exact, { field: 'id', direction: 'DESC' });
    await checkSortRefusals(exact);
  });

  test('invoices and receipts: pages, totals and every sort field both ways, the newest first unless asked', async () => {
    const service = { hotelServiceId: ids.serviceId };
    const invoices = list(restaurantAdmin.searchRestaurantInvoices, 'invoice', service);
    await checkPaging(invoices);
    await checkSorting(invoices, { field: 'completedAt', direction: 'DESC' });
    await checkSortRefusals(invoices);
    const receipts = list(restaurantAdmin.searchRestaurantReceipts, 'receipt', service);
    await checkPaging(receipts);
    await checkSorting(receipts, { field: 'createdAt', direction: 'DESC' });
    await checkSortRefusals(receipts);
  });
});
