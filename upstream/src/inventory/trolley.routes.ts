// Trolleys of a hotel (trolley/all/hotel/{id}, POST/PUT trolley, DELETE trolley/{id}) and trolley
// requests: housekeeping asks a store for items on a trolley (POST trolley-request, status
// REQUEST); the storekeeper issues it from a location (an ISSUE movement per item, never below 0:
// a short item is refused naming it and what is available, and nothing is written) or refuses it
// with a reason. A request is decided once: the status changes with a conditional UPDATE.
import { INVENTORY_NOTICES, signedQuantity, type TrolleyRequestStatus } from '@hotel/domain';
import { inventory } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import type { Queryable } from '../db/database.js';
import { containsText, pageOf } from '../db/paging.js';
import { conflict, describeConstraint, invalid, notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { requireInventory, requireOnHotel } from './access.js';
import { move, userOf } from './stock.routes.js';

type TrolleyRequest = inventory.TrolleyRequest;

export interface RequestRow {
  id: number;
  hotel_service_id: number;
  trolley_id: number;
  trolley_no: string;
  status: TrolleyRequestStatus;
  location_id: number | null;
  location_name: string | null;
  refusal_reason: string;
  request_date: Date | string;
  accept_date: Date | string | null;
  requested_by: string | null;
  decided_by: string | null;
}
const person = (a: string) => `nullif(trim(coalesce(${a}.first_name, '') || ' ' || coalesce(${a}.last_name, '')), '')`;
export const REQUEST_SELECT = `select r.id, r.hotel_service_id, r.trolley_id, t.trolley_no, r.status, r.location_id,
  l.name as location_name, r.refusal_reason, r.request_date, r.accept_date, ${person('rb')} as requested_by,
  ${person('db')} as decided_by`;
export const REQUEST_FROM = `from trolley_request r join trolley t on t.id = r.trolley_id
  left join inventory_location l on l.id = r.location_id left join app_user rb on rb.id = r.requested_by
  left join app_user db on db.id = r.decided_by`;

export async function requestsWithItems(db: Queryable, rows: readonly RequestRow[]): Promise<TrolleyRequest[]> {
  if (rows.length === 0) return [];
  const items = await db.query<{ trolley_request_id: number; item_id: number; item_name: string; quantity: number }>(
    `select ri.trolley_request_id, ri.item_id, i.name as item_name, ri.quantity::float8 as quantity
       from trolley_request_item ri join inventory_item i on i.id = ri.item_id
      where ri.trolley_request_id = any($1::int[]) order by ri.id`,
    [rows.map((r) => r.id)],
  );
  return rows.map((r) => ({
    id: r.id,
    hotelServiceId: r.hotel_service_id,
    trolleyId: r.trolley_id,
    trolleyNo: r.trolley_no,
    status: r.status,
    locationId: r.location_id,
    locationName: r.location_name,
    refusalReason: r.refusal_reason,
    requestDate: new Date(r.request_date).toISOString(),
    acceptDate: r.accept_date === null ? null : new Date(r.accept_date).toISOString(),
    requestedBy: r.requested_by,
    decidedBy: r.decided_by,
    trolleyRequestItemsDtoList: items
      .filter((i) => i.trolley_request_id === r.id)
      .map((i) => ({
        itemId: i.item_id,
        itemName: i.item_name,
        quantity: Number(i.quantity),
        itemRequestStatus: r.status,
      })),
  }));
}

async function findRequest(db: Queryable, id: number): Promise<TrolleyRequest> {
  const rows = await db.query<RequestRow>(`${REQUEST_SELECT} ${REQUEST_FROM} where r.id = $1`, [id]);
  const [found] = await requestsWithItems(db, rows);
  if (!found) throw notFound('Trolley request');
  return found;
}

export function inventoryTrolleyRoutes({ db }: AppContext): RouteBinding[] {
  describeConstraint('trolley_no_key', 'TROLLEY_NUMBER_TAKEN', 'trolleyNo');

  const findTrolley = async (id: number) => {
    const [row] = await db.query<{ id: number; hotel_id: number; trolley_no: string }>(
      'select id, hotel_id, trolley_no from trolley where id = $1',
      [id],
    );
    if (!row) throw notFound('Trolley');
    return { id: row.id, hotelId: row.hotel_id, trolleyNo: row.trolley_no };
  };

  /** Decides a waiting request: only one decision wins (conditional on status REQUEST). */
  const decide = async (
    tx: Queryable,
    id: number,
    status: 'ISSUED' | 'REFUSED',
    values: { locationId: number | null; reason: string; userId: number | null },
  ) => {
    const [row] = await tx.query(
      `update trolley_request set status = $2, location_id = $3, refusal_reason = $4, decided_by = $5, accept_date = now()
        where id = $1 and status = 'REQUEST' returning id`,
      [id, status, values.locationId, values.reason, values.userId],
    );
    if (!row) throw conflict('TROLLEY_REQUEST_DECIDED');
  };

  return [
    // ----------------------------------------------------------------------------- trolleys
    route(inventory.trolleysOfHotel, async ({ params, principal }) => {
      await requireOnHotel(db, principal, params.id, ['TROLLEY', 'TROLLEY_REQUEST', 'HOUSEKEEPING'], 'VIEW');
      const rows = await db.query<{ id: number; hotel_id: number; trolley_no: string }>(
        'select id, hotel_id, trolley_no from trolley where hotel_id = $1 order by lower(trolley_no), id',
        [params.id],
      );
      return { result: { trolley: rows.map((r) => ({ id: r.id, hotelId: r.hotel_id, trolleyNo: r.trolley_no })) } };
    }),
    route(inventory.createTrolley, async ({ body, principal }) => {
      await requireOnHotel(db, principal, body.hotelId, ['TROLLEY'], 'ADD');
      const [row] = await db.query<{ id: number }>(
        'insert into trolley (hotel_id, trolley_no) values ($1, $2) returning id',
        [body.hotelId, body.trolleyNo],
      );
      return { result: { trolley: await findTrolley(row!.id) }, message: INVENTORY_NOTICES.TROLLEY_CREATED };
    }),
    route(inventory.updateTrolley, async ({ body, principal }) => {
      const current = await findTrolley(body.id);
      await requireOnHotel(db, principal, current.hotelId, ['TROLLEY'], 'EDIT');
      if (body.hotelId !== current.hotelId) throw invalid('hotelId', 'NOT_FOUND', { what: 'Trolley' });
      await db.query('update trolley set trolley_no = $2 where id = $1', [body.id, body.trolleyNo]);
      return { result: { trolley: await findTrolley(body.id) }, message: INVENTORY_NOTICES.TROLLEY_UPDATED };
    }),
    route(inventory.deleteTrolley, async ({ params, principal }) => {
      const current = await findTrolley(params.id);
      await requireOnHotel(db, principal, current.hotelId, ['TROLLEY'], 'DELETE');
      const [used] = await db.query('select 1 from trolley_request where trolley_id = $1 limit 1', [params.id]);
      if (used) throw conflict('INVENTORY_IN_USE', { what: current.trolleyNo });
      await db.query('delete from trolley where id = $1', [params.id]);
      return { result: {}, message: INVENTORY_NOTICES.TROLLEY_DELETED };
    }),

    // ----------------------------------------------------------------------------- requests
    route(inventory.requestTrolleyStock, async ({ body, principal }) => {
      const service = await requireInventory(db, principal, body.hotelServiceId, 'TROLLEY_REQUEST', 'ADD').catch(
        async (err: unknown) => {
          // Housekeeping asks from its own side: TROLLEY on a service of the store's hotel.
          const [s] = await db.query<{ hotel_id: number }>('select hotel_id from hotel_service where id = $1', [
            body.hotelServiceId,
          ]);
          if (!s) throw err;
          await requireOnHotel(db, principal, s.hotel_id, ['TROLLEY', 'TROLLEY_REQUEST', 'HOUSEKEEPING'], 'ADD');
          return { id: body.hotelServiceId, hotelId: s.hotel_id };
        },
      );
      const trolleyRow = await findTrolley(body.trolleyId).catch(() => {
        throw invalid('trolleyId', 'TROLLEY_NUMBER_REQUIRED');
      });
      if (trolleyRow.hotelId !== service.hotelId) throw invalid('trolleyId', 'TROLLEY_NUMBER_REQUIRED');
      const id = await db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: number }>(
          'insert into trolley_request (hotel_service_id, trolley_id, requested_by) values ($1, $2, $3) returning id',
          [body.hotelServiceId, body.trolleyId, userOf(principal)],
        );
        for (const [index, item] of body.trolleyRequestItemsDtoList.entries()) {
          const [found] = await tx.query('select 1 from inventory_item where id = $1 and hotel_service_id = $2', [
            item.itemId,
            body.hotelServiceId,
          ]);
          if (!found) throw invalid(`trolleyRequestItemsDtoList.${index}.itemId`, 'ITEM_REQUIRED');
          await tx.query(
            'insert into trolley_request_item (trolley_request_id, item_id, quantity) values ($1, $2, $3)',
            [row!.id, item.itemId, item.quantity],
          );
        }
        return row!.id;
      });
      return { result: { trolleyRequest: await findRequest(db, id) }, message: INVENTORY_NOTICES.TROLLEY_REQUESTED };
    }),
    route(inventory.searchTrolleyRequests, async ({ query, principal }) => {
      await requireInventory(
        db,
        principal,
        query.hotelServiceId,
        query.pending === false ? ['TROLLEY_REQUEST_HISTORY', 'TROLLEY_REQUEST'] : 'TROLLEY_REQUEST',
        'VIEW',
      );
      const { rows, pagination } = await pageOf<RequestRow>(db, {
        select: REQUEST_SELECT,
        from: `${REQUEST_FROM} where r.hotel_service_id = $1 and ($2::boolean is null or (r.status = 'REQUEST') = $2)
                 and ($3::text is null or t.trolley_no ilike $3 escape '\\')`,
        params: [query.hotelServiceId, query.pending ?? null, containsText(query.trolleyNo)],
        sort: { id: 'r.id', trolleyNo: 'lower(t.trolley_no)', status: 'r.status' },
        id: 'r.id',
        query,
      });
      return { result: { trolleyRequest: await requestsWithItems(db, rows) }, pagination };
    }),
    route(inventory.issueTrolleyRequest, async ({ params, body, principal }) => {
      const current = await findRequest(db, params.id);
      await requireInventory(db, principal, current.hotelServiceId, 'TROLLEY_REQUEST', 'EDIT');
      const userId = userOf(principal);
      await db.transaction(async (tx) => {
        await decide(tx, params.id, 'ISSUED', { locationId: body.locationId, reason: '', userId });
        const items = await tx.query<{ id: number; item_id: number; quantity: number }>(
          'select id, item_id, quantity::float8 as quantity from trolley_request_item where trolley_request_id = $1 order by id',
          [params.id],
        );
        for (const item of items) {
          const movementId = await move(
            tx,
            { serviceId: current.hotelServiceId, itemId: item.item_id, locationId: body.locationId },
            'ISSUE',
            signedQuantity('ISSUE', Number(item.quantity)),
            { note: `Trolley ${current.trolleyNo}`, userId },
          );
          await tx.query('update trolley_request_item set movement_id = $2 where id = $1', [item.id, movementId]);
        }
      });
      return {
        result: { trolleyRequest: await findRequest(db, params.id) },
        message: INVENTORY_NOTICES.TROLLEY_REQUEST_ISSUED,
      };
    }),
    route(inventory.refuseTrolleyRequest, async ({ params, body, principal }) => {
      const current = await findRequest(db, params.id);
      await requireInventory(db, principal, current.hotelServiceId, 'TROLLEY_REQUEST', 'EDIT');
      await db.transaction((tx) =>
        decide(tx, params.id, 'REFUSED', { locationId: null, reason: body.reason, userId: userOf(principal) }),
      );
      return {
        result: { trolleyRequest: await findRequest(db, params.id) },
        message: INVENTORY_NOTICES.TROLLEY_REQUEST_REFUSED,
      };
    }),
  ];
}
