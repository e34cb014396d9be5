// Users over HTTP: who sees whom (scope and level), creating and updating users with their
// allocations, and the per-user reads (roles, hotels, services, level).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { access, auth, hotel, people } from '@hotel/schema';
import { hotelTiedAdmin } from '../test/fixtures.js';
import { at, startTestUpstream, type TestUpstream } from '../test/harness.js';

let up: TestUpstream;
let admin: string;
let groupAdmin: string;
let hotelAdmin: string;
let serviceAdmin: string;
let waiter: string;
const ids: Record<string, number> = {};
let colomboId: number;
let kandyId: number;
let groupId: number;
let restaurantId: number;
let waiterRoleId: number;
let chefRoleId: number;

interface UserJson {
  userId: number;
  email: string;
  userLevel: string;
}

const emails = (list: UserJson[]) => list.map((u) => u.email).sort();
const newUser = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Kasun',
  lastName: 'Fernando',
  email,
  password: 'Staff@2024',
  userLevel: 'USER',
  ...extra,
});

before(async () => {
  up = await startTestUpstream();
  admin = await up.signIn('admin@demo.lk');
  groupAdmin = await up.signIn('group.admin@demo.lk');
  hotelAdmin = await up.signIn('hotel.admin@demo.lk');
  serviceAdmin = await up.signIn('service.admin@demo.lk');
  waiter = await up.signIn('waiter@demo.lk');
  for (const u of (await up.api('GET', at(people.listUsers), { token: admin })).json.result.user as UserJson[])
    ids[u.email] = u.userId;
  const hotelList = (await up.api('GET', at(hotel.listHotels), { token: admin })).json.result.hotel;
  colomboId = hotelList.find((h: { name: string }) => h.name === 'Serendib Colombo').id;
  kandyId = hotelList.find((h: { name: string }) => h.name === 'Serendib Kandy').id;
  groupId = hotelList[0].groupId;
  const roles = (await up.api('GET', at(people.employeeRoles, { id: ids['waiter@demo.lk']! }), { token: admin })).json
    .result.role;
  restaurantId = roles[0].serviceId;
  waiterRoleId = roles[0].serviceRoleId;
  const chefRoles = (await up.api('GET', at(people.employeeRoles, { id: ids['chef@demo.lk']! }), { token: admin })).json
    .result.role;
  chefRoleId = chefRoles[0].serviceRoleId;
});
after(() => up.close());

describe('listing users', () => {
  test('an ADMIN lists every user', async () => {
    const res = await up.api('GET', at(people.listUsers), { token: admin });
    assert.equal(res.json.result.user.length, 10);
  });

  test('a GROUP admin lists the users of their group, not the ADMIN above them', async () => {
    const list = emails((await up.api('GET', at(people.listUsers), { token: groupAdmin })).json.result.user);
    assert.ok(list.includes('group.admin@demo.lk'));
    assert.ok(list.includes('waiter@demo.lk'));
    assert.ok(!list.includes('admin@demo.lk'));
  });

  test('a HOTEL admin does not see the GROUP admin; a SERVICE admin sees only the staff of their services', async () => {
    const ofHotelAdmin = emails((await up.api('GET', at(people.listUsers), { token: hotelAdmin })).json.result.user);
    assert.ok(!ofHotelAdmin.includes('group.admin@demo.lk'));
    assert.ok(ofHotelAdmin.includes('service.admin@demo.lk'));
    const ofServiceAdmin = emails(
      (await up.api('GET', at(people.listUsers), { token: serviceAdmin })).json.result.user,
    );
    assert.ok(!ofServiceAdmin.includes('hotel.admin@demo.lk'));
    assert.ok(ofServiceAdmin.includes('chef@demo.lk'));
    assert.ok(ofServiceAdmin.includes('service.admin@demo.lk'));
  });

  test('a USER lists no users', async () => {
    const res = await up.api('GET', at(people.listUsers), { token: waiter });
    assert.equal(res.status, 403);
    assert.equal(res.json.statusCode, '40300');
  });

  test('users of a hotel: its staff; 40400 for an unknown hotel', async () => {
    const res = await up.api('GET', at(people.usersOfHotel, { id: colomboId }), {
      token: groupAdmin,
    });
    assert.ok(emails(res.json.result.user).includes('waiter@demo.lk'));
    const kandy = await up.api('GET', at(people.usersOfHotel, { id: kandyId }), {
      token: groupAdmin,
    });
    assert.ok(!emails(kandy.json.result.user).includes('waiter@demo.lk'));
    const missing = await up.api('GET', at(people.usersOfHotel, { id: 999999 }), { token: admin });
    assert.equal(missing.json.message, 'Hotel not found');
    assert.equal(missing.json.reason, 'NOT_FOUND');
    assert.deepEqual(missing.json.params, { what: 'Hotel' });
  });

  test('users holding a service role; 40400 for an unknown role', async () => {
    const res = await up.api('GET', at(people.usersOfServiceRole, { id: waiterRoleId }), {
      token: serviceAdmin,
    });
    assert.deepEqual(emails(res.json.result.user), ['waiter@demo.lk']);
    const missing = await up.api('GET', at(people.usersOfServiceRole, { id: 999999 }), {
      token: admin,
    });
    assert.equal(missing.json.message, 'Service role not found');
    assert.equal(missing.json.reason, 'NOT_FOUND');
    assert.deepEqual(missing.json.params, { what: 'Service role' });
  });

  test('a paged search by service answers pagination; by group only its people', async () => {
    const res = await up.api('GET', at(people.searchUsers, {}, { serviceId: restaurantId, page: 0, size: 1 }), {
      token: admin,
    });
    assert.equal(res.json.result.user.length, 1);
    assert.deepEqual(res.json.pagination, { pageNumber: 0, pageSize: 1, totalRecords: 3 }); // waiter, chef, service admin
    const byName = await up.api('GET', at(people.searchUsers, {}, { name: 'waiter' }), {
      token: admin,
    });
    assert.deepEqual(emails(byName.json.result.user), ['waiter@demo.lk']);
    const ofGroup = await up.api('GET', at(people.searchUsers, {}, { groupId, size: 200 }), { token: admin });
    const inGroup = emails(ofGroup.json.result.user);
    for (const email of ['group.admin@demo.lk', 'waiter@demo.lk', 'housekeeper@demo.lk'])
      assert.ok(inGroup.includes(email));
    assert.ok(!inGroup.includes('admin@demo.lk'), 'a system administrator belongs to no group');
    const otherGroup = await up.api('GET', at(people.searchUsers, {}, { groupId: 999999 }), { token: admin });
    assert.deepEqual(otherGroup.json.result.user, []);
    const tooBig = await up.api('GET', at(people.searchUsers, {}, { size: 1000 }), { token: admin });
    assert.equal(tooBig.json.statusCode, '40000');
    assert.equal(tooBig.json.errors[0].field, 'size');
  });
});

describe('creating and updating users', () => {
  let created: number;

  test('a GROUP admin creates a waiter allocated to the restaurant, who can then sign in', async () => {
    const res = await up.api('POST', at(people.createUser), {
      token: groupAdmin,
      body: newUser('kasun@serendib.lk', {
        allocations: [{ serviceId: restaurantId, serviceRoleId: waiterRoleId }],
      }),
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    const user = res.json.result.user;
    created = user.userId;
    assert.deepEqual(user.serviceIds, [restaurantId]);
    assert.deepEqual(user.groupIds, [groupId]);
    const me = await up.api('GET', at(auth.me), {
      token: await up.signIn('kasun@serendib.lk', 'Staff@2024'),
    });
    assert.equal(me.json.result.user.profile.hotelServiceResponse.id, restaurantId);
  });

  test('an email already in use is refused with 40900', async () => {
    const res = await up.api('POST', at(people.createUser), {
      token: admin,
      body: newUser('WAITER@demo.lk'),
    });
    assert.equal(res.status, 409);
    assert.equal(res.json.message, 'A user with this email already exists');
    assert.equal(res.json.reason, 'USER_EMAIL_TAKEN');
    assert.deepEqual(res.json.errors, [
      { field: 'email', message: 'A user with this email already exists', reason: 'USER_EMAIL_TAKEN' },
    ]);
  });

  test('an administrator can neither change their own level nor disable themselves', async () => {
    const me = (await up.api('GET', at(people.getUser, { id: ids['group.admin@demo.lk']! }), { token: groupAdmin }))
      .json.result.user;
    assert.deepEqual([me.groupId, me.hotelId], [groupId, null], 'the user carries the group and hotel it is tied to');
    const self = {
      ...newUser('group.admin@demo.lk', { firstName: 'Group', lastName: 'Admin', groupId }),
      password: '',
    };
    for (const change of [{ userLevel: 'HOTEL' }, { userLevel: 'GROUP', active: false }]) {
      const res = await up.api('PUT', at(people.updateUser), {
        token: groupAdmin,
        body: { ...self, ...change, id: ids['group.admin@demo.lk']! },
      });
      assert.equal(res.json.statusCode, '40300');
      assert.equal(res.json.message, 'You cannot change your own level or disable yourself');
      assert.equal(res.json.reason, 'NOT_YOURSELF');
    }
    const [row] = await up.db.query<{ user_level: string; active: boolean }>(
      'select user_level, active from app_user where id = $1',
      [ids['group.admin@demo.lk']!],
    );
    assert.deepEqual({ ...row }, { user_level: 'GROUP', active: true });
  });

  test('nobody creates a user above their own level', async () => {
    const res = await up.api('POST', at(people.createUser), {
      token: hotelAdmin,
      body: newUser('boss@serendib.lk', { userLevel: 'GROUP', groupId }),
    });
    assert.equal(res.json.statusCode, '40300');
    const list = await up.api('GET', at(people.listUsers), { token: admin });
    assert.ok(!emails(list.json.result.user).includes('boss@serendib.lk'));
  });

  test('a new user needs a password, and a strong one', async () => {
    const missing = await up.api('POST', at(people.createUser), {
      token: admin,
      body: newUser('nopass@serendib.lk', { password: '' }),
    });
    assert.equal(missing.json.errors[0].field, 'password');
    const weak = await up.api('POST', at(people.createUser), {
      token: admin,
      body: newUser('weak@serendib.lk', { password: 'abc' }),
    });
    assert.equal(weak.json.statusCode, '40000');
    assert.equal(weak.json.errors[0].field, 'password');
  });

  test('allocations: unknown service 40400, a role of another service 40000, one role per service', async () => {
    const unknown = await up.api('POST', at(people.createUser), {
      token: admin,
      body: newUser('a1@serendib.lk', {
        allocations: [{ serviceId: 999999, serviceRoleId: waiterRoleId }],
      }),
    });
    assert.equal(unknown.json.message, 'Service not found');
    assert.equal(unknown.json.reason, 'NOT_FOUND');
    assert.deepEqual(unknown.json.params, { what: 'Service' });
    const services = (await up.api('GET', at(hotel.servicesOfHotel, { id: colomboId }), { token: admin })).json.result
      .hotelService;
    const frontOffice = services.find((s: { serviceType: string }) => s.serviceType === 'HOTEL').id;
    const wrongRole = await up.api('POST', at(people.createUser), {
      token: admin,
      body: newUser('a2@serendib.lk', {
        allocations: [{ serviceId: frontOffice, serviceRoleId: waiterRoleId }],
      }),
    });
    assert.equal(wrongRole.json.statusCode, '40000');
    assert.equal(wrongRole.json.errors[0].field, 'allocations.0.serviceRoleId');
    const twice = await up.api('POST', at(people.createUser), {
      token: admin,
      body: newUser('a3@serendib.lk', {
        allocations: [
          { serviceId: restaurantId, serviceRoleId: waiterRoleId },
          { serviceId: restaurantId, serviceRoleId: chefRoleId },
        ],
      }),
    });
    assert.equal(twice.json.errors[0].field, 'allocations.1.serviceId');
  });

  test('a SERVICE admin allocates only to their own services', async () => {
    const spa = (
      await up.api('POST', at(hotel.createHotelService), {
        token: admin,
        multipart: { hotelService: { name: 'Spa', serviceType: 'HOTEL', hotelId: colomboId } },
      })
    ).json.result.hotelService;
    // A new service comes with a 'Service Manager' role; no endpoint lists roles, so read it directly.
    const [roleOfSpa] = await up.db.query<{ id: number }>('select id from service_role where service_id = $1', [
      spa.id,
    ]);
    const res = await up.api('POST', at(people.createUser), {
      token: serviceAdmin,
      body: newUser('spa@serendib.lk', {
        allocations: [{ serviceId: spa.id, serviceRoleId: roleOfSpa!.id }],
      }),
    });
    assert.equal(res.json.statusCode, '40300');
    const ok = await up.api('POST', at(people.createUser), {
      token: serviceAdmin,
      body: newUser('steward@serendib.lk', {
        allocations: [{ serviceId: restaurantId, serviceRoleId: waiterRoleId }],
      }),
    });
    assert.equal(ok.json.statusCode, '20000', JSON.stringify(ok.json));
  });

  test('an update renames the user; a new password revokes their sessions', async () => {
    const session = await up.signIn('kasun@serendib.lk', 'Staff@2024');
    const res = await up.api('PUT', at(people.updateUser), {
      token: groupAdmin,
      body: {
        ...newUser('kasun@serendib.lk', { firstName: 'Kasun Chaminda', password: 'Newer@2024' }),
        id: created,
        allocations: [{ serviceId: restaurantId, serviceRoleId: waiterRoleId }],
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.equal(res.json.result.user.firstName, 'Kasun Chaminda');
    assert.equal((await up.api('GET', at(auth.me), { token: session })).json.statusCode, '40100');
    assert.ok(await up.signIn('kasun@serendib.lk', 'Newer@2024'));
  });

  test('an update of a user above the caller is 40300; of an unknown user 40400', async () => {
    const above = await up.api('PUT', at(people.updateUser), {
      token: hotelAdmin,
      body: {
        ...newUser('group.admin@demo.lk', { userLevel: 'HOTEL', groupId }),
        id: ids['group.admin@demo.lk']!,
        password: '',
      },
    });
    assert.equal(above.json.statusCode, '40300');
    const unknown = await up.api('PUT', at(people.updateUser), {
      token: admin,
      body: { ...newUser('ghost@serendib.lk'), id: 999999 },
    });
    assert.equal(unknown.json.message, 'User not found');
    assert.equal(unknown.json.reason, 'NOT_FOUND');
    assert.deepEqual(unknown.json.params, { what: 'User' });
  });

  test('allocations are replaced with PUT users; one role per service', async () => {
    const res = await up.api('PUT', at(people.allocateUser), {
      token: serviceAdmin,
      body: {
        userId: created,
        allocations: [{ serviceId: restaurantId, serviceRoleId: chefRoleId }],
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    const roles = (await up.api('GET', at(people.employeeRoles, { id: created }), { token: admin })).json.result.role;
    assert.deepEqual(
      roles.map((r: { serviceRoleId: number }) => r.serviceRoleId),
      [chefRoleId],
    );
    const twice = await up.api('PUT', at(people.allocateUser), {
      token: admin,
      body: {
        userId: created,
        allocations: [
          { serviceId: restaurantId, serviceRoleId: chefRoleId },
          { serviceId: restaurantId, serviceRoleId: waiterRoleId },
        ],
      },
    });
    assert.equal(twice.json.statusCode, '40000');
  });
});

describe("reading one user's details", () => {
  test('a user reads themselves; a USER reading someone else is 40300; an unknown id is 40400', async () => {
    const self = await up.api('GET', at(people.getUser, { id: ids['waiter@demo.lk']! }), {
      token: waiter,
    });
    assert.equal(self.json.result.user.email, 'waiter@demo.lk');
    const other = await up.api('GET', at(people.getUser, { id: ids['chef@demo.lk']! }), {
      token: waiter,
    });
    assert.equal(other.json.statusCode, '40300');
    const missing = await up.api('GET', at(people.getUser, { id: 999999 }), { token: admin });
    assert.equal(missing.json.statusCode, '40400');
  });

  test("a user's level; 40300 for someone else's as a USER", async () => {
    const res = await up.api('GET', at(people.userLevelOf, { id: ids['hotel.admin@demo.lk']! }), {
      token: groupAdmin,
    });
    assert.equal(res.json.result.userLevel, 'HOTEL');
    const refused = await up.api('GET', at(people.userLevelOf, { id: ids['admin@demo.lk']! }), {
      token: waiter,
    });
    assert.equal(refused.json.statusCode, '40300');
  });

  test("a user's roles with their services", async () => {
    const res = await up.api('GET', at(people.employeeRoles, { id: ids['waiter@demo.lk']! }), {
      token: waiter,
    });
    assert.deepEqual(res.json.result.role, [
      {
        serviceRoleId: waiterRoleId,
        name: 'Waiter',
        serviceId: restaurantId,
        serviceName: 'Ocean Restaurant',
      },
    ]);
    const missing = await up.api('GET', at(people.employeeRoles, { id: 999999 }), { token: admin });
    assert.equal(missing.json.statusCode, '40400');
  });

  test('the hotels of a group a user works in; 40400 for an unknown group', async () => {
    const ofWaiter = await up.api('GET', at(people.hotelsOfUserInGroup, { groupId, userId: ids['waiter@demo.lk']! }), {
      token: waiter,
    });
    assert.deepEqual(
      ofWaiter.json.result.hotel.map((h: { id: number }) => h.id),
      [colomboId],
    );
    const ofServiceAdmin = await up.api(
      'GET',
      at(people.hotelsOfUserInGroup, { groupId, userId: ids['service.admin@demo.lk']! }),
      {
        token: admin,
      },
    );
    assert.equal(ofServiceAdmin.json.result.hotel.length, 2);
    const missing = await up.api(
      'GET',
      at(people.hotelsOfUserInGroup, { groupId: 999999, userId: ids['waiter@demo.lk']! }),
      {
        token: waiter,
      },
    );
    assert.equal(missing.json.message, 'Group not found');
    assert.equal(missing.json.reason, 'NOT_FOUND');
    assert.deepEqual(missing.json.params, { what: 'Group' });
  });

  test('the services of a hotel a user works in; 40400 for an unknown hotel', async () => {
    const res = await up.api(
      'GET',
      at(people.servicesOfUserInHotel, {
        hotelId: colomboId,
        userId: ids['service.admin@demo.lk']!,
      }),
      {
        token: serviceAdmin,
      },
    );
    assert.equal(res.json.result.hotelService.length, 4);
    const missing = await up.api(
      'GET',
      at(people.servicesOfUserInHotel, { hotelId: 999999, userId: ids['waiter@demo.lk']! }),
      {
        token: waiter,
      },
    );
    assert.equal(missing.json.message, 'Hotel not found');
    assert.equal(missing.json.reason, 'NOT_FOUND');
    assert.deepEqual(missing.json.params, { what: 'Hotel' });
  });
});

describe('a grant lies inside the granter’s own scope (user creation, level changes, ties)', () => {
  let tied: { token: string; userId: number };
  let kandyRestaurantId: number;
  let kandyWaiterRoleId: number;
  const users = async () => (await up.db.query<{ n: number }>('select count(*)::int as n from app_user'))[0]!.n;

  before(async () => {
    tied = await hotelTiedAdmin(up, { admin, groupId }, colomboId);
    const kandyServices = (await up.api('GET', at(hotel.servicesOfHotel, { id: kandyId }), { token: admin })).json
      .result.hotelService as { id: number; serviceType: string }[];
    kandyRestaurantId = kandyServices.find((s) => s.serviceType === 'RESTAURANT')!.id;
    const roles = (await up.api('GET', at(access.serviceRolesOfService, { id: kandyRestaurantId }), { token: admin }))
      .json.result.serviceRole as { id: number; name: string }[];
    kandyWaiterRoleId = roles.find((r) => r.name === 'Waiter')!.id;
  });

  test('an administrator of one hotel cannot create a HOTEL administrator of the whole group', async () => {
    const before = await users();
    for (const ties of [{ groupId }, { groupId: null }]) {
      const res = await up.api('POST', at(people.createUser), {
        token: tied.token,
        body: newUser(`escalate${ties.groupId ?? 'none'}@serendib.lk`, { userLevel: 'HOTEL', hotelId: null, ...ties }),
      });
      assert.equal(res.status, 403, JSON.stringify(res.json));
      assert.equal(res.json.reason, 'GRANT_BEYOND_OWN_SCOPE');
    }
    assert.equal(await users(), before, 'nothing written');
    const other = await up.api('POST', at(people.createUser), {
      token: tied.token,
      body: newUser('kandy.admin@serendib.lk', { userLevel: 'HOTEL', groupId, hotelId: kandyId }),
    });
    assert.equal(other.status, 403, 'nor of another hotel');
    const own = await up.api('POST', at(people.createUser), {
      token: tied.token,
      body: newUser('colombo.deputy@serendib.lk', { userLevel: 'HOTEL', groupId, hotelId: colomboId }),
    });
    assert.equal(own.status, 200, JSON.stringify(own.json));
    assert.deepEqual(own.json.result.user.hotelIds, [colomboId]);
  });

  test('nor raise a user of their hotel to a group-wide level', async () => {
    const created = await up.api('POST', at(people.createUser), {
      token: tied.token,
      body: newUser('colombo.steward@serendib.lk', {
        groupId,
        hotelId: colomboId,
        allocations: [{ serviceId: restaurantId, serviceRoleId: waiterRoleId }],
      }),
    });
    assert.equal(created.status, 200, JSON.stringify(created.json));
    const user = created.json.result.user;
    const raise = await up.api('PUT', at(people.updateUser), {
      token: tied.token,
      body: {
        ...newUser(user.email, { userLevel: 'HOTEL', groupId, hotelId: null }),
        id: user.userId,
        password: '',
        allocations: [{ serviceId: restaurantId, serviceRoleId: waiterRoleId }],
      },
    });
    assert.equal(raise.status, 403, JSON.stringify(raise.json));
    assert.equal(raise.json.reason, 'GRANT_BEYOND_OWN_SCOPE');
    const [row] = await up.db.query<{ user_level: string; hotel_id: number | null }>(
      'select user_level, hotel_id from app_user where id = $1',
      [user.userId],
    );
    assert.deepEqual({ ...row }, { user_level: 'USER', hotel_id: colomboId }, 'the user is unchanged');
    const withinHotel = await up.api('PUT', at(people.updateUser), {
      token: tied.token,
      body: {
        ...newUser(user.email, { userLevel: 'HOTEL', groupId, hotelId: colomboId }),
        id: user.userId,
        password: '',
        allocations: [{ serviceId: restaurantId, serviceRoleId: waiterRoleId }],
      },
    });
    assert.equal(withinHotel.status, 200, JSON.stringify(withinHotel.json));
  });

  test('nor make a SERVICE administrator of someone who also works in another hotel', async () => {
    const created = await up.api('POST', at(people.createUser), {
      token: admin,
      body: newUser('two.hotels@serendib.lk', {
        groupId,
        allocations: [
          { serviceId: restaurantId, serviceRoleId: waiterRoleId },
          { serviceId: kandyRestaurantId, serviceRoleId: kandyWaiterRoleId },
        ],
      }),
    });
    assert.equal(created.status, 200, JSON.stringify(created.json));
    const user = created.json.result.user;
    const res = await up.api('PUT', at(people.updateUser), {
      token: tied.token,
      body: {
        ...newUser(user.email, { userLevel: 'SERVICE', groupId }),
        id: user.userId,
        password: '',
        allocations: [{ serviceId: restaurantId, serviceRoleId: waiterRoleId }],
      },
    });
    assert.equal(res.status, 403, 'as SERVICE administrator they would administer the Kandy restaurant');
    assert.equal(res.json.reason, 'GRANT_BEYOND_OWN_SCOPE');
    const level = await up.api('GET', at(people.userLevelOf, { id: user.userId }), { token: admin });
    assert.equal(level.json.result.userLevel, 'USER');
  });

  test('nor give a role of another hotel or allocate to its services', async () => {
    const res = await up.api('PUT', at(people.allocateUser), {
      token: tied.token,
      body: {
        userId: ids['waiter@demo.lk']!,
        allocations: [{ serviceId: kandyRestaurantId, serviceRoleId: kandyWaiterRoleId }],
      },
    });
    assert.equal(res.status, 403);
    assert.equal(res.json.statusCode, '40300');
  });
});
