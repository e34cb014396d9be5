// Lead types, turnover and payment transactions over HTTP: each call's success and failure, who may
// read and change what, and the audit row a lead-type write leaves (none when it fails).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Money, PermissionStatus, restaurantMoney } from '@hotel/domain';
import { audit } from '@hotel/schema';
import { at, lastAuditId, startTestUpstream, type TestUpstream } from '../test/harness.js';
import { countRows, loadEstate, staffWith, type Estate } from '../test/fixtures.js';
import { checkPaging, checkSorting, checkSortRefusals, type PagedSearch } from '../test/paged-search.js';
import { completedOrder, demoRestaurant, type DemoRestaurant } from '../restaurant-admin/fixtures.js';

const { READ, WRITE, MAINTAIN } = PermissionStatus;

let up: TestUpstream;
let estate: Estate;
let r: DemoRestaurant;
let hotelAdmin: string;
let serviceAdmin: string;
let waiter: string;

const maxAuditId = () => lastAuditId(up.db);
const auditAfter = (id: number) =>
  up.db.query<{
    entity: string;
    entity_id: string;
    action: string;
    hotel_id: number;
    groups_id: number;
    actor_email: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }>(
    'select entity, entity_id, action, hotel_id, groups_id, actor_email, before, after from audit_log where id > $1 order by id',
    [id],
  );

before(async () => {
  up = await startTestUpstream();
  estate = await loadEstate(up);
  r = await demoRestaurant(up.db);
  hotelAdmin = await up.signIn('hotel.admin@demo.lk');
  serviceAdmin = await up.signIn('service.admin@demo.lk');
  waiter = await up.signIn('waiter@demo.lk');
});
after(() => up.close());

// ------------------------------------------------------------------------------------- lead types

describe('lead types', () => {
  const create = (token: string, body: Record<string, unknown>) =>
    up.api('POST', at(audit.createLeadType), { token, body });
  const search = (token: string, query: Record<string, unknown>) =>
    up.api('GET', at(audit.searchLeadTypes, {}, query), { token });

  test('create records one audit row with the hotel and the after-values', async () => {
    const mark = await maxAuditId();
    const res = await create(estate.groupAdmin, { hotelId: estate.colomboId, name: '  Walk-in ' });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.equal(res.json.message, 'Lead type created');
    const created = res.json.result.leadType;
    assert.deepEqual([created.name, created.active, created.hotelId], ['Walk-in', true, estate.colomboId]);
    const rows = await auditAfter(mark);
    assert.equal(rows.length, 1);
    const [row] = rows;
    assert.deepEqual(
      [row!.entity, row!.action, row!.entity_id, row!.hotel_id, row!.groups_id, row!.actor_email],
      ['lead_type', 'INSERT', String(created.id), estate.colomboId, estate.groupId, 'group.admin@demo.lk'],
    );
    assert.equal(row!.before, null);
    assert.equal(row!.after!.name, 'Walk-in');
    assert.equal(row!.after!.active, true);
  });

  test('a duplicate name in the hotel (any case) is a conflict; another hotel may use it; nothing recorded', async () => {
    const mark = await maxAuditId();
    const dup = await create(estate.groupAdmin, { hotelId: estate.colomboId, name: 'WALK-IN' });
    assert.equal(dup.status, 409);
    assert.equal(dup.json.message, 'A lead type with this name already exists in the hotel');
    assert.equal(dup.json.reason, 'LEAD_TYPE_NAME_TAKEN');
    assert.deepEqual(await auditAfter(mark), []);
    const kandy = await create(estate.groupAdmin, { hotelId: estate.kandyId, name: 'Walk-in' });
    assert.equal(kandy.status, 200);
  });

  test('a blank or long name is 40000 naming the field; nothing is written or recorded', async () => {
    const before = await countRows(up, 'lead_type');
    const mark = await maxAuditId();
    const blank = await create(estate.groupAdmin, { hotelId: estate.colomboId, name: '   ' });
    assert.equal(blank.json.statusCode, '40000');
    assert.deepEqual(blank.json.errors, [{ field: 'name', message: 'Required field', reason: 'REQUIRED_FIELD' }]);
    const long = await create(estate.groupAdmin, { hotelId: estate.colomboId, name: 'x'.repeat(61) });
    assert.deepEqual(long.json.errors, [
      { field: 'name', message: 'Name must be at most 60 characters', reason: 'NAME_TOO_LONG' },
    ]);
    const noHotel = await create(estate.groupAdmin, { hotelId: 999999, name: 'Phone' });
    assert.equal(noHotel.status, 404);
    assert.equal(await countRows(up, 'lead_type'), before);
    assert.deepEqual(await auditAfter(mark), []);
  });

  test('update and delete are recorded with before and after; a rename onto a taken name is refused', async () => {
    const phone = (await create(estate.groupAdmin, { hotelId: estate.colomboId, name: 'Phone' })).json.result.leadType;
    const mark = await maxAuditId();
    const renamed = await up.api('PUT', at(audit.updateLeadType), {
      token: estate.groupAdmin,
      body: { id: phone.id, hotelId: estate.colomboId, name: 'Telephone', active: false },
    });
    assert.equal(renamed.status, 200, JSON.stringify(renamed.json));
    assert.equal(renamed.json.message, 'Lead type updated');
    const taken = await up.api('PUT', at(audit.updateLeadType), {
      token: estate.groupAdmin,
      body: { id: phone.id, hotelId: estate.colomboId, name: 'walk-in', active: true },
    });
    assert.equal(taken.status, 409);
    const deleted = await up.api('DELETE', at(audit.deleteLeadType, { id: phone.id }), {
      token: estate.groupAdmin,
    });
    assert.equal(deleted.json.message, 'Lead type deleted');
    const rows = await auditAfter(mark);
    assert.deepEqual(
      rows.map((row) => [row.action, row.entity_id]),
      [
        ['UPDATE', String(phone.id)],
        ['DELETE', String(phone.id)],
      ],
    );
    assert.deepEqual(
      [rows[0]!.before, rows[0]!.after],
      [
        { name: 'Phone', active: true },
        { name: 'Telephone', active: false },
      ],
    );
    assert.deepEqual([rows[1]!.before!.name, rows[1]!.after], ['Telephone', null]);
    const gone = await up.api('DELETE', at(audit.deleteLeadType, { id: phone.id }), {
      token: estate.groupAdmin,
    });
    assert.equal(gone.status, 404);
  });

  test('the list: name contains, active, sort and paging', async () => {
    for (const name of ['Travel agent', 'Email', 'Website']) {
      await create(estate.groupAdmin, { hotelId: estate.colomboId, name, active: name !== 'Website' });
    }
    const all = await search(estate.groupAdmin, { hotelId: estate.colomboId });
    assert.deepEqual(
      all.json.result.leadType.map((l: { name: string }) => l.name),
      ['Email', 'Travel agent', 'Walk-in', 'Website'],
    );
    assert.equal(all.json.pagination.totalRecords, 4);
    const found = await search(estate.groupAdmin, { hotelId: estate.colomboId, name: 'WE' });
    assert.deepEqual(
      found.json.result.leadType.map((l: { name: string }) => l.name),
      ['Website'],
    );
    const active = await search(estate.groupAdmin, { hotelId: estate.colomboId, active: true, size: 2 });
    assert.equal(active.json.pagination.totalRecords, 3);
    assert.equal(active.json.result.leadType.length, 2);
    const desc = await search(estate.groupAdmin, { hotelId: estate.colomboId, sortField: 'name', direction: 'DESC' });
    assert.equal(desc.json.result.leadType[0].name, 'Website');
    const bad = await search(estate.groupAdmin, { hotelId: estate.colomboId, sortField: 'password' });
    assert.equal(bad.json.errors[0].field, 'sortField');
  });

  test('the list pages and counts, every sort field both ways, by name unless asked', async () => {
    const leadTypes: PagedSearch = {
      up,
      token: estate.groupAdmin,
      endpoint: audit.searchLeadTypes,
      query: { hotelId: estate.colomboId },
      key: 'leadType',
    };
    assert.equal(await checkPaging(leadTypes), 4);
    await checkSorting(leadTypes, { field: 'name', direction: 'ASC' });
    await checkSortRefusals(leadTypes);
  });

  test('anyone of the hotel reads them; another hotel is refused', async () => {
    assert.equal((await search(waiter, { hotelId: estate.colomboId })).status, 200);
    assert.equal((await search(waiter, { hotelId: estate.kandyId })).status, 403);
    assert.equal((await search(hotelAdmin, { hotelId: estate.kandyId })).status, 200);
  });

  test('SYSTEM_CONFIG decides: READ cannot add, WRITE cannot delete, MAINTAIN can; nothing written when refused', async () => {
    const reader = await staffWith(up, estate, estate.colombo.HOTEL, { SYSTEM_CONFIG: READ });
    const writer = await staffWith(up, estate, estate.colombo.HOTEL, { SYSTEM_CONFIG: WRITE });
    const maintainer = await staffWith(up, estate, estate.colombo.HOTEL, { SYSTEM_CONFIG: MAINTAIN });
    const before = await countRows(up, 'lead_type');
    const mark = await maxAuditId();
    const refused = await create(reader.token, { hotelId: estate.colomboId, name: 'Reader' });
    assert.equal(refused.status, 403);
    const waiterRefused = await create(waiter, { hotelId: estate.colomboId, name: 'Waiter' });
    assert.equal(waiterRefused.status, 403);
    const elsewhere = await create(writer.token, { hotelId: estate.kandyId, name: 'Elsewhere' });
    assert.equal(elsewhere.status, 403);
    assert.equal(await countRows(up, 'lead_type'), before);
    assert.deepEqual(await auditAfter(mark), []);

    const added = await create(writer.token, { hotelId: estate.colomboId, name: 'Referral' });
    assert.equal(added.status, 200);
    const id = added.json.result.leadType.id as number;
    const notDeleted = await up.api('DELETE', at(audit.deleteLeadType, { id }), { token: writer.token });
    assert.equal(notDeleted.status, 403);
    const deleted = await up.api('DELETE', at(audit.deleteLeadType, { id }), { token: maintainer.token });
    assert.equal(deleted.status, 200);
    const rows = await auditAfter(mark);
    assert.deepEqual(
      rows.map((row) => row.action),
      ['INSERT', 'DELETE'],
    );
  });
});

// ------------------------------------------------------------------------------------- reports

describe('turnover and payment transactions', () => {
  let cash: { orderId: number; total: number };
  let roomBill: { orderId: number; total: number };
  let kandy: { orderId: number; total: number };
  let april: { orderId: number; total: number };
  const MARCH = { fromDate: '2025-03-01', toDate: '2025-03-31' };

  before(async () => {
    cash = await completedOrder(up.db, {
      serviceId: r.serviceId,
      tableNumber: '1',
      waiterEmail: 'waiter@demo.lk',
      lines: [{ item: 'Chicken Rice and Curry', quantity: 2 }],
      completedAt: '2025-03-10T06:00:00Z',
    });
    roomBill = await completedOrder(up.db, {
      serviceId: r.serviceId,
      tableNumber: '2',
      waiterEmail: 'waiter@demo.lk',
      lines: [{ item: 'Lamprais', quantity: 1 }],
      paymentMethod: 'ROOM_BILL',
      customerName: 'Anna Müller',
      // 23:30 in Colombo on the 11th, still the 11th's business day.
      completedAt: '2025-03-11T18:00:00Z',
    });
    // The charge the completion posted, already on the guest's invoice.
    await up.db.query(
      `insert into room_charge (hotel_id, reservation_id, reserved_room_id, source, source_reference, description, amount,
                                invoiced_at)
       select $1, rr.reservation_id, rr.id, 'RESTAURANT', $2, 'Ocean Restaurant', $3, now()
         from table_allocation a join reserved_room rr on rr.id = a.reserved_room_id
         join restaurant_order o on o.table_allocation_id = a.id where o.id = $2`,
      [r.hotelId, roomBill.orderId, roomBill.total],
    );
    kandy = await completedOrder(up.db, {
      serviceId: r.otherServiceId,
      tableNumber: '1',
      waiterEmail: 'waiter@demo.lk',
      lines: [{ item: 'Egg Hopper', quantity: 3 }],
      completedAt: '2025-03-11T06:00:00Z',
    });
    april = await completedOrder(up.db, {
      serviceId: r.serviceId,
      tableNumber: '3',
      waiterEmail: 'waiter@demo.lk',
      lines: [{ item: 'Egg Hopper', quantity: 1 }],
      completedAt: '2025-04-01T06:00:00Z',
    });
  });

  const turnover = (token: string, query: Record<string, unknown>) =>
    up.api('GET', at(audit.turnover, {}, query), { token });
  const payments = (token: string, query: Record<string, unknown>) =>
    up.api('GET', at(audit.searchPaymentTransactions, {}, query), { token });
  /** The exact sum of wire amounts, in cents. */
  const cents = (...amounts: number[]) => Money.sum(amounts.map(restaurantMoney), 'LKR').minorUnits();

  test('group turnover: per hotel and service, the cash and room-bill split, by day, totals that add up', async () => {
    const res = await turnover(estate.groupAdmin, { groupsId: estate.groupId, ...MARCH });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    const report = res.json.result.turnover as audit.TurnoverReport;
    assert.equal(report.title, 'Serendib Hotels');
    assert.deepEqual(
      report.hotels.map((h) => [h.hotelName, h.services.map((s) => s.serviceName)]),
      [
        ['Serendib Colombo', ['Ocean Restaurant']],
        ['Serendib Kandy', ['Ocean Restaurant']],
      ],
    );
    const [colombo, kandyHotel] = report.hotels;
    assert.equal(colombo!.totals.orders, 2);
    assert.equal(cents(colombo!.totals.totalCharge), cents(cash.total, roomBill.total));
    assert.equal(cents(colombo!.totals.cash), cents(cash.total));
    assert.equal(cents(colombo!.totals.roomBill), cents(roomBill.total));
    assert.equal(cents(colombo!.totals.roomInvoiced), cents(roomBill.total));
    assert.equal(
      cents(colombo!.totals.subTotal, colombo!.totals.serviceCharge, colombo!.totals.taxTotal),
      cents(colombo!.totals.totalCharge),
    );
    assert.equal(cents(kandyHotel!.totals.totalCharge), cents(kandy.total));
    assert.equal(cents(report.totals.totalCharge), cents(cash.total, roomBill.total, kandy.total));
    assert.equal(report.totals.orders, 3);
    assert.equal(report.days.length, 31);
    assert.deepEqual(
      report.days.filter((d) => d.orders > 0).map((d) => [d.date, d.orders]),
      [
        ['2025-03-10', 1],
        ['2025-03-11', 2],
      ],
    );
  });

  test('hotel turnover (REPORT): one hotel, optionally one of its services', async () => {
    const res = await turnover(hotelAdmin, { hotelId: estate.colomboId, ...MARCH });
    assert.equal(res.status, 200);
    assert.equal(res.json.result.turnover.title, 'Serendib Colombo');
    assert.equal(res.json.result.turnover.hotels.length, 1);
    const one = await turnover(hotelAdmin, { hotelId: estate.colomboId, hotelServiceId: r.serviceId, ...MARCH });
    assert.equal(one.json.result.turnover.totals.orders, 2);
    const foreign = await turnover(hotelAdmin, {
      hotelId: estate.colomboId,
      hotelServiceId: r.otherServiceId,
      ...MARCH,
    });
    assert.deepEqual(foreign.json.errors, [
      { field: 'hotelServiceId', message: 'The service is not in this hotel', reason: 'SERVICE_NOT_IN_HOTEL' },
    ]);
    const april1 = await turnover(hotelAdmin, {
      hotelId: estate.colomboId,
      fromDate: '2025-04-01',
      toDate: '2025-04-01',
    });
    assert.equal(cents(april1.json.result.turnover.totals.totalCharge), cents(april.total));
  });

  test('bad periods and a missing scope are 40000 naming the field', async () => {
    const reversed = await turnover(estate.admin, {
      hotelId: estate.colomboId,
      fromDate: '2025-03-31',
      toDate: '2025-03-01',
    });
    assert.deepEqual(reversed.json.errors, [
      { field: 'toDate', message: 'The end date must not be before the start date', reason: 'END_BEFORE_START' },
    ]);
    const long = await turnover(estate.admin, {
      hotelId: estate.colomboId,
      fromDate: '2024-01-01',
      toDate: '2025-03-01',
    });
    assert.deepEqual(long.json.errors, [
      { field: 'toDate', message: 'Choose a range of at most 366 days', reason: 'RANGE_TOO_LONG' },
    ]);
    const none = await turnover(estate.admin, MARCH);
    assert.deepEqual(none.json.errors, [
      { field: 'hotelId', message: 'Choose a hotel or the whole group', reason: 'REPORT_SCOPE_REQUIRED' },
    ]);
    const missing = await turnover(estate.admin, { hotelId: estate.colomboId, toDate: '2025-03-01' });
    assert.deepEqual(missing.json.errors, [
      { field: 'fromDate', message: 'Please select a date range!', reason: 'DATE_RANGE_REQUIRED' },
    ]);
  });

  test('who reads turnover: no feature refused, a service administrator only their services and never a group', async () => {
    assert.equal((await turnover(waiter, { hotelId: estate.colomboId, ...MARCH })).status, 403);
    assert.equal((await turnover(serviceAdmin, { groupsId: estate.groupId, ...MARCH })).status, 403);
    const mine = await turnover(serviceAdmin, { hotelId: estate.colomboId, ...MARCH });
    assert.equal(mine.json.result.turnover.totals.orders, 2);
    const reporter = await staffWith(up, estate, r.serviceId, { REPORT: READ });
    const own = await turnover(reporter.token, { hotelId: estate.colomboId, ...MARCH });
    assert.equal(own.json.result.turnover.totals.orders, 2);
    assert.equal((await turnover(reporter.token, { hotelId: estate.kandyId, ...MARCH })).status, 403);
    assert.equal((await turnover(reporter.token, { groupsId: estate.groupId, ...MARCH })).status, 403);
    const groupReader = await staffWith(up, estate, r.serviceId, { GROUP_TURNOVER: READ });
    const group = await turnover(groupReader.token, { groupsId: estate.groupId, ...MARCH });
    assert.equal(group.json.result.turnover.totals.orders, 3);
    // The front office's REPORT covers its hotel, with no restaurant right at all.
    const frontOffice = await staffWith(up, estate, estate.colombo.HOTEL, { REPORT: READ });
    const hotel = await turnover(frontOffice.token, { hotelId: estate.colomboId, ...MARCH });
    assert.equal(hotel.json.result.turnover.totals.orders, 2);
  });

  test('payment transactions: newest first, numbered, room charges with their reservation', async () => {
    const res = await payments(estate.groupAdmin, { groupsId: estate.groupId });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    const list = res.json.result.paymentTransaction as audit.PaymentTransaction[];
    assert.deepEqual(
      list.map((p) => p.id),
      [april.orderId, roomBill.orderId, kandy.orderId, cash.orderId],
    );
    assert.equal(res.json.pagination.totalRecords, 4);
    const room = list[1]!;
    assert.deepEqual(
      [room.paymentMethod, room.roomNumber, room.reservationRef, room.customerName, room.hotelName],
      ['ROOM_BILL', '101', 'SCB-R0001', 'Anna Müller', 'Serendib Colombo'],
    );
    assert.ok(room.invoicedAt);
    assert.match(room.receiptNumber, /^SCB-RR-\d{6}$/);
    assert.equal(cents(room.amount), cents(roomBill.total));
    assert.equal(list[3]!.roomNumber, null);
  });

  test('payment transactions page and count, every sort field both ways, the newest first unless asked', async () => {
    const transactions: PagedSearch = {
      up,
      token: estate.groupAdmin,
      endpoint: audit.searchPaymentTransactions,
      query: { groupsId: estate.groupId },
      key: 'paymentTransaction',
    };
    assert.equal(await checkPaging(transactions), 4);
    await checkSorting(transactions, { field: 'paidAt', direction: 'DESC' });
    await checkSortRefusals(transactions);
  });

  test('payment transactions filter by hotel, period and method, sort and page', async () => {
    const ids = async (query: Record<string, unknown>) =>
      (await payments(estate.groupAdmin, { groupsId: estate.groupId, ...query })).json.result.paymentTransaction.map(
        (p: { id: number }) => p.id,
      );
    assert.deepEqual(await ids({ hotelId: estate.kandyId }), [kandy.orderId]);
    assert.deepEqual(await ids(MARCH), [roomBill.orderId, kandy.orderId, cash.orderId]);
    assert.deepEqual(await ids({ paymentMethod: 'ROOM_BILL' }), [roomBill.orderId]);
    assert.deepEqual(await ids({ fromDate: '2025-03-11', toDate: '2025-03-11', paymentMethod: 'CASH' }), [
      kandy.orderId,
    ]);
    const byAmount = await ids({ sortField: 'amount', direction: 'ASC' });
    assert.equal(byAmount[0], april.orderId);
    const page = await payments(estate.groupAdmin, { groupsId: estate.groupId, page: 1, size: 3 });
    assert.deepEqual(
      page.json.result.paymentTransaction.map((p: { id: number }) => p.id),
      [cash.orderId],
    );
    const bad = await payments(estate.groupAdmin, { groupsId: estate.groupId, paymentMethod: 'CARD' });
    assert.equal(bad.json.errors[0].field, 'paymentMethod');
  });

  test('payment transactions: PAYMENT_TRANSACTION needed; a hotel outside the scope or another group refused', async () => {
    assert.equal((await payments(waiter, { groupsId: estate.groupId })).status, 403);
    assert.equal((await payments(waiter, { hotelId: estate.colomboId })).status, 403);
    assert.equal((await payments(estate.groupAdmin, { groupsId: 999999 })).status, 404);
    const cashier = await staffWith(up, estate, r.serviceId, { PAYMENT_TRANSACTION: READ });
    const own = await payments(cashier.token, { hotelId: estate.colomboId });
    assert.equal(own.json.pagination.totalRecords, 3);
    assert.equal((await payments(cashier.token, { hotelId: estate.kandyId })).status, 403);
    const mismatch = await payments(estate.groupAdmin, { groupsId: estate.groupId + 1000, hotelId: estate.colomboId });
    assert.deepEqual(mismatch.json.errors, [
      { field: 'hotelId', message: 'The hotel is not in this group', reason: 'HOTEL_NOT_IN_GROUP' },
    ]);
  });
});
