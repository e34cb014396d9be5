// Roles at every level: role (system-wide, ADMIN only), groups-role (per group), hotel-role (per
// hotel) and service-role (per service, the table the permission matrix hangs on), plus the
// system/group/hotel role each user holds (user-role).
//
// Rights: the ROLE feature on the role's owner (see permission/admin-right.ts); assigning a user's roles needs the
// USER feature (a system role: ADMIN). A role somebody holds cannot be deleted (40900), and names are
// unique per owner.
import { ACCESS_NOTICES, Feature, type RefusalReason } from '@hotel/domain';
import { access } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import { requireUser, scopeOf } from '../auth/scope.js';
import type { Queryable, SqlParam } from '../db/database.js';
import { conflict, conflictOn, describeConstraint, forbidden, invalid, notFound } from '../http/api-error.js';
import { containsText, pageOf, type SortColumnsOf } from '../db/paging.js';
import { route, type RouteBinding } from '../http/route.js';
import { findHotel, findService } from '../hotel/hotel.routes.js';
import { principalOf, requireVisibleUser } from '../people/users.routes.js';
import { readableHotels, requireAdminRight, type Target } from '../permission/admin-right.js';

type RoleLevel = access.entities.RoleLevel;

const NAME_TAKEN = {
  system: 'ROLE_NAME_TAKEN',
  group: 'GROUP_ROLE_NAME_TAKEN',
  hotel: 'HOTEL_ROLE_NAME_TAKEN',
  service: 'SERVICE_ROLE_NAME_TAKEN',
} as const satisfies Record<string, RefusalReason>;

/** One level's table: its name, the column naming its owner, and how its owner is a target. */
interface Level {
  table: string;
  owner: string | null;
  target: (ownerId: number) => Target;
  taken: RefusalReason;
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

// The paged lists: the role's text ($1 of the filter parameters) over name and description.
const ROLE_TEXT = (n: number, ...more: string[]) =>
  `($${n}::text is null or ${['r.name', 'r.description', ...more].map((c) => `${c} ilike $${n}`).join(' or ')})`;
const ROLE_SORT = { name: 'lower(r.name)', id: 'r.id', active: ['r.active', 'lower(r.name)'] } as const;
const SYSTEM_ROLE_SORT: SortColumnsOf<typeof access.searchRoles> = ROLE_SORT;
const GROUPS_ROLE_SORT: SortColumnsOf<typeof access.searchGroupsRoles> = {
  ...ROLE_SORT,
  groupsId: ['r.groups_id', 'lower(r.name)'],
};
const HOTEL_ROLE_SORT: SortColumnsOf<typeof access.searchHotelRoles> = {
  ...ROLE_SORT,
  hotelName: ['lower(h.name)', 'lower(r.name)'],
};
const SERVICE_ROLE_SORT: SortColumnsOf<typeof access.searchServiceRoles> = {
  ...ROLE_SORT,
  serviceName: ['lower(s.name)', 'lower(r.name)'],
  hotelName: ['lower(h.name)', 'lower(s.name)', 'lower(r.name)'],
};

const exists = async (db: Queryable, sql: string, params: SqlParam[]) => (await db.query(sql, params)).length > 0;

export function rolesRoutes({ db }: AppContext): RouteBinding[] {
  describeConstraint('app_role_name_key', NAME_TAKEN.system, 'name');
  describeConstraint('groups_role_name_key', NAME_TAKEN.group, 'name');
  describeConstraint('hotel_role_name_key', NAME_TAKEN.hotel, 'name');
  describeConstraint('service_role_name_key', NAME_TAKEN.service, 'name');

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
      throw conflictOn('name', level.taken);
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
      if (await exists(tx, `select 1 from user_role where ${level.heldBy} = $1`, [id])) throw conflict('ROLE_HELD');
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
    route(access.listRoles, async ({ principal }) => {
      requireUser(principal);
      const readable = await readableHotels(db, principal, Feature.ROLE);
      if (!readable.all && readable.hotelIds.length === 0 && principal.level === 'USER') throw forbidden();
      return { result: { role: await systemRoles() } };
    }),
    route(access.searchRoles, async ({ query, principal }) => {
      requireUser(principal);
      const readable = await readableHotels(db, principal, Feature.ROLE);
      if (!readable.all && readable.hotelIds.length === 0 && principal.level === 'USER') throw forbidden();
      const { rows: role, pagination } = await pageOf<access.entities.Role>(db, {
        select: `select ${ROLE_COLUMNS}`,
        from: `from app_role r where ${ROLE_TEXT(1)}`,
        params: [containsText(query.name)],
        sort: SYSTEM_ROLE_SORT,
        id: 'r.id',
        query,
      });
      return { result: { role }, pagination };
    }),
    route(access.createRole, async ({ body, principal }) => {
      const id = await save(SYSTEM, principal, body, null);
      return {
        result: { role: (await list(SYSTEM, 'r.id = $1', [id]))[0]!.role },
        message: ACCESS_NOTICES.ROLE_CREATED,
      };
    }),
    route(access.updateRole, async ({ body, principal }) => {
      await save(SYSTEM, principal, body, null);
      return {
        result: { role: (await list(SYSTEM, 'r.id = $1', [body.id]))[0]!.role },
        message: ACCESS_NOTICES.ROLE_UPDATED,
      };
    }),
    route(access.deleteRole, async ({ params, principal }) => {
      await remove(SYSTEM, principal, params.id);
      return { result: {}, message: ACCESS_NOTICES.ROLE_DELETED };
    }),

    route(access.rolesOfService, async ({ params, principal }) => {
      const service = await findService(db, params.id);
      if (!service) throw notFound('Service');
      await requireAdminRight(db, principal, { service: params.id }, Feature.ROLE, 'VIEW');
      const hotel = (await findHotel(db, service.hotelId))!;
      return { result: { role: await applicable(hotel.id, hotel.groupId, service.id) } };
    }),
    route(access.rolesOfHotel, async ({ params, principal }) => {
      const hotel = await findHotel(db, params.id);
      if (!hotel) throw notFound('Hotel');
      await requireAdminRight(db, principal, { hotel: params.id }, Feature.ROLE, 'VIEW');
      return { result: { role: await applicable(hotel.id, hotel.groupId, null) } };
    }),

    // ------------------------------------------------------------------------------- group roles
    route(access.listGroupsRoles, async ({ principal }) => {
      const readable = await readableHotels(db, principal, Feature.ROLE);
      const groupsRole = await groupsRoles('$1::boolean or r.groups_id = any($2::int[])', [
        readable.all,
        readable.groupIds,
      ]);
      return { result: { groupsRole } };
    }),
    route(access.searchGroupsRoles, async ({ query, principal }) => {
      if (query.groupsId !== undefined) {
        await requireOwner(GROUP, query.groupsId);
        await requireAdminRight(db, principal, { group: query.groupsId }, Feature.ROLE, 'VIEW');
      }
      const readable = await readableHotels(db, principal, Feature.ROLE);
      const { rows: groupsRole, pagination } = await pageOf<access.entities.GroupsRole>(db, {
        select: `select ${ROLE_COLUMNS}, r.groups_id as "groupsId"`,
        from: `from groups_role r where ($1::boolean or $2::int is not null or r.groups_id = any($3::int[]))
                 and ($2::int is null or r.groups_id = $2) and ${ROLE_TEXT(4)}`,
        params: [readable.all, query.groupsId ?? null, readable.groupIds, containsText(query.name)],
        sort: GROUPS_ROLE_SORT,
        id: 'r.id',
        query,
      });
      return { result: { groupsRole }, pagination };
    }),
    route(access.createGroupsRole, async ({ body, principal }) => {
      const id = await save(GROUP, principal, body, body.groupsId);
      return {
        result: { groupsRole: (await groupsRoles('r.id = $1', [id]))[0]! },
        message: ACCESS_NOTICES.ROLE_CREATED,
      };
    }),
    route(access.updateGroupsRole, async ({ body, principal }) => {
      await save(GROUP, principal, body, body.groupsId);
      return {
        result: { groupsRole: (await groupsRoles('r.id = $1', [body.id]))[0]! },
        message: ACCESS_NOTICES.ROLE_UPDATED,
      };
    }),
    route(access.deleteGroupsRole, async ({ params, principal }) => {
      await remove(GROUP, principal, params.id);
      return { result: {}, message: ACCESS_NOTICES.ROLE_DELETED };
    }),
    route(access.groupsRolesOfGroup, async ({ params, principal }) => {
      await requireOwner(GROUP, params.id);
      await requireAdminRight(db, principal, { group: params.id }, Feature.ROLE, 'VIEW');
      return { result: { groupsRole: await groupsRoles('r.groups_id = $1', [params.id]) } };
    }),

    // ------------------------------------------------------------------------------- hotel roles
    route(access.listHotelRoles, async ({ principal }) => {
      const readable = await readableHotels(db, principal, Feature.ROLE);
      const hotelRole = await hotelRoles('$1::boolean or r.hotel_id = any($2::int[])', [
        readable.all,
        readable.hotelIds,
      ]);
      return { result: { hotelRole } };
    }),
    route(access.searchHotelRoles, async ({ query, principal }) => {
      if (query.hotelId !== undefined) {
        await requireOwner(HOTEL, query.hotelId);
        await requireAdminRight(db, principal, { hotel: query.hotelId }, Feature.ROLE, 'VIEW');
      }
      const readable = await readableHotels(db, principal, Feature.ROLE);
      const { rows: hotelRole, pagination } = await pageOf<access.entities.HotelRole & { hotelName: string }>(db, {
        select: `select ${ROLE_COLUMNS}, r.hotel_id as "hotelId", h.name as "hotelName"`,
        from: `from hotel_role r join hotel h on h.id = r.hotel_id
               where ($1::boolean or $2::int is not null or r.hotel_id = any($3::int[]))
                 and ($2::int is null or r.hotel_id = $2) and ($4::int is null or h.group_id = $4)
                 and ${ROLE_TEXT(5, 'h.name')}`,
        params: [
          readable.all,
          query.hotelId ?? null,
          readable.hotelIds,
          query.groupsId ?? null,
          containsText(query.name),
        ],
        sort: HOTEL_ROLE_SORT,
        id: 'r.id',
        query,
      });
      return { result: { hotelRole }, pagination };
    }),
    route(access.createHotelRole, async ({ body, principal }) => {
      const id = await save(HOTEL, principal, body, body.hotelId);
      return { result: { hotelRole: (await hotelRoles('r.id = $1', [id]))[0]! }, message: ACCESS_NOTICES.ROLE_CREATED };
    }),
    route(access.updateHotelRole, async ({ body, principal }) => {
      await save(HOTEL, principal, body, body.hotelId);
      return {
        result: { hotelRole: (await hotelRoles('r.id = $1', [body.id]))[0]! },
        message: ACCESS_NOTICES.ROLE_UPDATED,
      };
    }),
    route(access.deleteHotelRole, async ({ params, principal }) => {
      await remove(HOTEL, principal, params.id);
      return { result: {}, message: ACCESS_NOTICES.ROLE_DELETED };
    }),
    route(access.hotelRolesOfHotel, async ({ params, principal }) => {
      await requireOwner(HOTEL, params.id);
      await requireAdminRight(db, principal, { hotel: params.id }, Feature.ROLE, 'VIEW');
      return { result: { hotelRole: await hotelRoles('r.hotel_id = $1', [params.id]) } };
    }),

    // ----------------------------------------------------------------------------- service roles
    route(access.listServiceRoles, async ({ principal }) => {
      const readable = await readableHotels(db, principal, Feature.ROLE);
      const serviceRole = await serviceRoles('$1::boolean or r.service_id = any($2::int[])', [
        readable.all,
        readable.serviceIds,
      ]);
      return { result: { serviceRole } };
    }),
    route(access.searchServiceRoles, async ({ query, principal }) => {
      if (query.serviceId !== undefined) {
        if (!(await findService(db, query.serviceId))) throw notFound('Service');
        await requireAdminRight(db, principal, { service: query.serviceId }, Feature.ROLE, 'VIEW');
      }
      const readable = await readableHotels(db, principal, Feature.ROLE);
      const { rows: serviceRole, pagination } = await pageOf<access.entities.ServiceRole & { hotelName: string }>(db, {
        select: `select ${ROLE_COLUMNS}, r.service_id as "serviceId", s.name as "serviceName", s.hotel_id as "hotelId",
                   h.name as "hotelName"`,
        from: `from service_role r join hotel_service s on s.id = r.service_id join hotel h on h.id = s.hotel_id
               where ($1::boolean or $2::int is not null or r.service_id = any($3::int[]))
                 and ($2::int is null or r.service_id = $2) and ($4::int is null or s.hotel_id = $4)
                 and ($5::int is null or h.group_id = $5) and ${ROLE_TEXT(6, 's.name', 'h.name')}`,
        params: [
          readable.all,
          query.serviceId ?? null,
          readable.serviceIds,
          query.hotelId ?? null,
          query.groupsId ?? null,
          containsText(query.name),
        ],
        sort: SERVICE_ROLE_SORT,
        id: 'r.id',
        query,
      });
      return { result: { serviceRole }, pagination };
    }),
    route(access.createServiceRole, async ({ body, principal }) => {
      if (!(await findService(db, body.serviceId))) throw notFound('Service');
      await requireAdminRight(db, principal, { service: body.serviceId }, Feature.ROLE, 'ADD');
      const id = await db.transaction(async (tx) => {
        if (
          await exists(tx, 'select 1 from service_role where service_id = $1 and lower(name) = lower($2)', [
            body.serviceId,
            body.name,
          ])
        ) {
          throw conflictOn('name', NAME_TAKEN.service);
        }
        const [row] = await tx.query<{ id: number }>(
          'insert into service_role (service_id, name, description, active) values ($1, $2, $3, $4) returning id',
          [body.serviceId, body.name, body.description, body.active],
        );
        return row!.id;
      });
      return { result: { serviceRole: await findServiceRole(id) }, message: ACCESS_NOTICES.ROLE_CREATED };
    }),
    route(access.updateServiceRole, async ({ body, principal }) => {
      const current = await findServiceRole(body.id);
      await requireAdminRight(db, principal, { service: current.serviceId }, Feature.ROLE, 'EDIT');
      if (body.serviceId !== current.serviceId) throw invalid('serviceId', 'ROLE_SERVICE_LOCKED');
      await db.transaction(async (tx) => {
        if (
          await exists(
            tx,
            'select 1 from service_role where service_id = $1 and lower(name) = lower($2) and id <> $3',
            [current.serviceId, body.name, body.id],
          )
        ) {
          throw conflictOn('name', NAME_TAKEN.service);
        }
        await tx.query('update service_role set name = $2, description = $3, active = $4 where id = $1', [
          body.id,
          body.name,
          body.description,
          body.active,
        ]);
      });
      return { result: { serviceRole: await findServiceRole(body.id) }, message: ACCESS_NOTICES.ROLE_UPDATED };
    }),
    route(access.deleteServiceRole, async ({ params, principal }) => {
      const current = await findServiceRole(params.id);
      await requireAdminRight(db, principal, { service: current.serviceId }, Feature.ROLE, 'DELETE');
      await db.transaction(async (tx) => {
        if (await exists(tx, 'select 1 from user_allocation where service_role_id = $1', [params.id]))
          throw conflict('ROLE_HELD');
        if (await exists(tx, 'select 1 from employee where service_role_id = $1', [params.id]))
          throw conflict('ROLE_HELD_BY_EMPLOYEES');
        await tx.query('delete from service_role where id = $1', [params.id]);
      });
      return { result: {}, message: ACCESS_NOTICES.ROLE_DELETED };
    }),
    route(access.serviceRolesOfService, async ({ params, principal }) => {
      if (!(await findService(db, params.id))) throw notFound('Service');
      await requireAdminRight(db, principal, { service: params.id }, Feature.ROLE, 'VIEW');
      return { result: { serviceRole: await serviceRoles('r.service_id = $1', [params.id]) } };
    }),
    route(access.serviceRolesOfServicesAndHotels, async ({ query, principal }) => {
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
    route(access.userRoleOf, async ({ params, principal }) => {
      await requireVisibleUser(db, principal, params.id);
      return { result: { userRole: await userRoleOf(params.id) } };
    }),
    route(access.updateUserRole, async ({ body, principal }) => {
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
          throw invalid('groupsRoleId', 'USER_NOT_IN_GROUP');
      }
      if (body.hotelRoleId !== current.hotelRoleId) {
        const [given] = await owners(HOTEL, [body.hotelRoleId]);
        for (const hotel of await owners(HOTEL, [current.hotelRoleId, body.hotelRoleId]))
          await requireAdminRight(db, principal, { hotel }, Feature.USER, 'EDIT');
        if (given !== undefined && !theirs.all && !theirs.hotelIds.includes(given))
          throw invalid('hotelRoleId', 'USER_NOT_IN_HOTEL');
      }
      await db.query(
        `insert into user_role (user_id, role_id, groups_role_id, hotel_role_id) values ($1, $2, $3, $4)
         on conflict (user_id) do update
            set role_id = excluded.role_id, groups_role_id = excluded.groups_role_id, hotel_role_id = excluded.hotel_role_id`,
        [body.userId, body.roleId, body.groupsRoleId, body.hotelRoleId],
      );
      return { result: { userRole: await userRoleOf(body.userId) }, message: ACCESS_NOTICES.USER_ROLES_UPDATED };
    }),
  ];
}
