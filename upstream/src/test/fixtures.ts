// What the administration tests share: the demo estate's ids, and USER-level staff holding exactly
// the administration rights a test needs (a service role with those statuses, allocated to them).
import { access, hotel, people } from '@hotel/schema';
import { at, type TestUpstream } from './harness.js';
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
  const hotelList = (await up.api('GET', at(hotel.listHotels), { token: adminToken })).json.result.hotel as Named[];
  const byName = (name: string) => {
    const found = hotelList.find((h) => h.name === name);
    if (!found) throw new Error(`no hotel ${name}`);
    return found;
  };
  const colombo = byName('Serendib Colombo');
  const services = (await up.api('GET', at(hotel.servicesOfHotel, { id: colombo.id }), { token: adminToken })).json
    .result.hotelService as Named[];
  const userList = (await up.api('GET', at(people.listUsers), { token: adminToken })).json.result.user as {
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
  const role = await up.api('POST', at(access.createServiceRole), {
    token: estate.admin,
    body: { serviceId, name: `Test role ${counter}` },
  });
  const roleId = role.json.result.serviceRole.id as number;
  const features = (await up.api('GET', at(access.servicePermissions, { id: serviceId }), { token: estate.admin })).json
    .result.servicesPermission as { id: number; prefix: string }[];
  await up.api('PUT', at(access.updateServiceRolePermissions), {
    token: estate.admin,
    body: {
      serviceRoleId: roleId,
      permissions: features.map((f) => ({ servicesPermissionId: f.id, status: grants[f.prefix] ?? 3 })),
    },
  });
  const email = `staff${counter}.${Date.now()}@serendib.lk`;
  const created = await up.api('POST', at(people.createUser), {
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

/** A tenant beside the demo group: its group, one hotel with a HOTEL service, and its GROUP administrator. */
export interface OtherTenant {
  groupId: number;
  hotelId: number;
  hotelServiceId: number;
  adminEmail: string;
  adminId: number;
  adminToken: string;
}

/** Creates another group (its name unique per call) with one hotel, a HOTEL service and a group administrator. */
export async function otherTenant(up: TestUpstream, estate: Pick<Estate, 'admin'>): Promise<OtherTenant> {
  counter += 1;
  const tag = `${counter}${Date.now().toString(36)}`;
  const ok = <T>(res: { status: number; json: { result: T } }, what: string): T => {
    if (res.status !== 200) throw new Error(`${what} not created: ${JSON.stringify(res.json)}`);
    return res.json.result;
  };
  const { group } = ok<{ group: { id: number } }>(
    await up.api('POST', at(hotel.createGroup), {
      token: estate.admin,
      multipart: { group: { name: `Other Group ${tag}`, address: '9 Hill Street' } },
    }),
    'group',
  );
  const created = ok<{ hotel: { id: number } }>(
    await up.api('POST', at(hotel.createHotel), {
      token: estate.admin,
      multipart: { hotel: { title: `Other Hotel ${tag}`, name: `Other Hotel ${tag}`, groupId: group.id } },
    }),
    'hotel',
  );
  const { hotelService } = ok<{ hotelService: { id: number } }>(
    await up.api('POST', at(hotel.createHotelService), {
      token: estate.admin,
      multipart: { hotelService: { name: 'Front Office', serviceType: 'HOTEL', hotelId: created.hotel.id } },
    }),
    'service',
  );
  const adminEmail = `other.admin${tag}@example.lk`;
  const { user } = ok<{ user: { userId: number } }>(
    await up.api('POST', at(people.createUser), {
      token: estate.admin,
      body: {
        firstName: 'Other',
        lastName: 'Admin',
        email: adminEmail,
        password: DEMO_PASSWORD,
        userLevel: 'GROUP',
        groupId: group.id,
        allocations: [],
      },
    }),
    'group administrator',
  );
  return {
    groupId: group.id,
    hotelId: created.hotel.id,
    hotelServiceId: hotelService.id,
    adminEmail,
    adminId: user.userId,
    adminToken: await up.signIn(adminEmail),
  };
}

/** An administrator of `level` (HOTEL by default) tied to one hotel of the demo group: that hotel is their scope. */
export async function hotelTiedAdmin(
  up: TestUpstream,
  estate: Pick<Estate, 'admin' | 'groupId'>,
  hotelId: number,
  level: 'GROUP' | 'HOTEL' = 'HOTEL',
): Promise<{ token: string; userId: number; email: string }> {
  counter += 1;
  const email = `tied.admin${counter}.${Date.now()}@serendib.lk`;
  const created = await up.api('POST', at(people.createUser), {
    token: estate.admin,
    body: {
      firstName: 'Tied',
      lastName: `Admin${counter}`,
      email,
      password: DEMO_PASSWORD,
      userLevel: level,
      groupId: estate.groupId,
      hotelId,
      allocations: [],
    },
  });
  if (created.status !== 200) throw new Error(`tied admin not created: ${JSON.stringify(created.json)}`);
  return { token: await up.signIn(email), userId: created.json.result.user.userId as number, email };
}
