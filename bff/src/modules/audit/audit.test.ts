// The audit log, lead types, turnover and payment transactions through GraphQL against the real
// upstream: each operation's success, failure and refusal; the audit row a lead-type write leaves and
// its absence when the write fails or is refused; and no password or token ever in the log.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Money, restaurantMoney } from '@hotel/domain';
import { access, people } from '@hotel/schema';
import { at, lastAuditId } from '@hotel/upstream/test-harness';
import { startStack, type GqlResult, type Stack } from '../../test/stack.js';

const READ = 0;
const WRITE = 1;
const MAINTAIN = 2;
const PASSWORD = 'Hotel@1234';

interface Change {
  field: string;
  before: string | null;
  after: string | null;
}
interface Entry {
  id: number;
  at: string;
  actorEmail: string | null;
  actorUserId: number | null;
  hotelId: number | null;
  hotelName: string | null;
  groupId: number | null;
  entity: string;
  entityId: string | null;
  action: string;
  changes: Change[];
}

const ENTRY =
  'id at actorEmail actorUserId hotelId hotelName groupId entity entityId action changes { field before after }';
const AUDIT_LOG = `query($page: Int, $size: Int, $userId: Int, $entity: String, $action: AuditAction, $from: String, $to: String,
  $hotelId: Int, $groupId: Int) {
  auditLog(page: $page, size: $size, userId: $userId, entity: $entity, action: $action, from: $from, to: $to,
    hotelId: $hotelId, groupId: $groupId) { total page items { ${ENTRY} } }
}`;
const LEAD_TYPE = 'id hotelId name active createdAt';
const CREATE = `mutation($i: LeadTypeInput!) { createLeadType(input: $i) { message leadType { ${LEAD_TYPE} } } }`;
const UPDATE = `mutation($id: Int!, $i: LeadTypeInput!) { updateLeadType(id: $id, input: $i) { message leadType { ${LEAD_TYPE} } } }`;
const DELETE = 'mutation($id: Int!) { deleteLeadType(id: $id) { message id } }';
const LEAD_TYPES = `query($h: Int!, $name: String, $active: Boolean, $page: Int, $size: Int) {
  leadTypes(hotelId: $h, name: $name, active: $active, page: $page, size: $size) { total items { ${LEAD_TYPE} } }
}`;
const FIGURES = 'orders subTotal serviceCharge taxTotal totalCharge cash roomBill roomInvoiced';
const TURNOVER = `title fromDate toDate groupId hotelId serviceId
  hotels { hotelId hotelName hotelTitle services { serviceId serviceName serviceType ${FIGURES} } totals { ${FIGURES} } }
  days { date orders totalCharge } totals { ${FIGURES} }`;
const PAYMENTS = `query($g: Int, $h: Int, $from: String, $to: String, $m: PaymentMethod, $page: Int, $size: Int,
  $sortField: PaymentTransactionSort, $direction: SortDirection) {
  paymentTransactions(groupId: $g, hotelId: $h, fromDate: $from, toDate: $to, paymentMethod: $m, page: $page,
    size: $size, sortField: $sortField, direction: $direction) {
    total items { id receiptNumber hotelName serviceName paidAt paymentMethod amount roomNumber reservationRef }
  }
}`;

const codeOf = (res: GqlResult) => res.errors?.[0]?.extensions?.code;
const fieldsOf = (res: GqlResult) => res.errors?.[0]?.extensions?.fieldErrors?.map((e) => e.field);

describe('audit log, lead types and reports through GraphQL', () => {
  let stack: Stack;
  let adminToken: string;
  let groupAdmin: string;
  let hotelAdmin: string;
  let serviceAdmin: string;
  let waiter: string;
  let groupId: number;
  let colomboId: number;
  let kandyId: number;
  let frontOfficeId: number;
  let restaurantId: number;
  let kandyRestaurantId: number;
  let staffCount = 0;

  const db = () => stack.upstream.db;
  const count = async (table: string) =>
    (await db().query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;
  const maxAuditId = () => lastAuditId(db());

  const auditLog = async (variables: Record<string, unknown>, token = adminToken) => {
    const res = await stack.gql<{ auditLog: { total: number; page: number; items: Entry[] } }>(
      AUDIT_LOG,
      { size: 200, ...variables },
      { token },
    );
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    return res.data!.auditLog;
  };
  const change = (entry: Entry, field: string) => entry.changes.find((c) => c.field === field);

  /** A USER allocated to `serviceId` with a new role granting exactly `grants` (others: none). */
  const staffWith = async (serviceId: number, grants: Record<string, number>): Promise<string> => {
    staffCount += 1;
    const api = stack.upstream.api;
    const role = await api('POST', at(access.createServiceRole), {
      token: adminToken,
      body: { serviceId, name: `Audit test role ${staffCount}` },
    });
    const roleId = role.json.result.serviceRole.id as number;
    const features = (await api('GET', at(access.servicePermissions, { id: serviceId }), { token: adminToken })).json
      .result.servicesPermission as { id: number; prefix: string }[];
    await api('PUT', at(access.updateServiceRolePermissions), {
      token: adminToken,
      body: {
        serviceRoleId: roleId,
        permissions: features.map((f) => ({ servicesPermissionId: f.id, status: grants[f.prefix] ?? 3 })),
      },
    });
    const email = `audit.staff${staffCount}@serendib.lk`;
    const created = await api('POST', at(people.createUser), {
      token: adminToken,
      body: {
        firstName: 'Audit',
        lastName: `Staff${staffCount}`,
        email,
        password: PASSWORD,
        userLevel: 'USER',
        allocations: [{ serviceId, serviceRoleId: roleId }],
      },
    });
    assert.equal(created.status, 200, JSON.stringify(created.json));
    return stack.signIn(email);
  };

  /** The exact sum of wire amounts, as a wire amount. */
  const add = (...amounts: number[]) => Money.sum(amounts.map(restaurantMoney), 'LKR').toWire();

  /** A paid order written as the waiter's Complete Payment leaves it (the flow has its own tests). */
  const paidOrder = async (
    serviceId: number,
    table: string,
    amounts: { subTotal: number; serviceCharge: number; tax: number },
    method: 'CASH' | 'ROOM_BILL',
    completedAt: string,
  ): Promise<{ id: number; total: number }> => {
    const total = add(amounts.subTotal, amounts.serviceCharge, amounts.tax);
    const bill = {
      subTotal: amounts.subTotal,
      discount: 0,
      serviceCharge: amounts.serviceCharge,
      serviceChargeRate: 10,
      taxResponseList: [{ name: 'VAT', rate: 18, amount: amounts.tax, sequence: 1 }],
      totalCharge: total,
    };
    const [row] = await db().query<{ id: number }>(
      `with t as (select id from restaurant_table where hotel_service_id = $1 and number = $2),
            w as (select id from app_user where email = 'waiter@demo.lk'),
            r as (select rr.id, r.room_no from reserved_room rr join room r on r.id = rr.room_id
                   where r.hotel_id = (select hotel_id from hotel_service where id = $1) and rr.status = 'CHECKEDIN'
                   order by r.room_no limit 1),
            a as (insert into table_allocation (table_id, hotel_service_id, waiter_id, payment_method, reserved_room_id,
                                                room_number, allocated_at, released_at)
                  select t.id, $1, w.id, $3, case when $3 = 'ROOM_BILL' then r.id end,
                         case when $3 = 'ROOM_BILL' then r.room_no end, $4::timestamptz - interval '1 hour', $4
                    from t, w left join r on true returning id, table_id, waiter_id)
       insert into restaurant_order (hotel_service_id, table_allocation_id, table_id, waiter_id, order_status, order_time,
                                     payment_method, bill, total_charge, created_at, completed_at)
       select $1, a.id, a.table_id, a.waiter_id, 'COMPLETED', '12:30', $3, $5, $6, $4::timestamptz - interval '1 hour', $4
         from a returning id`,
      [serviceId, table, method, completedAt, JSON.stringify(bill), total],
    );
    return { id: row!.id, total };
  };

  before(async () => {
    stack = await startStack();
    adminToken = await stack.signIn('admin@demo.lk');
    groupAdmin = await stack.signIn('group.admin@demo.lk');
    hotelAdmin = await stack.signIn('hotel.admin@demo.lk');
    serviceAdmin = await stack.signIn('service.admin@demo.lk');
    waiter = await stack.signIn('waiter@demo.lk');
    const hotels = await db().query<{ id: number; name: string; group_id: number }>(
      'select id, name, group_id from hotel order by id',
    );
    colomboId = hotels.find((h) => h.name === 'Serendib Colombo')!.id;
    kandyId = hotels.find((h) => h.name === 'Serendib Kandy')!.id;
    groupId = hotels[0]!.group_id;
    const services = await db().query<{ id: number; hotel_id: number; service_type: string }>(
      'select id, hotel_id, service_type from hotel_service order by id',
    );
    const find = (hotelId: number, type: string) =>
      services.find((s) => s.hotel_id === hotelId && s.service_type === type)!.id;
    frontOfficeId = find(colomboId, 'HOTEL');
    restaurantId = find(colomboId, 'RESTAURANT');
    kandyRestaurantId = find(kandyId, 'RESTAURANT');
  });
  after(() => stack.close());

  // ----------------------------------------------------------------------------------- lead types

  describe('lead types', () => {
    let walkInId: number;

    test('an administrator creates one; the audit log shows the row with its after-values', async () => {
      const mark = await maxAuditId();
      const res = await stack.gql<{ createLeadType: { message: string; leadType: { id: number; name: string } } }>(
        CREATE,
        { i: { hotelId: colomboId, name: 'Walk-in' } },
        { token: groupAdmin },
      );
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      assert.equal(res.data!.createLeadType.message, 'Lead type created');
      walkInId = res.data!.createLeadType.leadType.id;
      const log = await auditLog({ entity: 'lead_type', action: 'INSERT' });
      const [entry] = log.items;
      assert.ok(entry!.id > mark);
      assert.deepEqual(
        [entry!.entityId, entry!.actorEmail, entry!.hotelId, entry!.hotelName, entry!.groupId],
        [String(walkInId), 'group.admin@demo.lk', colomboId, 'Serendib Colombo', groupId],
      );
      assert.deepEqual(change(entry!, 'name'), { field: 'name', before: null, after: '"Walk-in"' });
      assert.deepEqual(change(entry!, 'active'), { field: 'active', before: null, after: 'true' });
    });

    test('a duplicate name is a CONFLICT and records nothing; a blank name names the field', async () => {
      const mark = await maxAuditId();
      const rows = await count('lead_type');
      const dup = await stack.gql(CREATE, { i: { hotelId: colomboId, name: 'walk-IN' } }, { token: groupAdmin });
      assert.equal(codeOf(dup), 'CONFLICT');
      assert.equal(dup.errors![0]!.message, 'A lead type with this name already exists in the hotel');
      const blank = await stack.gql(CREATE, { i: { hotelId: colomboId, name: ' ' } }, { token: groupAdmin });
      assert.equal(codeOf(blank), 'BAD_USER_INPUT');
      assert.deepEqual(blank.errors![0]!.extensions!.fieldErrors, [
        { field: 'name', message: 'Required field', reason: 'REQUIRED_FIELD' },
      ]);
      assert.equal(await count('lead_type'), rows);
      assert.equal(await maxAuditId(), mark);
    });

    test('update and delete are recorded before → after', async () => {
      const phone = await stack.gql<{ createLeadType: { leadType: { id: number } } }>(
        CREATE,
        { i: { hotelId: colomboId, name: 'Phone' } },
        { token: groupAdmin },
      );
      const id = phone.data!.createLeadType.leadType.id;
      const updated = await stack.gql<{
        updateLeadType: { message: string; leadType: { name: string; active: boolean } };
      }>(UPDATE, { id, i: { hotelId: colomboId, name: 'Telephone', active: false } }, { token: groupAdmin });
      assert.equal(updated.errors, undefined, JSON.stringify(updated.errors));
      const { message, leadType } = updated.data!.updateLeadType;
      assert.deepEqual([message, leadType.name, leadType.active], ['Lead type updated', 'Telephone', false]);
      const [update] = (await auditLog({ entity: 'lead_type', action: 'UPDATE' })).items;
      assert.deepEqual(update!.changes, [
        { field: 'name', before: '"Phone"', after: '"Telephone"' },
        { field: 'active', before: 'true', after: 'false' },
      ]);
      const deleted = await stack.gql(DELETE, { id }, { token: groupAdmin });
      assert.deepEqual(deleted.data, { deleteLeadType: { message: 'Lead type deleted', id } });
      const [removal] = (await auditLog({ entity: 'lead_type', action: 'DELETE' })).items;
      assert.equal(removal!.entityId, String(id));
      assert.deepEqual(change(removal!, 'name'), { field: 'name', before: '"Telephone"', after: null });
      const again = await stack.gql(DELETE, { id }, { token: groupAdmin });
      assert.equal(codeOf(again), 'NOT_FOUND');
    });

    test('the list filters and pages; a hotel outside the scope is refused', async () => {
      await stack.gql(
        CREATE,
        { i: { hotelId: colomboId, name: 'Travel agent', active: false } },
        { token: groupAdmin },
      );
      const all = await stack.gql<{ leadTypes: { total: number; items: { name: string }[] } }>(
        LEAD_TYPES,
        { h: colomboId },
        { token: waiter, serviceId: restaurantId },
      );
      assert.equal(all.errors, undefined, JSON.stringify(all.errors));
      assert.deepEqual(
        all.data!.leadTypes.items.map((l) => l.name),
        ['Travel agent', 'Walk-in'],
      );
      const active = await stack.gql<{ leadTypes: { total: number; items: { name: string }[] } }>(
        LEAD_TYPES,
        { h: colomboId, active: true, name: 'walk' },
        { token: groupAdmin },
      );
      assert.deepEqual(
        [active.data!.leadTypes.total, active.data!.leadTypes.items.map((l) => l.name)],
        [1, ['Walk-in']],
      );
      const paged = await stack.gql<{ leadTypes: { total: number; items: unknown[] } }>(
        LEAD_TYPES,
        { h: colomboId, page: 1, size: 1 },
        { token: groupAdmin },
      );
      assert.deepEqual([paged.data!.leadTypes.total, paged.data!.leadTypes.items.length], [2, 1]);
      const elsewhere = await stack.gql(LEAD_TYPES, { h: kandyId }, { token: waiter, serviceId: restaurantId });
      assert.equal(codeOf(elsewhere), 'FORBIDDEN');
    });

    test('without WRITE no add or edit, without MAINTAIN no delete: refused, nothing written or recorded', async () => {
      const reader = await staffWith(frontOfficeId, { SYSTEM_CONFIG: READ });
      const writer = await staffWith(frontOfficeId, { SYSTEM_CONFIG: WRITE });
      const maintainer = await staffWith(frontOfficeId, { SYSTEM_CONFIG: MAINTAIN });
      const rows = await count('lead_type');
      const mark = await maxAuditId();
      for (const [token, serviceId] of [
        [reader, frontOfficeId],
        [waiter, restaurantId],
      ] as const) {
        const add = await stack.gql(CREATE, { i: { hotelId: colomboId, name: 'Refused' } }, { token, serviceId });
        assert.equal(codeOf(add), 'FORBIDDEN');
        const edit = await stack.gql(
          UPDATE,
          { id: walkInId, i: { hotelId: colomboId, name: 'Renamed' } },
          { token, serviceId },
        );
        assert.equal(codeOf(edit), 'FORBIDDEN');
      }
      const notDeleted = await stack.gql(DELETE, { id: walkInId }, { token: writer, serviceId: frontOfficeId });
      assert.equal(codeOf(notDeleted), 'FORBIDDEN');
      assert.equal(await count('lead_type'), rows);
      assert.equal(await maxAuditId(), mark);

      const added = await stack.gql<{ createLeadType: { leadType: { id: number } } }>(
        CREATE,
        { i: { hotelId: colomboId, name: 'Referral' } },
        { token: writer, serviceId: frontOfficeId },
      );
      assert.equal(added.errors, undefined, JSON.stringify(added.errors));
      const removed = await stack.gql(
        DELETE,
        { id: added.data!.createLeadType.leadType.id },
        { token: maintainer, serviceId: frontOfficeId },
      );
      assert.equal(removed.errors, undefined, JSON.stringify(removed.errors));
    });
  });

  // ------------------------------------------------------------------------------------ audit log

  describe('audit log', () => {
    test('filters by user, entity, action and dates, newest first, paged by the server', async () => {
      const groupAdminId = (
        await db().query<{ id: number }>("select id from app_user where email = 'group.admin@demo.lk'")
      )[0]!.id;
      const mine = await auditLog({ userId: groupAdminId });
      assert.ok(mine.items.length >= 4);
      assert.ok(mine.items.every((e) => e.actorUserId === groupAdminId));
      const ids = mine.items.map((e) => e.id);
      assert.deepEqual(
        ids,
        [...ids].sort((a, b) => b - a),
      );
      const today = new Date().toISOString().slice(0, 10);
      const todays = await auditLog({ entity: 'lead_type', action: 'INSERT', from: today, to: today });
      assert.ok(
        todays.items.length >= 3 && todays.items.every((e) => e.entity === 'lead_type' && e.action === 'INSERT'),
      );
      assert.equal((await auditLog({ entity: 'lead_type', to: '2000-01-01' })).total, 0);
      const page = await auditLog({ page: 1, size: 2 });
      assert.equal(page.items.length, 2);
      assert.equal(page.page, 1);
      assert.ok(page.total > 4);
      const kandy = await auditLog({ hotelId: kandyId });
      assert.ok(kandy.items.every((e) => e.hotelId === kandyId));
      const bad = await stack.gql(AUDIT_LOG, { from: 'yesterday' }, { token: adminToken });
      assert.equal(codeOf(bad), 'BAD_USER_INPUT');
      assert.deepEqual(fieldsOf(bad), ['from']);
    });

    test('who reads it: administrators within their scope; a USER never', async () => {
      const byHotelAdmin = await auditLog({ entity: 'lead_type' }, hotelAdmin);
      assert.ok(byHotelAdmin.total >= 3);
      const byServiceAdmin = await auditLog({ entity: 'lead_type' }, serviceAdmin);
      assert.ok(byServiceAdmin.items.every((e) => e.hotelId === colomboId || e.hotelId === kandyId));
      for (const query of [AUDIT_LOG, '{ auditLogEntities }', '{ auditLogUsers { id } }']) {
        const refused = await stack.gql(query, {}, { token: waiter, serviceId: restaurantId });
        assert.equal(codeOf(refused), 'FORBIDDEN');
        assert.equal(refused.errors![0]!.message, 'Only administrators may read the audit log');
      }
      const anonymous = await stack.gql(AUDIT_LOG, {});
      assert.equal(codeOf(anonymous), 'UNAUTHENTICATED');
    });

    test('the filters’ choices: the recorded entities (no secret tables) and the users in scope', async () => {
      const entities = await stack.gql<{ auditLogEntities: string[] }>(
        '{ auditLogEntities }',
        {},
        { token: groupAdmin },
      );
      assert.ok(entities.data!.auditLogEntities.includes('lead_type'));
      assert.ok(entities.data!.auditLogEntities.includes('app_user'));
      for (const secret of ['oauth_token', 'one_time_code', 'password_reset_token', 'mail_outbox', 'audit_log'])
        assert.ok(!entities.data!.auditLogEntities.includes(secret), secret);
      const people = await stack.gql<{ auditLogUsers: { email: string; name: string }[] }>(
        '{ auditLogUsers { id name email } }',
        {},
        { token: groupAdmin },
      );
      assert.ok(people.data!.auditLogUsers.some((u) => u.email === 'waiter@demo.lk'));
    });

    test('a password change is recorded without the password, its hash or any token', async () => {
      const auditor = await stack.signIn('auditor@demo.lk');
      const mark = await maxAuditId();
      const changed = await stack.gql(
        'mutation($o: String!, $n: String!) { changePassword(oldPassword: $o, newPassword: $n) { message } }',
        { o: PASSWORD, n: 'Secret@2025x' },
        { token: auditor },
      );
      assert.equal(changed.errors, undefined, JSON.stringify(changed.errors));
      const fresh = await stack.signIn('auditor@demo.lk', 'Secret@2025x');
      const recorded = (await auditLog({})).items.filter((e) => e.id > mark);
      assert.deepEqual(
        recorded.map((e) => [e.entity, e.action, e.actorEmail, e.changes.map((c) => c.field)]),
        [['app_user', 'UPDATE', 'auditor@demo.lk', ['password_changed_at']]],
      );
      const everything = JSON.stringify(await auditLog({ size: 200 }));
      for (const secret of ['Secret@2025x', PASSWORD, auditor, fresh, 'password_hash', '$argon2', 'access_hash'])
        assert.ok(!everything.includes(secret), `the log shows ${secret.slice(0, 12)}…`);
      const everyUserRow = JSON.stringify(await auditLog({ entity: 'app_user' }));
      assert.ok(!/"field":"[^"]*(token|hash)/.test(everyUserRow));
    });
  });

  // -------------------------------------------------------------------------------------- reports

  describe('turnover and payment transactions', () => {
    let cash: { id: number; total: number };
    let room: { id: number; total: number };
    let kandy: { id: number; total: number };
    const MARCH = { fromDate: '2025-03-01', toDate: '2025-03-31' };

    before(async () => {
      cash = await paidOrder(
        restaurantId,
        '1',
        { subTotal: 1000, serviceCharge: 100, tax: 198 },
        'CASH',
        '2025-03-10T06:00:00Z',
      );
      room = await paidOrder(
        restaurantId,
        '2',
        { subTotal: 2000, serviceCharge: 200, tax: 396 },
        'ROOM_BILL',
        '2025-03-11T06:00:00Z',
      );
      kandy = await paidOrder(
        kandyRestaurantId,
        '1',
        { subTotal: 500, serviceCharge: 50, tax: 99 },
        'CASH',
        '2025-03-11T07:00:00Z',
      );
    });

    test("a hotel's turnover per service (REPORT), and one service of it", async () => {
      const res = await stack.gql<{ turnoverReport: Record<string, never> }>(
        `query($h: Int!, $s: Int, $f: String!, $t: String!) { turnoverReport(hotelId: $h, serviceId: $s, fromDate: $f, toDate: $t) { ${TURNOVER} } }`,
        { h: colomboId, f: MARCH.fromDate, t: MARCH.toDate },
        { token: hotelAdmin },
      );
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      const report = res.data!.turnoverReport as unknown as {
        title: string;
        hotels: {
          hotelName: string;
          services: { serviceName: string; totalCharge: number; cash: number; roomBill: number }[];
        }[];
        totals: { orders: number; totalCharge: number; subTotal: number; taxTotal: number };
        days: { date: string; orders: number }[];
      };
      assert.equal(report.title, 'Serendib Colombo');
      assert.deepEqual(report.hotels[0]!.services, [
        {
          ...report.hotels[0]!.services[0]!,
          serviceName: 'Ocean Restaurant',
          totalCharge: 3894,
          cash: 1298,
          roomBill: 2596,
        },
      ]);
      assert.deepEqual(
        [report.totals.orders, report.totals.totalCharge, report.totals.subTotal, report.totals.taxTotal],
        [2, add(cash.total, room.total), 3000, 594],
      );
      assert.equal(report.days.length, 31);
      const bad = await stack.gql(
        `query($h: Int!, $f: String!, $t: String!) { turnoverReport(hotelId: $h, fromDate: $f, toDate: $t) { title } }`,
        { h: colomboId, f: '2025-03-31', t: '2025-03-01' },
        { token: hotelAdmin },
      );
      assert.equal(codeOf(bad), 'BAD_USER_INPUT');
      assert.deepEqual(fieldsOf(bad), ['toDate']);
      const foreign = await stack.gql(
        `query($h: Int!, $s: Int, $f: String!, $t: String!) { turnoverReport(hotelId: $h, serviceId: $s, fromDate: $f, toDate: $t) { title } }`,
        { h: colomboId, s: kandyRestaurantId, f: MARCH.fromDate, t: MARCH.toDate },
        { token: hotelAdmin },
      );
      assert.deepEqual(fieldsOf(foreign), ['serviceId']);
    });

    test("a group's turnover (GROUP_TURNOVER) adds up its hotels", async () => {
      const res = await stack.gql<{
        groupTurnoverReport: {
          title: string;
          hotels: { hotelName: string; totals: { totalCharge: number } }[];
          totals: { orders: number; totalCharge: number };
        };
      }>(
        `query($g: Int!, $f: String!, $t: String!) { groupTurnoverReport(groupId: $g, fromDate: $f, toDate: $t) { ${TURNOVER} } }`,
        { g: groupId, f: MARCH.fromDate, t: MARCH.toDate },
        { token: groupAdmin },
      );
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      const report = res.data!.groupTurnoverReport;
      assert.equal(report.title, 'Serendib Hotels');
      assert.deepEqual(
        report.hotels.map((h) => [h.hotelName, h.totals.totalCharge]),
        [
          ['Serendib Colombo', add(cash.total, room.total)],
          ['Serendib Kandy', kandy.total],
        ],
      );
      assert.deepEqual(
        [report.totals.orders, report.totals.totalCharge],
        [3, add(cash.total, room.total, kandy.total)],
      );
    });

    test('turnover refusals: no REPORT, or a service administrator asking for the whole group', async () => {
      const noRight = await stack.gql(
        `query($h: Int!) { turnoverReport(hotelId: $h, fromDate: "2025-03-01", toDate: "2025-03-31") { title } }`,
        { h: colomboId },
        { token: waiter, serviceId: restaurantId },
      );
      assert.equal(codeOf(noRight), 'FORBIDDEN');
      const group = await stack.gql(
        `query($g: Int!) { groupTurnoverReport(groupId: $g, fromDate: "2025-03-01", toDate: "2025-03-31") { title } }`,
        { g: groupId },
        { token: serviceAdmin },
      );
      assert.equal(codeOf(group), 'FORBIDDEN');
    });

    test('payment transactions of the group, filtered by hotel, period and method, paged', async () => {
      const list = async (variables: Record<string, unknown>, token = groupAdmin) => {
        const res = await stack.gql<{
          paymentTransactions: {
            total: number;
            items: {
              id: number;
              paymentMethod: string;
              roomNumber: string | null;
              reservationRef: string | null;
              receiptNumber: string;
            }[];
          };
        }>(PAYMENTS, variables, { token });
        assert.equal(res.errors, undefined, JSON.stringify(res.errors));
        return res.data!.paymentTransactions;
      };
      const all = await list({ g: groupId });
      assert.deepEqual(
        all.items.map((p) => p.id),
        [kandy.id, room.id, cash.id],
      );
      const [roomPayment] = (await list({ g: groupId, m: 'ROOM_BILL' })).items;
      assert.deepEqual(
        [roomPayment!.id, roomPayment!.roomNumber, roomPayment!.receiptNumber.startsWith('SCB-RR-')],
        [room.id, '101', true],
      );
      assert.deepEqual(
        (await list({ g: groupId, h: kandyId })).items.map((p) => p.id),
        [kandy.id],
      );
      assert.deepEqual(
        (await list({ g: groupId, from: '2025-03-10', to: '2025-03-10' })).items.map((p) => p.id),
        [cash.id],
      );
      const page = await list({ g: groupId, page: 1, size: 2, sortField: 'amount', direction: 'ASC' });
      assert.deepEqual([page.total, page.items.map((p) => p.id)], [3, [room.id]]);
    });

    test('payment transactions: bad input names the field; no PAYMENT_TRANSACTION is refused', async () => {
      const noScope = await stack.gql(PAYMENTS, {}, { token: groupAdmin });
      assert.equal(codeOf(noScope), 'BAD_USER_INPUT');
      assert.deepEqual(fieldsOf(noScope), ['hotelId']);
      const badSort = await stack.gql(PAYMENTS, { g: groupId, sortField: 'secret' }, { token: groupAdmin });
      assert.deepEqual(fieldsOf(badSort), ['sortField']);
      const refused = await stack.gql(PAYMENTS, { h: colomboId }, { token: waiter, serviceId: restaurantId });
      assert.equal(codeOf(refused), 'FORBIDDEN');
      const otherHotel = await stack.gql(PAYMENTS, { h: 999999 }, { token: groupAdmin });
      assert.equal(codeOf(otherHotel), 'NOT_FOUND');
    });
  });
});
