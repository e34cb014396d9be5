// The inquiry lead types of a hotel (/hotel-setting/lead-type). The web route has no guard
// (operations §6); the data has: anyone whose scope holds the hotel may list them (the inquiry forms
// pick from them), and changing them is hotel configuration, SYSTEM_CONFIG on the hotel
// (admin/access.ts: WRITE adds and edits, MAINTAIN deletes). Names are unique per hotel, whatever
// their case. Every write is recorded by the audit trigger.
import { Feature, type Operation } from '@hotel/domain';
import { adminReports } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import type { Principal } from '../auth/principal.js';
import { requireInScope, requireUser, scopeOf } from '../auth/scope.js';
import type { Queryable } from '../db/database.js';
import { conflict, describeConstraint, notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { findHotel } from '../hotels/hotels.routes.js';
import { containsText, iso } from '../restaurant-admin/paging.js';
import { requireAdminRight } from '../admin/access.js';

const { ADMIN_REPORT_MESSAGES: M } = adminReports;
type LeadType = adminReports.LeadType;

interface Row {
  id: number;
  hotel_id: number;
  name: string;
  active: boolean;
  created_at: Date | string;
}

const toLeadType = (r: Row): LeadType => ({
  id: r.id,
  hotelId: r.hotel_id,
  name: r.name,
  active: r.active,
  createdAt: iso(r.created_at),
});

const SORT: Record<(typeof adminReports.LEAD_TYPE_SORT_FIELDS)[number], string> = {
  name: 'lower(name)',
  active: 'active',
  createdAt: 'created_at',
  id: 'id',
};

export function leadTypesRoutes({ db }: AppContext): RouteBinding[] {
  describeConstraint('lead_type_name_key', M.leadTypeTaken);

  const find = async (id: number): Promise<Row> => {
    const [row] = await db.query<Row>('select id, hotel_id, name, active, created_at from lead_type where id = $1', [
      id,
    ]);
    if (!row) throw notFound('Lead type');
    return row;
  };
  const requireRight = async (principal: Principal, hotelId: number, op: Operation) => {
    if (!(await findHotel(db, hotelId))) throw notFound('Hotel');
    await requireAdminRight(db, principal, { hotel: hotelId }, Feature.SYSTEM_CONFIG, op);
  };
  const assertNameFree = async (tx: Queryable, hotelId: number, name: string, id: number) => {
    const [taken] = await tx.query(
      'select 1 from lead_type where hotel_id = $1 and lower(name) = lower($2) and id <> $3',
      [hotelId, name, id],
    );
    if (taken) throw conflict(M.leadTypeTaken);
  };

  return [
    route(adminReports.searchLeadTypes, async ({ query, principal }) => {
      requireUser(principal);
      if (!(await findHotel(db, query.hotelId))) throw notFound('Hotel');
      requireInScope(await scopeOf(db, principal), 'hotel', query.hotelId);
      const where = `hotel_id = $1 and ($2::text is null or name ilike $2) and ($3::boolean is null or active = $3)`;
      const params = [query.hotelId, containsText(query.name), query.active ?? null];
      const dir = query.direction === 'DESC' ? 'desc' : 'asc';
      const [rows, [count]] = await Promise.all([
        db.query<Row>(
          `select id, hotel_id, name, active, created_at from lead_type where ${where}
            order by ${SORT[query.sortField]} ${dir}, id ${dir} limit $4 offset $5`,
          [...params, query.size, query.page * query.size],
        ),
        db.query<{ total: number }>(`select count(*)::int as total from lead_type where ${where}`, params),
      ]);
      return {
        result: { leadType: rows.map(toLeadType) },
        pagination: { pageNumber: query.page, pageSize: query.size, totalRecords: Number(count?.total ?? 0) },
      };
    }),

    route(adminReports.createLeadType, async ({ body, principal }) => {
      await requireRight(principal, body.hotelId, 'ADD');
      const id = await db.transaction(async (tx) => {
        await assertNameFree(tx, body.hotelId, body.name, 0);
        const [row] = await tx.query<{ id: number }>(
          'insert into lead_type (hotel_id, name, active) values ($1, $2, $3) returning id',
          [body.hotelId, body.name, body.active],
        );
        return row!.id;
      });
      return { result: { leadType: toLeadType(await find(id)) }, message: 'Lead type created' };
    }),

    route(adminReports.updateLeadType, async ({ body, principal }) => {
      const current = await find(body.id);
      await requireRight(principal, current.hotel_id, 'EDIT');
      if (body.hotelId !== current.hotel_id) await requireRight(principal, body.hotelId, 'EDIT');
      await db.transaction(async (tx) => {
        await assertNameFree(tx, body.hotelId, body.name, body.id);
        await tx.query('update lead_type set hotel_id = $2, name = $3, active = $4 where id = $1', [
          body.id,
          body.hotelId,
          body.name,
          body.active,
        ]);
      });
      return { result: { leadType: toLeadType(await find(body.id)) }, message: 'Lead type updated' };
    }),

    route(adminReports.deleteLeadType, async ({ params, principal }) => {
      const current = await find(params.id);
      await requireRight(principal, current.hotel_id, 'DELETE');
      await db.query('delete from lead_type where id = $1', [params.id]);
      return { result: {}, message: 'Lead type deleted' };
    }),
  ];
}
