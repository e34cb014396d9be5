// Roles at every level and privileges through GraphQL against the real upstream: each operation's
// success and failure, field errors in the schema's words, the conflicts (duplicate names, roles
// people hold), the permission refusals (no WRITE: no add or edit; no MAINTAIN: no delete; nothing
// written), the audit row of a write, and rights that change without a new sign-in.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { audit, people } from '@hotel/schema';
import { at } from '@hotel/upstream/test-harness';
import { startStack, type GqlResult, type Stack } from '../../test/stack.js';

interface Estate {
  groupId: number;
  colomboId: number;
  kandyId: number;
  restaurantId: number;
  frontOfficeId: number;
  kandyRestaurantId: number;
}

interface Privilege {
  featureId: number;
  prefix: string;
  scope: string;
  status: string;
}

const codeOf = (res: GqlResult) => res.errors?.[0]?.extensions?.code;
const fieldsOf = (res: GqlResult) => res.errors?.[0]?.extensions?.fieldErrors?.map((e) => e.field);

describe('roles and privileges through GraphQL', () => {
  let stack: Stack;
  let estate: Estate;
  let adminToken: string;
  let groupAdmin: string;
  /** The upstream's own token for arranging what this module does not do (creating users). */
  let upstreamAdmin: string;
  let staffCount = 0;

  const count = async (sql: string) =>
    (await stack.upstream.db.query<{ n: number }>(`select count(*)::int as n ${sql}`))[0]!.n;

  async function gqlOk<T>(query: string, variables: Record<string, unknown>, token: string, serviceId?: number) {
    const res = await stack.gql<T>(query, variables, { token, serviceId });
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    return res.data!;
  }

  async function matrix(token: string, serviceId: number, serviceRoleId: number) {
    return (
      await gqlOk<{
        privilegeMatrix: {
          role: { name: string };
          serviceType: string;
          privileges: Privilege[];
          holders: { email: string }[] | null;
        };
      }>(
        `query($s: Int!, $r: Int!) { privilegeMatrix(serviceId: $s, serviceRoleId: $r) {
           role { name } serviceType privileges { featureId prefix scope status } holders { email } } }`,
        { s: serviceId, r: serviceRoleId },
        token,
        serviceId,
      )
    ).privilegeMatrix;
  }

  const SAVE = `mutation($i: RolePrivilegesInput!) { updateRolePrivileges(input: $i) {
    message matrix { privileges { prefix status } } } }`;

  /** Sets a role's status on some features (by prefix) as `token`. */
  async function setPrivileges(token: string, serviceId: number, roleId: number, grants: Record<string, string>) {
    const rows = await matrix(adminToken, serviceId, roleId);
    const privileges = Object.entries(grants).map(([prefix, status]) => ({
      featureId: rows.privileges.find((p) => p.prefix === prefix)!.featureId,
      status,
    }));
    return stack.gql<{ updateRolePrivileges: { message: string; matrix: { privileges: Privilege[] } } }>(
      SAVE,
      { i: { serviceId, serviceRoleId: roleId, privileges } },
      { token, serviceId },
    );
  }

  const CREATE_SERVICE_ROLE = `mutation($i: ServiceRoleInput!) { createServiceRole(input: $i) {
    message role { id name serviceId serviceName hotelId hotelName } } }`;

  /** A USER allocated to `serviceId` through a new role with `grants` (every other feature: none). */
  async function staffWith(serviceId: number, grants: Record<string, string>) {
    staffCount += 1;
    const created = await gqlOk<{ createServiceRole: { role: { id: number } } }>(
      CREATE_SERVICE_ROLE,
      { i: { serviceId, name: `Staff role ${staffCount}` } },
      adminToken,
    );
    const roleId = created.createServiceRole.role.id;
    const saved = await setPrivileges(adminToken, serviceId, roleId, grants);
    assert.equal(saved.errors, undefined, JSON.stringify(saved.errors));
    const email = `access.staff${staffCount}@serendib.lk`;
    const user = await stack.upstream.api('POST', at(people.createUser), {
      token: upstreamAdmin,
      body: {
        firstName: 'Staff',
        lastName: `Number${staffCount}`,
        email,
        password: 'Hotel@1234',
        userLevel: 'USER',
        allocations: [{ serviceId, serviceRoleId: roleId }],
      },
    });
    assert.equal(user.status, 200, JSON.stringify(user.json));
    return { token: await stack.signIn(email), roleId, email };
  }

  async function auditOf(entity: string) {
    const res = await stack.upstream.api('GET', at(audit.searchAuditLog, {}, { entity, size: 50 }), {
      token: upstreamAdmin,
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    return res.json.result.auditLog as {
      entity: string;
      entityId: string | null;
      action: string;
      actorEmail: string | null;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    }[];
  }

  before(async () => {
    stack = await startStack();
    adminToken = await stack.signIn('admin@demo.lk');
    groupAdmin = await stack.signIn('group.admin@demo.lk');
    upstreamAdmin = await stack.upstream.signIn('admin@demo.lk');
    const hotels = await gqlOk<{ hotels: { id: number; name: string; groupId: number }[] }>(
      '{ hotels { id name groupId } }',
      {},
      adminToken,
    );
    const colombo = hotels.hotels.find((h) => h.name === 'Serendib Colombo')!;
    const kandy = hotels.hotels.find((h) => h.name === 'Serendib Kandy')!;
    const services = async (hotelId: number) =>
      (
        await gqlOk<{ services: { id: number; serviceType: string }[] }>(
          'query($h: Int!) { services(hotelId: $h) { id serviceType } }',
          { h: hotelId },
          adminToken,
        )
      ).services;
    const colomboServices = await services(colombo.id);
    estate = {
      groupId: colombo.groupId,
      colomboId: colombo.id,
      kandyId: kandy.id,
      restaurantId: colomboServices.find((s) => s.serviceType === 'RESTAURANT')!.id,
      frontOfficeId: colomboServices.find((s) => s.serviceType === 'HOTEL')!.id,
      kandyRestaurantId: (await services(kandy.id)).find((s) => s.serviceType === 'RESTAURANT')!.id,
    };
  });
  after(() => stack.close());

  describe('system roles', () => {
    const CREATE = 'mutation($i: SystemRoleInput!) { createSystemRole(input: $i) { message role { id name active } } }';

    test('an ADMIN creates, lists (searched, sorted, paged), updates and deletes a system role', async () => {
      const created = await gqlOk<{ createSystemRole: { message: string; role: { id: number; name: string } } }>(
        CREATE,
        { i: { name: 'Night Auditor', description: 'Closes the day' } },
        adminToken,
      );
      assert.equal(created.createSystemRole.message, 'Role created');
      const id = created.createSystemRole.role.id;
      const page = await gqlOk<{ systemRoles: { total: number; items: { name: string; description: string }[] } }>(
        '{ systemRoles(name: "closes the", size: 5) { total items { name description } } }',
        {},
        adminToken,
      );
      assert.deepEqual(page.systemRoles, {
        total: 1,
        items: [{ name: 'Night Auditor', description: 'Closes the day' }],
      });
      const updated = await gqlOk<{ updateSystemRole: { role: { name: string; active: boolean } } }>(
        'mutation($id: Int!, $i: SystemRoleInput!) { updateSystemRole(id: $id, input: $i) { role { name active } } }',
        { id, i: { name: 'Night Manager', active: false } },
        adminToken,
      );
      assert.deepEqual(updated.updateSystemRole.role, { name: 'Night Manager', active: false });
      const deleted = await gqlOk<{ deleteSystemRole: { message: string; id: number } }>(
        'mutation($id: Int!) { deleteSystemRole(id: $id) { message id } }',
        { id },
        adminToken,
      );
      assert.deepEqual(deleted.deleteSystemRole, { message: 'Role deleted', id });
      assert.equal(await count(`from app_role where id = ${id}`), 0);
    });

    test('an empty name is refused naming the field; a duplicate is a CONFLICT; nothing written', async () => {
      const before = await count('from app_role');
      const empty = await stack.gql(CREATE, { i: { name: '  ' } }, { token: adminToken });
      assert.equal(codeOf(empty), 'BAD_USER_INPUT');
      assert.deepEqual(fieldsOf(empty), ['name']);
      await gqlOk(CREATE, { i: { name: 'Duty Manager' } }, adminToken);
      const dup = await stack.gql(CREATE, { i: { name: 'duty manager' } }, { token: adminToken });
      assert.equal(codeOf(dup), 'CONFLICT');
      assert.equal(dup.errors![0]!.message, 'A role with this name already exists');
      assert.equal(await count('from app_role'), before + 1);
    });

    test('a GROUP administrator may not create a system role; nothing written', async () => {
      const before = await count('from app_role');
      const res = await stack.gql(CREATE, { i: { name: 'Not mine' } }, { token: groupAdmin });
      assert.equal(codeOf(res), 'FORBIDDEN');
      assert.equal(await count('from app_role'), before);
    });

    test('an unknown sort field is refused naming it', async () => {
      const res = await stack.gql('{ systemRoles(sortField: password) { total } }', {}, { token: adminToken });
      assert.equal(codeOf(res), 'BAD_USER_INPUT');
      assert.deepEqual(fieldsOf(res), ['sortField']);
    });
  });

  describe('group and hotel roles', () => {
    test('a group administrator manages the roles of the group; a role a user holds is not deleted', async () => {
      const created = await gqlOk<{ createGroupRole: { role: { id: number; groupId: number } } }>(
        'mutation($i: GroupRoleInput!) { createGroupRole(input: $i) { role { id groupId } } }',
        { i: { groupId: estate.groupId, name: 'Regional Manager' } },
        groupAdmin,
      );
      const id = created.createGroupRole.role.id;
      assert.equal(created.createGroupRole.role.groupId, estate.groupId);
      const listed = await gqlOk<{ groupRoles: { items: { name: string }[] } }>(
        'query($g: Int) { groupRoles(groupId: $g, sortField: name, direction: DESC) { items { name } } }',
        { g: estate.groupId },
        groupAdmin,
      );
      assert.ok(listed.groupRoles.items.some((r) => r.name === 'Regional Manager'));

      const groupAdminId = (
        await stack.upstream.db.query<{ id: number }>("select id from app_user where email = 'group.admin@demo.lk'")
      )[0]!.id;
      await stack.upstream.db.query('insert into user_role (user_id, groups_role_id) values ($1, $2)', [
        groupAdminId,
        id,
      ]);
      const held = await stack.gql(
        'mutation($id: Int!) { deleteGroupRole(id: $id) { id } }',
        { id },
        { token: groupAdmin },
      );
      assert.equal(codeOf(held), 'CONFLICT');
      assert.equal(held.errors![0]!.message, 'The role is held by users. Reassign them first.');
      assert.equal(await count(`from groups_role where id = ${id}`), 1);
      await stack.upstream.db.query('delete from user_role where user_id = $1', [groupAdminId]);
      const deleted = await stack.gql(
        'mutation($id: Int!) { deleteGroupRole(id: $id) { id } }',
        { id },
        { token: groupAdmin },
      );
      assert.equal(deleted.errors, undefined);
    });

    test("a group role's bad group is refused naming groupId", async () => {
      const res = await stack.gql(
        'mutation($i: GroupRoleInput!) { createGroupRole(input: $i) { role { id } } }',
        { i: { groupId: 0, name: 'Nobody' } },
        { token: groupAdmin },
      );
      assert.equal(codeOf(res), 'BAD_USER_INPUT');
      assert.deepEqual(fieldsOf(res), ['groupId']);
    });

    test('hotel roles: create, list by hotel and by group with the hotel name, duplicate, update, delete', async () => {
      const CREATE = 'mutation($i: HotelRoleInput!) { createHotelRole(input: $i) { role { id hotelId hotelName } } }';
      const created = await gqlOk<{ createHotelRole: { role: { id: number; hotelName: string } } }>(
        CREATE,
        { i: { hotelId: estate.kandyId, name: 'Lake Concierge' } },
        groupAdmin,
      );
      const id = created.createHotelRole.role.id;
      assert.equal(created.createHotelRole.role.hotelName, 'Serendib Kandy');
      const byGroup = await gqlOk<{ hotelRoles: { total: number; items: { name: string; hotelName: string }[] } }>(
        'query($g: Int) { hotelRoles(groupId: $g, sortField: hotelName) { total items { name hotelName } } }',
        { g: estate.groupId },
        groupAdmin,
      );
      assert.ok(byGroup.hotelRoles.items.some((r) => r.name === 'Lake Concierge' && r.hotelName === 'Serendib Kandy'));
      const byColombo = await gqlOk<{ hotelRoles: { items: { name: string }[] } }>(
        'query($h: Int) { hotelRoles(hotelId: $h) { items { name } } }',
        { h: estate.colomboId },
        groupAdmin,
      );
      assert.ok(!byColombo.hotelRoles.items.some((r) => r.name === 'Lake Concierge'));
      const dup = await stack.gql(
        CREATE,
        { i: { hotelId: estate.kandyId, name: 'LAKE CONCIERGE' } },
        { token: groupAdmin },
      );
      assert.equal(codeOf(dup), 'CONFLICT');
      const updated = await gqlOk<{ updateHotelRole: { role: { name: string } } }>(
        'mutation($id: Int!, $i: HotelRoleInput!) { updateHotelRole(id: $id, input: $i) { role { name } } }',
        { id, i: { hotelId: estate.kandyId, name: 'Lake Host' } },
        groupAdmin,
      );
      assert.equal(updated.updateHotelRole.role.name, 'Lake Host');
      await gqlOk('mutation($id: Int!) { deleteHotelRole(id: $id) { id } }', { id }, groupAdmin);
      assert.equal(await count(`from hotel_role where id = ${id}`), 0);
    });
  });

  describe('service roles', () => {
    test('create, list by service, hotel and group, rename, duplicate name, delete', async () => {
      const created = await gqlOk<{
        createServiceRole: { message: string; role: { id: number; serviceName: string; hotelName: string } };
      }>(CREATE_SERVICE_ROLE, { i: { serviceId: estate.restaurantId, name: 'Sommelier' } }, groupAdmin);
      const { id } = created.createServiceRole.role;
      assert.deepEqual(
        [created.createServiceRole.role.serviceName, created.createServiceRole.role.hotelName],
        ['Ocean Restaurant', 'Serendib Colombo'],
      );
      for (const scope of [
        { serviceId: estate.restaurantId },
        { hotelId: estate.colomboId },
        { groupId: estate.groupId },
      ]) {
        const listed = await gqlOk<{ serviceRoles: { items: { name: string }[] } }>(
          'query($s: Int, $h: Int, $g: Int) { serviceRoles(serviceId: $s, hotelId: $h, groupId: $g, name: "somm") { items { name } } }',
          {
            s: scope.serviceId,
            h: (scope as { hotelId?: number }).hotelId,
            g: (scope as { groupId?: number }).groupId,
          },
          groupAdmin,
        );
        assert.deepEqual(listed.serviceRoles.items, [{ name: 'Sommelier' }], JSON.stringify(scope));
      }
      const kandy = await gqlOk<{ serviceRoles: { items: { name: string }[] } }>(
        'query($h: Int) { serviceRoles(hotelId: $h, name: "somm") { items { name } } }',
        { h: estate.kandyId },
        groupAdmin,
      );
      assert.deepEqual(kandy.serviceRoles.items, []);
      const renamed = await gqlOk<{ updateServiceRole: { role: { name: string } } }>(
        'mutation($id: Int!, $i: ServiceRoleInput!) { updateServiceRole(id: $id, input: $i) { role { name } } }',
        { id, i: { serviceId: estate.restaurantId, name: 'Head Sommelier' } },
        groupAdmin,
      );
      assert.equal(renamed.updateServiceRole.role.name, 'Head Sommelier');
      const dup = await stack.gql(
        CREATE_SERVICE_ROLE,
        { i: { serviceId: estate.restaurantId, name: 'waiter' } },
        { token: groupAdmin },
      );
      assert.equal(codeOf(dup), 'CONFLICT');
      assert.equal(dup.errors![0]!.message, 'A role with this name already exists in the service');
      await gqlOk(
        'mutation($s: Int!, $id: Int!) { deleteServiceRole(serviceId: $s, id: $id) { message } }',
        { s: estate.restaurantId, id },
        groupAdmin,
      );
      assert.equal(await count(`from service_role where id = ${id}`), 0);
    });

    test('the Waiter role, held by the waiter, is not deleted: a clear message, nothing removed', async () => {
      const roles = await gqlOk<{ serviceRoles: { items: { id: number; name: string }[] } }>(
        'query($s: Int) { serviceRoles(serviceId: $s) { items { id name } } }',
        { s: estate.restaurantId },
        groupAdmin,
      );
      const waiterRole = roles.serviceRoles.items.find((r) => r.name === 'Waiter')!;
      const res = await stack.gql(
        'mutation($s: Int!, $id: Int!) { deleteServiceRole(serviceId: $s, id: $id) { message } }',
        { s: estate.restaurantId, id: waiterRole.id },
        { token: groupAdmin },
      );
      assert.equal(codeOf(res), 'CONFLICT');
      assert.equal(res.errors![0]!.message, 'The role is held by users. Reassign them first.');
      assert.equal(await count(`from service_role where id = ${waiterRole.id}`), 1);
      assert.ok((await count(`from service_role_permission where service_role_id = ${waiterRole.id}`)) > 0);
    });

    test('an empty name names the field; nothing written', async () => {
      const before = await count('from service_role');
      const res = await stack.gql(
        CREATE_SERVICE_ROLE,
        { i: { serviceId: estate.restaurantId, name: '' } },
        { token: groupAdmin },
      );
      assert.equal(codeOf(res), 'BAD_USER_INPUT');
      assert.deepEqual(fieldsOf(res), ['name']);
      assert.equal(await count('from service_role'), before);
    });

    test('ROLE READ lists but cannot add; WRITE adds and edits but cannot delete; MAINTAIN deletes', async () => {
      const reader = await staffWith(estate.restaurantId, { ROLE: 'READ' });
      const as = (token: string) => ({ token, serviceId: estate.restaurantId });
      const listed = await stack.gql(
        'query($s: Int) { serviceRoles(serviceId: $s) { total } }',
        { s: estate.restaurantId },
        as(reader.token),
      );
      assert.equal(listed.errors, undefined, JSON.stringify(listed.errors));
      const before = await count('from service_role');
      const refused = await stack.gql(
        CREATE_SERVICE_ROLE,
        { i: { serviceId: estate.restaurantId, name: 'Busboy' } },
        as(reader.token),
      );
      assert.equal(codeOf(refused), 'FORBIDDEN');
      assert.equal(await count('from service_role'), before);

      const writer = await staffWith(estate.restaurantId, { ROLE: 'WRITE' });
      const created = await stack.gql<{ createServiceRole: { role: { id: number } } }>(
        CREATE_SERVICE_ROLE,
        { i: { serviceId: estate.restaurantId, name: 'Busboy' } },
        as(writer.token),
      );
      assert.equal(created.errors, undefined, JSON.stringify(created.errors));
      const id = created.data!.createServiceRole.role.id;
      const edited = await stack.gql(
        'mutation($id: Int!, $i: ServiceRoleInput!) { updateServiceRole(id: $id, input: $i) { role { name } } }',
        { id, i: { serviceId: estate.restaurantId, name: 'Busser' } },
        as(writer.token),
      );
      assert.equal(edited.errors, undefined);
      const DELETE = 'mutation($s: Int!, $id: Int!) { deleteServiceRole(serviceId: $s, id: $id) { id } }';
      const notDeleted = await stack.gql(DELETE, { s: estate.restaurantId, id }, as(writer.token));
      assert.equal(codeOf(notDeleted), 'FORBIDDEN');
      assert.equal(await count(`from service_role where id = ${id}`), 1);
      // Rights are those of the role's service: none in another one.
      const elsewhere = await stack.gql(
        CREATE_SERVICE_ROLE,
        { i: { serviceId: estate.frontOfficeId, name: 'Porter' } },
        as(writer.token),
      );
      assert.equal(codeOf(elsewhere), 'FORBIDDEN');

      const maintainer = await staffWith(estate.restaurantId, { ROLE: 'MAINTAIN' });
      const deleted = await stack.gql(DELETE, { s: estate.restaurantId, id }, as(maintainer.token));
      assert.equal(deleted.errors, undefined, JSON.stringify(deleted.errors));
      assert.equal(await count(`from service_role where id = ${id}`), 0);
    });

    test('creating a service role is in the audit log, with who did it', async () => {
      const created = await gqlOk<{ createServiceRole: { role: { id: number } } }>(
        CREATE_SERVICE_ROLE,
        { i: { serviceId: estate.restaurantId, name: 'Audited Role' } },
        groupAdmin,
      );
      const rows = await auditOf('service_role');
      const row = rows.find((r) => r.entityId === String(created.createServiceRole.role.id));
      assert.ok(row, 'an audit row for the new role');
      assert.equal(row.action, 'INSERT');
      assert.equal(row.actorEmail, 'group.admin@demo.lk');
      assert.equal(row.after?.['name'], 'Audited Role');
    });
  });

  describe('the privilege matrix', () => {
    let waiterRoleId: number;

    before(async () => {
      const roles = await gqlOk<{ serviceRoles: { items: { id: number; name: string }[] } }>(
        'query($s: Int) { serviceRoles(serviceId: $s) { items { id name } } }',
        { s: estate.restaurantId },
        adminToken,
      );
      waiterRoleId = roles.serviceRoles.items.find((r) => r.name === 'Waiter')!.id;
    });

    test("rows are the restaurant's features then administration, with the role's status and its holders", async () => {
      const m = await matrix(adminToken, estate.restaurantId, waiterRoleId);
      assert.equal(m.role.name, 'Waiter');
      assert.equal(m.serviceType, 'RESTAURANT');
      assert.equal(m.privileges[0]!.scope, 'RESTAURANT');
      assert.equal(m.privileges.at(-1)!.scope, 'ADMIN');
      assert.ok(!m.privileges.some((p) => p.prefix === 'RESERVATION'));
      const status = (prefix: string) => m.privileges.find((p) => p.prefix === prefix)?.status;
      assert.deepEqual(
        [status('FOOD_MENU'), status('RESTAURANT_TABLE'), status('CHEF_DASHBOARD')],
        ['WRITE', 'READ', 'NO_PERMISSION'],
      );
      assert.deepEqual(m.holders, [{ email: 'waiter@demo.lk' }]);
    });

    test('a feature of another kind of service is refused naming its row; nothing written', async () => {
      const front = await gqlOk<{ serviceRoles: { items: { id: number }[] } }>(
        'query($s: Int) { serviceRoles(serviceId: $s) { items { id } } }',
        { s: estate.frontOfficeId },
        adminToken,
      );
      const frontRoleId = front.serviceRoles.items[0]!.id;
      const reservation = (await matrix(adminToken, estate.frontOfficeId, frontRoleId)).privileges.find(
        (p) => p.prefix === 'RESERVATION',
      )!.featureId;
      const table = (await matrix(adminToken, estate.restaurantId, waiterRoleId)).privileges.find(
        (p) => p.prefix === 'RESTAURANT_TABLE',
      )!.featureId;
      const res = await stack.gql(
        SAVE,
        {
          i: {
            serviceId: estate.restaurantId,
            serviceRoleId: waiterRoleId,
            privileges: [
              { featureId: table, status: 'MAINTAIN' },
              { featureId: reservation, status: 'MAINTAIN' },
            ],
          },
        },
        { token: adminToken },
      );
      assert.equal(codeOf(res), 'BAD_USER_INPUT');
      assert.deepEqual(res.errors![0]!.extensions!.fieldErrors, [
        {
          field: 'privileges.1.featureId',
          message: 'This permission does not apply to the service',
          reason: 'PERMISSION_NOT_OF_SERVICE',
        },
      ]);
      const after = await matrix(adminToken, estate.restaurantId, waiterRoleId);
      assert.equal(after.privileges.find((p) => p.prefix === 'RESTAURANT_TABLE')!.status, 'READ');
    });

    test('an unknown role is NOT_FOUND; the waiter (no PRIVILEGE) may not read the matrix', async () => {
      const missing = await stack.gql(
        'query($s: Int!) { privilegeMatrix(serviceId: $s, serviceRoleId: 999999) { role { id } } }',
        { s: estate.restaurantId },
        { token: adminToken },
      );
      assert.equal(codeOf(missing), 'NOT_FOUND');
      const waiter = await stack.signIn('waiter@demo.lk');
      const refused = await stack.gql(
        'query($s: Int!, $r: Int!) { privilegeMatrix(serviceId: $s, serviceRoleId: $r) { role { id } } }',
        { s: estate.restaurantId, r: waiterRoleId },
        { token: waiter, serviceId: estate.restaurantId },
      );
      assert.equal(codeOf(refused), 'FORBIDDEN');
    });

    test('PRIVILEGE READ reads the matrix (without holders) but cannot save; nothing written', async () => {
      const reader = await staffWith(estate.restaurantId, { PRIVILEGE: 'READ', ROLE: 'READ' });
      const m = await matrix(reader.token, estate.restaurantId, waiterRoleId);
      assert.equal(m.holders, null, 'a USER does not list users');
      const res = await setPrivileges(reader.token, estate.restaurantId, waiterRoleId, { CHEF_DASHBOARD: 'READ' });
      assert.equal(codeOf(res), 'FORBIDDEN');
      const after = await matrix(adminToken, estate.restaurantId, waiterRoleId);
      assert.equal(after.privileges.find((p) => p.prefix === 'CHEF_DASHBOARD')!.status, 'NO_PERMISSION');
    });

    test('PRIVILEGE WRITE saves within its own rights; raising beyond them is refused', async () => {
      const manager = await staffWith(estate.restaurantId, {
        PRIVILEGE: 'WRITE',
        ROLE: 'READ',
        TABLE_CATEGORY: 'WRITE',
      });
      const target = await staffWith(estate.restaurantId, {});
      const ok = await setPrivileges(manager.token, estate.restaurantId, target.roleId, { TABLE_CATEGORY: 'WRITE' });
      assert.equal(ok.errors, undefined, JSON.stringify(ok.errors));
      const beyond = await setPrivileges(manager.token, estate.restaurantId, target.roleId, {
        TABLE_CATEGORY: 'MAINTAIN',
      });
      assert.equal(codeOf(beyond), 'FORBIDDEN');
      assert.equal(beyond.errors![0]!.message, 'You cannot grant more than you hold yourself');
      const after = await matrix(adminToken, estate.restaurantId, target.roleId);
      assert.equal(after.privileges.find((p) => p.prefix === 'TABLE_CATEGORY')!.status, 'WRITE');
    });

    test('saving writes an audit row with the status before and after', async () => {
      const role = await staffWith(estate.restaurantId, { RESTAURANT_TAX: 'READ' });
      const saved = await setPrivileges(groupAdmin, estate.restaurantId, role.roleId, { RESTAURANT_TAX: 'MAINTAIN' });
      assert.equal(saved.errors, undefined, JSON.stringify(saved.errors));
      assert.equal(saved.data!.updateRolePrivileges.message, 'Permissions updated');
      const rows = await auditOf('service_role_permission');
      const row = rows.find(
        (r) => r.action === 'UPDATE' && r.actorEmail === 'group.admin@demo.lk' && r.after?.['status'] === 2,
      );
      assert.ok(row, JSON.stringify(rows.slice(0, 3)));
      assert.equal(row.before?.['status'], 0);
    });
  });

  describe('rights change without a new sign-in', () => {
    test("lowering FOOD_ITEM to READ refuses the holder's very next add, and nothing is written", async () => {
      const cook = await staffWith(estate.restaurantId, { FOOD_ITEM: 'WRITE', FOOD_CATEGORY: 'READ' });
      const as = { token: cook.token, serviceId: estate.restaurantId };
      const ADD = 'mutation($i: MenuItemInput!) { createMenuItem(input: $i) { item { id } } }';
      const food = (name: string) => ({ i: { serviceId: estate.restaurantId, name, price: 950, itemType: 'FOOD' } });

      const added = await stack.gql(ADD, food('Pol Roti'), as);
      assert.equal(added.errors, undefined, JSON.stringify(added.errors));

      const lowered = await setPrivileges(adminToken, estate.restaurantId, cook.roleId, { FOOD_ITEM: 'READ' });
      assert.equal(lowered.errors, undefined, JSON.stringify(lowered.errors));

      // The session this BFF cached for the cook is gone: the guard itself judges the new rights.
      const mine = await gqlOk<{ myPermissions: { prefix: string; status: number }[] }>(
        'query($s: Int) { myPermissions(serviceId: $s) { prefix status } }',
        { s: estate.restaurantId },
        cook.token,
        estate.restaurantId,
      );
      assert.equal(mine.myPermissions.find((p) => p.prefix === 'FOOD_ITEM')?.status, 0);
      const before = await count('from food_item');
      const refused = await stack.gql(ADD, food('Kottu'), as);
      assert.equal(codeOf(refused), 'FORBIDDEN');
      assert.equal(refused.errors![0]!.message, 'You do not have permission to do this (FOOD_ITEM ADD)');
      assert.equal(await count('from food_item'), before);
      assert.equal(await count("from food_item where name = 'Kottu'"), 0);
    });
  });

  describe('privilege overviews and user privileges', () => {
    test("a hotel's overview: each service's roles × features, statuses in the features' order", async () => {
      const res = await gqlOk<{
        privilegeOverview: {
          serviceName: string;
          serviceType: string;
          hotelName: string;
          features: { prefix: string }[];
          roles: { role: { name: string }; statuses: string[] }[];
        }[];
      }>(
        'query($h: Int) { privilegeOverview(hotelId: $h) { serviceName serviceType hotelName features { prefix } roles { role { name } statuses } } }',
        { h: estate.colomboId },
        groupAdmin,
      );
      const restaurant = res.privilegeOverview.find((s) => s.serviceType === 'RESTAURANT')!;
      assert.equal(restaurant.hotelName, 'Serendib Colombo');
      const waiter = restaurant.roles.find((r) => r.role.name === 'Waiter')!;
      assert.equal(waiter.statuses.length, restaurant.features.length);
      const at = restaurant.features.findIndex((f) => f.prefix === 'FOOD_MENU');
      assert.equal(waiter.statuses[at], 'WRITE');
      assert.deepEqual(res.privilegeOverview.map((s) => s.serviceType).sort(), [
        'HOTEL',
        'HOUSEKEEPING',
        'INVENTORY',
        'RESTAURANT',
      ]);
    });

    test("a group's overview spans its hotels; one service's only that service; no scope names the field", async () => {
      const group = await gqlOk<{ privilegeOverview: { hotelName: string }[] }>(
        'query($g: Int) { privilegeOverview(groupId: $g) { hotelName } }',
        { g: estate.groupId },
        groupAdmin,
      );
      assert.deepEqual([...new Set(group.privilegeOverview.map((s) => s.hotelName))].sort(), [
        'Serendib Colombo',
        'Serendib Kandy',
      ]);
      const one = await gqlOk<{ privilegeOverview: { serviceId: number }[] }>(
        'query($s: Int) { privilegeOverview(serviceId: $s) { serviceId } }',
        { s: estate.kandyRestaurantId },
        groupAdmin,
      );
      assert.deepEqual(one.privilegeOverview, [{ serviceId: estate.kandyRestaurantId }]);
      const none = await stack.gql('{ privilegeOverview { serviceId } }', {}, { token: groupAdmin });
      assert.equal(codeOf(none), 'BAD_USER_INPUT');
      assert.deepEqual(fieldsOf(none), ['hotelId']);
    });

    test("a user's effective privileges per service name the role they come from", async () => {
      const found = await gqlOk<{ privilegeUsers: { userId: number; email: string }[] }>(
        'query($h: Int) { privilegeUsers(hotelId: $h, name: "waiter") { userId email } }',
        { h: estate.colomboId },
        groupAdmin,
      );
      const waiter = found.privilegeUsers.find((u) => u.email === 'waiter@demo.lk')!;
      const res = await gqlOk<{
        userPrivileges: {
          user: { level: string };
          administrator: boolean;
          services: { serviceName: string; hotelName: string; roleName: string; privileges: Privilege[] }[];
        };
      }>(
        'query($u: Int!, $h: Int) { userPrivileges(userId: $u, hotelId: $h) { user { level } administrator services { serviceName hotelName roleName privileges { prefix status } } } }',
        { u: waiter.userId, h: estate.colomboId },
        groupAdmin,
      );
      assert.equal(res.userPrivileges.administrator, false);
      assert.equal(res.userPrivileges.services.length, 1);
      const [service] = res.userPrivileges.services;
      assert.deepEqual(
        [service!.serviceName, service!.hotelName, service!.roleName],
        ['Ocean Restaurant', 'Serendib Colombo', 'Waiter'],
      );
      assert.equal(service!.privileges.find((p) => p.prefix === 'FOOD_MENU')!.status, 'WRITE');
      const elsewhere = await gqlOk<{ userPrivileges: { services: unknown[] } }>(
        'query($u: Int!, $h: Int) { userPrivileges(userId: $u, hotelId: $h) { services { serviceId } } }',
        { u: waiter.userId, h: estate.kandyId },
        groupAdmin,
      );
      assert.deepEqual(elsewhere.userPrivileges.services, []);
    });
  });
});
