// Users and their allocations (a service plus the service role they hold there).
//
// Administrators (ADMIN, GROUP, HOTEL, SERVICE) list, create and update the users within their scope
// that are not above their own level (ADMIN > GROUP > HOTEL > SERVICE > USER), and allocate them only
// to services within their scope (a SERVICE administrator: the services they administer). Everyone
// may read their own record, level, roles and permissions.
import { type Grant, grantRefusal, passwordStrength, PEOPLE_NOTICES, type UserLevel } from '@hotel/domain';
import { type Hotel, people } from '@hotel/schema';
import type { z } from 'zod';
import type { AppContext } from '../app-context.js';
import { hashPassword } from '../auth/passwords.js';
import type { Principal } from '../auth/principal.js';
import { requireInScope, requireLevel, requireUser, scopeOf, type Scope } from '../auth/scope.js';
import { revokeAllTokensOf } from '../auth/tokens.js';
import type { Queryable, SqlParam } from '../db/database.js';
import { conflictOn, describeConstraint, forbidden, invalid, notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { containsText, pageOf, type SortColumnsOf } from '../db/paging.js';
import {
  HOTEL_SELECT,
  SERVICE_SELECT,
  findHotel,
  findService,
  toHotel,
  toHotelService,
} from '../hotel/hotel.routes.js';
import { ADMIN_LEVELS, isAbove, levelRank } from '../permission/require-permission.js';
import { USER_COLUMNS, toUser, type UserRow } from './user-repository.js';

/** A taken email is a conflict that names the field, so the form can show it beside the input. */
const emailTaken = () => conflictOn('email', 'USER_EMAIL_TAKEN');
const USER_SELECT = `select ${USER_COLUMNS.split(', ')
  .map((c) => `u.${c}`)
  .join(', ')}`;
const USER_NAME = "lower(u.first_name || ' ' || u.last_name)";
const USER_SORT: SortColumnsOf<typeof people.searchUsers> = {
  id: 'u.id',
  name: USER_NAME,
  email: 'lower(u.email)',
  // Highest level first: ADMIN, GROUP, HOTEL, SERVICE, USER; then by name.
  userLevel: [`array_position(array['ADMIN','GROUP','HOTEL','SERVICE','USER'], u.user_level)`, USER_NAME],
  active: ['u.active', USER_NAME],
};

type Allocation = z.output<typeof people.entities.allocation>;
type UserInput = z.output<typeof people.entities.userInput>;

/** The principal a user would be when signed in, to evaluate their scope and permissions. */
export const principalOf = (row: UserRow): Principal => ({
  kind: 'user',
  userId: row.id,
  clientId: '',
  level: row.user_level,
  groupId: row.group_id,
  hotelId: row.hotel_id,
});

/**
 * The users an administrator may see, as a condition on `u` with parameters numbered from `from`:
 * not above the caller's level, and tied to a hotel (or, for group-wide administrators, the group)
 * of their scope or allocated to one of its services.
 */
export function visibleUsers(principal: Principal, scope: Scope, from: number): { sql: string; params: SqlParam[] } {
  if (scope.all) return { sql: 'true', params: [] };
  const $ = (i: number) => `$${from + i}`;
  const groupWide = (principal.level === 'GROUP' || principal.level === 'HOTEL') && principal.hotelId === null;
  // A SERVICE administrator's estate is their services only, not the hotels those belong to.
  const byEstate = principal.level !== 'SERVICE';
  return {
    sql: `array_position(array['ADMIN','GROUP','HOTEL','SERVICE','USER'], u.user_level) - 1 >= ${$(0)}
      and ((${$(5)}::boolean and (u.hotel_id = any(${$(2)}::int[])
                                  or (${$(4)}::boolean and u.hotel_id is null and u.group_id = any(${$(3)}::int[]))))
           or exists (select 1 from user_allocation va where va.user_id = u.id and va.service_id = any(${$(1)}::int[])))`,
    params: [
      levelRank(principal.level ?? 'USER'),
      scope.serviceIds,
      scope.hotelIds,
      scope.groupIds,
      groupWide,
      byEstate,
    ],
  };
}

/** The user, when the caller is that user or an administrator who may see them. */
export async function requireVisibleUser(
  db: Queryable,
  principal: Principal,
  userId: number,
  scope?: Scope,
): Promise<UserRow> {
  requireUser(principal);
  const [row] = await db.query<UserRow>(`select ${USER_COLUMNS} from app_user where id = $1`, [userId]);
  if (row && principal.userId === userId) return row;
  if (!principal.level || !ADMIN_LEVELS.includes(principal.level)) throw forbidden();
  // Only an ADMIN, who sees every user, learns that an id is unknown: to anyone else an unknown id
  // and a user outside their scope answer alike, so ids are no oracle of other tenants' users.
  if (!row) throw principal.level === 'ADMIN' ? notFound('User') : forbidden('NO_ACCESS_TO_USER');
  const visible = visibleUsers(principal, scope ?? (await scopeOf(db, principal)), 2);
  const [seen] = await db.query(`select 1 from app_user u where u.id = $1 and ${visible.sql}`, [
    userId,
    ...visible.params,
  ]);
  if (!seen) throw forbidden('NO_ACCESS_TO_USER');
  return row;
}

/** What the caller may see of a user's estate: everything for themselves, their own scope otherwise. */
export async function sharedScope(db: Queryable, principal: Principal, target: UserRow): Promise<Scope> {
  const targetScope = await scopeOf(db, principalOf(target));
  if (principal.userId === target.id) return targetScope;
  const callerScope = await scopeOf(db, principal);
  if (callerScope.all) return targetScope;
  const keep = (mine: number[], theirs: number[]) =>
    targetScope.all ? mine : theirs.filter((id) => mine.includes(id));
  return {
    all: false,
    groupIds: keep(callerScope.groupIds, targetScope.groupIds),
    hotelIds: keep(callerScope.hotelIds, targetScope.hotelIds),
    serviceIds: keep(callerScope.serviceIds, targetScope.serviceIds),
  };
}

export function usersRoutes({ db }: AppContext): RouteBinding[] {
  describeConstraint('app_user_email_key', 'USER_EMAIL_TAKEN');
  describeConstraint('user_allocation_pkey', 'ONE_ROLE_PER_SERVICE');

  /** Users matching `where` (on `u`, parameters from $1) that the caller may see, as contract users. */
  /** Users matching `where` (on `u`, parameters from $1) that the caller may see: the from clause and its parameters. */
  const visibleFrom = async (principal: Principal, where: string, params: SqlParam[]) => {
    const visible = visibleUsers(principal, await scopeOf(db, principal), params.length + 1);
    return { from: `from app_user u where (${where}) and ${visible.sql}`, params: [...params, ...visible.params] };
  };

  /** Every user matching `where` that the caller may see, as contract users. */
  const listVisible = async (principal: Principal, where: string, params: SqlParam[]) => {
    const visible = await visibleFrom(principal, where, params);
    const rows = await db.query<UserRow>(`${USER_SELECT} ${visible.from} order by u.id`, visible.params);
    return Promise.all(rows.map((r) => toUser(db, r)));
  };

  const checkPassword = (password: string) => {
    if (passwordStrength(password).length > 0) throw invalid('password', 'WEAK_PASSWORD');
  };

  /** Validates the group and hotel a user is tied to, and fills the group when it follows from the rest. */
  const resolveTies = async (tx: Queryable, principal: Principal, scope: Scope, body: UserInput) => {
    let groupId = body.groupId;
    const hotelId = body.hotelId;
    if (hotelId !== null) {
      const hotel = await findHotel(tx, hotelId);
      if (!hotel) throw notFound('Hotel');
      requireInScope(scope, 'hotel', hotelId);
      if (groupId !== null && groupId !== hotel.groupId) throw invalid('hotelId', 'HOTEL_NOT_IN_GROUP');
      groupId = hotel.groupId;
    }
    if (groupId !== null) {
      const [group] = await tx.query('select 1 from app_group where id = $1', [groupId]);
      if (!group) throw notFound('Group');
      requireInScope(scope, 'group', groupId);
    }
    if (groupId === null && body.userLevel !== 'ADMIN') {
      const [first] = body.allocations.length
        ? await tx.query<{ group_id: number }>(
            'select h.group_id from hotel_service s join hotel h on h.id = s.hotel_id where s.id = $1',
            [body.allocations[0]!.serviceId],
          )
        : [];
      groupId = first?.group_id ?? principal.groupId;
    }
    if (groupId === null && (body.userLevel === 'GROUP' || body.userLevel === 'HOTEL')) {
      throw invalid('groupId', 'ADMINISTRATOR_NEEDS_GROUP');
    }
    return { groupId, hotelId };
  };

  const checkAllocations = async (tx: Queryable, scope: Scope, allocations: readonly Allocation[]) => {
    const seen = new Set<number>();
    for (const [i, a] of allocations.entries()) {
      if (seen.has(a.serviceId)) throw invalid(`allocations.${i}.serviceId`, 'ONE_ROLE_PER_SERVICE');
      seen.add(a.serviceId);
      if (!(await findService(tx, a.serviceId))) throw notFound('Service');
      requireInScope(scope, 'service', a.serviceId);
      const [role] = await tx.query<{ service_id: number }>('select service_id from service_role where id = $1', [
        a.serviceRoleId,
      ]);
      if (!role) throw notFound('Service role');
      if (role.service_id !== a.serviceId) throw invalid(`allocations.${i}.serviceRoleId`, 'ROLE_OF_ANOTHER_SERVICE');
    }
  };

  /** Replaces the allocations within the caller's scope; those outside it are not theirs to change. */
  const replaceAllocations = async (
    tx: Queryable,
    scope: Scope,
    userId: number,
    allocations: readonly Allocation[],
  ) => {
    await tx.query('delete from user_allocation where user_id = $1 and ($2::boolean or service_id = any($3::int[]))', [
      userId,
      scope.all,
      scope.serviceIds,
    ]);
    for (const a of allocations) {
      await tx.query('insert into user_allocation (user_id, service_id, service_role_id) values ($1, $2, $3)', [
        userId,
        a.serviceId,
        a.serviceRoleId,
      ]);
    }
  };

  const requireNotAbove = (principal: Principal, level: UserLevel) => {
    if (principal.level && isAbove(level, principal.level)) throw forbidden('LEVEL_ABOVE_OWN');
  };

  /** The account after the write may reach no further than the administrator (domain grantRefusal). */
  const requireGrantInScope = (principal: Principal, scope: Scope, grant: Grant) => {
    if (!principal.level) throw forbidden();
    const refusal = grantRefusal(
      {
        level: principal.level,
        groupId: principal.groupId,
        hotelId: principal.hotelId,
        all: scope.all,
        hotelIds: scope.hotelIds,
        serviceIds: scope.serviceIds,
      },
      grant,
    );
    if (refusal) throw forbidden(refusal);
  };

  /** The services a user keeps outside the caller's scope (an update does not touch them). */
  const allocationsOutside = async (tx: Queryable, scope: Scope, userId: number) =>
    (
      await tx.query<{ service_id: number }>(
        'select service_id from user_allocation where user_id = $1 and not ($2::boolean or service_id = any($3::int[]))',
        [userId, scope.all, scope.serviceIds],
      )
    ).map((r) => r.service_id);

  const loadUser = async (id: number) => {
    const [row] = await db.query<UserRow>(`select ${USER_COLUMNS} from app_user where id = $1`, [id]);
    if (!row) throw notFound('User');
    return toUser(db, row);
  };

  return [
    route(people.listUsers, async ({ principal }) => {
      requireLevel(principal, ADMIN_LEVELS);
      return { result: { user: await listVisible(principal, 'true', []) } };
    }),

    route(people.usersOfHotel, async ({ params, principal }) => {
      requireLevel(principal, ADMIN_LEVELS);
      if (!(await findHotel(db, params.id))) throw notFound('Hotel');
      requireInScope(await scopeOf(db, principal), 'hotel', params.id);
      const user = await listVisible(
        principal,
        `u.hotel_id = $1 or exists (select 1 from user_allocation a join hotel_service s on s.id = a.service_id
                                     where a.user_id = u.id and s.hotel_id = $1)`,
        [params.id],
      );
      return { result: { user } };
    }),

    route(people.createUser, async ({ body, principal }) => {
      requireLevel(principal, ADMIN_LEVELS);
      requireNotAbove(principal, body.userLevel);
      if (!body.password) throw invalid('password', 'REQUIRED_FIELD');
      checkPassword(body.password);
      const hash = await hashPassword(body.password);
      const scope = await scopeOf(db, principal);
      const id = await db.transaction(async (tx) => {
        const [taken] = await tx.query('select 1 from app_user where lower(email) = lower($1)', [body.email]);
        if (taken) throw emailTaken();
        const { groupId, hotelId } = await resolveTies(tx, principal, scope, body);
        await checkAllocations(tx, scope, body.allocations);
        requireGrantInScope(principal, scope, {
          level: body.userLevel,
          groupId,
          hotelId,
          serviceIds: body.allocations.map((a) => a.serviceId),
        });
        const [row] = await tx.query<{ id: number }>(
          `insert into app_user (first_name, last_name, email, password_hash, user_level, active, email_verified, group_id, hotel_id)
           values ($1, $2, $3, $4, $5, $6, true, $7, $8) returning id`,
          [
            body.firstName,
            body.lastName,
            body.email.toLowerCase(),
            hash,
            body.userLevel,
            body.active,
            groupId,
            hotelId,
          ],
        );
        await replaceAllocations(tx, scope, row!.id, body.allocations);
        return row!.id;
      });
      return { result: { user: await loadUser(id) }, message: PEOPLE_NOTICES.USER_CREATED };
    }),

    route(people.updateUser, async ({ body, principal }) => {
      requireLevel(principal, ADMIN_LEVELS);
      const scope = await scopeOf(db, principal);
      const current = await requireVisibleUser(db, principal, body.id, scope);
      requireNotAbove(principal, body.userLevel);
      // An administrator who demoted or disabled themselves could not undo it.
      if (current.id === principal.userId && (body.userLevel !== current.user_level || !body.active))
        throw forbidden('NOT_YOURSELF');
      if (body.password) checkPassword(body.password);
      const hash = body.password ? await hashPassword(body.password) : null;
      await db.transaction(async (tx) => {
        const [taken] = await tx.query('select 1 from app_user where lower(email) = lower($1) and id <> $2', [
          body.email,
          body.id,
        ]);
        if (taken) throw emailTaken();
        const { groupId, hotelId } = await resolveTies(tx, principal, scope, body);
        await checkAllocations(tx, scope, body.allocations);
        // Becoming a SERVICE administrator turns every allocation into administration, the ones kept
        // outside the caller's scope too: those are then part of what this write grants.
        const kept =
          body.userLevel === 'SERVICE' && current.user_level !== 'SERVICE'
            ? await allocationsOutside(tx, scope, body.id)
            : [];
        requireGrantInScope(principal, scope, {
          level: body.userLevel,
          groupId,
          hotelId,
          serviceIds: [...body.allocations.map((a) => a.serviceId), ...kept],
        });
        await tx.query(
          `update app_user set first_name = $2, last_name = $3, email = $4, user_level = $5, active = $6, group_id = $7,
                  hotel_id = $8, password_hash = coalesce($9, password_hash),
                  password_changed_at = case when $9::text is null then password_changed_at else now() end
            where id = $1`,
          [
            body.id,
            body.firstName,
            body.lastName,
            body.email.toLowerCase(),
            body.userLevel,
            body.active,
            groupId,
            hotelId,
            hash,
          ],
        );
        await replaceAllocations(tx, scope, body.id, body.allocations);
        if (hash) await revokeAllTokensOf(tx, body.id);
      });
      return { result: { user: await loadUser(body.id) }, message: PEOPLE_NOTICES.USER_UPDATED };
    }),

    route(people.usersOfServiceRole, async ({ params, principal }) => {
      requireLevel(principal, ADMIN_LEVELS);
      const [role] = await db.query<{ service_id: number }>('select service_id from service_role where id = $1', [
        params.id,
      ]);
      if (!role) throw notFound('Service role');
      requireInScope(await scopeOf(db, principal), 'service', role.service_id);
      const user = await listVisible(
        principal,
        'exists (select 1 from user_allocation a where a.user_id = u.id and a.service_role_id = $1)',
        [params.id],
      );
      return { result: { user } };
    }),

    route(people.searchUsers, async ({ query, principal }) => {
      requireLevel(principal, ADMIN_LEVELS);
      const visible = await visibleFrom(
        principal,
        `($1::int is null or u.hotel_id = $1 or exists (select 1 from user_allocation a join hotel_service s on s.id = a.service_id
                                                          where a.user_id = u.id and s.hotel_id = $1))
         and ($2::int is null or exists (select 1 from user_allocation a where a.user_id = u.id and a.service_id = $2))
         and ($3::int is null or exists (select 1 from user_allocation a where a.user_id = u.id and a.service_role_id = $3))
         and ($4::text is null or u.first_name || ' ' || u.last_name ilike $4 or u.email ilike $4)
         and ($5::int is null or u.group_id = $5
              or exists (select 1 from hotel h where h.id = u.hotel_id and h.group_id = $5)
              or exists (select 1 from user_allocation a join hotel_service s on s.id = a.service_id
                           join hotel h on h.id = s.hotel_id where a.user_id = u.id and h.group_id = $5))
         and ($6::text[] is null or u.user_level = any($6::text[]))`,
        [
          query.hotelId ?? null,
          query.serviceId ?? null,
          query.serviceRoleId ?? null,
          containsText(query.name),
          query.groupId ?? null,
          query.userLevelList ?? null,
        ],
      );
      const { rows, pagination } = await pageOf<UserRow>(db, {
        select: USER_SELECT,
        ...visible,
        sort: USER_SORT,
        id: 'u.id',
        query,
      });
      return { result: { user: await Promise.all(rows.map((r) => toUser(db, r))) }, pagination };
    }),

    route(people.getUser, async ({ params, principal }) => {
      await requireVisibleUser(db, principal, params.id);
      return { result: { user: await loadUser(params.id) } };
    }),

    route(people.allocateUser, async ({ body, principal }) => {
      requireLevel(principal, ADMIN_LEVELS);
      const scope = await scopeOf(db, principal);
      await requireVisibleUser(db, principal, body.userId, scope);
      await db.transaction(async (tx) => {
        await checkAllocations(tx, scope, body.allocations);
        await replaceAllocations(tx, scope, body.userId, body.allocations);
      });
      return { result: { user: await loadUser(body.userId) }, message: PEOPLE_NOTICES.USER_ALLOCATIONS_UPDATED };
    }),

    route(people.employeeRoles, async ({ params, principal }) => {
      const target = await requireVisibleUser(db, principal, params.id);
      const scope = await sharedScope(db, principal, target);
      const role = await db.query<{
        serviceRoleId: number;
        name: string;
        serviceId: number;
        serviceName: string;
      }>(
        `select a.service_role_id as "serviceRoleId", r.name, a.service_id as "serviceId", s.name as "serviceName"
           from user_allocation a join service_role r on r.id = a.service_role_id join hotel_service s on s.id = a.service_id
          where a.user_id = $1 and ($2::boolean or a.service_id = any($3::int[]))
          order by a.service_id`,
        [params.id, scope.all, scope.serviceIds],
      );
      return { result: { role } };
    }),

    route(people.hotelsOfUserInGroup, async ({ params, principal }) => {
      const target = await requireVisibleUser(db, principal, params.userId);
      const [group] = await db.query('select 1 from app_group where id = $1', [params.groupId]);
      if (!group) throw notFound('Group');
      const scope = await sharedScope(db, principal, target);
      const rows = await db.query<Parameters<typeof toHotel>[0]>(
        `${HOTEL_SELECT} where h.group_id = $1 and ($2::boolean or h.id = any($3::int[])) order by h.id`,
        [params.groupId, scope.all, scope.hotelIds],
      );
      const hotel: Hotel[] = rows.map(toHotel);
      return { result: { hotel } };
    }),

    route(people.userLevelOf, async ({ params, principal }) => {
      const target = await requireVisibleUser(db, principal, params.id);
      return { result: { userLevel: target.user_level } };
    }),

    route(people.servicesOfUserInHotel, async ({ params, principal }) => {
      const target = await requireVisibleUser(db, principal, params.userId);
      if (!(await findHotel(db, params.hotelId))) throw notFound('Hotel');
      const scope = await sharedScope(db, principal, target);
      const rows = await db.query<Parameters<typeof toHotelService>[0]>(
        `${SERVICE_SELECT} where s.hotel_id = $1 and ($2::boolean or s.id = any($3::int[])) order by s.id`,
        [params.hotelId, scope.all, scope.serviceIds],
      );
      return { result: { hotelService: rows.map(toHotelService) } };
    }),
  ];
}
