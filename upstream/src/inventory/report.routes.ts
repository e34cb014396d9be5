// The inventory report (INVENTORY_REPORT, /inventory-admin/inventory-report): for a period, each
// item at each location with what was on hand when it started, what came in and went out by kind,
// and what was on hand when it ended, all summed from the ledger (stock_movement) in SQL.
import { inventory } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import { containsText } from '../db/paging.js';
import { route, type RouteBinding } from '../http/route.js';
import { requireInventory } from './access.js';

interface ReportRow {
  item_id: number;
  item_name: string;
  unit_name: string | null;
  location_id: number;
  location_name: string;
  opening: number;
  received: number;
  issued: number;
  transferred_in: number;
  transferred_out: number;
  adjusted: number;
  closing: number;
}

const sumOf = (condition: string) =>
  `coalesce(sum(m.quantity) filter (where m.created_at >= $2::date and m.created_at < $3::date + 1 and ${condition}), 0)::float8`;

export function inventoryReportRoutes({ db }: AppContext): RouteBinding[] {
  return [
    route(inventory.inventoryReport, async ({ query, principal }) => {
      await requireInventory(db, principal, query.hotelServiceId, 'INVENTORY_REPORT', 'VIEW');
      const rows = await db.query<ReportRow>(
        `select i.id as item_id, i.name as item_name, u.name as unit_name, l.id as location_id, l.name as location_name,
                coalesce(sum(m.quantity) filter (where m.created_at < $2::date), 0)::float8 as opening,
                ${sumOf(`m.kind in ('GRN', 'OPENING')`)} as received,
                (-${sumOf(`m.kind = 'ISSUE'`)}) as issued,
                ${sumOf(`m.kind = 'TRANSFER_IN'`)} as transferred_in,
                (-${sumOf(`m.kind = 'TRANSFER_OUT'`)}) as transferred_out,
                ${sumOf(`m.kind = 'ADJUSTMENT'`)} as adjusted,
                coalesce(sum(m.quantity) filter (where m.created_at < $3::date + 1), 0)::float8 as closing
           from stock_movement m join inventory_item i on i.id = m.item_id
           join inventory_location l on l.id = m.location_id left join inventory_unit u on u.id = i.unit_id
          where m.hotel_service_id = $1 and m.created_at < $3::date + 1 and ($4::text is null or i.name ilike $4 escape '\\')
          group by i.id, i.name, u.name, l.id, l.name
          order by lower(i.name), i.id, lower(l.name), l.id`,
        [query.hotelServiceId, query.fromDate, query.toDate, containsText(query.item)],
      );
      const n = (v: number) => Math.round(Number(v) * 1000) / 1000 + 0;
      return {
        result: {
          line: rows.map((r) => ({
            itemId: r.item_id,
            itemName: r.item_name,
            unitName: r.unit_name,
            locationId: r.location_id,
            locationName: r.location_name,
            opening: n(r.opening),
            received: n(r.received),
            issued: n(r.issued),
            transferredIn: n(r.transferred_in),
            transferredOut: n(r.transferred_out),
            adjusted: n(r.adjusted),
            closing: n(r.closing),
          })),
        },
      };
    }),
  ];
}
