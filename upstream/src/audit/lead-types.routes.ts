// The inquiry lead types of a hotel (/hotel-setting/lead-type). The web route has no guard
// (operations §6); the data has: anyone whose scope holds the hotel may list them (the inquiry forms
// pick from them), and changing them is hotel configuration, SYSTEM_CONFIG on the hotel
// (permission/admin-right.ts: WRITE adds and edits, MAINTAIN deletes). Names are unique per hotel, whatever
// their case. Every write is recorded by the audit trigger.
import { AUDIT_NOTICES, Feature, type Operation } from '@hotel/domain';
import { audit } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import type { Principal } from '../auth/principal.js';
import { requireInScope, requireUser, scopeOf } from '../auth/scope.js';
import { iso, type Queryable } from '../db/database.js';
import { conflictOn, describeConstraint, notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { findHotel } from '../hotel/hotel.routes.js';
import { containsText, pageOf, type SortColumnsOf } from '../db/paging.js';
import { requireAdminRight } from '../permission/admin-right.js';

type LeadType = audit.LeadType;

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

const SORT: SortColumnsOf<typeof audit.searchLeadTypes> = {
  name: 'lower(name)',
  active: 'active',
  createdAt: 'created_at',
  id: 'id',
};

export function leadTypesRoutes({ db }: AppContext): RouteBinding[] {
  describeConstraint('lead_type_name_key', 'LEAD_TYPE_NAME_TAKEN', 'name');

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
    if (taken) throw conflictOn('name', 'LEAD_TYPE_NAME_TAKEN');
  };

  return [
    route(audit.searchLeadTypes, async ({ query, principal }) => {
      requireUser(principal);
      if (!(await findHotel(db, query.hotelId))) throw notFound('Hotel');
      requireInScope(await scopeOf(db, principal), 'hotel', query.hotelId);
      const { rows, pagination } = await pageOf<Row>(db, {
        select: 'select id, hotel_id, name, active, created_at',
        from: `from lead_type where hotel_id = $1 and ($2::text is null or name ilike $2) and ($3::boolean is null or active = $3)`,
        params: [query.hotelId, containsText(query.name), query.active ?? null],
        sort: SORT,
        id: 'id',
        query,
      });
      return { result: { leadType: rows.map(toLeadType) }, pagination };
    }),

    route(audit.createLeadType, async ({ body, principal }) => {
      await requireRight(principal, body.hotelId, 'ADD');
      const id = await db.transaction(async (tx) => {
        await assertNameFree(tx, body.hotelId, body.name, 0);
        const [row] = await tx.query<{ id: number }>(
          'insert into lead_type (hotel_id, name, active) values ($1, $2, $3) returning id',
          [body.hotelId, body.name, body.active],
        );
        return row!.id;
      });
      return { result: { leadType: toLeadType(await find(id)) }, message: AUDIT_NOTICES.LEAD_TYPE_CREATED };
    }),

    route(audit.updateLeadType, async ({ body, principal }) => {
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
      return { result: { leadType: toLeadType(await find(body.id)) }, message: AUDIT_NOTICES.LEAD_TYPE_UPDATED };
    }),

    route(audit.deleteLeadType, async ({ params, principal }) => {
      const current = await find(params.id);
      await requireRight(principal, current.hotel_id, 'DELETE');
      await db.query('delete from lead_type where id = $1', [params.id]);
      return { result: {}, message: AUDIT_NOTICES.LEAD_TYPE_DELETED };
    }),
  ];
}
