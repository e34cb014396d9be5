// Employees, users, user allocation and administrators through GraphQL against the real upstream:
// each operation's success and failure (field errors in the input's words, conflicts naming the
// field), the permission refusals (no WRITE: no add or edit, no MAINTAIN: no delete or disable —
// refused by the BFF's guard before anything is written), and the audit row each write leaves,
// never with a password in it.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { access, audit as auditApi, people } from '@hotel/schema';
import { at } from '@hotel/upstream/test-harness';
import { hotelTiedAdmin, otherTenant } from '@hotel/upstream/test-fixtures';
import { startStack, type GqlResult, type Stack } from '../../test/stack.js';

const PASSWORD = 'Staff@2024';

interface Estate {
  groupId: number;
  colomboId: number;
  kandyId: number;
  /** Serendib Colombo's services by type. */
  colombo: Record<'HOTEL' | 'RESTAURANT' | 'HOUSEKEEPING' | 'INVENTORY', number>;
  kandyRestaurantId: number;
  waiterRoleId: number;
  chefRoleId: number;
  userIds: Record<string, number>;
}

interface AuditJson {
  entity: string;
  entityId: string | null;
  action: string;
  actorEmail: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const codeOf = (res: GqlResult) => res.errors?.[0]?.extensions?.code;
const fieldsOf = (res: GqlResult) => res.errors?.[0]?.extensions?.fieldErrors?.map((e) => e.field) ?? [];
const requiresOf = (res: GqlResult) =>
  (res.errors?.[0]?.extensions as { requires?: string } | undefined)?.requires ?? null;

const EMPLOYEE_FIELDS = `id firstName lastName email phone designation hotelId serviceId serviceName serviceRoleId
  serviceRoleName userId active`;
const USER_FIELDS = `id firstName lastName email userName level active groupId hotelId serviceIds
  allocations { serviceId serviceName serviceRoleId name }`;

describe('people through GraphQL', () => {
  let stack: Stack;
  let estate: Estate;
  let adminToken: string;
  let groupAdmin: string;
  let hotelAdmin: string;
  let staffCounter = 0;

  const gql = <T = Record<string, unknown>>(token: string, query: string, variables = {}, serviceId?: number) =>
    stack.gql<T>(query, variables, { token, serviceId: serviceId ?? null });
  const count = async (sql: string) =>
    (await stack.upstream.db.query<{ n: number }>(`select count(*)::int as n from ${sql}`))[0]!.n;
  const audit = async (entity: string, entityId: number) => {
    const res = await stack.upstream.api('GET', at(auditApi.searchAuditLog, {}, { entity, size: 200 }), {
      token: adminToken,
    });
    return (res.json.result.auditLog as AuditJson[]).filter((e) => e.entityId === String(entityId));
  };

  /** A USER of `serviceId` whose new role grants exactly `grants` (feature → status; others none). */
  const staffWith = async (serviceId: number, grants: Record<string, number>) => {
    staffCounter += 1;
    const role = await stack.upstream.api('POST', at(access.createServiceRole), {
      token: adminToken,
      body: { serviceId, name: `People test role ${staffCounter}` },
    });
    const roleId = role.json.result.serviceRole.id as number;
    const features = (
      await stack.upstream.api('GET', at(access.servicePermissions, { id: serviceId }), { token: adminToken })
    ).json.result.servicesPermission as { id: number; prefix: string }[];
    await stack.upstream.api('PUT', at(access.updateServiceRolePermissions), {
      token: adminToken,
      body: {
        serviceRoleId: roleId,
        permissions: features.map((f) => ({ servicesPermissionId: f.id, status: grants[f.prefix] ?? 3 })),
      },
    });
    const email = `people.staff${staffCounter}@serendib.lk`;
    const created = await stack.upstream.api('POST', at(people.createUser), {
      token: adminToken,
      body: {
        firstName: 'Staff',
        lastName: `Number${staffCounter}`,
        email,
        password: PASSWORD,
        userLevel: 'USER',
        allocations: [{ serviceId, serviceRoleId: roleId }],
      },
    });
    assert.equal(created.status, 200, JSON.stringify(created.json));
    return { token: await stack.signIn(email, PASSWORD), userId: created.json.result.user.userId as number };
  };

  before(async () => {
    stack = await startStack();
    adminToken = await stack.signIn('admin@demo.lk');
    groupAdmin = await stack.signIn('group.admin@demo.lk');
    hotelAdmin = await stack.signIn('hotel.admin@demo.lk');
    const h = await gql<{ hotels: { id: number; name: string; groupId: number }[] }>(
      groupAdmin,
      '{ hotels { id name groupId } }',
    );
    const colombo = h.data!.hotels.find((x) => x.name === 'Serendib Colombo')!;
    const kandy = h.data!.hotels.find((x) => x.name === 'Serendib Kandy')!;
    const servicesOf = async (hotelId: number) =>
      (
        await gql<{ services: { id: number; serviceType: string }[] }>(
          groupAdmin,
          'query($h: Int!) { services(hotelId: $h) { id serviceType } }',
          { h: hotelId },
        )
      ).data!.services;
    const colomboServices = Object.fromEntries(
      (await servicesOf(colombo.id)).map((s) => [s.serviceType, s.id]),
    ) as Estate['colombo'];
    const kandyRestaurantId = (await servicesOf(kandy.id)).find((s) => s.serviceType === 'RESTAURANT')!.id;
    const roles = await gql<{ staffServiceRoles: { id: number; name: string }[] }>(
      groupAdmin,
      'query($s: Int!) { staffServiceRoles(serviceId: $s) { id name } }',
      { s: colomboServices.RESTAURANT },
    );
    assert.equal(roles.errors, undefined, JSON.stringify(roles.errors));
    const list = (await stack.upstream.api('GET', at(people.listUsers), { token: adminToken })).json.result.user as {
      userId: number;
      email: string;
    }[];
    estate = {
      groupId: colombo.groupId,
      colomboId: colombo.id,
      kandyId: kandy.id,
      colombo: colomboServices,
      kandyRestaurantId,
      waiterRoleId: roles.data!.staffServiceRoles.find((r) => r.name === 'Waiter')!.id,
      chefRoleId: roles.data!.staffServiceRoles.find((r) => r.name === 'Chef')!.id,
      userIds: Object.fromEntries(list.map((u) => [u.email, u.userId])),
    };
  });
  after(() => stack.close());

  describe('employees', () => {
    const input = (extra: Record<string, unknown> = {}) => ({
      hotelId: estate.colomboId,
      firstName: 'Nuwan',
      lastName: 'Perera',
      email: 'nuwan@serendib.lk',
      phone: '+94 77 123 4567',
      designation: 'Steward',
      ...extra,
    });
    const create = (token: string, i: Record<string, unknown>, serviceId?: number) =>
      gql<{ createEmployee: { message: string; employee: Record<string, unknown> & { id: number } } }>(
        token,
        `mutation($i: EmployeeInput!) { createEmployee(input: $i) { message employee { ${EMPLOYEE_FIELDS} } } }`,
        { i },
        serviceId,
      );

    test('a group admin adds an employee with every field, lists, edits and removes them; each write is audited', async () => {
      const created = await create(
        groupAdmin,
        input({
          serviceId: estate.colombo.RESTAURANT,
          serviceRoleId: estate.waiterRoleId,
          userId: estate.userIds['waiter@demo.lk'],
        }),
      );
      assert.equal(created.errors, undefined, JSON.stringify(created.errors));
      const e = created.data!.createEmployee.employee;
      assert.equal(created.data!.createEmployee.message, 'Employee created');
      assert.deepEqual(
        [e.serviceName, e.serviceRoleName, e.userId, e.phone, e.active],
        ['Ocean Restaurant', 'Waiter', estate.userIds['waiter@demo.lk'], '+94 77 123 4567', true],
      );
      const inserted = await audit('employee', e.id);
      assert.deepEqual(
        inserted.map((a) => [a.action, a.actorEmail]),
        [['INSERT', 'group.admin@demo.lk']],
      );

      await create(groupAdmin, input({ firstName: 'Amara', email: 'amara@serendib.lk' }));
      await create(groupAdmin, input({ firstName: 'Zahir', email: 'zahir@serendib.lk' }));
      const page = await gql<{ employees: { total: number; page: number; items: { firstName: string }[] } }>(
        groupAdmin,
        'query($h: Int!) { employees(hotelId: $h, page: 0, size: 2, sortField: firstName, direction: DESC) { total page items { firstName } } }',
        { h: estate.colomboId },
      );
      assert.deepEqual(page.data!.employees, {
        total: 3,
        page: 0,
        items: [{ firstName: 'Zahir' }, { firstName: 'Nuwan' }],
      });
      const found = await gql<{ employees: { items: { firstName: string }[] } }>(
        groupAdmin,
        'query($h: Int!) { employees(hotelId: $h, name: "amara") { items { firstName } } }',
        { h: estate.colomboId },
      );
      assert.deepEqual(found.data!.employees.items, [{ firstName: 'Amara' }]);

      const roles = await gql<{ employeeRoles: { name: string; serviceName: string }[] }>(
        groupAdmin,
        'query($u: Int!) { employeeRoles(userId: $u) { name serviceName } }',
        { u: estate.userIds['waiter@demo.lk'] },
      );
      assert.deepEqual(roles.data!.employeeRoles, [{ name: 'Waiter', serviceName: 'Ocean Restaurant' }]);

      const updated = await gql<{ updateEmployee: { employee: { designation: string; active: boolean } } }>(
        groupAdmin,
        'mutation($id: Int!, $i: EmployeeInput!) { updateEmployee(id: $id, input: $i) { employee { designation active } } }',
        { id: e.id, i: input({ designation: 'Head Steward', active: false }) },
      );
      assert.deepEqual(updated.data!.updateEmployee.employee, { designation: 'Head Steward', active: false });
      const deleted = await gql<{ deleteEmployee: { message: string; id: number } }>(
        groupAdmin,
        'mutation($id: Int!) { deleteEmployee(id: $id) { message id } }',
        { id: e.id },
      );
      assert.deepEqual(deleted.data!.deleteEmployee, { message: 'Employee deleted', id: e.id });
      assert.deepEqual(
        (await audit('employee', e.id)).map((a) => a.action),
        ['DELETE', 'UPDATE', 'INSERT'],
      );
    });

    test('bad input names the field; a used email is a CONFLICT on email; nothing is written', async () => {
      const before = await count('employee');
      const bad = await create(groupAdmin, input({ firstName: ' ', email: 'not-an-email', phone: 'call me' }));
      assert.equal(codeOf(bad), 'BAD_USER_INPUT');
      assert.deepEqual(fieldsOf(bad).sort(), ['email', 'firstName', 'phone']);
      const foreignRole = await create(
        groupAdmin,
        input({ email: 'x@serendib.lk', serviceId: estate.colombo.HOTEL, serviceRoleId: estate.waiterRoleId }),
      );
      assert.deepEqual(foreignRole.errors![0]!.extensions!.fieldErrors, [
        { field: 'serviceRoleId', message: 'This role belongs to another service', reason: 'ROLE_OF_ANOTHER_SERVICE' },
      ]);
      assert.equal((await create(groupAdmin, input({ email: 'dup@serendib.lk' }))).errors, undefined);
      const dup = await create(groupAdmin, input({ email: 'DUP@serendib.lk' }));
      assert.equal(codeOf(dup), 'CONFLICT');
      assert.equal(dup.errors![0]!.message, 'An employee with this email already exists in the hotel');
      assert.deepEqual(fieldsOf(dup), ['email']);
      assert.equal(await count('employee'), before + 1);
      const missing = await gql(groupAdmin, 'mutation { deleteEmployee(id: 999999) { id } }');
      assert.equal(codeOf(missing), 'NOT_FOUND');
    });

    test('EMPLOYEE READ lists but may not add; WRITE adds and edits but may not delete; nothing is written', async () => {
      const housekeeping = estate.colombo.HOUSEKEEPING;
      const reader = await staffWith(housekeeping, { EMPLOYEE: 0 });
      const list = await gql(
        reader.token,
        'query($h: Int!) { employees(hotelId: $h) { total } }',
        { h: estate.colomboId },
        housekeeping,
      );
      assert.equal(list.errors, undefined, JSON.stringify(list.errors));
      const before = await count('employee');
      const add = await create(reader.token, input({ email: 'r@serendib.lk' }), housekeeping);
      assert.equal(codeOf(add), 'FORBIDDEN');
      assert.equal(requiresOf(add), 'EMPLOYEE:ADD', 'the BFF refuses before calling the upstream');
      assert.equal(await count('employee'), before);

      const writer = await staffWith(housekeeping, { EMPLOYEE: 1 });
      const created = await create(writer.token, input({ email: 'w@serendib.lk' }), housekeeping);
      assert.equal(created.errors, undefined, JSON.stringify(created.errors));
      const id = created.data!.createEmployee.employee.id;
      const edit = await gql(
        writer.token,
        'mutation($id: Int!, $i: EmployeeInput!) { updateEmployee(id: $id, input: $i) { message } }',
        { id, i: input({ email: 'w@serendib.lk', designation: 'Room Attendant' }) },
        housekeeping,
      );
      assert.equal(edit.errors, undefined);
      const refused = await gql(
        writer.token,
        'mutation($id: Int!) { deleteEmployee(id: $id) { id } }',
        { id },
        housekeeping,
      );
      assert.equal(codeOf(refused), 'FORBIDDEN');
      assert.equal(requiresOf(refused), 'EMPLOYEE:DELETE');
      assert.equal(await count(`employee where id = ${id}`), 1);

      const chef = await stack.signIn('chef@demo.lk');
      const none = await gql(chef, 'query($h: Int!) { employees(hotelId: $h) { total } }', { h: estate.colomboId });
      assert.equal(codeOf(none), 'FORBIDDEN');
    });
  });

  describe('users', () => {
    const userInput = (email: string, extra: Record<string, unknown> = {}) => ({
      firstName: 'Kasun',
      lastName: 'Fernando',
      email,
      password: PASSWORD,
      level: 'USER',
      hotelId: null,
      allocations: [{ serviceId: estate.colombo.RESTAURANT, serviceRoleId: estate.waiterRoleId }],
      ...extra,
    });
    const createUser = (token: string, i: Record<string, unknown>, serviceId?: number) =>
      gql<{ createUserAccount: { message: string; user: Record<string, unknown> & { id: number } } }>(
        token,
        `mutation($i: UserAccountInput!) { createUserAccount(input: $i) { message user { ${USER_FIELDS} } } }`,
        { i },
        serviceId,
      );
    let kasun: number;

    test('a group admin creates a USER holding a service role in the restaurant, who then signs in', async () => {
      const created = await createUser(groupAdmin, userInput('kasun@serendib.lk'));
      assert.equal(created.errors, undefined, JSON.stringify(created.errors));
      const u = created.data!.createUserAccount.user;
      kasun = u.id;
      assert.equal(created.data!.createUserAccount.message, 'User created');
      assert.deepEqual(
        [u.level, u.active, u.groupId, u.userName, u.allocations],
        [
          'USER',
          true,
          estate.groupId,
          'kasun',
          [
            {
              serviceId: estate.colombo.RESTAURANT,
              serviceName: 'Ocean Restaurant',
              serviceRoleId: estate.waiterRoleId,
              name: 'Waiter',
            },
          ],
        ],
      );
      assert.ok(await stack.signIn('kasun@serendib.lk', PASSWORD));
      const rows = await audit('app_user', kasun);
      assert.deepEqual(
        rows.map((a) => a.action),
        ['INSERT'],
      );
      assert.equal(rows[0]!.after!['email'], 'kasun@serendib.lk');
      assert.ok(!('password_hash' in rows[0]!.after!), 'no password hash in the audit log');
      assert.ok(!/Staff@2024|\$argon2/.test(JSON.stringify(rows)), 'no password in the audit log');
      const allocation = await stack.upstream.api(
        'GET',
        at(auditApi.searchAuditLog, {}, { entity: 'user_allocation' }),
        {
          token: adminToken,
        },
      );
      assert.ok(
        (allocation.json.result.auditLog as AuditJson[]).some((a) => a.after?.['user_id'] === kasun),
        'the allocation is audited too',
      );
    });

    test("the forms' choices: the services in scope with their hotel, and each service's roles", async () => {
      const services = await gql<{ staffServices: { id: number; hotelName: string; serviceType: string }[] }>(
        groupAdmin,
        '{ staffServices { id name hotelName serviceType } }',
      );
      assert.equal(services.errors, undefined, JSON.stringify(services.errors));
      assert.equal(services.data!.staffServices.length, 8);
      assert.equal(
        services.data!.staffServices.find((s) => s.id === estate.colombo.RESTAURANT)!.hotelName,
        'Serendib Colombo',
      );
      const chef = await stack.signIn('chef@demo.lk');
      const roles = await gql(chef, 'query($s: Int!) { staffServiceRoles(serviceId: $s) { id } }', {
        s: estate.colombo.RESTAURANT,
      });
      assert.equal(codeOf(roles), 'FORBIDDEN', 'the roles of a service need ROLE on it');
    });

    test('no password can be read back: the schema has no such field', async () => {
      const intro = await gql<{ __type: { fields: { name: string }[] } }>(
        groupAdmin,
        '{ __type(name: "UserAccount") { fields { name } } }',
      );
      assert.ok(!intro.data!.__type.fields.some((f) => /password/i.test(f.name)));
    });

    test('bad input names the field; a used email is a CONFLICT on email; a level above yours is refused', async () => {
      const before = await count('app_user');
      const weak = await createUser(groupAdmin, userInput('weak@serendib.lk', { password: 'short' }));
      assert.equal(codeOf(weak), 'BAD_USER_INPUT');
      assert.deepEqual(fieldsOf(weak), ['password']);
      const none = await createUser(groupAdmin, userInput('none@serendib.lk', { password: null }));
      assert.deepEqual(fieldsOf(none), ['password']);
      const email = await createUser(groupAdmin, userInput('not-an-email', { firstName: '' }));
      assert.deepEqual(fieldsOf(email).sort(), ['email', 'firstName']);
      const role = await createUser(
        groupAdmin,
        userInput('role@serendib.lk', {
          allocations: [{ serviceId: estate.colombo.HOTEL, serviceRoleId: estate.waiterRoleId }],
        }),
      );
      assert.deepEqual(fieldsOf(role), ['allocations.0.serviceRoleId']);
      const dup = await createUser(groupAdmin, userInput('KASUN@serendib.lk'));
      assert.equal(codeOf(dup), 'CONFLICT');
      assert.deepEqual(dup.errors![0]!.extensions!.fieldErrors, [
        { field: 'email', message: 'A user with this email already exists', reason: 'USER_EMAIL_TAKEN' },
      ]);
      const above = await createUser(
        hotelAdmin,
        userInput('boss@serendib.lk', { level: 'GROUP', groupId: estate.groupId, allocations: [] }),
      );
      assert.equal(codeOf(above), 'FORBIDDEN');
      assert.equal(above.errors![0]!.message, 'You cannot give a user a level above your own');
      assert.equal(await count('app_user'), before);
    });

    test('lists by hotel, service, service role and name; reads one user', async () => {
      const q = `query($h: Int, $s: Int, $r: Int, $n: String) {
        userAccounts(hotelId: $h, serviceId: $s, serviceRoleId: $r, name: $n, page: 0, size: 50) {
          total items { email allocations { name } } } }`;
      const emails = async (vars: Record<string, unknown>) => {
        const res = await gql<{ userAccounts: { items: { email: string }[] } }>(groupAdmin, q, vars);
        assert.equal(res.errors, undefined, JSON.stringify(res.errors));
        return res.data!.userAccounts.items.map((u) => u.email);
      };
      assert.deepEqual(await emails({ r: estate.waiterRoleId }), ['waiter@demo.lk', 'kasun@serendib.lk']);
      assert.deepEqual(await emails({ s: estate.colombo.RESTAURANT, n: 'kasun' }), ['kasun@serendib.lk']);
      assert.ok((await emails({ h: estate.colomboId })).includes('chef@demo.lk'));
      assert.ok(!(await emails({ h: estate.kandyId })).includes('chef@demo.lk'));
      const one = await gql<{ userAccount: { email: string; level: string } }>(
        groupAdmin,
        'query($id: Int!) { userAccount(id: $id) { email level } }',
        { id: kasun },
      );
      assert.deepEqual(one.data!.userAccount, { email: 'kasun@serendib.lk', level: 'USER' });
      const adminRecord = await gql(groupAdmin, 'query($id: Int!) { userAccount(id: $id) { email } }', {
        id: estate.userIds['admin@demo.lk'],
      });
      assert.equal(codeOf(adminRecord), 'FORBIDDEN', 'nobody sees a user above their level');
    });

    test('an edit keeps the password when it is left empty, and keeps the user enabled', async () => {
      const res = await gql<{ updateUserAccount: { user: { firstName: string; active: boolean } } }>(
        groupAdmin,
        'mutation($id: Int!, $i: UserAccountInput!) { updateUserAccount(id: $id, input: $i) { message user { firstName active } } }',
        { id: kasun, i: userInput('kasun@serendib.lk', { firstName: 'Kasun Chaminda', password: '' }) },
      );
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      assert.deepEqual(res.data!.updateUserAccount.user, { firstName: 'Kasun Chaminda', active: true });
      assert.ok(await stack.signIn('kasun@serendib.lk', PASSWORD));
    });

    test('disabling stops sign-in, enabling restores it; nobody disables themselves', async () => {
      const set = (token: string, id: number, active: boolean) =>
        gql<{ setUserAccountActive: { message: string; user: { active: boolean } } }>(
          token,
          'mutation($id: Int!, $a: Boolean!) { setUserAccountActive(id: $id, active: $a) { message user { active } } }',
          { id, a: active },
        );
      const off = await set(groupAdmin, kasun, false);
      assert.deepEqual(off.data!.setUserAccountActive, { message: 'User disabled', user: { active: false } });
      await assert.rejects(stack.signIn('kasun@serendib.lk', PASSWORD));
      const on = await set(groupAdmin, kasun, true);
      assert.equal(on.data!.setUserAccountActive.message, 'User enabled');
      assert.ok(await stack.signIn('kasun@serendib.lk', PASSWORD));
      const allocations = await gql<{ userAccount: { allocations: { name: string }[] } }>(
        groupAdmin,
        'query($id: Int!) { userAccount(id: $id) { allocations { name } } }',
        { id: kasun },
      );
      assert.deepEqual(allocations.data!.userAccount.allocations, [{ name: 'Waiter' }], 'allocations are kept');
      const self = await set(groupAdmin, estate.userIds['group.admin@demo.lk']!, false);
      assert.equal(codeOf(self), 'FORBIDDEN');
      assert.equal(self.errors![0]!.message, 'You cannot change your own level or disable yourself');
    });

    test('USER READ may not add; USER WRITE may not disable; staff never manage users upstream', async () => {
      const front = estate.colombo.HOTEL;
      const reader = await staffWith(front, { USER: 0 });
      const before = await count('app_user');
      const add = await createUser(reader.token, userInput('r1@serendib.lk'), front);
      assert.equal(codeOf(add), 'FORBIDDEN');
      assert.equal(requiresOf(add), 'USER:ADD');
      const writer = await staffWith(front, { USER: 1 });
      const disable = await gql(
        writer.token,
        'mutation($id: Int!) { setUserAccountActive(id: $id, active: false) { message } }',
        { id: kasun },
        front,
      );
      assert.equal(codeOf(disable), 'FORBIDDEN');
      assert.equal(requiresOf(disable), 'USER:DELETE');
      const maintainer = await staffWith(front, { USER: 2 });
      const upstreamRefusal = await createUser(maintainer.token, userInput('m1@serendib.lk'), front);
      assert.equal(codeOf(upstreamRefusal), 'FORBIDDEN');
      assert.equal(requiresOf(upstreamRefusal), null, 'the upstream refuses: users are managed by administrators');
      assert.equal(await count('app_user'), before + 2, 'only the two staff created since');
      assert.equal(await count('app_user where active = false'), 0);
    });

    test('allocation: services and their roles, and the group and hotel role a user holds', async () => {
      const allocated = await gql<{
        allocateUserAccount: { user: { allocations: { serviceName: string; name: string }[] } };
      }>(
        groupAdmin,
        'mutation($u: Int!, $a: [UserAllocationInput!]!) { allocateUserAccount(userId: $u, allocations: $a) { message user { allocations { serviceName name } } } }',
        {
          u: kasun,
          a: [
            { serviceId: estate.colombo.RESTAURANT, serviceRoleId: estate.chefRoleId },
            { serviceId: estate.kandyRestaurantId, serviceRoleId: estate.waiterRoleId },
          ],
        },
      );
      assert.deepEqual(fieldsOf(allocated), ['allocations.1.serviceRoleId'], 'a role of another service');
      const kandyRoles = await gql<{ staffServiceRoles: { id: number; name: string }[] }>(
        groupAdmin,
        'query($s: Int!) { staffServiceRoles(serviceId: $s) { id name } }',
        { s: estate.kandyRestaurantId },
      );
      const kandyWaiter = kandyRoles.data!.staffServiceRoles.find((r) => r.name === 'Waiter')!.id;
      const ok = await gql<{ allocateUserAccount: { user: { allocations: { serviceName: string; name: string }[] } } }>(
        groupAdmin,
        'mutation($u: Int!, $a: [UserAllocationInput!]!) { allocateUserAccount(userId: $u, allocations: $a) { message user { allocations { serviceName name } } } }',
        {
          u: kasun,
          a: [
            { serviceId: estate.colombo.RESTAURANT, serviceRoleId: estate.chefRoleId },
            { serviceId: estate.kandyRestaurantId, serviceRoleId: kandyWaiter },
          ],
        },
      );
      assert.equal(ok.errors, undefined, JSON.stringify(ok.errors));
      assert.deepEqual(
        ok.data!.allocateUserAccount.user.allocations.map((a) => a.name),
        ['Chef', 'Waiter'],
      );

      const groupRole = await stack.upstream.api('POST', at(access.createGroupsRole), {
        token: adminToken,
        body: { groupsId: estate.groupId, name: 'Regional staff' },
      });
      const hotelRole = await stack.upstream.api('POST', at(access.createHotelRole), {
        token: adminToken,
        body: { hotelId: estate.colomboId, name: 'Colombo staff' },
      });
      const systemRole = await stack.upstream.api('POST', at(access.createRole), {
        token: adminToken,
        body: { name: 'Auditor (system)' },
      });
      const choices = await gql<{
        userRoleChoices: {
          system: { name: string }[];
          group: { name: string; ownerId: number }[];
          hotel: { name: string }[];
        };
      }>(
        groupAdmin,
        'query($u: Int!) { userRoleChoices(userId: $u) { system { name } group { name ownerId } hotel { name } } }',
        {
          u: kasun,
        },
      );
      assert.equal(choices.errors, undefined, JSON.stringify(choices.errors));
      assert.deepEqual(choices.data!.userRoleChoices, {
        system: [{ name: 'Auditor (system)' }],
        group: [{ name: 'Regional staff', ownerId: estate.groupId }],
        hotel: [{ name: 'Colombo staff' }],
      });
      const set = await gql<{ setUserAccountRoles: { message: string; roles: Record<string, unknown> } }>(
        groupAdmin,
        'mutation($i: UserRoleAssignmentInput!) { setUserAccountRoles(input: $i) { message roles { userId roleId groupsRoleId hotelRoleId } } }',
        {
          i: {
            userId: kasun,
            groupsRoleId: groupRole.json.result.groupsRole.id,
            hotelRoleId: hotelRole.json.result.hotelRole.id,
          },
        },
      );
      assert.equal(set.errors, undefined, JSON.stringify(set.errors));
      assert.deepEqual(set.data!.setUserAccountRoles.roles, {
        userId: kasun,
        roleId: null,
        groupsRoleId: groupRole.json.result.groupsRole.id,
        hotelRoleId: hotelRole.json.result.hotelRole.id,
      });
      const read = await gql<{ userAccountRoles: { hotelRoleId: number } }>(
        groupAdmin,
        'query($u: Int!) { userAccountRoles(userId: $u) { hotelRoleId } }',
        { u: kasun },
      );
      assert.equal(read.data!.userAccountRoles.hotelRoleId, hotelRole.json.result.hotelRole.id);
      const system = await gql(
        groupAdmin,
        'mutation($i: UserRoleAssignmentInput!) { setUserAccountRoles(input: $i) { message } }',
        { i: { userId: kasun, roleId: systemRole.json.result.role.id } },
      );
      assert.equal(codeOf(system), 'FORBIDDEN', 'only an ADMIN gives a system role');
      assert.equal(await count(`user_role where user_id = ${kasun} and role_id is not null`), 0);
      assert.deepEqual(
        (await audit('user_role', kasun)).map((a) => a.action),
        ['INSERT'],
      );
    });
  });

  describe('administrators', () => {
    const adminsQuery =
      'query($l: [UserLevel!]!, $h: Int) { administrators(levels: $l, hotelId: $h) { total items { id email level } } }';

    test('the administrators of the scope, by level; product admins only for an ADMIN', async () => {
      const mine = await gql<{ administrators: { items: { email: string; level: string }[] } }>(
        groupAdmin,
        adminsQuery,
        {
          l: ['GROUP', 'HOTEL', 'SERVICE'],
        },
      );
      assert.deepEqual(
        mine.data!.administrators.items.map((u) => [u.email, u.level]),
        [
          ['group.admin@demo.lk', 'GROUP'],
          ['hotel.admin@demo.lk', 'HOTEL'],
          ['service.admin@demo.lk', 'SERVICE'],
        ],
      );
      const products = await gql<{ administrators: { total: number } }>(groupAdmin, adminsQuery, { l: ['ADMIN'] });
      assert.equal(products.data!.administrators.total, 0, 'a group admin cannot see above their level');
      const asAdmin = await gql<{ administrators: { items: { email: string }[] } }>(adminToken, adminsQuery, {
        l: ['ADMIN'],
      });
      assert.deepEqual(
        asAdmin.data!.administrators.items.map((u) => u.email),
        ['admin@demo.lk'],
      );
    });

    test('what a level grants: MAINTAIN on every administration feature for administrators, nothing for users', async () => {
      const grants = async (email: string) => {
        const res = await gql<{ levelPermissions: { prefix: string; status: number }[] }>(
          groupAdmin,
          'query($u: Int!) { levelPermissions(userId: $u) { prefix status } }',
          { u: estate.userIds[email] },
        );
        assert.equal(res.errors, undefined, JSON.stringify(res.errors));
        return res.data!.levelPermissions;
      };
      const hotel = await grants('hotel.admin@demo.lk');
      assert.ok(hotel.some((p) => p.prefix === 'EMPLOYEE'));
      assert.ok(hotel.every((p) => p.status === 2));
      assert.ok((await grants('waiter@demo.lk')).every((p) => p.status === 3));
    });

    test("what a level grants is answered only for users in the caller's scope", async () => {
      const other = await otherTenant(stack.upstream, { admin: adminToken });
      const query = 'query($u: Int!) { levelPermissions(userId: $u) { prefix status } }';
      const foreign = await gql<{ levelPermissions: unknown[] }>(groupAdmin, query, { u: other.adminId });
      assert.equal(codeOf(foreign), 'FORBIDDEN');
      assert.equal(foreign.data?.levelPermissions ?? null, null);
      const unknown = await gql(groupAdmin, query, { u: 999999 });
      assert.equal(codeOf(unknown), 'FORBIDDEN', 'an unknown id answers like a user out of scope');
      assert.equal(unknown.errors?.[0]?.message, foreign.errors?.[0]?.message);
    });

    test('an administrator of one hotel cannot make anyone an administrator of the whole group', async () => {
      const tied = await hotelTiedAdmin(
        stack.upstream,
        { admin: adminToken, groupId: estate.groupId },
        estate.colomboId,
      );
      const created = await gql<{ createUserAccount: { user: { id: number } } }>(
        tied.token,
        'mutation($i: UserAccountInput!) { createUserAccount(input: $i) { user { id } } }',
        {
          i: {
            firstName: 'Group',
            lastName: 'Wide',
            email: 'group.wide@serendib.lk',
            password: PASSWORD,
            level: 'HOTEL',
            groupId: estate.groupId,
            hotelId: null,
          },
        },
      );
      assert.equal(codeOf(created), 'FORBIDDEN');
      assert.equal(created.errors?.[0]?.extensions?.reason, 'GRANT_BEYOND_OWN_SCOPE');
      assert.equal(await count("app_user where email = 'group.wide@serendib.lk'"), 0);
      const staff = await staffWith(estate.colombo.INVENTORY, {});
      const raised = await gql(
        tied.token,
        'mutation($u: Int!, $g: Int) { setUserLevel(userId: $u, level: HOTEL, groupId: $g, hotelId: null) { message } }',
        { u: staff.userId, g: estate.groupId },
      );
      assert.equal(codeOf(raised), 'FORBIDDEN');
      assert.equal(raised.errors?.[0]?.extensions?.reason, 'GRANT_BEYOND_OWN_SCOPE');
      assert.equal(await count(`app_user where id = ${staff.userId} and user_level = 'USER'`), 1);
      const ownHotel = await gql(
        tied.token,
        'mutation($u: Int!, $g: Int, $h: Int) { setUserLevel(userId: $u, level: HOTEL, groupId: $g, hotelId: $h) { message } }',
        { u: staff.userId, g: estate.groupId, h: estate.colomboId },
      );
      assert.equal(ownHotel.errors, undefined, JSON.stringify(ownHotel.errors));
    });

    test('changing a level: within your own, never your own, only an ADMIN makes ADMINs', async () => {
      const set = (token: string, userId: number, level: string, groupId: number | null = estate.groupId) =>
        gql<{
          setUserLevel: { message: string; user: { level: string; groupId: number | null; serviceIds: number[] } };
        }>(
          token,
          'mutation($u: Int!, $l: UserLevel!, $g: Int, $h: Int) { setUserLevel(userId: $u, level: $l, groupId: $g, hotelId: $h) { message user { level groupId serviceIds } } }',
          { u: userId, l: level, g: groupId, h: null },
        );
      const staff = await staffWith(estate.colombo.INVENTORY, {});
      const service = await set(groupAdmin, staff.userId, 'SERVICE');
      assert.equal(service.errors, undefined, JSON.stringify(service.errors));
      assert.deepEqual(service.data!.setUserLevel.message, 'User level changed');
      assert.deepEqual(service.data!.setUserLevel.user.serviceIds, [estate.colombo.INVENTORY], 'allocations are kept');
      const toAdmin = await set(groupAdmin, staff.userId, 'ADMIN');
      assert.equal(codeOf(toAdmin), 'FORBIDDEN');
      const own = await set(groupAdmin, estate.userIds['group.admin@demo.lk']!, 'HOTEL');
      assert.equal(codeOf(own), 'FORBIDDEN');
      const product = await set(adminToken, staff.userId, 'ADMIN', null);
      assert.equal(product.errors, undefined, JSON.stringify(product.errors));
      assert.equal(product.data!.setUserLevel.user.level, 'ADMIN');
      const rows = await audit('app_user', staff.userId);
      assert.ok(rows.some((r) => r.action === 'UPDATE' && r.after?.['user_level'] === 'ADMIN'));
      assert.ok(!/password_hash|\$argon2/.test(JSON.stringify(rows)));
    });
  });
});
