// A service-scoped permission is judged once, for the service the operation names: the caller's
// rights there, and that service inside their scope — whatever service the request chose.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { people } from '@hotel/schema';
import { at } from '@hotel/upstream/test-harness';
import { startStack, type Stack } from '../test/stack.js';

interface Service {
  id: number;
  hotelId: number;
  serviceType: string;
}

const CREATE_ROLE = 'mutation($i: ServiceRoleInput!) { createServiceRole(input: $i) { role { id } } }';
const MATRIX = `query($s: Int!, $r: Int!) { privilegeMatrix(serviceId: $s, serviceRoleId: $r) {
  privileges { featureId prefix } } }`;
const SAVE = 'mutation($i: RolePrivilegesInput!) { updateRolePrivileges(input: $i) { message } }';
const ADD_TABLE = 'mutation($i: TableInput!) { createRestaurantTable(input: $i) { table { id } } }';
const TABLES = 'query($s: Int!) { restaurantTables(serviceId: $s) { total } }';

describe('a service-scoped guard', () => {
  let stack: Stack;
  let admin: string;
  /** Two restaurants of different hotels, and a service of the first hotel that is not a restaurant. */
  let a: number;
  let b: number;
  let c: number;
  /** RESTAURANT_TABLE MAINTAIN in A, READ in B, nothing allocated in C. */
  let staff: string;

  const codeOf = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;
  const tablesIn = async (serviceId: number) =>
    (
      await stack.upstream.db.query<{ n: number }>(
        'select count(*)::int as n from restaurant_table where hotel_service_id = $1',
        [serviceId],
      )
    )[0]!.n;

  async function roleWith(serviceId: number, grants: Record<string, string>): Promise<number> {
    const created = await stack.gql<{ createServiceRole: { role: { id: number } } }>(
      CREATE_ROLE,
      { i: { serviceId, name: `Guard test role ${serviceId}` } },
      { token: admin },
    );
    const roleId = created.data!.createServiceRole.role.id;
    const matrix = await stack.gql<{ privilegeMatrix: { privileges: { featureId: number; prefix: string }[] } }>(
      MATRIX,
      { s: serviceId, r: roleId },
      { token: admin },
    );
    const privileges = Object.entries(grants).map(([prefix, status]) => ({
      featureId: matrix.data!.privilegeMatrix.privileges.find((p) => p.prefix === prefix)!.featureId,
      status,
    }));
    const saved = await stack.gql(SAVE, { i: { serviceId, serviceRoleId: roleId, privileges } }, { token: admin });
    assert.equal(saved.errors, undefined, JSON.stringify(saved.errors));
    return roleId;
  }

  before(async () => {
    stack = await startStack();
    admin = await stack.signIn('admin@demo.lk');
    const hotels = await stack.gql<{ hotels: { id: number }[] }>('{ hotels { id } }', {}, { token: admin });
    const services: Service[] = [];
    for (const h of hotels.data!.hotels) {
      const res = await stack.gql<{ services: Service[] }>(
        'query($h: Int!) { services(hotelId: $h) { id hotelId serviceType } }',
        { h: h.id },
        { token: admin },
      );
      services.push(...res.data!.services);
    }
    const restaurants = services.filter((s) => s.serviceType === 'RESTAURANT');
    a = restaurants[0]!.id;
    b = restaurants.find((s) => s.hotelId !== restaurants[0]!.hotelId)!.id;
    c = services.find((s) => s.hotelId === restaurants[0]!.hotelId && s.serviceType === 'HOTEL')!.id;

    const roleA = await roleWith(a, { RESTAURANT_TABLE: 'MAINTAIN' });
    const roleB = await roleWith(b, { RESTAURANT_TABLE: 'READ' });
    const upstreamAdmin = await stack.upstream.signIn('admin@demo.lk');
    const user = await stack.upstream.api('POST', at(people.createUser), {
      token: upstreamAdmin,
      body: {
        firstName: 'Guard',
        lastName: 'Tester',
        email: 'guard.tester@serendib.lk',
        password: 'Hotel@1234',
        userLevel: 'USER',
        allocations: [
          { serviceId: a, serviceRoleId: roleA },
          { serviceId: b, serviceRoleId: roleB },
        ],
      },
    });
    assert.equal(user.status, 200, JSON.stringify(user.json));
    staff = await stack.signIn('guard.tester@serendib.lk');
  });
  after(() => stack.close());

  test('the right held in service A does not reach service B: refused there and nothing is written', async () => {
    const before = await tablesIn(b);
    const refused = await stack.gql(
      ADD_TABLE,
      { i: { serviceId: b, number: 'G1', seats: 2 } },
      { token: staff, serviceId: a },
    );
    assert.equal(codeOf(refused), 'FORBIDDEN');
    assert.equal(refused.errors![0]!.message, 'You do not have permission to do this (RESTAURANT_TABLE ADD)');
    assert.deepEqual(
      { reason: refused.errors![0]!.extensions?.reason, params: refused.errors![0]!.extensions?.params },
      { reason: 'FEATURE_NOT_PERMITTED', params: { feature: 'RESTAURANT_TABLE', operation: 'ADD' } },
    );
    assert.equal(await tablesIn(b), before);

    const read = await stack.gql(TABLES, { s: b }, { token: staff, serviceId: a });
    assert.equal(read.errors, undefined, 'READ in B lets them list its tables');
  });

  test('the service the operation names decides, whatever service the request chose', async () => {
    const before = await tablesIn(a);
    for (const chosen of [b, null]) {
      const added = await stack.gql(
        ADD_TABLE,
        { i: { serviceId: a, number: `G${chosen ?? 0}`, seats: 2 } },
        { token: staff, serviceId: chosen },
      );
      assert.equal(added.errors, undefined, JSON.stringify(added.errors));
    }
    assert.equal(await tablesIn(a), before + 2);
  });

  test("a service outside the caller's scope is refused, and nothing is written", async () => {
    const before = await tablesIn(c);
    const write = await stack.gql(ADD_TABLE, { i: { serviceId: c, number: 'G9', seats: 2 } }, { token: staff });
    assert.equal(codeOf(write), 'FORBIDDEN');
    assert.equal(write.errors![0]!.message, 'You do not have access to this service');
    assert.equal(write.errors![0]!.extensions?.reason, 'NO_ACCESS_TO_SERVICE');
    assert.equal(await tablesIn(c), before);

    const read = await stack.gql(TABLES, { s: c }, { token: staff, serviceId: a });
    assert.equal(codeOf(read), 'FORBIDDEN');
    assert.equal(read.errors![0]!.message, 'You do not have access to this service');
    assert.equal(read.errors![0]!.extensions?.reason, 'NO_ACCESS_TO_SERVICE');
  });
});

// A front-office feature is judged in the hotel's HOTEL services. Which services a hotel has is read
// once per token for the session cache's time, not on every request; a service made since is read fresh
// before anything is refused.
describe('a hotel-scoped guard', () => {
  let stack: Stack;
  let frontDesk: string;
  let hotelId: number;
  const ROOMS = 'query($h: Int!) { rooms(hotelId: $h) { total } }';
  const servicesCalls = () => stack.bff.upstream.stats.byEndpoint.servicesOfHotels ?? 0;

  before(async () => {
    stack = await startStack();
    frontDesk = await stack.signIn('frontdesk@demo.lk');
    const me = await stack.gql<{ me: { hotelIds: number[] } }>('{ me { hotelIds } }', {}, { token: frontDesk });
    hotelId = me.data!.me.hotelIds[0]!;
  });
  after(() => stack.close());

  test("ten requests on a hotel's rooms read its services once", async () => {
    const before = servicesCalls();
    for (let i = 0; i < 10; i++) {
      const res = await stack.gql<{ rooms: { total: number } }>(ROOMS, { h: hotelId }, { token: frontDesk });
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      assert.ok(res.data!.rooms.total > 0);
    }
    assert.equal(servicesCalls() - before, 1);
  });

  test('a hotel outside the scope is still refused', async () => {
    const res = await stack.gql(ROOMS, { h: 999_999 }, { token: frontDesk });
    assert.equal(res.errors?.[0]?.extensions?.code, 'FORBIDDEN');
  });
});
