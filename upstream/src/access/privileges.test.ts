// Privileges over HTTP: the features of a service, a role's status per feature and its update, and
// who may edit them.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { hotel, access, permission, people } from '@hotel/schema';
import { at, startTestUpstream, type TestUpstream } from '../test/harness.js';
import { loadEstate, staffWith, type Estate } from '../test/fixtures.js';

let up: TestUpstream;
let admin: string;
let serviceAdmin: string;
let waiter: string;
let waiterId: number;
let restaurantId: number;
let frontOfficeId: number;
let kandyRestaurantId: number;
let waiterRoleId: number;

interface Entry {
  id: number;
  prefix: string;
  status: number;
}
const statusOf = (list: Entry[], prefix: string) => list.find((e) => e.prefix === prefix)?.status;

before(async () => {
  up = await startTestUpstream();
  admin = await up.signIn('admin@demo.lk');
  serviceAdmin = await up.signIn('service.admin@demo.lk');
  waiter = await up.signIn('waiter@demo.lk');
  const all = (await up.api('GET', at(people.listUsers), { token: admin })).json.result.user;
  waiterId = all.find((u: { email: string }) => u.email === 'waiter@demo.lk').userId;
  const [role] = (await up.api('GET', at(people.employeeRoles, { id: waiterId }), { token: admin })).json.result.role;
  restaurantId = role.serviceId;
  waiterRoleId = role.serviceRoleId;
  const services = (await up.api('GET', at(hotel.listHotelServices), { token: admin })).json.result.hotelService;
  frontOfficeId = services.find((s: { hotelId: number; serviceType: string }) => s.serviceType === 'HOTEL').id;
  kandyRestaurantId = services.filter((s: { serviceType: string }) => s.serviceType === 'RESTAURANT')[1].id;
});
after(() => up.close());

describe("a service's features", () => {
  test("a restaurant's features are the restaurant ones plus administration", async () => {
    const res = await up.api('GET', at(access.servicePermissions, { id: restaurantId }), {
      token: waiter,
    });
    const list = res.json.result.servicesPermission as { prefix: string; scope: string }[];
    assert.ok(list.some((f) => f.prefix === 'FOOD_MENU' && f.scope === 'RESTAURANT'));
    assert.ok(list.some((f) => f.prefix === 'HOTEL' && f.scope === 'ADMIN'));
    assert.ok(!list.some((f) => f.prefix === 'RESERVATION'));
  });

  test('a service outside the scope is 40300, an unknown one 40400', async () => {
    const refused = await up.api('GET', at(access.servicePermissions, { id: kandyRestaurantId }), {
      token: waiter,
    });
    assert.equal(refused.json.statusCode, '40300');
    const missing = await up.api('GET', at(access.servicePermissions, { id: 999999 }), {
      token: admin,
    });
    assert.equal(missing.json.message, 'Service not found');
    assert.equal(missing.json.reason, 'NOT_FOUND');
    assert.deepEqual(missing.json.params, { what: 'Service' });
  });
});

describe('service role permissions', () => {
  test("a role's status for every feature of its service; an unknown role is 40400", async () => {
    const res = await up.api('GET', at(access.serviceRolePermissions, { id: waiterRoleId }), {
      token: serviceAdmin,
    });
    assert.equal(statusOf(res.json.result.servicespermission, 'STEWARD_DASHBOARD'), 1);
    const missing = await up.api('GET', at(access.serviceRolePermissions, { id: 999999 }), {
      token: admin,
    });
    assert.equal(missing.json.message, 'Service role not found');
    assert.equal(missing.json.reason, 'NOT_FOUND');
    assert.deepEqual(missing.json.params, { what: 'Service role' });
  });

  test("a SERVICE admin updates the waiter's role, and the waiter's list follows", async () => {
    const features = (
      await up.api('GET', at(access.servicePermissions, { id: restaurantId }), {
        token: admin,
      })
    ).json.result.servicesPermission as { id: number; prefix: string }[];
    const chefDashboard = features.find((f) => f.prefix === 'CHEF_DASHBOARD')!.id;
    const foodMenu = features.find((f) => f.prefix === 'FOOD_MENU')!.id;
    const res = await up.api('PUT', at(access.updateServiceRolePermissions), {
      token: serviceAdmin,
      body: {
        serviceRoleId: waiterRoleId,
        permissions: [
          { servicesPermissionId: chefDashboard, status: 0 },
          { servicesPermissionId: foodMenu, status: 2 },
        ],
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.equal(res.json.message, 'Permissions updated');
    const list = (
      await up.api('GET', at(permission.userServicePermissions, { userId: waiterId, serviceId: restaurantId }), {
        token: waiter,
      })
    ).json.result.servicespermission as Entry[];
    assert.equal(statusOf(list, 'CHEF_DASHBOARD'), 0);
    assert.equal(statusOf(list, 'FOOD_MENU'), 2);
  });

  test('a feature of another kind of service is refused with 40000 and nothing changes', async () => {
    const frontFeatures = (
      await up.api('GET', at(access.servicePermissions, { id: frontOfficeId }), {
        token: admin,
      })
    ).json.result.servicesPermission as { id: number; prefix: string }[];
    const reservation = frontFeatures.find((f) => f.prefix === 'RESERVATION')!.id;
    const restaurantFeatures = (
      await up.api('GET', at(access.servicePermissions, { id: restaurantId }), {
        token: admin,
      })
    ).json.result.servicesPermission as { id: number; prefix: string }[];
    const table = restaurantFeatures.find((f) => f.prefix === 'RESTAURANT_TABLE')!.id;
    const res = await up.api('PUT', at(access.updateServiceRolePermissions), {
      token: admin,
      body: {
        serviceRoleId: waiterRoleId,
        permissions: [
          { servicesPermissionId: table, status: 2 },
          { servicesPermissionId: reservation, status: 2 },
        ],
      },
    });
    assert.equal(res.json.statusCode, '40000');
    assert.equal(res.json.errors[0].field, 'permissions.1.servicesPermissionId');
    const role = (
      await up.api('GET', at(access.serviceRolePermissions, { id: waiterRoleId }), {
        token: admin,
      })
    ).json.result;
    assert.equal(statusOf(role.servicespermission, 'RESTAURANT_TABLE'), 0);
  });

  test('a USER may not change roles; an unknown status is 40000', async () => {
    const refused = await up.api('PUT', at(access.updateServiceRolePermissions), {
      token: waiter,
      body: { serviceRoleId: waiterRoleId, permissions: [] },
    });
    assert.equal(refused.json.statusCode, '40300');
    const badStatus = await up.api('PUT', at(access.updateServiceRolePermissions), {
      token: admin,
      body: { serviceRoleId: waiterRoleId, permissions: [{ servicesPermissionId: 1, status: 4 }] },
    });
    assert.equal(badStatus.json.statusCode, '40000');
  });
});

describe('privileges edited by a USER with PRIVILEGE rights', () => {
  let estate: Estate;
  let features: { id: number; prefix: string }[];
  const feature = (prefix: string) => features.find((f) => f.prefix === prefix)!.id;
  const statusInDb = async (roleId: number, prefix: string) =>
    (
      await up.db.query<{ status: number }>(
        `select p.status from service_role_permission p join feature f on f.id = p.feature_id
          where p.service_role_id = $1 and f.prefix = $2`,
        [roleId, prefix],
      )
    )[0]?.status;

  before(async () => {
    estate = await loadEstate(up);
    features = (await up.api('GET', at(access.servicePermissions, { id: estate.colombo.RESTAURANT }), { token: admin }))
      .json.result.servicesPermission;
  });

  test('PRIVILEGE WRITE edits a role of their service within their own rights', async () => {
    const manager = await staffWith(up, estate, estate.colombo.RESTAURANT, { PRIVILEGE: 1, FOOD_ITEM: 2 });
    const target = await staffWith(up, estate, estate.colombo.RESTAURANT, { FOOD_MENU: 2 });
    const res = await up.api('PUT', at(access.updateServiceRolePermissions), {
      token: manager.token,
      body: {
        serviceRoleId: target.roleId,
        permissions: [
          { servicesPermissionId: feature('FOOD_ITEM'), status: 1 },
          // A right they do not hold, sent as it is, is no change.
          { servicesPermissionId: feature('FOOD_MENU'), status: 2 },
        ],
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.equal(await statusInDb(target.roleId, 'FOOD_ITEM'), 1);
    assert.equal(await statusInDb(target.roleId, 'FOOD_MENU'), 2);
  });

  test('lowering another role’s right on a feature they do not hold is 40300 and nothing is written', async () => {
    const manager = await staffWith(up, estate, estate.colombo.RESTAURANT, { PRIVILEGE: 1, FOOD_ITEM: 2 });
    const target = await staffWith(up, estate, estate.colombo.RESTAURANT, { FOOD_MENU: 2, FOOD_ITEM: 2 });
    const res = await up.api('PUT', at(access.updateServiceRolePermissions), {
      token: manager.token,
      body: {
        serviceRoleId: target.roleId,
        permissions: [
          { servicesPermissionId: feature('FOOD_ITEM'), status: 0 },
          { servicesPermissionId: feature('FOOD_MENU'), status: 3 },
        ],
      },
    });
    assert.equal(res.status, 403);
    assert.equal(res.json.reason, 'CHANGE_BEYOND_OWN_RIGHTS');
    assert.equal(res.json.message, 'You cannot change rights you do not hold yourself');
    assert.equal(await statusInDb(target.roleId, 'FOOD_MENU'), 2);
    assert.equal(await statusInDb(target.roleId, 'FOOD_ITEM'), 2, 'the allowed row is not written either');
  });

  test('raising a feature beyond their own rights is 40300 and nothing is written', async () => {
    const manager = await staffWith(up, estate, estate.colombo.RESTAURANT, { PRIVILEGE: 1, FOOD_ITEM: 0 });
    const res = await up.api('PUT', at(access.updateServiceRolePermissions), {
      token: manager.token,
      body: {
        serviceRoleId: manager.roleId,
        permissions: [
          { servicesPermissionId: feature('RESTAURANT_TABLE'), status: 3 },
          { servicesPermissionId: feature('FOOD_ITEM'), status: 2 },
        ],
      },
    });
    assert.equal(res.status, 403);
    assert.equal(res.json.message, 'You cannot grant more than you hold yourself');
    assert.equal(res.json.reason, 'GRANT_BEYOND_OWN_RIGHTS');
    assert.equal(await statusInDb(manager.roleId, 'FOOD_ITEM'), 0);
  });

  test('PRIVILEGE READ cannot change a role: 40300', async () => {
    const reader = await staffWith(up, estate, estate.colombo.RESTAURANT, { PRIVILEGE: 0 });
    const res = await up.api('PUT', at(access.updateServiceRolePermissions), {
      token: reader.token,
      body: { serviceRoleId: reader.roleId, permissions: [{ servicesPermissionId: feature('FOOD_ITEM'), status: 3 }] },
    });
    assert.equal(res.status, 403);
  });
});
