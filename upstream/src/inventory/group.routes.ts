// Group-level figures of the inventory dashboard (operations §6: hotelId 0 is group level): the
// tiles summed over the group's stores and the 'Product Items' lines of every store, each with its
// store. A store counts when the caller holds INVENTORY_DASHBOARD VIEW on it; a group outside the
// caller's scope is refused. The per-store rules are the dashboard's (dashboard.routes.ts), the
// same SQL with the store as a set instead of one id.
import { can } from '@hotel/domain';
import { inventoryGroup as G } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import type { Principal } from '../auth/principal.js';
import { requireInScope, requireUser, scopeOf } from '../auth/scope.js';
import { containsText, pageOf, type SortColumnsOf } from '../db/paging.js';
import { forbidden, notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { permissionsFor } from '../permission/permission-repository.js';

/** Every stock line of the stores $1 (int[]). */
const LINES = `with lines as (
    select i.id as item_id, i.name as item_name, l.id as location_id, l.name as location_name,
           coalesce(s.quantity, 0)::float8 as quantity, i.add_on as add_on_status,
           coalesce(r.reorder_level, 0)::float8 as reorder_level,
           hs.id as hotel_service_id, hs.name as store_name, h.name as hotel_name
      from inventory_item i
      join hotel_service hs on hs.id = i.hotel_service_id
      left join hotel h on h.id = hs.hotel_id
      join inventory_location l on l.hotel_service_id = i.hotel_service_id
      left join stock_on_hand s on s.item_id = i.id and s.location_id = l.id
      left join item_reorder_level r on r.item_id = i.id and r.location_id = l.id
     where i.hotel_service_id = any($1::int[]) and (s.item_id is not null or r.item_id is not null))`;

interface LineRow {
  item_id: number;
  item_name: string;
  location_id: number;
  location_name: string;
  quantity: number;
  add_on_status: boolean;
  reorder_level: number;
  hotel_service_id: number;
  store_name: string;
  hotel_name: string | null;
}
const SORT: SortColumnsOf<typeof G.groupItemReorderLevels> = {
  itemName: 'lower(item_name)',
  storeName: 'lower(store_name)',
  locationName: 'lower(location_name)',
  quantity: 'quantity',
  reorderLevel: 'reorder_level',
};

export function inventoryGroupRoutes({ db }: AppContext): RouteBinding[] {
  /** The group's stores whose dashboard the caller may view. */
  const storesOf = async (principal: Principal, groupId: number): Promise<number[]> => {
    requireUser(principal);
    const [group] = await db.query('select 1 from app_group where id = $1', [groupId]);
    if (!group) throw notFound('Group');
    requireInScope(await scopeOf(db, principal), 'group', groupId);
    const stores = await db.query<{ id: number }>(
      `select s.id from hotel_service s join hotel h on h.id = s.hotel_id
        where h.group_id = $1 and s.service_type = 'INVENTORY' order by s.id`,
      [groupId],
    );
    const permitted: number[] = [];
    for (const store of stores)
      if (can(await permissionsFor(db, principal, store.id), 'INVENTORY_DASHBOARD', 'VIEW')) permitted.push(store.id);
    if (permitted.length === 0) throw forbidden();
    return permitted;
  };

  return [
    route(G.groupInventoryFigures, async ({ params, principal }) => {
      const stores = await storesOf(principal, params.id);
      const [row] = await db.query<{ total: number; low: number; out: number; zero: number }>(
        `${LINES}
         select (select count(*) from inventory_item where hotel_service_id = any($1::int[]))::int as total,
                (select count(distinct item_id) from lines where quantity > 0 and quantity < reorder_level)::int as low,
                (select count(distinct item_id) from lines where quantity <= 0 and reorder_level > 0)::int as out,
                (select count(*) from inventory_item i where i.hotel_service_id = any($1::int[])
                    and coalesce((select sum(quantity) from stock_on_hand s where s.item_id = i.id), 0) <= 0)::int as zero`,
        [stores],
      );
      return {
        result: {
          figures: {
            stores: stores.length,
            totalProducts: Number(row?.total ?? 0),
            lowStockProducts: Number(row?.low ?? 0),
            outOfStockProducts: Number(row?.out ?? 0),
            zeroStockProducts: Number(row?.zero ?? 0),
          },
        },
      };
    }),
    route(G.groupItemReorderLevels, async ({ params, query, principal }) => {
      const stores = await storesOf(principal, params.id);
      const { rows, pagination } = await pageOf<LineRow>(db, {
        with: LINES,
        select: 'select *',
        from: `from lines where ($2::text is null or item_name ilike $2 escape '\\')`,
        params: [stores, containsText(query.itemName)],
        sort: SORT,
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
            hotelServiceId: r.hotel_service_id,
            storeName: r.store_name,
            hotelName: r.hotel_name,
          })),
        },
        pagination,
      };
    }),
  ];
}
