// Housekeeping's side of the stores (core-platform §2 /house-keeping/Trolly and
// /housekeeping/Trolley-item; operations §7 house-keeping-items): the items of a store with what is
// available, the hotel's trolley requests with their status, and each trolley's standard items.
// Rights are held on the hotel (HOUSEKEEPING for the staff app, TROLLEY for the trolley admin; the
// store's TROLLEY_REQUEST sees the same), never on a store the caller names: the store must be an
// INVENTORY service of that hotel. The request itself is `trolley-request` (trolley.routes.ts).
import { INVENTORY_NOTICES } from '@hotel/domain';
import { inventoryHousekeeping as H } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import { containsText, pageOf } from '../db/paging.js';
import { invalid, notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { servicesIn } from '../hotel/hotel.routes.js';
import { requireOnHotel } from './access.js';
import { requestsWithItems, REQUEST_FROM, REQUEST_SELECT, type RequestRow } from './trolley.routes.js';
import { userOf } from './stock.routes.js';

const EVERYTHING = { all: true, groupIds: [], hotelIds: [], serviceIds: [] };

interface TrolleyItemRow {
  trolley_id: number;
  item_id: number;
  item_name: string;
  unit_name: string | null;
  hotel_service_id: number;
  quantity: number;
}

export function inventoryHousekeepingRoutes({ db }: AppContext): RouteBinding[] {
  const trolleyOf = async (id: number) => {
    const [row] = await db.query<{ id: number; hotel_id: number }>('select id, hotel_id from trolley where id = $1', [
      id,
    ]);
    if (!row) throw notFound('Trolley');
    return row;
  };
  const itemsOf = async (trolleyId: number) => {
    const rows = await db.query<TrolleyItemRow>(
      `select ti.trolley_id, ti.item_id, i.name as item_name, u.name as unit_name, i.hotel_service_id,
              ti.quantity::float8 as quantity
         from trolley_item ti join inventory_item i on i.id = ti.item_id left join inventory_unit u on u.id = i.unit_id
        where ti.trolley_id = $1 order by lower(i.name), i.id`,
      [trolleyId],
    );
    return rows.map((r) => ({
      trolleyId: r.trolley_id,
      itemId: r.item_id,
      itemName: r.item_name,
      unitName: r.unit_name,
      hotelServiceId: r.hotel_service_id,
      quantity: Number(r.quantity),
    }));
  };

  return [
    route(H.houseKeepingItems, async ({ query, principal }) => {
      await requireOnHotel(db, principal, query.hotelId, ['HOUSEKEEPING', 'TROLLEY', 'TROLLEY_REQUEST'], 'VIEW');
      const stores = await servicesIn(db, EVERYTHING, `s.hotel_id = $3 and s.service_type = 'INVENTORY'`, [
        query.hotelId,
      ]);
      const storeId = query.inventoryServiceId ?? stores[0]?.id ?? null;
      if (storeId !== null && !stores.some((s) => s.id === storeId))
        throw invalid('inventoryServiceId', 'NOT_FOUND', { what: 'Inventory service' });
      const rows =
        storeId === null
          ? []
          : await db.query<{ item_id: number; item_name: string; unit_name: string | null; quantity: number }>(
              `select i.id as item_id, i.name as item_name, u.name as unit_name,
                      coalesce((select sum(s.quantity) from stock_on_hand s where s.item_id = i.id), 0)::float8 as quantity
                 from inventory_item i left join inventory_unit u on u.id = i.unit_id
                where i.hotel_service_id = $1 and ($2::text is null or i.name ilike $2 escape '\\')
                order by lower(i.name), i.id`,
              [storeId, containsText(query.itemName)],
            );
      return {
        result: {
          openingStock: rows.map((r) => ({
            itemId: r.item_id,
            itemName: r.item_name,
            unitName: r.unit_name,
            quantity: Number(r.quantity),
          })),
          inventoryService: stores,
          inventoryServiceId: storeId,
        },
      };
    }),

    route(H.houseKeepingTrolleyRequests, async ({ query, principal }) => {
      await requireOnHotel(db, principal, query.hotelId, ['HOUSEKEEPING', 'TROLLEY', 'TROLLEY_REQUEST'], 'VIEW');
      const { rows, pagination } = await pageOf<RequestRow>(db, {
        select: REQUEST_SELECT,
        from: `${REQUEST_FROM} where t.hotel_id = $1 and (not $2::boolean or r.requested_by = $3)`,
        params: [query.hotelId, query.mine ?? false, userOf(principal)],
        sort: { id: 'r.id', status: 'r.status' },
        id: 'r.id',
        query,
      });
      return { result: { trolleyRequest: await requestsWithItems(db, rows) }, pagination };
    }),

    route(H.trolleyItemsOf, async ({ params, principal }) => {
      const trolley = await trolleyOf(params.id);
      await requireOnHotel(db, principal, trolley.hotel_id, ['TROLLEY', 'HOUSEKEEPING', 'TROLLEY_REQUEST'], 'VIEW');
      return { result: { trolleyItem: await itemsOf(params.id) } };
    }),

    route(H.saveTrolleyItems, async ({ params, body, principal }) => {
      const trolley = await trolleyOf(params.id);
      await requireOnHotel(db, principal, trolley.hotel_id, ['TROLLEY'], 'EDIT');
      await db.transaction(async (tx) => {
        // One writer per trolley at a time: the replace is read-free, but the row lock orders them.
        await tx.query('select 1 from trolley where id = $1 for update', [params.id]);
        await tx.query('delete from trolley_item where trolley_id = $1', [params.id]);
        for (const [index, item] of body.items.entries()) {
          const [found] = await tx.query(
            `select 1 from inventory_item i join hotel_service s on s.id = i.hotel_service_id
              where i.id = $1 and s.hotel_id = $2 and s.service_type = 'INVENTORY'`,
            [item.itemId, trolley.hotel_id],
          );
          if (!found) throw invalid(`items.${index}.itemId`, 'ITEM_REQUIRED');
          await tx.query('insert into trolley_item (trolley_id, item_id, quantity) values ($1, $2, $3)', [
            params.id,
            item.itemId,
            item.quantity,
          ]);
        }
      });
      return { result: { trolleyItem: await itemsOf(params.id) }, message: INVENTORY_NOTICES.TROLLEY_UPDATED };
    }),
  ];
}
