// The inventory dashboard (operations §2, §3, §7 Inventory, §9): the four tiles and the 'Product
// Items' table from the real stock, and the recent consumption the statistics chart projects from.
// A stock line is an item at a location where it is kept (stock on hand) or reordered (a reorder
// level); low means above 0 but below its reorder level.
import { inventory } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import type { Principal } from '../auth/principal.js';
import type { Queryable } from '../db/database.js';
import { containsText, pageOf, type SortColumnsOf } from '../db/paging.js';
import { notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { requireInventory } from './access.js';
import { businessDay, HOTEL_TODAY } from '../restaurant-admin/business-day.js';

/** Every stock line of a service: $1 is the service. */
const LINES = `with lines as (
    select i.id as item_id, i.name as item_name, l.id as location_id, l.name as location_name,
           coalesce(s.quantity, 0)::float8 as quantity, i.add_on as add_on_status,
           coalesce(r.reorder_level, 0)::float8 as reorder_level
      from inventory_item i
      join inventory_location l on l.hotel_service_id = i.hotel_service_id
      left join stock_on_hand s on s.item_id = i.id and s.location_id = l.id
      left join item_reorder_level r on r.item_id = i.id and r.location_id = l.id
     where i.hotel_service_id = $1 and (s.item_id is not null or r.item_id is not null))`;

interface LineRow {
  item_id: number;
  item_name: string;
  location_id: number;
  location_name: string;
  quantity: number;
  add_on_status: boolean;
  reorder_level: number;
}
const LINE_SORT: SortColumnsOf<typeof inventory.itemReorderLevels> = {
  itemName: 'lower(item_name)',
  locationName: 'lower(location_name)',
  quantity: 'quantity',
  reorderLevel: 'reorder_level',
};

const COUNTS = {
  total: 'select count(*)::int as n from inventory_item where hotel_service_id = $1',
  low: `${LINES} select count(distinct item_id)::int as n from lines where quantity > 0 and quantity < reorder_level`,
  out: `${LINES} select count(distinct item_id)::int as n from lines where quantity <= 0 and reorder_level > 0`,
  zero: `select count(*)::int as n from inventory_item i where i.hotel_service_id = $1
           and coalesce((select sum(quantity) from stock_on_hand s where s.item_id = i.id), 0) <= 0`,
} as const;

export function inventoryDashboardRoutes({ db }: AppContext): RouteBinding[] {
  /** The service of the path, in the hotel of the path, with dashboard VIEW. */
  const dashboard = async (principal: Principal, hotelId: number, serviceId: number) => {
    const service = await requireInventory(db, principal, serviceId, 'INVENTORY_DASHBOARD', 'VIEW');
    if (service.hotelId !== hotelId) throw notFound('Inventory service');
    return service;
  };
  const count = async (q: Queryable, sql: string, serviceId: number) => {
    const [row] = await q.query<{ n: number }>(sql, [serviceId]);
    return { result: { item: { itemCount: Number(row?.n ?? 0) } } };
  };

  return [
    route(inventory.itemReorderLevels, async ({ params, query, principal }) => {
      await dashboard(principal, params.hotelId, params.id);
      const { rows, pagination } = await pageOf<LineRow>(db, {
        with: LINES,
        select: 'select *',
        from: `from lines where ($2::text is null or item_name ilike $2 escape '\\')`,
        params: [params.id, containsText(query.itemName)],
        sort: LINE_SORT,
        id: 'item_id, location_id',
        query,
      });
      return {
        result: {
          item: rows.map((r) => ({
            itemId: r.item_id,
            itemName: r.item_name,
            locationId: r.location_id,
            locationName: r.location_name,
            quantity: Number(r.quantity),
            addOnStatus: r.add_on_status,
            reorderLevel: Number(r.reorder_level),
          })),
        },
        pagination,
      };
    }),
    route(inventory.totalItems, async ({ params, principal }) => {
      await dashboard(principal, params.hotelId, params.id);
      return count(db, COUNTS.total, params.id);
    }),
    route(inventory.lowItems, async ({ params, principal }) => {
      await dashboard(principal, params.hotelId, params.id);
      return count(db, COUNTS.low, params.id);
    }),
    route(inventory.outOfStockItems, async ({ params, principal }) => {
      await dashboard(principal, params.hotelId, params.id);
      return count(db, COUNTS.out, params.id);
    }),
    route(inventory.zeroStockItems, async ({ params, principal }) => {
      await dashboard(principal, params.hotelId, params.id);
      return count(db, COUNTS.zero, params.id);
    }),
    route(inventory.itemConsumption, async ({ params, query, principal }) => {
      const [item] = await db.query<{ hotel_service_id: number }>(
        'select hotel_service_id from inventory_item where id = $1',
        [params.itemId],
      );
      if (!item) throw notFound('Item');
      await requireInventory(db, principal, item.hotel_service_id, 'INVENTORY_DASHBOARD', 'VIEW');
      // Consumption per day (issues and transfers out), today included.
      const rows = await db.query<{ day: number; used: number }>(
        `select (${HOTEL_TODAY} - ${businessDay('m.created_at')}) as day, sum(-m.quantity)::float8 as used
           from stock_movement m
          where m.item_id = $1 and m.location_id = $2 and m.kind in ('ISSUE', 'TRANSFER_OUT')
            and ${businessDay('m.created_at')} >= ${HOTEL_TODAY} - ($3::int - 1)
          group by 1`,
        [params.itemId, params.locationId, query.days],
      );
      const byDay = new Map(rows.map((r) => [Number(r.day), Number(r.used)]));
      // The last `days` days up to today, oldest first.
      const consumption = Array.from({ length: query.days }, (_, i) => byDay.get(query.days - 1 - i) ?? 0);
      const [line] = await db.query<{ quantity: number; reorder_level: number }>(
        `select coalesce((select quantity from stock_on_hand where item_id = $1 and location_id = $2), 0)::float8 as quantity,
                coalesce((select reorder_level from item_reorder_level where item_id = $1 and location_id = $2), 0)::float8
                  as reorder_level`,
        [params.itemId, params.locationId],
      );
      return {
        result: {
          consumption,
          quantity: Number(line?.quantity ?? 0),
          reorderLevel: Number(line?.reorder_level ?? 0),
        },
      };
    }),
  ];
}
