// What the administration tests share: the demo estate's ids, and USER-level staff holding exactly
// the administration rights a test needs (a service role with those statuses, allocated to them).
import { admin, hotels, permissions, users } from '@hotel/schema';
import { at, type TestUpstream } from '../test/harness.js';
import { DEMO_PASSWORD } from '../seed/demo.js';

export interface Estate {
  admin: string;
  groupAdmin: string;
  groupId: number;
  colomboId: number;
  kandyId: number;
  /** Service ids of Serendib Colombo by type. */
  colombo: Record<'HOTEL' | 'RESTAURANT' | 'HOUSEKEEPING' | 'INVENTORY', number>;
  userIds: Record<string, number>;
}

interface Named {
  id: number;
  name: string;
  hotelId: number;
  groupId: number;
  serviceType: keyof Estate['colombo'];
}

export async function loadEstate(up: TestUpstream): Promise<Estate> {
  const adminToken = await up.signIn('admin@demo.lk');
  const hotelList = (await up.api('GET', at(hotels.listHotels), { token: adminToken })).json.result.hotel as Named[];
  const byName = (name: string) => {
    const hotel = hotelList.find((h) => h.name === name);
    if (!hotel) throw new Error(`no hotel ${name}`);
    return hotel;
  };
  const colombo = byName('Serendib Colombo');
  const services = (await up.api('GET', at(hotels.servicesOfHotel, { id: colombo.id }), { token: adminToken })).json
    .result.hotelService as Named[];
  const userList = (await up.api('GET', at(users.listUsers), { token: adminToken })).json.result.user as {
    userId: number;
    email: string;
  }[];
  return {
    admin: adminToken,
    groupAdmin: await up.signIn('group.admin@demo.lk'),
    groupId: colombo.groupId,
    colomboId: colombo.id,
    kandyId: byName('Serendib Kandy').id,
    colombo: Object.fromEntries(services.map((s) => [s.serviceType, s.id])) as Estate['colombo'],
    userIds: Object.fromEntries(userList.map((u) => [u.email, u.userId])),
  };
}

let counter = 0;

/**
 * A USER allocated to `serviceId` through a new role granting `grants` (feature → status; every other
 * feature NO_PERMISSION). Answers their token and id.
 */
export async function staffWith(
  up: TestUpstream,
  estate: Estate,
  serviceId: number,
  grants: Record<string, number>,
): Promise<{ token: string; userId: number; roleId: number }> {
  counter += 1;
  const role = await up.api('POST', at(admin.createServiceRole), {
    token: estate.admin,
    body: { serviceId, name: `Test role ${counter}` },
  });
  const roleId = role.json.result.serviceRole.id as number;
  const features = (await up.api('GET', at(permissions.servicePermissions, { id: serviceId }), { token: estate.admin }))
    .json.result.servicesPermission as { id: number; prefix: string }[];
  await up.api('PUT', at(permissions.updateServiceRolePermissions), {
    token: estate.admin,
    body: {
      serviceRoleId: roleId,
      permissions: features.map((f) => ({ servicesPermissionId: f.id, status: grants[f.prefix] ?? 3 })),
    },
  });
  const email = `staff${counter}.${Date.now()}@serendib.lk`;
  const created = await up.api('POST', at(users.createUser), {
    token: estate.admin,
    body: {
      firstName: 'Staff',
      lastName: `Number${counter}`,
      email,
      password: DEMO_PASSWORD,
      userLevel: 'USER',
      allocations: [{ serviceId, serviceRoleId: roleId }],
    },
  });
  if (created.status !== 200) throw new Error(`staff not created: ${JSON.stringify(created.json)}`);
  return { token: await up.signIn(email), userId: created.json.result.user.userId as number, roleId };
}

/** Rows of a table, to check that a refused request wrote nothing. */
export async function countRows(up: TestUpstream, table: string): Promise<number> {
  const [row] = await up.db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return row?.n ?? 0;
}
