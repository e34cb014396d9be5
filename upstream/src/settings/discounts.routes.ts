// User discounts and minimum nights (operations §3, §5, §6, §7 Discounts and minimum nights).
//
// Both belong to a hotel or, for a user tied only to a group, to the whole group (groupsId). A user's
// discount allowance at a hotel is the hotel's row, else the group's, else 0 (no discounts). The
// minimum-night rules of §5 are the domain's checkMinimumNight (the web form runs it too), every
// field at fault named with the spec's message.
// Rights: USER_DISCOUNT and MINIMUM_NIGHT on the hotel or group (permission/admin-right.ts).
import { checkMinimumNight, Feature, isoDay, SETTINGS_NOTICES } from '@hotel/domain';
import { settings } from '@hotel/schema';
import type { z } from 'zod';
import type { AppContext } from '../app-context.js';
import type { Principal } from '../auth/principal.js';
import { requireInScope, requireUser, scopeOf } from '../auth/scope.js';
import type { Queryable } from '../db/database.js';
import { conflict, describeConstraint, fieldRefusal, invalid, invalidFields, notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { containsText, pageOf, type SortColumnsOf } from '../db/paging.js';
import { findHotel } from '../hotel/hotel.routes.js';
import { principalOf } from '../people/users.routes.js';
import { USER_COLUMNS, type UserRow } from '../people/user-repository.js';
import { requireAdminRight, type Target } from '../permission/admin-right.js';

type MinimumNightConfig = settings.entities.MinimumNightConfig;
type UserDiscount = settings.entities.UserDiscount;

type Owner = Exclude<Target, 'system'>;

const DISCOUNT_COLUMNS = `select d.id, d.user_id as "userId", d.name, u.email, d.discount::float8 as discount,
    d.hotel_id as "hotelId", d.groups_id as "groupsId"`;
const DISCOUNT_FROM = 'from user_discount d join app_user u on u.id = d.user_id';
const DISCOUNT_SELECT = `${DISCOUNT_COLUMNS} ${DISCOUNT_FROM}`;
/** The allowances of a hotel or group ($1, $2) whose name, user name or email contains $3. */
const DISCOUNTS_MATCHING = `(d.hotel_id = $1 or d.groups_id = $2)
  and ($3::text is null or u.email ilike $3 or d.name ilike $3 or u.first_name || ' ' || u.last_name ilike $3)`;
const DISCOUNT_SORT: SortColumnsOf<typeof settings.searchUserDiscounts> = {
  name: 'lower(d.name)',
  email: 'lower(u.email)',
  discount: ['d.discount', 'lower(d.name)'],
  id: 'd.id',
};

const NIGHTS_COLUMNS = `select m.id, m.hotel_id as "hotelId", m.groups_id as "groupsId", m.start_date::text as "startDate",
    m.end_date::text as "endDate", m.always, m.num_of_days as "numOfDays", m.direct, m.web`;
const NIGHTS_SELECT = `${NIGHTS_COLUMNS} from minimum_night_config m`;
/** The configurations of a hotel or group ($1, $2), only those for web ($3) or direct ($4) when asked. */
const NIGHTS_MATCHING =
  '(m.hotel_id = $1 or m.groups_id = $2) and (not $3::boolean or m.web) and (not $4::boolean or m.direct)';
const NIGHTS_SORT: SortColumnsOf<typeof settings.searchMinimumNightsPaged> = {
  startDate: 'm.start_date',
  endDate: 'm.end_date',
  numOfDays: ['m.num_of_days', 'm.start_date'],
  id: 'm.id',
};

type NightsInput = z.output<typeof settings.entities.minimumNightConfigInput>;

/** The hotel or group a record belongs to: exactly one of the two. */
function ownerOf(body: { hotelId?: number | null; groupsId?: number | null }, field = 'hotelId'): Owner {
  if (body.hotelId && body.groupsId) throw invalid(field, 'HOTEL_OR_GROUP_NOT_BOTH');
  if (body.hotelId) return { hotel: body.hotelId };
  if (body.groupsId) return { group: body.groupsId };
  throw invalid(field, 'SELECT_A_HOTEL');
}

async function requireOwnerExists(db: Queryable, target: Owner): Promise<void> {
  if ('hotel' in target && !(await findHotel(db, target.hotel))) throw notFound('Hotel');
  if ('group' in target && !(await db.query('select 1 from app_group where id = $1', [target.group])).length)
    throw notFound('Group');
}

/**
 * Operations §5 Minimum nights, by the domain's rule (the web form runs the same one): answers the
 * checked values or throws 40000 naming every field at fault. A stored range may stay as it is.
 */
function checkedNights(
  body: NightsInput,
  stored?: { startDate: string; endDate: string },
): { startDate: string; endDate: string; numOfDays: number } {
  const { errors, value } = checkMinimumNight(body, { today: isoDay(new Date()), stored });
  if (!value) {
    throw invalidFields(
      errors.map(({ field, reason, max }) => fieldRefusal(field, reason, max === undefined ? undefined : { n: max })),
    );
  }
  return value;
}

export function discountsRoutes({ db }: AppContext): RouteBinding[] {
  describeConstraint('user_discount_hotel_key', 'DISCOUNT_EXISTS');
  describeConstraint('user_discount_group_key', 'DISCOUNT_EXISTS');

  const findDiscount = async (id: number) => {
    const [row] = await db.query<UserDiscount>(`${DISCOUNT_SELECT} where d.id = $1`, [id]);
    if (!row) throw notFound('User discount');
    return row;
  };

  /** The user's allowance at a hotel: the hotel's row, else the row of the hotel's group. */
  const allowanceAt = async (userId: number, hotelId: number): Promise<UserDiscount | null> => {
    const [row] = await db.query<UserDiscount>(
      `${DISCOUNT_SELECT} where d.user_id = $1
          and (d.hotel_id = $2 or d.groups_id = (select group_id from hotel where id = $2))
        order by d.hotel_id nulls last limit 1`,
      [userId, hotelId],
    );
    return row ?? null;
  };

  /** The user a discount is for: they must exist and work in the hotel or group. */
  const checkDiscountUser = async (tx: Queryable, userId: number, target: Owner, field: string) => {
    const [user] = await tx.query<UserRow>(`select ${USER_COLUMNS} from app_user where id = $1`, [userId]);
    if (!user) throw notFound('User');
    const scope = await scopeOf(tx, principalOf(user));
    const worksThere =
      scope.all ||
      ('hotel' in target && scope.hotelIds.includes(target.hotel)) ||
      ('group' in target && scope.groupIds.includes(target.group));
    if (!worksThere) throw invalid(field, 'USER_NOT_WORKING_HERE');
    return user;
  };

  const assertNoDiscount = async (tx: Queryable, userId: number, target: Owner, id: number) => {
    const [taken] = await tx.query(
      `select 1 from user_discount where user_id = $1 and id <> $4
          and ((hotel_id = $2) or (groups_id = $3))`,
      [userId, 'hotel' in target ? target.hotel : null, 'group' in target ? target.group : null, id],
    );
    if (taken) throw conflict('DISCOUNT_EXISTS');
  };

  const ownerColumns = (target: Owner) => [
    'hotel' in target ? target.hotel : null,
    'group' in target ? target.group : null,
  ];

  const findNights = async (id: number) => {
    const [row] = await db.query<MinimumNightConfig>(`${NIGHTS_SELECT} where m.id = $1`, [id]);
    if (!row) throw notFound('Minimum night configuration');
    return row;
  };

  const requireOwnerRight = async (
    principal: Principal,
    target: Owner,
    feature: 'USER_DISCOUNT' | 'MINIMUM_NIGHT',
    operation: 'VIEW' | 'ADD' | 'EDIT' | 'DELETE',
  ) => {
    await requireOwnerExists(db, target);
    await requireAdminRight(db, principal, target, feature, operation);
  };

  return [
    // ------------------------------------------------------------------------- user discounts
    route(settings.userDiscounts, async ({ query, principal }) => {
      const target = ownerOf(query);
      await requireOwnerRight(principal, target, Feature.USER_DISCOUNT, 'VIEW');
      const [hotelId, groupsId] = ownerColumns(target);
      const userDiscount = await db.query<UserDiscount>(
        `${DISCOUNT_SELECT} where ${DISCOUNTS_MATCHING} order by lower(d.name), d.id`,
        [hotelId ?? null, groupsId ?? null, containsText(query.userEmail)],
      );
      return { result: { userDiscount } };
    }),

    route(settings.searchUserDiscounts, async ({ query, principal }) => {
      const target = ownerOf(query);
      await requireOwnerRight(principal, target, Feature.USER_DISCOUNT, 'VIEW');
      const [hotelId, groupsId] = ownerColumns(target);
      const { rows: userDiscount, pagination } = await pageOf<UserDiscount>(db, {
        select: DISCOUNT_COLUMNS,
        from: `${DISCOUNT_FROM} where ${DISCOUNTS_MATCHING}`,
        params: [hotelId ?? null, groupsId ?? null, containsText(query.name)],
        sort: DISCOUNT_SORT,
        id: 'd.id',
        query,
      });
      return { result: { userDiscount }, pagination };
    }),

    route(settings.userDiscountOfUser, async ({ params, query, principal }) => {
      requireUser(principal);
      if (!(await findHotel(db, query.hotelId))) throw notFound('Hotel');
      if (principal.userId !== params.id) {
        await requireAdminRight(db, principal, { hotel: query.hotelId }, Feature.USER_DISCOUNT, 'VIEW');
      }
      const userDiscount = await allowanceAt(params.id, query.hotelId);
      return { result: { userDiscount, percentage: userDiscount?.discount ?? 0 } };
    }),

    route(settings.discountCandidates, async ({ query, principal }) => {
      const target = ownerOf(query);
      await requireOwnerRight(principal, target, Feature.USER_DISCOUNT, 'ADD');
      const [hotelId, groupsId] = ownerColumns(target);
      // Who works there (the rule checkDiscountUser applies), without an allowance there yet.
      const user = await db.query<{ userId: number; name: string; email: string }>(
        `select u.id as "userId", u.first_name || ' ' || u.last_name as name, u.email
           from app_user u
          where u.active and u.user_level <> 'ADMIN'
            and (
              (u.user_level in ('GROUP', 'HOTEL') and (
                u.hotel_id = $1
                or (u.hotel_id is null and u.group_id = (select group_id from hotel where id = $1))
                or u.group_id = $2
                or u.hotel_id in (select id from hotel where group_id = $2)))
              or exists (select 1 from user_allocation a join hotel_service s on s.id = a.service_id
                           join hotel h on h.id = s.hotel_id
                          where a.user_id = u.id and (s.hotel_id = $1 or h.group_id = $2)))
            and not exists (select 1 from user_discount d where d.user_id = u.id and (d.hotel_id = $1 or d.groups_id = $2))
          order by lower(u.first_name), lower(u.last_name), u.id`,
        [hotelId ?? null, groupsId ?? null],
      );
      return { result: { user } };
    }),

    route(settings.createUserDiscounts, async ({ body, principal }) => {
      const targets = body.map((d, i) => ownerOf(d, `${i}.hotelId`));
      for (const t of new Map(targets.map((t) => [JSON.stringify(t), t])).values()) {
        await requireOwnerRight(principal, t, Feature.USER_DISCOUNT, 'ADD');
      }
      const seen = new Set<string>();
      body.forEach((d, i) => {
        const key = `${d.userId}:${JSON.stringify(targets[i])}`;
        if (seen.has(key)) throw invalid(`${i}.userId`, 'USER_LISTED_TWICE');
        seen.add(key);
      });
      const ids = await db.transaction(async (tx) => {
        const created: number[] = [];
        for (const [i, d] of body.entries()) {
          const target = targets[i]!;
          const user = await checkDiscountUser(tx, d.userId, target, `${i}.userId`);
          await assertNoDiscount(tx, d.userId, target, 0);
          const [row] = await tx.query<{ id: number }>(
            `insert into user_discount (user_id, name, discount, hotel_id, groups_id) values ($1, $2, $3, $4, $5) returning id`,
            [d.userId, d.name || `${user.first_name} ${user.last_name}`, d.discount, ...ownerColumns(target)],
          );
          created.push(row!.id);
        }
        return created;
      });
      const userDiscount = await db.query<UserDiscount>(
        `${DISCOUNT_SELECT} where d.id = any($1::int[]) order by d.id`,
        [ids],
      );
      return { result: { userDiscount }, message: SETTINGS_NOTICES.DISCOUNT_CREATED };
    }),

    route(settings.updateUserDiscount, async ({ body, principal }) => {
      const current = await findDiscount(body.id);
      await requireOwnerRight(principal, ownerOf(current), Feature.USER_DISCOUNT, 'EDIT');
      const target = ownerOf(body);
      await requireOwnerRight(principal, target, Feature.USER_DISCOUNT, 'EDIT');
      await db.transaction(async (tx) => {
        const user = await checkDiscountUser(tx, body.userId, target, 'userId');
        await assertNoDiscount(tx, body.userId, target, body.id);
        await tx.query(
          'update user_discount set user_id = $2, name = $3, discount = $4, hotel_id = $5, groups_id = $6 where id = $1',
          [
            body.id,
            body.userId,
            body.name || `${user.first_name} ${user.last_name}`,
            body.discount,
            ...ownerColumns(target),
          ],
        );
      });
      return { result: { userDiscount: await findDiscount(body.id) }, message: SETTINGS_NOTICES.DISCOUNT_UPDATED };
    }),

    route(settings.deleteUserDiscount, async ({ params, principal }) => {
      const current = await findDiscount(params.id);
      await requireOwnerRight(principal, ownerOf(current), Feature.USER_DISCOUNT, 'DELETE');
      await db.query('delete from user_discount where id = $1', [params.id]);
      return { result: {}, message: SETTINGS_NOTICES.DISCOUNT_DELETED };
    }),

    // ------------------------------------------------------------------------- minimum nights
    route(settings.minimumNightRuleFor, async ({ query, principal }) => {
      requireUser(principal);
      const hotel = await findHotel(db, query.hotelId);
      if (!hotel) throw notFound('Hotel');
      requireInScope(await scopeOf(db, principal), 'hotel', hotel.id);
      if (query.endDate < query.startDate) throw invalid('endDate', 'DATE_RANGE_REQUIRED');
      const configs = await db.query<MinimumNightConfig>(
        `${NIGHTS_SELECT} where (m.hotel_id = $1 or m.groups_id = $2)
            and (m.always or (m.start_date <= $4::date and m.end_date >= $3::date))
          order by m.start_date, m.id`,
        [hotel.id, hotel.groupId, query.startDate, query.endDate],
      );
      const allowance = await allowanceAt(principal.userId, hotel.id);
      return {
        result: {
          minimumNightConfig: {
            percentage: allowance?.discount ?? 0,
            numOfDays: Math.max(0, ...configs.map((c) => c.numOfDays)),
            configs,
          },
        },
      };
    }),

    route(settings.searchMinimumNights, async ({ query, principal }) => {
      const target = ownerOf(query);
      await requireOwnerRight(principal, target, Feature.MINIMUM_NIGHT, 'VIEW');
      const minimumNightConfig = await db.query<MinimumNightConfig>(
        `${NIGHTS_SELECT} where ${NIGHTS_MATCHING} order by m.start_date desc, m.id desc`,
        [...ownerColumns(target), query.web ?? false, query.direct ?? false],
      );
      return { result: { minimumNightConfig } };
    }),

    route(settings.searchMinimumNightsPaged, async ({ query, principal }) => {
      const target = ownerOf(query);
      await requireOwnerRight(principal, target, Feature.MINIMUM_NIGHT, 'VIEW');
      const { rows: minimumNightConfig, pagination } = await pageOf<MinimumNightConfig>(db, {
        select: NIGHTS_COLUMNS,
        from: `from minimum_night_config m where ${NIGHTS_MATCHING}`,
        params: [...ownerColumns(target), query.web ?? false, query.direct ?? false],
        sort: NIGHTS_SORT,
        id: 'm.id',
        query,
      });
      return { result: { minimumNightConfig }, pagination };
    }),

    route(settings.createMinimumNight, async ({ body, principal }) => {
      const checked = checkedNights(body);
      const target = ownerOf(body);
      await requireOwnerRight(principal, target, Feature.MINIMUM_NIGHT, 'ADD');
      const [row] = await db.query<{ id: number }>(
        `insert into minimum_night_config (hotel_id, groups_id, start_date, end_date, always, num_of_days, direct, web)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
        [
          ...ownerColumns(target),
          checked.startDate,
          checked.endDate,
          body.always,
          checked.numOfDays,
          body.direct,
          body.web,
        ],
      );
      return {
        result: { minimumNightConfig: await findNights(row!.id) },
        message: SETTINGS_NOTICES.MINIMUM_NIGHT_CREATED,
      };
    }),

    route(settings.updateMinimumNight, async ({ body, principal }) => {
      const current = await findNights(body.id);
      const checked = checkedNights(body, current);
      await requireOwnerRight(principal, ownerOf(current), Feature.MINIMUM_NIGHT, 'EDIT');
      const target = ownerOf(body);
      await requireOwnerRight(principal, target, Feature.MINIMUM_NIGHT, 'EDIT');
      await db.query(
        `update minimum_night_config set hotel_id = $2, groups_id = $3, start_date = $4, end_date = $5, always = $6,
                num_of_days = $7, direct = $8, web = $9
          where id = $1`,
        [
          body.id,
          ...ownerColumns(target),
          checked.startDate,
          checked.endDate,
          body.always,
          checked.numOfDays,
          body.direct,
          body.web,
        ],
      );
      return {
        result: { minimumNightConfig: await findNights(body.id) },
        message: SETTINGS_NOTICES.MINIMUM_NIGHT_UPDATED,
      };
    }),

    route(settings.deleteMinimumNight, async ({ params, principal }) => {
      const current = await findNights(params.id);
      await requireOwnerRight(principal, ownerOf(current), Feature.MINIMUM_NIGHT, 'DELETE');
      await db.query('delete from minimum_night_config where id = $1', [params.id]);
      return { result: {}, message: SETTINGS_NOTICES.MINIMUM_NIGHT_DELETED };
    }),
  ];
}
