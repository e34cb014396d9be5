// The audit log over HTTP: every write of every module leaves exactly one row per changed record in
// the same transaction (who, which hotel, which entity and id, the action, the changed fields before
// and after); a failed write leaves none; secrets never appear; the search filters and is scoped.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { auth, reference, audit, access, people, settings, hotel } from '@hotel/schema';
import { at, lastAuditId, startTestUpstream, type TestUpstream } from '../test/harness.js';
import { DEMO_PASSWORD } from '../seed/demo.js';
import { loadEstate, type Estate } from '../test/fixtures.js';
import { checkPaging, checkSorting, checkSortRefusals, type PagedSearch } from '../test/paged-search.js';
import { attachAuditTriggers } from './attach.js';

let up: TestUpstream;
let estate: Estate;
let hotelAdmin: string;
let waiter: string;

interface Entry {
  id: number;
  at: string;
  actorUserId: number | null;
  actorEmail: string | null;
  hotelId: number | null;
  groupsId: number | null;
  entity: string;
  entityId: string | null;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const search = async (query: Record<string, unknown>, token = estate.admin) => {
  const res = await up.api('GET', at(audit.searchAuditLog, {}, { size: 200, ...query }), { token });
  assert.equal(res.status, 200, JSON.stringify(res.json));
  return res.json.result.auditLog as Entry[];
};
const maxId = () => lastAuditId(up.db);
const rowsAfter = (id: number) =>
  up.db.query<{ entity: string; action: string; actor_email: string | null }>(
    'select entity, action, actor_email from audit_log where id > $1 order by id',
    [id],
  );

before(async () => {
  up = await startTestUpstream();
  estate = await loadEstate(up);
  hotelAdmin = await up.signIn('hotel.admin@demo.lk');
  waiter = await up.signIn('waiter@demo.lk');
});
after(() => up.close());

describe('what a write records', () => {
  test('an update records one row: actor, entity, id and only the changed fields', async () => {
    const save = (seconds: number) =>
      up.api('PUT', at(reference.updateIdleTime), {
        token: estate.groupAdmin,
        body: { groupId: estate.groupId, seconds },
      });
    const created = await save(600);
    const mark = await maxId();
    const res = await save(900);
    assert.equal(res.status, 200);
    const rows = await rowsAfter(mark);
    assert.equal(rows.length, 1);
    const [entry] = await search({ entity: 'idle_time', action: 'UPDATE' });
    assert.equal(entry!.actorEmail, 'group.admin@demo.lk');
    assert.equal(entry!.actorUserId, estate.userIds['group.admin@demo.lk']);
    assert.equal(entry!.entityId, String(created.json.result.IdleTimeOut[0].id));
    assert.deepEqual(entry!.before, { seconds: 600 });
    assert.deepEqual(entry!.after, { seconds: 900 });
  });

  test('an insert and a delete record the whole row and its hotel (a bare write is attributed too)', async () => {
    const created = await up.api('POST', at(people.createEmployee), {
      token: estate.groupAdmin,
      body: { hotelId: estate.colomboId, firstName: 'Sunil', lastName: 'Silva', designation: 'Porter' },
    });
    const id = String(created.json.result.employee.id);
    const mark = await maxId();
    await up.api('DELETE', at(people.deleteEmployee, { id }), { token: estate.groupAdmin });
    assert.deepEqual(await rowsAfter(mark), [
      { entity: 'employee', action: 'DELETE', actor_email: 'group.admin@demo.lk' },
    ]);
    const entries = (await search({ entity: 'employee' })).filter((e) => e.entityId === id);
    assert.deepEqual(
      entries.map((e) => e.action),
      ['DELETE', 'INSERT'],
    );
    const [deleted, inserted] = entries;
    assert.equal(inserted!.before, null);
    assert.equal(inserted!.after!.designation, 'Porter');
    assert.equal(inserted!.hotelId, estate.colomboId);
    assert.equal(inserted!.groupsId, estate.groupId);
    assert.equal(deleted!.after, null);
    assert.equal(deleted!.before!.first_name, 'Sunil');
  });

  test('a composite key is recorded as its parts, and the hotel is found through the service', async () => {
    const mark = await maxId();
    const role = await up.api('POST', at(access.createServiceRole), {
      token: estate.admin,
      body: { serviceId: estate.colombo.RESTAURANT, name: 'Sommelier' },
    });
    const rows = await up.db.query<{ entity: string; entity_id: string; hotel_id: number }>(
      'select entity, entity_id, hotel_id from audit_log where id > $1',
      [mark],
    );
    assert.deepEqual(rows, [
      { entity: 'service_role', entity_id: String(role.json.result.serviceRole.id), hotel_id: estate.colomboId },
    ]);
  });

  test('a write that changes nothing records nothing', async () => {
    const mark = await maxId();
    await up.api('PUT', at(reference.updateIdleTime), { token: estate.groupAdmin, body: { id: 1, seconds: 900 } });
    assert.deepEqual(await rowsAfter(mark), []);
  });
});

describe('failed writes record nothing', () => {
  test('invalid input (40000) leaves no row', async () => {
    const mark = await maxId();
    const res = await up.api('POST', at(people.createEmployee), {
      token: estate.groupAdmin,
      body: { hotelId: estate.colomboId, firstName: '', lastName: 'Silva' },
    });
    assert.equal(res.json.statusCode, '40000');
    assert.deepEqual(await rowsAfter(mark), []);
  });

  test('a conflict (40900) leaves no row', async () => {
    const mark = await maxId();
    const res = await up.api('POST', at(access.createRole), { token: estate.admin, body: { name: 'Night Auditor' } });
    assert.equal(res.status, 200);
    const dup = await up.api('POST', at(access.createRole), { token: estate.admin, body: { name: 'night auditor' } });
    assert.equal(dup.status, 409);
    assert.equal((await rowsAfter(mark)).length, 1);
  });

  test('a transaction that fails after its first write leaves none of its rows', async () => {
    const mark = await maxId();
    // The first discount is written, the second user does not work in Kandy: all of it rolls back.
    const res = await up.api('POST', at(settings.createUserDiscounts), {
      token: estate.admin,
      body: [
        { userId: estate.userIds['frontdesk@demo.lk'], discount: 5, hotelId: estate.colomboId },
        { userId: estate.userIds['waiter@demo.lk'], discount: 5, hotelId: estate.kandyId },
      ],
    });
    assert.equal(res.json.statusCode, '40000');
    assert.deepEqual(await rowsAfter(mark), []);
    assert.deepEqual(await up.db.query('select 1 from user_discount'), []);
  });

  test('a refused write (40300) leaves no row', async () => {
    const mark = await maxId();
    const res = await up.api('POST', at(access.createRole), { token: waiter, body: { name: 'Head Waiter' } });
    assert.equal(res.status, 403);
    assert.deepEqual(await rowsAfter(mark), []);
  });
});

describe('secrets never appear', () => {
  test('a password change records the user row without its hash; sign-ins and tokens record nothing', async () => {
    await up.api('POST', at(people.createEmployee), {
      token: estate.admin,
      body: { hotelId: estate.colomboId, firstName: 'Only', lastName: 'Marker' },
    });
    const token = await up.signIn('auditor@demo.lk');
    const mark = await maxId();
    const res = await up.api('PUT', at(auth.changePassword), {
      token,
      body: { oldPassword: DEMO_PASSWORD, newPassword: 'Changed@2024' },
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    await up.signIn('auditor@demo.lk', 'Changed@2024');
    const rows = await up.db.query<{ entity: string; before: object; after: object; actor_email: string }>(
      'select entity, before, after, actor_email from audit_log where id > $1',
      [mark],
    );
    assert.deepEqual(
      rows.map((r) => r.entity),
      ['app_user'],
    );
    assert.equal(rows[0]!.actor_email, 'auditor@demo.lk');
    assert.deepEqual(Object.keys(rows[0]!.after), ['password_changed_at']);
    const everything = JSON.stringify(await up.db.query('select before, after from audit_log'));
    assert.ok(!everything.includes('password_hash'));
    assert.ok(!everything.includes('$argon2'));
    assert.ok(!everything.includes('access_hash'));
  });

  test('the entity list holds the business tables, not the secret ones', async () => {
    const res = await up.api('GET', at(audit.auditEntities), { token: estate.groupAdmin });
    const entities = res.json.result.entity as string[];
    for (const name of ['app_user', 'hotel', 'employee', 'service_role_permission', 'minimum_night_config'])
      assert.ok(entities.includes(name), name);
    for (const name of ['oauth_token', 'one_time_code', 'password_reset_token', 'mail_outbox', 'audit_log', 'image'])
      assert.ok(!entities.includes(name), name);
  });

  test('a table created later is covered at the next migrate, with *token* and *hash* columns stripped', async () => {
    await up.db.exec(
      'create table later_thing (id serial primary key, hotel_id integer, label text, api_token text, pin_hash text)',
    );
    await attachAuditTriggers(up.db);
    await up.db.query(
      "insert into later_thing (hotel_id, label, api_token, pin_hash) values ($1, 'x', 's3cret', 'h')",
      [estate.colomboId],
    );
    const [row] = await up.db.query<{ after: object; hotel_id: number }>(
      "select after, hotel_id from audit_log where entity = 'later_thing'",
    );
    assert.deepEqual(row, { after: { id: 1, hotel_id: estate.colomboId, label: 'x' }, hotel_id: estate.colomboId });
  });
});

describe('searching the log', () => {
  test('filters by user, entity, action and dates, newest first, paged', async () => {
    const groupAdminId = estate.userIds['group.admin@demo.lk']!;
    const mine = await search({ userId: groupAdminId });
    assert.ok(mine.length >= 3);
    assert.ok(mine.every((e) => e.actorUserId === groupAdminId));
    const ids = mine.map((e) => e.id);
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => b - a),
    );
    const deletes = await search({ entity: 'employee', action: 'DELETE' });
    assert.ok(deletes.length >= 1 && deletes.every((e) => e.entity === 'employee' && e.action === 'DELETE'));
    const today = new Date().toISOString().slice(0, 10);
    assert.ok((await search({ from: today, to: today, userId: groupAdminId })).length >= 3);
    assert.deepEqual(await search({ to: '2000-01-01' }), []);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    assert.deepEqual(await search({ from: future }), []);
    const paged = await up.api('GET', at(audit.searchAuditLog, {}, { page: 0, size: 2 }), { token: estate.admin });
    assert.equal(paged.json.result.auditLog.length, 2);
    assert.equal(paged.json.pagination.pageSize, 2);
    assert.ok(paged.json.pagination.totalRecords > 2);
    const bad = await up.api('GET', at(audit.searchAuditLog, {}, { action: 'TRUNCATE' }), { token: estate.admin });
    assert.equal(bad.json.statusCode, '40000');
    assert.equal(bad.json.errors[0].field, 'action');
  });

  test("pages and counts a user's rows, every sort field both ways, the newest first unless asked", async () => {
    const rows: PagedSearch = {
      up,
      token: estate.admin,
      endpoint: audit.searchAuditLog,
      query: { userId: estate.userIds['group.admin@demo.lk'] },
      key: 'auditLog',
    };
    await checkPaging(rows);
    await checkSorting(rows, { field: 'at', direction: 'DESC' });
    await checkSortRefusals(rows);
  });

  test('by hotel: the rows of that hotel only; a hotel outside the scope is 40300', async () => {
    const colombo = await search({ hotelId: estate.colomboId }, estate.groupAdmin);
    assert.ok(colombo.length > 0 && colombo.every((e) => e.hotelId === estate.colomboId));
    const refused = await up.api('GET', at(audit.searchAuditLog, {}, { hotelId: 999999 }), {
      token: estate.groupAdmin,
    });
    assert.equal(refused.status, 403);
  });

  test("an administrator sees their estate's rows and their own, not another group's; a USER is refused", async () => {
    await up.api('POST', at(access.createGroupsRole), {
      token: estate.admin,
      body: { groupsId: estate.groupId, name: 'Group probe' },
    });
    const other = await up.api('POST', at(hotel.createGroup), {
      token: estate.admin,
      multipart: { group: { name: 'Other Hotels' } },
    });
    const otherGroupId = other.json.result.group.id as number;
    const seen = await search({}, hotelAdmin);
    assert.ok(!seen.some((e) => e.groupsId === otherGroupId));
    assert.ok((await search({ groupsId: otherGroupId })).some((e) => e.entity === 'app_group'));
    assert.ok(seen.some((e) => e.entity === 'groups_role'));
    // A system role belongs to no hotel or group: only its author and ADMIN see it.
    assert.ok(!seen.some((e) => e.entity === 'app_role'));
    assert.ok((await search({ entity: 'app_role' })).length > 0);
    const refused = await up.api('GET', at(audit.searchAuditLog), { token: waiter });
    assert.equal(refused.status, 403);
  });
});
