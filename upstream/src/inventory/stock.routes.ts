// The stock ledger (operations §2 Inventory): opening stock, issues, transfers between locations
// and adjustments. Each movement and the on-hand figure of its item and location change in one
// transaction. Stock never goes negative: what takes stock is one conditional UPDATE ("only if
// enough is there"), which PostgreSQL re-checks on the row's newest version after waiting for a
// parallel writer, and the CHECK on stock_on_hand is the backstop. A refusal names the item, the
// location and how much is available.
import {
  adjustmentRefusal,
  INVENTORY_NOTICES,
  quantityRefusal,
  signedQuantity,
  transferRefusal,
  type MovementKind,
} from '@hotel/domain';
import { inventory } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import type { Principal } from '../auth/principal.js';
import type { Queryable } from '../db/database.js';
import { containsText, pageOf, type SortColumnsOf } from '../db/paging.js';
import { conflict, describeConstraint, invalid } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { requireInventory } from './access.js';
import { noteStockMove } from './live.js';

type StockMovement = inventory.StockMovement;

interface MovementRow {
  id: number;
  hotel_service_id: number;
  item_id: number;
  item_name: string;
  location_id: number;
  location_name: string;
  kind: MovementKind;
  quantity: number;
  balance: number;
  transfer_id: number | null;
  other_location_name: string | null;
  note: string;
  created_at: Date | string;
  created_by: string | null;
}
const MOVEMENT_SELECT = `select m.id, m.hotel_service_id, m.item_id, i.name as item_name, m.location_id,
  l.name as location_name, m.kind, m.quantity::float8 as quantity, m.balance::float8 as balance, m.transfer_id,
  (select ol.name from stock_movement o join inventory_location ol on ol.id = o.location_id
    where o.transfer_id = m.transfer_id and o.id <> m.id limit 1) as other_location_name,
  m.note, m.created_at, nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as created_by`;
const MOVEMENT_FROM = `from stock_movement m join inventory_item i on i.id = m.item_id
  join inventory_location l on l.id = m.location_id left join app_user u on u.id = m.created_by`;
const MOVEMENT_SORT: SortColumnsOf<typeof inventory.searchStockMovements> = {
  // The ledger's order: when it happened (seeded history is written out of order), then the id.
  id: ['m.created_at', 'm.id'],
  item: 'lower(i.name)',
  location: 'lower(l.name)',
  quantity: 'm.quantity',
};
const toMovement = (r: MovementRow): StockMovement => ({
  id: r.id,
  hotelServiceId: r.hotel_service_id,
  itemId: r.item_id,
  itemName: r.item_name,
  locationId: r.location_id,
  locationName: r.location_name,
  kind: r.kind,
  quantity: Number(r.quantity),
  balance: Number(r.balance),
  transferId: r.transfer_id,
  otherLocationName: r.other_location_name,
  note: r.note,
  createdAt: new Date(r.created_at).toISOString(),
  createdBy: r.created_by,
});

async function movementsById(db: Queryable, ids: readonly number[]): Promise<StockMovement[]> {
  const rows = await db.query<MovementRow>(
    `${MOVEMENT_SELECT} ${MOVEMENT_FROM} where m.id = any($1::int[]) order by m.id`,
    [[...ids]],
  );
  return rows.map(toMovement);
}

interface Target {
  serviceId: number;
  itemId: number;
  locationId: number;
}

/** The item and location must be of the service: their names for the refusals. */
async function names(
  tx: Queryable,
  t: Target,
  locationField = 'locationId',
): Promise<{ item: string; location: string }> {
  const [item] = await tx.query<{ name: string }>(
    'select name from inventory_item where id = $1 and hotel_service_id = $2',
    [t.itemId, t.serviceId],
  );
  if (!item) throw invalid('itemId', 'NOT_FOUND', { what: 'Item' });
  const [location] = await tx.query<{ name: string }>(
    'select name from inventory_location where id = $1 and hotel_service_id = $2',
    [t.locationId, t.serviceId],
  );
  if (!location) throw invalid(locationField, 'NOT_FOUND', { what: 'Location' });
  return { item: item.name, location: location.name };
}

/**
 * Changes the on-hand figure by `delta` and writes the movement with the balance after it. A
 * decrease succeeds only if enough is there at that moment; otherwise INSUFFICIENT_STOCK with
 * what is available.
 */
export async function move(
  tx: Queryable,
  t: Target,
  kind: MovementKind,
  delta: number,
  extra: { note: string; transferId?: number | null; userId: number | null; locationField?: string },
): Promise<number> {
  const label = await names(tx, t, extra.locationField);
  let balance: number;
  if (delta > 0) {
    const [row] = await tx.query<{ quantity: number }>(
      `insert into stock_on_hand (item_id, location_id, quantity) values ($1, $2, $3)
       on conflict (item_id, location_id) do update set quantity = stock_on_hand.quantity + excluded.quantity
       returning quantity::float8 as quantity`,
      [t.itemId, t.locationId, delta],
    );
    balance = Number(row!.quantity);
  } else {
    const [row] = await tx.query<{ quantity: number }>(
      `update stock_on_hand set quantity = quantity - $3
        where item_id = $1 and location_id = $2 and quantity >= $3
       returning quantity::float8 as quantity`,
      [t.itemId, t.locationId, -delta],
    );
    if (!row) {
      const [have] = await tx.query<{ quantity: number }>(
        'select quantity::float8 as quantity from stock_on_hand where item_id = $1 and location_id = $2',
        [t.itemId, t.locationId],
      );
      throw conflict('INSUFFICIENT_STOCK', {
        item: label.item,
        location: label.location,
        available: Number(have?.quantity ?? 0),
      });
    }
    balance = Number(row.quantity);
  }
  const [movement] = await tx.query<{ id: number }>(
    `insert into stock_movement (hotel_service_id, item_id, location_id, kind, quantity, balance, transfer_id, note, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
    [t.serviceId, t.itemId, t.locationId, kind, delta, balance, extra.transferId ?? null, extra.note, extra.userId],
  );
  noteStockMove(t.serviceId, t.itemId, t.locationId);
  return movement!.id;
}

export const userOf = (p: Principal): number | null => (p.kind === 'user' ? p.userId : null);

export function inventoryStockRoutes({ db }: AppContext): RouteBinding[] {
  describeConstraint('stock_on_hand_not_negative', 'INSUFFICIENT_STOCK');
  describeConstraint('stock_movement_opening_key', 'OPENING_STOCK_EXISTS');

  return [
    route(inventory.openingStock, async ({ body, principal }) => {
      await requireInventory(db, principal, body.hotelServiceId, 'STOCK', 'ADD');
      const refusal = quantityRefusal(body.quantity);
      if (refusal) throw invalid('quantity', refusal);
      const target = { serviceId: body.hotelServiceId, itemId: body.itemId, locationId: body.locationId };
      const id = await db.transaction(async (tx) => {
        const label = await names(tx, target);
        const [existing] = await tx.query(
          `select 1 from stock_movement where item_id = $1 and location_id = $2 and kind = 'OPENING'`,
          [body.itemId, body.locationId],
        );
        if (existing) throw conflict('OPENING_STOCK_EXISTS', label);
        return move(tx, target, 'OPENING', signedQuantity('OPENING', body.quantity), {
          note: body.note,
          userId: userOf(principal),
        });
      });
      return { result: { movement: await movementsById(db, [id]) }, message: INVENTORY_NOTICES.STOCK_RECORDED };
    }),

    route(inventory.issueStock, async ({ body, principal }) => {
      await requireInventory(db, principal, body.hotelServiceId, 'STOCK', 'EDIT');
      const target = { serviceId: body.hotelServiceId, itemId: body.itemId, locationId: body.locationId };
      const id = await db.transaction((tx) =>
        move(tx, target, 'ISSUE', signedQuantity('ISSUE', body.quantity), {
          note: body.note,
          userId: userOf(principal),
        }),
      );
      return { result: { movement: await movementsById(db, [id]) }, message: INVENTORY_NOTICES.STOCK_RECORDED };
    }),

    route(inventory.adjustStock, async ({ body, principal }) => {
      await requireInventory(db, principal, body.hotelServiceId, 'STOCK', 'EDIT');
      const refusal = adjustmentRefusal(body);
      if (refusal) throw invalid(refusal === 'ADJUSTMENT_NOT_ZERO' ? 'delta' : 'reason', refusal);
      const target = { serviceId: body.hotelServiceId, itemId: body.itemId, locationId: body.locationId };
      const id = await db.transaction((tx) =>
        move(tx, target, 'ADJUSTMENT', body.delta, { note: body.reason, userId: userOf(principal) }),
      );
      return { result: { movement: await movementsById(db, [id]) }, message: INVENTORY_NOTICES.STOCK_RECORDED };
    }),

    route(inventory.transferStock, async ({ body, principal }) => {
      await requireInventory(db, principal, body.hotelServiceId, 'STOCK_TRANSFER', 'ADD');
      const refusal = transferRefusal(body.fromLocationId, body.toLocationId, body.quantity);
      if (refusal) throw invalid(refusal === 'TRANSFER_SAME_LOCATION' ? 'toLocationId' : 'quantity', refusal);
      const ids = await db.transaction(async (tx) => {
        const [seq] = await tx.query<{ id: number }>(`select nextval('stock_transfer_seq')::int as id`);
        const common = { note: body.note, transferId: seq!.id, userId: userOf(principal) };
        const out = await move(
          tx,
          { serviceId: body.hotelServiceId, itemId: body.itemId, locationId: body.fromLocationId },
          'TRANSFER_OUT',
          signedQuantity('TRANSFER_OUT', body.quantity),
          { ...common, locationField: 'fromLocationId' },
        );
        const into = await move(
          tx,
          { serviceId: body.hotelServiceId, itemId: body.itemId, locationId: body.toLocationId },
          'TRANSFER_IN',
          signedQuantity('TRANSFER_IN', body.quantity),
          { ...common, locationField: 'toLocationId' },
        );
        return [out, into];
      });
      return { result: { movement: await movementsById(db, ids) }, message: INVENTORY_NOTICES.STOCK_TRANSFERRED };
    }),

    route(inventory.searchStockMovements, async ({ query, principal }) => {
      const transfers = query.kind === 'TRANSFER' || query.kind === 'TRANSFER_IN' || query.kind === 'TRANSFER_OUT';
      await requireInventory(
        db,
        principal,
        query.hotelServiceId,
        transfers ? ['STOCK_TRANSFER_HISTORY', 'STOCK_TRANSFER'] : 'STOCK',
        'VIEW',
      );
      const kinds = query.kind === 'TRANSFER' ? ['TRANSFER_OUT', 'TRANSFER_IN'] : query.kind ? [query.kind] : null;
      const { rows, pagination } = await pageOf<MovementRow>(db, {
        select: MOVEMENT_SELECT,
        from: `${MOVEMENT_FROM} where m.hotel_service_id = $1 and ($2::text[] is null or m.kind = any($2::text[]))
                 and ($3::text is null or i.name ilike $3 escape '\\') and ($4::text is null or l.name ilike $4 escape '\\')`,
        params: [query.hotelServiceId, kinds, containsText(query.item), containsText(query.location)],
        sort: MOVEMENT_SORT,
        id: 'm.id',
        query,
      });
      return { result: { movement: rows.map(toMovement) }, pagination };
    }),
  ];
}
