// Roles at every level: role (system-wide, ADMIN only), groups-role (per group), hotel-role (per
// hotel) and service-role (per service, the table the permission matrix hangs on), plus the
// system/group/hotel role each user holds (user-role).
//
// Rights: the ROLE feature on the role's owner (see access.ts); assigning a user's roles needs the
// USER feature (a system role: ADMIN). A role somebody holds cannot be deleted (40900), and names are
// unique per owner.
import { Feature } from '@hotel/domain';
import { admin } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import { requireUser, scopeOf } from '../auth/scope.js';
import type { Queryable, SqlParam } from '../db/database.js';
import { conflict, describeConstraint, forbidden, invalid, notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { findHotel, findService } from '../hotels/hotels.routes.js';
import { principalOf, requireVisibleUser } from '../users/users.routes.js';
import { readableHotels, requireAdminRight, type Target } from './access.js';

type RoleLevel = admin.entities.RoleLevel;

export const ROLE_HELD = 'The role is held by users. Reassign them first.';
const ROLE_HELD_BY_EMPLOYEES = 'The role is held by employees. Reassign them first.';
const NAME_TAKEN = {
  system: 'A role with this name already exists',
  group: 'A role with this name already exists in the group',
  hotel: 'A role with this name already exists in the hotel',
  service: 'A role with this name already exists in the service',
};

/** One level's table: its name, the column naming its owner, and how its owner is a target. */
interface Level {
  table: string;
  owner: string | null;
  target: (ownerId: number) => Target;
  taken: string;
  /** user_role's column for this level (service roles are held through user_allocation). */
  heldBy: string | null;
}
const SYSTEM: Level = {
  table: 'app_role',
  owner: null,
  target: () => 'system',
  taken: NAME_TAKEN.system,
  heldBy: 'role_id',
};
const GROUP: Level = {
  table: 'groups_role',
  owner: 'groups_id',
  target: (id) => ({ group: id }),
  taken: NAME_TAKEN.group,
  heldBy: 'groups_role_id',
};
const HOTEL: Level = {
  table: 'hotel_role',
  owner: 'hotel_id',
  target: (id) => ({ hotel: id }),
  taken: NAME_TAKEN.hotel,
  heldBy: 'hotel_role_id',
};

const ROLE_COLUMNS = 'r.id, r.name, r.description, r.active';
const SERVICE_ROLE_SELECT = `select ${ROLE_COLUMNS}, r.service_id as "serviceId", s.name as "serviceName", s.hotel_id as "hotelId"
  from service_role r join hotel_service s on s.id = r.service_id`;

interface RoleRow {
  id: number;
  name: string;
  description: string;
  active: boolean;
  owner_id: number | null;
}

const exists = async (db: Queryable, sql: string, params: SqlParam[]) => (await db.query(sql, params)).length > 0;

export function rolesRoutes({ db }: AppContext): RouteBinding[] {
  describeConstraint('app_role_name_key', NAME_TAKEN.system);
  describeConstraint('groups_role_name_key', NAME_TAKEN.group);
  describeConstraint('hotel_role_name_key', NAME_TAKEN.hotel);
  describeConstraint('service_role_name_key', NAME_TAKEN.service);

  const select = (level: Level) =>
    `select ${ROLE_COLUMNS}, ${level.owner ? `r.${level.owner}` : 'null::integer'} as owner_id from ${level.table} r`;

  const find = async (tx: Queryable, level: Level, id: number) => {
    const [row] = await tx.query<RoleRow>(`${select(level)} where r.id = $1`, [id]);
    if (!row) throw notFound('Role');
    return row;
  };

  const assertNameFree = async (tx: Queryable, level: Level, ownerId: number | null, name: string, id: number) => {
    const owner = level.owner ? `${level.owner} = $3` : '$3::integer is null';
    if (
      await exists(tx, `select 1 from ${level.table} where lower(name) = lower($1) and id <> $2 and ${owner}`, [
        name,
        id,
        ownerId,
      ])
    ) {
      throw conflict(level.taken);
    }
  };

  const requireOwner = async (level: Level, ownerId: number) => {
    if (level === GROUP && !(await exists(db, 'select 1 from app_group where id = $1', [ownerId])))
      throw notFound('Group');
    if (level === HOTEL && !(await findHotel(db, ownerId))) throw notFound('Hotel');
  };

  const save = async (
    level: Level,
    principal: Parameters<typeof requireAdminRight>[1],
    body: { id?: number; name: string; description: string; active: boolean },
    ownerId: number | null,
  ): Promise<number> => {
    if (ownerId !== null) await requireOwner(level, ownerId);
    if (body.id !== undefined) {
      const current = await find(db, level, body.id);
      await requireAdminRight(db, principal, level.target(current.owner_id ?? 0), Feature.ROLE, 'EDIT');
      if (ownerId !== current.owner_id) {
        await requireAdminRight(db, principal, level.target(ownerId ?? 0), Feature.ROLE, 'EDIT');
      }
    } else {
      await requireAdminRight(db, principal, level.target(ownerId ?? 0), Feature.ROLE, 'ADD');
    }
    return db.transaction(async (tx) => {
      await assertNameFree(tx, level, ownerId, body.name, body.id ?? 0);
      if (body.id !== undefined) {
        await tx.query(
          `update ${level.table} set name = $2, description = $3, active = $4${level.owner ? `, ${level.owner} = $5` : ''}
            where id = $1`,
          [body.id, body.name, body.description, body.active, ...(level.owner ? [ownerId] : [])],
        );
        return body.id;
      }
      const [row] = await tx.query<{ id: number }>(
        `insert into ${level.table} (name, description, active${level.owner ? `, ${level.owner}` : ''})
         values ($1, $2, $3${level.owner ? ', $4' : ''}) returning id`,
        [body.name, body.description, body.active, ...(level.owner ? [ownerId] : [])],
      );
      return row!.id;
    });
  };

  const remove = async (level: Level, principal: Parameters<typeof requireAdminRight>[1], id: number) => {
    const current = await find(db, level, id);
    await requireAdminRight(db, principal, level.target(current.owner_id ?? 0), Feature.ROLE, 'DELETE');
    await db.transaction(async (tx) => {
      if (await exists(tx, `select 1 from user_role where ${level.heldBy} = $1`, [id])) throw conflict(ROLE_HELD);
      await tx.query(`delete from ${level.table} where id = $1`, [id]);
    });
  };

  const list = async (level: Level, where: string, params: SqlParam[]) =>
    (await db.query<RoleRow>(`${select(level)} where ${where} order by r.id`, params)).map(({ owner_id, ...role }) => ({
      role,
      ownerId: owner_id ?? 0,
    }));

  const systemRoles = async () => (await list(SYSTEM, 'true', [])).map(({ role }) => role);
  const groupsRoles = async (where: string, params: SqlParam[]) =>
    (await list(GROUP, where, params)).map(({ role, ownerId }) => ({ ...role, groupsId: ownerId }));
  const hotelRoles = async (where: string, params: SqlParam[]) =>
    (await list(HOTEL, where, params)).map(({ role, ownerId }) => ({ ...role, hotelId: ownerId }));
  const serviceRoles = (where: string, params: SqlParam[]) =>
    db.query<{
      id: number;
      name: string;
      description: string;
      active: boolean;
      serviceId: number;
      serviceName: string;
      hotelId: number;
    }>(`${SERVICE_ROLE_SELECT} where ${where} order by r.id`, params);

  const findServiceRole = async (id: number) => {
    const [row] = await serviceRoles('r.id = $1', [id]);
    if (!row) throw notFound('Service role');
    return row;
  };

  /** Roles of every level that apply to a hotel (and, given, to one service of it). */
  const applicable = async (hotelId: number, groupId: number, serviceId: number | null) => {
    const tag = (level: RoleLevel, ownerId: number | null) => (r: { id: number; name: string; active: boolean }) => ({
      id: r.id,
      name: r.name,
      active: r.active,
      level,
      ownerId,
    });
    return [
      ...(await systemRoles()).map(tag('SYSTEM', null)),
      ...(await groupsRoles('r.groups_id = $1', [groupId])).map(tag('GROUP', groupId)),
      ...(await hotelRoles('r.hotel_id = $1', [hotelId])).map(tag('HOTEL', hotelId)),
      ...(await serviceRoles(serviceId === null ? 's.hotel_id = $1' : 'r.service_id = $1', [serviceId ?? hotelId])).map(
        (r) => tag('SERVICE', r.serviceId)(r),
      ),
    ];
  };

  const userRoleOf = async (userId: number) => {
    const [row] = await db.query<{
      role_id: number | null;
      groups_role_id: number | null;
      hotel_role_id: number | null;
    }>('select role_id, groups_role_id, hotel_role_id from user_role where user_id = $1', [userId]);
    return {
      userId,
      roleId: row?.role_id ?? null,
      groupsRoleId: row?.groups_role_id ?? null,
      hotelRoleId: row?.hotel_role_id ?? null,
    };
  };

  return [
    // ------------------------------------------------------------------------------ system roles
    route(admin.listRoles, async ({ principal }) => {
      requireUser(principal);
      const readable = await readableHotels(db, principal, Feature.ROLE);
      if (!readable.all && readable.hotelIds.length === 0 && principal.level === 'USER') throw forbidden();
      return { result: { role: await systemRoles() } };
    }),
    route(admin.createRole, async ({ body, principal }) => {
      const id = await save(SYSTEM, principal, body, null);
      return { result: { role: (await list(SYSTEM, 'r.id = $1', [id]))[0]!.role }, message: 'Role created' };
    }),
    route(admin.updateRole, async ({ body, principal }) => {
      await save(SYSTEM, principal, body, null);
      return { result: { role: (await list(SYSTEM, 'r.id = $1', [body.id]))[0]!.role }, message: 'Role updated' };
    }),
    route(admin.deleteRole, async ({ params, principal }) => {
      await remove(SYSTEM, principal, params.id);
      return { result: {}, message: 'Role deleted' };
    }),

    route(admin.rolesOfService, async ({ params, principal }) => {
      const service = await findService(db, params.id);
      if (!service) throw notFound('Service');
      await requireAdminRight(db, principal, { service: params.id }, Feature.ROLE, 'VIEW');
      const hotel = (await findHotel(db, service.hotelId))!;
      return { result: { role: await applicable(hotel.id, hotel.groupId, service.id) } };
    }),
    route(admin.rolesOfHotel, async ({ params, principal }) => {
      const hotel = await findHotel(db, params.id);
      if (!hotel) throw notFound('Hotel');
      await requireAdminRight(db, principal, { hotel: params.id }, Feature.ROLE, 'VIEW');
      return { result: { role: await applicable(hotel.id, hotel.groupId, null) } };
    }),

    // ------------------------------------------------------------------------------- group roles
    route(admin.listGroupsRoles, async ({ principal }) => {
      const readable = await readableHotels(db, principal, Feature.ROLE);
      const groupsRole = await groupsRoles('$1::boolean or r.groups_id = any($2::int[])', [
        readable.all,
        readable.groupIds,
      ]);
      return { result: { groupsRole } };
    }),
    route(admin.createGroupsRole, async ({ body, principal }) => {
      const id = await save(GROUP, principal, body, body.groupsId);
      return { result: { groupsRole: (await groupsRoles('r.id = $1', [id]))[0]! }, message: 'Role created' };
    }),
    route(admin.updateGroupsRole, async ({ body, principal }) => {
      await save(GROUP, principal, body, body.groupsId);
      return { result: { groupsRole: (await groupsRoles('r.id = $1', [body.id]))[0]! }, message: 'Role updated' };
    }),
    route(admin.deleteGroupsRole, async ({ params, principal }) => {
      await remove(GROUP, principal, params.id);
      return { result: {}, message: 'Role deleted' };
    }),
    route(admin.groupsRolesOfGroup, async ({ params, principal }) => {
      await requireOwner(GROUP, params.id);
      await requireAdminRight(db, principal, { group: params.id }, Feature.ROLE, 'VIEW');
      return { result: { groupsRole: await groupsRoles('r.groups_id = $1', [params.id]) } };
    }),

    // ------------------------------------------------------------------------------- hotel roles
    route(admin.listHotelRoles, async ({ principal }) => {
      const readable = await readableHotels(db, principal, Feature.ROLE);
      const hotelRole = await hotelRoles('$1::boolean or r.hotel_id = any($2::int[])', [
        readable.all,
        readable.hotelIds,
      ]);
      return { result: { hotelRole } };
    }),
    route(admin.createHotelRole, async ({ body, principal }) => {
      const id = await save(HOTEL, principal, body, body.hotelId);
      return { result: { hotelRole: (await hotelRoles('r.id = $1', [id]))[0]! }, message: 'Role created' };
    }),
    route(admin.updateHotelRole, async ({ body, principal }) => {
      await save(HOTEL, principal, body, body.hotelId);
      return { result: { hotelRole: (await hotelRoles('r.id = $1', [body.id]))[0]! }, message: 'Role updated' };
    }),
    route(admin.deleteHotelRole, async ({ params, principal }) => {
      await remove(HOTEL, principal, params.id);
      return { result: {}, message: 'Role deleted' };
    }),
    route(admin.hotelRolesOfHotel, async ({ params, principal }) => {
      await requireOwner(HOTEL, params.id);
      await requireAdminRight(db, principal, { hotel: params.id }, Feature.ROLE, 'VIEW');
      return { result: { hotelRole: await hotelRoles('r.hotel_id = $1', [params.id]) } };
    }),

    // ----------------------------------------------------------------------------- service roles
    route(admin.listServiceRoles, async ({ principal }) => {
      const readable = await readableHotels(db, principal, Feature.ROLE);
      const serviceRole = await serviceRoles('$1::boolean or r.service_id = any($2::int[])', [
        readable.all,
        readable.serviceIds,
      ]);
      return { result: { serviceRole } };
    }),
    route(admin.createServiceRole, async ({ body, principal }) => {
      if (!(await findService(db, body.serviceId))) throw notFound('Service');
      await requireAdminRight(db, principal, { service: body.serviceId }, Feature.ROLE, 'ADD');
      const id = await db.transaction(async (tx) => {
        if (
          await exists(tx, 'select 1 from service_role where service_id = $1 and lower(name) = lower($2)', [
            body.serviceId,
            body.name,
          ])
        ) {
          throw conflict(NAME_TAKEN.service);
        }
        const [row] = await tx.query<{ id: number }>(
          'insert into service_role (service_id, name, description, active) values ($1, $2, $3, $4) returning id',
          [body.serviceId, body.name, body.description, body.active],
        );
        return row!.id;
      });
      return { result: { serviceRole: await findServiceRole(id) }, message: 'Role created' };
    }),
    route(admin.updateServiceRole, async ({ body, principal }) => {
      const current = await findServiceRole(body.id);
      await requireAdminRight(db, principal, { service: current.serviceId }, Feature.ROLE, 'EDIT');
      if (body.serviceId !== current.serviceId) throw invalid('serviceId', 'The service of a role cannot change');
      await db.transaction(async (tx) => {
        if (
          await exists(
            tx,
            'select 1 from service_role where service_id = $1 and lower(name) = lower($2) and id <> $3',
            [current.serviceId, body.name, body.id],
          )
        ) {
          throw conflict(NAME_TAKEN.service);
        }
        await tx.query('update service_role set name = $2, description = $3, active = $4 where id = $1', [
          body.id,
          body.name,
          body.description,
          body.active,
        ]);
      });
      return { result: { serviceRole: await findServiceRole(body.id) }, message: 'Role updated' };
    }),
    route(admin.deleteServiceRole, async ({ params, principal }) => {
      const current = await findServiceRole(params.id);
      await requireAdminRight(db, principal, { service: current.serviceId }, Feature.ROLE, 'DELETE');
      await db.transaction(async (tx) => {
        if (await exists(tx, 'select 1 from user_allocation where service_role_id = $1', [params.id]))
          throw conflict(ROLE_HELD);
        if (await exists(tx, 'select 1 from employee where service_role_id = $1', [params.id]))
          throw conflict(ROLE_HELD_BY_EMPLOYEES);
        await tx.query('delete from service_role where id = $1', [params.id]);
      });
      return { result: {}, message: 'Role deleted' };
    }),
    route(admin.serviceRolesOfService, async ({ params, principal }) => {
      if (!(await findService(db, params.id))) throw notFound('Service');
      await requireAdminRight(db, principal, { service: params.id }, Feature.ROLE, 'VIEW');
      return { result: { serviceRole: await serviceRoles('r.service_id = $1', [params.id]) } };
    }),
    route(admin.serviceRolesOfServicesAndHotels, async ({ query, principal }) => {
      // A batch lookup answers the roles the caller may read; the others are left out.
      const readable = await readableHotels(db, principal, Feature.ROLE);
      const serviceRole = await serviceRoles(
        `($1::boolean or r.service_id = any($2::int[]))
         and (r.service_id = any($3::int[]) or s.hotel_id = any($4::int[]))`,
        [readable.all, readable.serviceIds, query.serviceIdList ?? [], query.hotelIdList ?? []],
      );
      return { result: { serviceRole } };
    }),

    // ------------------------------------------------------------------- roles a user holds
    route(admin.userRoleOf, async ({ params, principal }) => {
      await requireVisibleUser(db, principal, params.id);
      return { result: { userRole: await userRoleOf(params.id) } };
    }),
    route(admin.updateUserRole, async ({ body, principal }) => {
      const target = await requireVisibleUser(db, principal, body.userId);
      if (principal.level === 'USER') throw forbidden();
      const theirs = await scopeOf(db, principalOf(target));
      const current = await userRoleOf(body.userId);
      // Each level that changes needs the right on the role taken away and on the role given.
      const owners = async (level: Level, ids: (number | null)[]) => {
        const found: number[] = [];
        for (const id of ids) if (id !== null) found.push((await find(db, level, id)).owner_id ?? 0);
        return found;
      };
      if (body.roleId !== current.roleId) {
        await owners(SYSTEM, [body.roleId]);
        await requireAdminRight(db, principal, 'system', Feature.USER, 'EDIT');
      }
      if (body.groupsRoleId !== current.groupsRoleId) {
        const [given] = await owners(GROUP, [body.groupsRoleId]);
        for (const group of await owners(GROUP, [current.groupsRoleId, body.groupsRoleId]))
          await requireAdminRight(db, principal, { group }, Feature.USER, 'EDIT');
        if (given !== undefined && !theirs.all && !theirs.groupIds.includes(given))
          throw invalid('groupsRoleId', 'The user does not belong to this group');
      }
      if (body.hotelRoleId !== current.hotelRoleId) {
        const [given] = await owners(HOTEL, [body.hotelRoleId]);
        for (const hotel of await owners(HOTEL, [current.hotelRoleId, body.hotelRoleId]))
          await requireAdminRight(db, principal, { hotel }, Feature.USER, 'EDIT');
        if (given !== undefined && !theirs.all && !theirs.hotelIds.includes(given))
          throw invalid('hotelRoleId', 'The user does not work in this hotel');
      }
      await db.query(
        `insert into user_role (user_id, role_id, groups_role_id, hotel_role_id) values ($1, $2, $3, $4)
         on conflict (user_id) do update
            set role_id = excluded.role_id, groups_role_id = excluded.groups_role_id, hotel_role_id = excluded.hotel_role_id`,
        [body.userId, body.roleId, body.groupsRoleId, body.hotelRoleId],
      );
      return { result: { userRole: await userRoleOf(body.userId) }, message: 'Roles updated' };
    }),
  ];
}
