// Roles over HTTP at every level (role, groups-role, hotel-role, service-role), who may change
// them, the conflicts (duplicate names, roles people hold), and the roles a user holds.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { access, people } from '@hotel/schema';
import { DEMO_PASSWORD } from '../seed/demo.js';
import { at, startTestUpstream, type TestUpstream } from '../test/harness.js';
import { countRows, loadEstate, staffWith, type Estate } from '../test/fixtures.js';

let up: TestUpstream;
let estate: Estate;
let hotelTied: string;
let waiter: string;

before(async () => {
  up = await startTestUpstream();
  estate = await loadEstate(up);
  waiter = await up.signIn('waiter@demo.lk');
  await up.api('POST', at(people.createUser), {
    token: estate.admin,
    body: {
      firstName: 'Colombo',
      lastName: 'Manager',
      email: 'colombo.manager@serendib.lk',
      password: DEMO_PASSWORD,
      userLevel: 'HOTEL',
      hotelId: estate.colomboId,
    },
  });
  hotelTied = await up.signIn('colombo.manager@serendib.lk');
});
after(() => up.close());

describe('system roles (role)', () => {
  let roleId: number;

  test('an ADMIN creates, lists and updates a system role', async () => {
    const res = await up.api('POST', at(access.createRole), {
      token: estate.admin,
      body: { name: 'Auditor General', description: 'Reads everything' },
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.equal(res.json.message, 'Role created');
    roleId = res.json.result.role.id;
    const list = await up.api('GET', at(access.listRoles), { token: estate.groupAdmin });
    assert.ok(list.json.result.role.some((r: { name: string }) => r.name === 'Auditor General'));
    const updated = await up.api('PUT', at(access.updateRole), {
      token: estate.admin,
      body: { id: roleId, name: 'Auditor General', description: 'Reads', active: false },
    });
    assert.equal(updated.json.result.role.active, false);
  });

  test('a duplicate name (any case) is 40900', async () => {
    const res = await up.api('POST', at(access.createRole), { token: estate.admin, body: { name: 'auditor general' } });
    assert.equal(res.status, 409);
    assert.equal(res.json.message, 'A role with this name already exists');
    assert.equal(res.json.reason, 'ROLE_NAME_TAKEN');
  });

  test('a GROUP admin may not create a system role: 40300, nothing written', async () => {
    const before = await countRows(up, 'app_role');
    const res = await up.api('POST', at(access.createRole), { token: estate.groupAdmin, body: { name: 'Sneaky' } });
    assert.equal(res.status, 403);
    assert.equal(res.json.statusCode, '40300');
    assert.equal(await countRows(up, 'app_role'), before);
  });

  test('an empty name is 40000 naming the field', async () => {
    const res = await up.api('POST', at(access.createRole), { token: estate.admin, body: { name: ' ' } });
    assert.equal(res.json.statusCode, '40000');
    assert.deepEqual(res.json.errors, [{ field: 'name', message: 'Required field', reason: 'REQUIRED_FIELD' }]);
  });

  test('a role a user holds cannot be deleted; once released it can', async () => {
    const chef = estate.userIds['chef@demo.lk']!;
    const held = await up.api('PUT', at(access.updateUserRole), {
      token: estate.admin,
      body: { userId: chef, roleId },
    });
    assert.equal(held.json.result.userRole.roleId, roleId);
    const byGroupAdmin = await up.api('PUT', at(access.updateUserRole), {
      token: estate.groupAdmin,
      body: { userId: chef, roleId: null },
    });
    assert.equal(byGroupAdmin.status, 403);
    const refused = await up.api('DELETE', at(access.deleteRole, { id: roleId }), { token: estate.admin });
    assert.equal(refused.status, 409);
    assert.equal(refused.json.message, 'The role is held by users. Reassign them first.');
    assert.equal(refused.json.reason, 'ROLE_HELD');
    await up.api('PUT', at(access.updateUserRole), { token: estate.admin, body: { userId: chef, roleId: null } });
    const deleted = await up.api('DELETE', at(access.deleteRole, { id: roleId }), { token: estate.admin });
    assert.equal(deleted.status, 200);
    const missing = await up.api('DELETE', at(access.deleteRole, { id: roleId }), { token: estate.admin });
    assert.equal(missing.json.message, 'Role not found');
    assert.equal(missing.json.reason, 'NOT_FOUND');
    assert.deepEqual(missing.json.params, { what: 'Role' });
  });
});

describe('group roles (groups-role)', () => {
  let roleId: number;

  test('a group-wide administrator creates a role of their group and lists it by group', async () => {
    const res = await up.api('POST', at(access.createGroupsRole), {
      token: estate.groupAdmin,
      body: { groupsId: estate.groupId, name: 'Regional Manager' },
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    roleId = res.json.result.groupsRole.id;
    assert.equal(res.json.result.groupsRole.groupsId, estate.groupId);
    const list = await up.api('GET', at(access.groupsRolesOfGroup, { id: estate.groupId }), { token: hotelTied });
    assert.deepEqual(
      list.json.result.groupsRole.map((r: { name: string }) => r.name),
      ['Regional Manager'],
    );
    const all = await up.api('GET', at(access.listGroupsRoles), { token: estate.groupAdmin });
    assert.equal(all.json.result.groupsRole.length, 1);
  });

  test('an administrator tied to a hotel may not change group roles: 40300', async () => {
    const res = await up.api('POST', at(access.createGroupsRole), {
      token: hotelTied,
      body: { groupsId: estate.groupId, name: 'Hotel says group' },
    });
    assert.equal(res.status, 403);
    assert.equal(res.json.message, 'You can only manage your own hotel');
    assert.equal(res.json.reason, 'OWN_HOTEL_ONLY');
  });

  test('duplicate names in a group are 40900; an unknown group 40400', async () => {
    const dup = await up.api('POST', at(access.createGroupsRole), {
      token: estate.groupAdmin,
      body: { groupsId: estate.groupId, name: 'REGIONAL MANAGER' },
    });
    assert.equal(dup.status, 409);
    assert.equal(dup.json.message, 'A role with this name already exists in the group');
    assert.equal(dup.json.reason, 'GROUP_ROLE_NAME_TAKEN');
    const missing = await up.api('POST', at(access.createGroupsRole), {
      token: estate.admin,
      body: { groupsId: 999999, name: 'Nowhere' },
    });
    assert.equal(missing.json.message, 'Group not found');
    assert.equal(missing.json.reason, 'NOT_FOUND');
    assert.deepEqual(missing.json.params, { what: 'Group' });
  });

  test('updates and deletes a group role', async () => {
    const updated = await up.api('PUT', at(access.updateGroupsRole), {
      token: estate.groupAdmin,
      body: { id: roleId, groupsId: estate.groupId, name: 'Area Manager' },
    });
    assert.equal(updated.json.result.groupsRole.name, 'Area Manager');
    const deleted = await up.api('DELETE', at(access.deleteGroupsRole, { id: roleId }), { token: estate.groupAdmin });
    assert.equal(deleted.status, 200);
  });
});

describe('hotel roles (hotel-role)', () => {
  let roleId: number;

  test('an administrator tied to a hotel manages the roles of that hotel only', async () => {
    const res = await up.api('POST', at(access.createHotelRole), {
      token: hotelTied,
      body: { hotelId: estate.colomboId, name: 'Duty Manager' },
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    roleId = res.json.result.hotelRole.id;
    const other = await up.api('POST', at(access.createHotelRole), {
      token: hotelTied,
      body: { hotelId: estate.kandyId, name: 'Duty Manager' },
    });
    assert.equal(other.status, 403);
    const list = await up.api('GET', at(access.hotelRolesOfHotel, { id: estate.colomboId }), { token: hotelTied });
    assert.deepEqual(
      list.json.result.hotelRole.map((r: { name: string }) => r.name),
      ['Duty Manager'],
    );
  });

  test('a role held by a user is kept (40900) and a role of another hotel cannot be given to them', async () => {
    const frontDesk = estate.userIds['frontdesk@demo.lk']!;
    const give = await up.api('PUT', at(access.updateUserRole), {
      token: estate.groupAdmin,
      body: { userId: frontDesk, hotelRoleId: roleId },
    });
    assert.equal(give.status, 200, JSON.stringify(give.json));
    const mine = await up.api('GET', at(access.userRoleOf, { id: frontDesk }), {
      token: await up.signIn('frontdesk@demo.lk'),
    });
    assert.equal(mine.json.result.userRole.hotelRoleId, roleId);
    const refused = await up.api('DELETE', at(access.deleteHotelRole, { id: roleId }), { token: hotelTied });
    assert.equal(refused.json.message, 'The role is held by users. Reassign them first.');
    assert.equal(refused.json.reason, 'ROLE_HELD');
    const kandyRole = await up.api('POST', at(access.createHotelRole), {
      token: estate.admin,
      body: { hotelId: estate.kandyId, name: 'Kandy Host' },
    });
    const wrong = await up.api('PUT', at(access.updateUserRole), {
      token: estate.admin,
      body: { userId: frontDesk, hotelRoleId: kandyRole.json.result.hotelRole.id },
    });
    assert.equal(wrong.json.statusCode, '40000');
    assert.equal(wrong.json.errors[0].field, 'hotelRoleId');
  });

  test('roles applying to a hotel and to a service carry their level', async () => {
    const ofHotel = await up.api('GET', at(access.rolesOfHotel, { id: estate.colomboId }), {
      token: estate.groupAdmin,
    });
    const levels = new Set(ofHotel.json.result.role.map((r: { level: string }) => r.level));
    assert.ok(levels.has('HOTEL') && levels.has('SERVICE'));
    const ofService = await up.api('GET', at(access.rolesOfService, { id: estate.colombo.RESTAURANT }), {
      token: estate.groupAdmin,
    });
    const serviceRoles = ofService.json.result.role.filter((r: { level: string }) => r.level === 'SERVICE');
    assert.deepEqual(serviceRoles.map((r: { name: string }) => r.name).sort(), ['Chef', 'Service Manager', 'Waiter']);
    assert.ok(ofService.json.result.role.some((r: { name: string }) => r.name === 'Duty Manager'));
  });
});

describe('service roles (service-role)', () => {
  let roleId: number;

  test('creates a role of a service, listed by service and by service/hotel lists', async () => {
    const res = await up.api('POST', at(access.createServiceRole), {
      token: estate.groupAdmin,
      body: { serviceId: estate.colombo.RESTAURANT, name: 'Bartender', description: 'Bar only' },
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    roleId = res.json.result.serviceRole.id;
    assert.equal(res.json.result.serviceRole.hotelId, estate.colomboId);
    const ofService = await up.api('GET', at(access.serviceRolesOfService, { id: estate.colombo.RESTAURANT }), {
      token: estate.groupAdmin,
    });
    assert.ok(ofService.json.result.serviceRole.some((r: { name: string }) => r.name === 'Bartender'));
    const byLists = await up.api(
      'GET',
      at(access.serviceRolesOfServicesAndHotels, {}, { serviceIdList: estate.colombo.RESTAURANT, hotelIdList: '' }),
      { token: estate.groupAdmin },
    );
    assert.ok(
      byLists.json.result.serviceRole.every((r: { serviceId: number }) => r.serviceId === estate.colombo.RESTAURANT),
    );
    const byHotel = await up.api(
      'GET',
      at(access.serviceRolesOfServicesAndHotels, {}, { hotelIdList: String(estate.kandyId) }),
      { token: estate.groupAdmin },
    );
    assert.ok(byHotel.json.result.serviceRole.length > 0);
    assert.ok(byHotel.json.result.serviceRole.every((r: { hotelId: number }) => r.hotelId === estate.kandyId));
  });

  test("a role's service cannot change; duplicate names are 40900", async () => {
    const moved = await up.api('PUT', at(access.updateServiceRole), {
      token: estate.groupAdmin,
      body: { id: roleId, serviceId: estate.colombo.HOTEL, name: 'Bartender' },
    });
    assert.equal(moved.json.statusCode, '40000');
    assert.equal(moved.json.errors[0].field, 'serviceId');
    const dup = await up.api('PUT', at(access.updateServiceRole), {
      token: estate.groupAdmin,
      body: { id: roleId, serviceId: estate.colombo.RESTAURANT, name: 'waiter' },
    });
    assert.equal(dup.status, 409);
  });

  test('the waiter role, held by the waiter, cannot be deleted', async () => {
    const roles = (
      await up.api('GET', at(access.serviceRolesOfService, { id: estate.colombo.RESTAURANT }), { token: estate.admin })
    ).json.result.serviceRole as { id: number; name: string }[];
    const waiterRole = roles.find((r) => r.name === 'Waiter')!;
    const res = await up.api('DELETE', at(access.deleteServiceRole, { id: waiterRole.id }), { token: estate.admin });
    assert.equal(res.status, 409);
    assert.equal(res.json.message, 'The role is held by users. Reassign them first.');
    assert.equal(res.json.reason, 'ROLE_HELD');
  });

  test('a USER without ROLE rights is refused and nothing is written', async () => {
    const before = await countRows(up, 'service_role');
    const res = await up.api('POST', at(access.createServiceRole), {
      token: waiter,
      body: { serviceId: estate.colombo.RESTAURANT, name: 'Waiter plus' },
    });
    assert.equal(res.status, 403);
    assert.equal(await countRows(up, 'service_role'), before);
  });

  test('ROLE WRITE adds and edits but cannot delete; MAINTAIN deletes; READ only reads', async () => {
    const writer = await staffWith(up, estate, estate.colombo.RESTAURANT, { ROLE: 1 });
    const created = await up.api('POST', at(access.createServiceRole), {
      token: writer.token,
      body: { serviceId: estate.colombo.RESTAURANT, name: 'Runner' },
    });
    assert.equal(created.status, 200, JSON.stringify(created.json));
    const id = created.json.result.serviceRole.id;
    const edited = await up.api('PUT', at(access.updateServiceRole), {
      token: writer.token,
      body: { id, serviceId: estate.colombo.RESTAURANT, name: 'Food Runner' },
    });
    assert.equal(edited.status, 200);
    const notDeleted = await up.api('DELETE', at(access.deleteServiceRole, { id }), { token: writer.token });
    assert.equal(notDeleted.status, 403);
    assert.equal(await countRows(up, `service_role where id = ${id}`), 1);
    const elsewhere = await up.api('POST', at(access.createServiceRole), {
      token: writer.token,
      body: { serviceId: estate.colombo.HOTEL, name: 'Porter' },
    });
    assert.equal(elsewhere.status, 403);

    const maintainer = await staffWith(up, estate, estate.colombo.RESTAURANT, { ROLE: 2 });
    const deleted = await up.api('DELETE', at(access.deleteServiceRole, { id }), { token: maintainer.token });
    assert.equal(deleted.status, 200);

    const reader = await staffWith(up, estate, estate.colombo.RESTAURANT, { ROLE: 0 });
    const read = await up.api('GET', at(access.serviceRolesOfService, { id: estate.colombo.RESTAURANT }), {
      token: reader.token,
    });
    assert.equal(read.status, 200);
    const add = await up.api('POST', at(access.createServiceRole), {
      token: reader.token,
      body: { serviceId: estate.colombo.RESTAURANT, name: 'Not allowed' },
    });
    assert.equal(add.status, 403);
  });

  test('deletes a role nobody holds, with its privileges', async () => {
    const res = await up.api('DELETE', at(access.deleteServiceRole, { id: roleId }), { token: estate.groupAdmin });
    assert.equal(res.status, 200);
    assert.equal(await countRows(up, `service_role_permission where service_role_id = ${roleId}`), 0);
  });
});
