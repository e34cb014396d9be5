// Stock counts of a location (issue 14, "Beyond the anchors"). Starting a count remembers the
// ledger's figure of each item kept or reordered there (expected). Posting takes the counted
// quantities and a reason and, in one transaction: decides the count once (OPEN → POSTED,
// conditional update), locks the location's on-hand rows of the counted items (a zero row is
// made first where none exists, so a parallel receipt cannot slip in unlocked), refuses with
// STOCK_MOVED_SINCE_COUNT naming the items when any figure differs from the expected one — the
// variance would be wrong — and otherwise writes one ADJUSTMENT of counted − expected per item.
import { countVariance, INVENTORY_NOTICES, stockCountPostRefusal, type StockCountStatus } from '@hotel/domain';
import { inventoryReplenishment as R } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import type { Queryable } from '../db/database.js';
import { pageOf } from '../db/paging.js';
import { conflict, invalid, notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { requireInventory } from './access.js';
import { move, userOf } from './stock.routes.js';

interface CountRow {
  id: number;
  hotel_service_id: number;
  location_id: number;
  location_name: string;
  status: StockCountStatus;
  reason: string;
  created_at: Date | string;
  created_by: string | null;
  posted_at: Date | string | null;
}
const COUNT_SELECT = `select c.id, c.hotel_service_id, c.location_id, l.name as location_name, c.status, c.reason,
  c.created_at, nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as created_by, c.posted_at`;
const COUNT_FROM = `from stock_count c join inventory_location l on l.id = c.location_id left join app_user u on u.id = c.created_by`;

const toCount = (r: CountRow, lines: R.StockCount['lines']): R.StockCount => ({
  id: r.id,
  hotelServiceId: r.hotel_service_id,
  locationId: r.location_id,
  locationName: r.location_name,
  status: r.status,
  reason: r.reason,
  createdAt: new Date(r.created_at).toISOString(),
  createdBy: r.created_by,
  postedAt: r.posted_at === null ? null : new Date(r.posted_at).toISOString(),
  lines,
});

async function findCount(db: Queryable, id: number): Promise<R.StockCount> {
  const [row] = await db.query<CountRow>(`${COUNT_SELECT} ${COUNT_FROM} where c.id = $1`, [id]);
  if (!row) throw notFound('Stock count');
  const lines = await db.query<{
    item_id: number;
    item_name: string;
    unit_name: string | null;
    expected: number;
    current: number;
    counted: number | null;
  }>(
    `select cl.item_id, i.name as item_name, u.name as unit_name, cl.expected::float8 as expected,
            coalesce(s.quantity, 0)::float8 as current, cl.counted::float8 as counted
       from stock_count_line cl join inventory_item i on i.id = cl.item_id
       left join inventory_unit u on u.id = i.unit_id
       left join stock_on_hand s on s.item_id = cl.item_id and s.location_id = $2
      where cl.stock_count_id = $1 order by lower(i.name), i.id`,
    [id, row.location_id],
  );
  return toCount(
    row,
    lines.map((l) => ({
      itemId: l.item_id,
      itemName: l.item_name,
      unitName: l.unit_name,
      expected: Number(l.expected),
      current: Number(l.current),
      counted: l.counted === null ? null : Number(l.counted),
    })),
  );
}

export function inventoryStockCountRoutes({ db }: AppContext): RouteBinding[] {
  return [
    route(R.startStockCount, async ({ body, principal }) => {
      await requireInventory(db, principal, body.hotelServiceId, 'STOCK', 'ADD');
      const id = await db.transaction(async (tx) => {
        const [location] = await tx.query('select 1 from inventory_location where id = $1 and hotel_service_id = $2', [
          body.locationId,
          body.hotelServiceId,
        ]);
        if (!location) throw invalid('locationId', 'NOT_FOUND', { what: 'Location' });
        const [count] = await tx.query<{ id: number }>(
          `insert into stock_count (hotel_service_id, location_id, created_by) values ($1, $2, $3) returning id`,
          [body.hotelServiceId, body.locationId, userOf(principal)],
        );
        await tx.query(
          `insert into stock_count_line (stock_count_id, item_id, expected)
           select $1, i.id, coalesce(s.quantity, 0)
             from inventory_item i
             left join stock_on_hand s on s.item_id = i.id and s.location_id = $3
             left join item_reorder_level r on r.item_id = i.id and r.location_id = $3
            where i.hotel_service_id = $2 and (s.item_id is not null or r.item_id is not null)`,
          [count!.id, body.hotelServiceId, body.locationId],
        );
        return count!.id;
      });
      return { result: { stockCount: await findCount(db, id) }, message: INVENTORY_NOTICES.STOCK_COUNT_STARTED };
    }),

    route(R.getStockCount, async ({ params, principal }) => {
      const found = await findCount(db, params.id);
      await requireInventory(db, principal, found.hotelServiceId, 'STOCK', 'VIEW');
      return { result: { stockCount: found } };
    }),

    route(R.searchStockCounts, async ({ query, principal }) => {
      await requireInventory(db, principal, query.hotelServiceId, 'STOCK', 'VIEW');
      const { rows, pagination } = await pageOf<CountRow>(db, {
        select: COUNT_SELECT,
        from: `${COUNT_FROM} where c.hotel_service_id = $1`,
        params: [query.hotelServiceId],
        sort: { id: 'c.id' },
        id: 'c.id',
        query,
      });
      return { result: { stockCount: rows.map((r) => toCount(r, [])) }, pagination };
    }),

    route(R.postStockCount, async ({ params, body, principal }) => {
      const [head] = await db.query<{ hotel_service_id: number }>(
        'select hotel_service_id from stock_count where id = $1',
        [params.id],
      );
      if (!head) throw notFound('Stock count');
      await requireInventory(db, principal, head.hotel_service_id, 'STOCK', 'EDIT');
      const refusal = stockCountPostRefusal(body.reason, body.lines);
      if (refusal) throw invalid(refusal === 'STOCK_COUNT_EMPTY' ? 'lines' : 'reason', refusal);
      const userId = userOf(principal);
      await db.transaction(async (tx) => {
        const [count] = await tx.query<{ location_id: number }>(
          `update stock_count set status = 'POSTED', reason = $2, posted_by = $3, posted_at = now()
            where id = $1 and status = 'OPEN' returning location_id`,
          [params.id, body.reason, userId],
        );
        if (!count) throw conflict('STOCK_COUNT_POSTED');
        const expected = new Map(
          (
            await tx.query<{ item_id: number; expected: number; name: string }>(
              `select cl.item_id, cl.expected::float8 as expected, i.name from stock_count_line cl
                 join inventory_item i on i.id = cl.item_id where cl.stock_count_id = $1`,
              [params.id],
            )
          ).map((r) => [r.item_id, { expected: Number(r.expected), name: r.name }]),
        );
        const counted = body.lines.flatMap((l, index) => {
          const line = expected.get(l.itemId);
          if (!line) throw invalid(`lines.${index}.itemId`, 'NOT_FOUND', { what: 'Item' });
          return l.counted === null ? [] : [{ itemId: l.itemId, counted: l.counted, ...line }];
        });
        const itemIds = counted.map((c) => c.itemId);
        await tx.query(
          `insert into stock_on_hand (item_id, location_id, quantity) select unnest($1::int[]), $2, 0
           on conflict (item_id, location_id) do nothing`,
          [itemIds, count.location_id],
        );
        const now = new Map(
          (
            await tx.query<{ item_id: number; quantity: number }>(
              `select item_id, quantity::float8 as quantity from stock_on_hand
                where location_id = $1 and item_id = any($2::int[]) order by item_id for update`,
              [count.location_id, itemIds],
            )
          ).map((r) => [r.item_id, Number(r.quantity)]),
        );
        const moved = counted.filter((c) => (now.get(c.itemId) ?? 0) !== c.expected);
        if (moved.length > 0) throw conflict('STOCK_MOVED_SINCE_COUNT', { items: moved.map((m) => m.name).join(', ') });
        await tx.query(
          `update stock_count_line cl set counted = v.counted
             from unnest($2::int[], $3::numeric[]) as v(item_id, counted)
            where cl.stock_count_id = $1 and cl.item_id = v.item_id`,
          [params.id, itemIds, counted.map((c) => c.counted)],
        );
        for (const c of counted) {
          const variance = countVariance(c.expected, c.counted);
          if (variance === 0) continue;
          await move(
            tx,
            { serviceId: head.hotel_service_id, itemId: c.itemId, locationId: count.location_id },
            'ADJUSTMENT',
            variance,
            { note: `Stock count ${params.id}: ${body.reason}`, userId },
          );
        }
      });
      return { result: { stockCount: await findCount(db, params.id) }, message: INVENTORY_NOTICES.STOCK_COUNT_POSTED };
    }),
  ];
}
