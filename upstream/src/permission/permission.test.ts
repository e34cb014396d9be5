// A user's permissions over HTTP: their list for a service as the BFF loads it after sign-in, their
// lists for every service they may use, and who may read whose.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { people, permission } from '@hotel/schema';
import { at, startTestUpstream, type TestUpstream } from '../test/harness.js';
import { otherTenant } from '../test/fixtures.js';

let up: TestUpstream;
let admin: string;
let serviceAdmin: string;
let waiter: string;
let waiterId: number;
let chefId: number;
let restaurantId: number;

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
  chefId = all.find((u: { email: string }) => u.email === 'chef@demo.lk').userId;
  const [role] = (await up.api('GET', at(people.employeeRoles, { id: waiterId }), { token: admin })).json.result.role;
  restaurantId = role.serviceId;
});
after(() => up.close());

describe("a user's permission list", () => {
  test("the waiter's list for the restaurant: FOOD_MENU WRITE, NO_PERMISSION elsewhere", async () => {
    const res = await up.api(
      'GET',
      at(permission.userServicePermissions, { userId: waiterId, serviceId: restaurantId }),
      {
        token: waiter,
      },
    );
    assert.equal(res.status, 200);
    const list = res.json.result.servicespermission as Entry[];
    assert.equal(statusOf(list, 'FOOD_MENU'), 1);
    assert.equal(statusOf(list, 'RESTAURANT_TABLE'), 0);
    assert.equal(statusOf(list, 'CHEF_DASHBOARD'), 3);
    assert.equal(statusOf(list, 'HOTEL'), 3);
    assert.equal(statusOf(list, 'RESERVATION'), undefined);
  });

  test('an administrator holds MAINTAIN on every feature of their services', async () => {
    const me = (await up.api('GET', at(people.listUsers), { token: serviceAdmin })).json.result.user.find(
      (u: { email: string }) => u.email === 'service.admin@demo.lk',
    );
    const res = await up.api(
      'GET',
      at(permission.userServicePermissions, { userId: me.userId, serviceId: restaurantId }),
      {
        token: serviceAdmin,
      },
    );
    assert.ok((res.json.result.servicespermission as Entry[]).every((e) => e.status === 2));
  });

  test("a USER may not read another user's list", async () => {
    const res = await up.api(
      'GET',
      at(permission.userServicePermissions, { userId: chefId, serviceId: restaurantId }),
      {
        token: waiter,
      },
    );
    assert.equal(res.json.statusCode, '40300');
    const missing = await up.api(
      'GET',
      at(permission.userServicePermissions, { userId: 999999, serviceId: restaurantId }),
      {
        token: admin,
      },
    );
    assert.equal(missing.json.message, 'User not found');
    assert.equal(missing.json.reason, 'NOT_FOUND');
    assert.deepEqual(missing.json.params, { what: 'User' });
  });
});

describe("a user's permissions for every service", () => {
  test("all of a user's permissions, per service", async () => {
    const res = await up.api('GET', at(permission.allPermissionsOfUser, { id: waiterId }), {
      token: waiter,
    });
    const [only] = res.json.result.servicespermission;
    assert.equal(res.json.result.servicespermission.length, 1);
    assert.equal(only.serviceId, restaurantId);
    assert.equal(only.permissions.find((p: { prefix: string }) => p.prefix === 'FOOD_MENU').status, 1);
    const refused = await up.api('GET', at(permission.allPermissionsOfUser, { id: chefId }), {
      token: waiter,
    });
    assert.equal(refused.json.statusCode, '40300');
  });
});

describe('administration rights outside any service', () => {
  test('an administrator holds MAINTAIN on every administration feature, a USER holds none', async () => {
    const me = (await up.api('GET', at(people.listUsers), { token: serviceAdmin })).json.result.user.find(
      (u: { email: string }) => u.email === 'service.admin@demo.lk',
    );
    const own = await up.api('GET', at(permission.overallPermissions, { id: me.userId }), { token: serviceAdmin });
    const adminList = own.json.result.servicespermission as Entry[];
    assert.ok(adminList.length > 0);
    assert.ok(adminList.every((e) => e.status === 2));
    const staff = await up.api('GET', at(permission.overallPermissions, { id: waiterId }), { token: waiter });
    assert.ok((staff.json.result.servicespermission as Entry[]).every((e) => e.status === 3));
  });

  test("a USER may not read someone else's; an unknown user is 40400", async () => {
    const refused = await up.api('GET', at(permission.overallPermissions, { id: chefId }), { token: waiter });
    assert.equal(refused.json.statusCode, '40300');
    const missing = await up.api('GET', at(permission.overallPermissions, { id: 999999 }), { token: admin });
    assert.equal(missing.json.statusCode, '40400');
  });
});

describe("what another user's level grants (levelPermissions)", () => {
  test("an administrator reads it only for users in their scope; an unknown id answers the same as another tenant's user", async () => {
    const other = await otherTenant(up, { admin });
    const groupAdmin = await up.signIn('group.admin@demo.lk');
    const ownStaff = await up.api('GET', at(permission.overallPermissions, { id: waiterId }), { token: groupAdmin });
    assert.equal(ownStaff.status, 200);
    const otherTenantsAdmin = await up.api('GET', at(permission.overallPermissions, { id: other.adminId }), {
      token: groupAdmin,
    });
    assert.equal(otherTenantsAdmin.status, 403);
    assert.equal(otherTenantsAdmin.json.reason, 'NO_ACCESS_TO_USER');
    assert.equal(otherTenantsAdmin.json.result, undefined, 'nothing of the level is answered');
    const unknown = await up.api('GET', at(permission.overallPermissions, { id: 999999 }), { token: groupAdmin });
    assert.deepEqual(
      [unknown.status, unknown.json.reason, unknown.json.message],
      [otherTenantsAdmin.status, otherTenantsAdmin.json.reason, otherTenantsAdmin.json.message],
      'no existence oracle',
    );
    const back = await up.api('GET', at(permission.overallPermissions, { id: waiterId }), { token: other.adminToken });
    assert.equal(back.status, 403, "the other tenant's administrator cannot read ours either");
  });
});
