// Replenishment in one step (issue 14, "Beyond the anchors"): for the items below their reorder
// level, draft purchase orders grouped by each item's preferred supplier, in whole purchase units
// (domain replenishmentQuantity). What is already on order (draft, sent or partly received) counts,
// so a second replenishment does not order the same gap twice. A request carries a key made when
// its preview opened: replenishment_run's primary key makes a repeat — a double click, a retry, a
// parallel request — wait for the first and answer its orders; the store's hotel_service row is
// locked so two different requests plan one after the other.
import { groupBySupplier, INVENTORY_NOTICES, replenishmentQuantity } from '@hotel/domain';
import { inventoryReplenishment as R } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import type { Queryable } from '../db/database.js';
import { imageUrl, storeImage } from '../hotel/images.js';
import { conflict, invalid, notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { requireInventory } from './access.js';
import { ORDER_FROM, ORDER_SELECT, ordersWithLines, type OrderRow } from './purchasing.routes.js';
import { userOf } from './stock.routes.js';

interface Candidate {
  itemId: number;
  itemName: string;
  supplierId: number | null;
  supplierName: string | null;
  unitId: number | null;
  unitName: string | null;
  factor: number;
  shortfall: number;
  onOrder: number;
  quantity: number;
  stockQuantity: number;
  unitPrice: number;
}

/** The purchase unit's factor to the item's unit (1 when bought in its own unit or without a conversion). */
const FACTOR = `case
  when i.purchase_unit_id is null or i.unit_id is null or i.purchase_unit_id = i.unit_id then 1
  else coalesce((select case when c.from_unit_id = i.purchase_unit_id then c.factor::float8 else 1 / c.factor::float8 end
                   from unit_conversion c
                  where (c.from_unit_id = i.purchase_unit_id and c.to_unit_id = i.unit_id)
                     or (c.from_unit_id = i.unit_id and c.to_unit_id = i.purchase_unit_id)), 1) end`;

/** The plan of a service from the ledger as it is now. */
export async function planOf(db: Queryable, serviceId: number): Promise<R.ReplenishmentPlan> {
  const short = await db.query<{ item_id: number; quantity: number; reorder_level: number }>(
    `select r.item_id, coalesce(s.quantity, 0)::float8 as quantity, r.reorder_level::float8 as reorder_level
       from item_reorder_level r join inventory_item i on i.id = r.item_id
       left join stock_on_hand s on s.item_id = r.item_id and s.location_id = r.location_id
      where i.hotel_service_id = $1 and coalesce(s.quantity, 0) < r.reorder_level`,
    [serviceId],
  );
  if (short.length === 0) return { groups: [], withoutSupplier: [] };
  const itemIds = [...new Set(short.map((r) => r.item_id))];
  const items = await db.query<{
    id: number;
    name: string;
    supplier_id: number | null;
    supplier_name: string | null;
    unit_id: number | null;
    unit_name: string | null;
    factor: number;
    on_order: number;
    unit_price: string | null;
  }>(
    `select i.id, i.name, s.id as supplier_id, s.name as supplier_name,
            coalesce(i.purchase_unit_id, i.unit_id) as unit_id, coalesce(pu.name, iu.name) as unit_name,
            (${FACTOR})::float8 as factor,
            coalesce((select sum((l.quantity - l.received) * l.factor) from purchase_order_line l
                        join purchase_order o on o.id = l.purchase_order_id
                       where l.item_id = i.id and o.status in ('DRAFT', 'SENT', 'PARTLY_RECEIVED')), 0)::float8 as on_order,
            (select l.unit_price::text from purchase_order_line l join purchase_order o on o.id = l.purchase_order_id
              where l.item_id = i.id and o.supplier_id = s.id
                and coalesce(l.unit_id, 0) = coalesce(i.purchase_unit_id, i.unit_id, 0)
              order by l.id desc limit 1) as unit_price
       from inventory_item i
       left join supplier s on s.id = i.preferred_supplier_id and s.active
       left join inventory_unit pu on pu.id = i.purchase_unit_id
       left join inventory_unit iu on iu.id = i.unit_id
      where i.id = any($1::int[]) order by lower(i.name), i.id`,
    [itemIds],
  );
  const candidates: Candidate[] = [];
  for (const item of items) {
    const factor = Number(item.factor);
    const q = replenishmentQuantity({
      lines: short
        .filter((r) => r.item_id === item.id)
        .map((r) => ({ quantity: Number(r.quantity), reorderLevel: Number(r.reorder_level) })),
      onOrder: Number(item.on_order),
      factor,
    });
    if (q.quantity <= 0) continue;
    candidates.push({
      itemId: item.id,
      itemName: item.name,
      supplierId: item.supplier_id,
      supplierName: item.supplier_name,
      unitId: item.unit_id,
      unitName: item.unit_name,
      factor,
      shortfall: q.shortfall,
      onOrder: Number(item.on_order),
      quantity: q.quantity,
      stockQuantity: q.stockQuantity,
      unitPrice: Number(item.unit_price ?? 0),
    });
  }
  const { groups, withoutSupplier } = groupBySupplier(candidates);
  const line = ({ supplierId: _s, supplierName: _n, ...l }: Candidate): R.ReplenishmentLine => l;
  return {
    groups: groups
      .map((g) => ({
        supplierId: g.supplierId,
        supplierName: g.lines[0]!.supplierName ?? '',
        lines: g.lines.map(line),
      }))
      .sort((a, b) => a.supplierName.localeCompare(b.supplierName)),
    withoutSupplier: withoutSupplier.map((c) => ({ itemId: c.itemId, itemName: c.itemName, shortfall: c.shortfall })),
  };
}

export function inventoryReplenishmentRoutes({ db }: AppContext): RouteBinding[] {
  const ordersOfRun = async (q: Queryable, key: string) => {
    const rows = await q.query<OrderRow>(`${ORDER_SELECT} ${ORDER_FROM} where o.replenishment_key = $1 order by o.id`, [
      key,
    ]);
    return ordersWithLines(q, rows);
  };

  return [
    route(R.replenishmentPreview, async ({ query, principal }) => {
      await requireInventory(db, principal, query.hotelServiceId, 'PURCHASE_ORDER', 'VIEW');
      return { result: { plan: await planOf(db, query.hotelServiceId) } };
    }),

    route(R.createReplenishment, async ({ body, principal }) => {
      await requireInventory(db, principal, body.hotelServiceId, 'PURCHASE_ORDER', 'ADD');
      const userId = userOf(principal);
      const outcome = await db.transaction(async (tx) => {
        const [run] = await tx.query<{ hotel_service_id: number }>(
          `insert into replenishment_run (request_key, hotel_service_id, created_by) values ($1, $2, $3)
           on conflict (request_key) do nothing returning hotel_service_id`,
          [body.requestKey, body.hotelServiceId, userId],
        );
        if (!run) {
          // The same request again: it waited for the first, whose orders it answers.
          const [first] = await tx.query<{ hotel_service_id: number }>(
            'select hotel_service_id from replenishment_run where request_key = $1',
            [body.requestKey],
          );
          if (first?.hotel_service_id !== body.hotelServiceId)
            throw invalid('requestKey', 'NOT_FOUND', { what: 'Request' });
          return { replayed: true };
        }
        await tx.query('select id from hotel_service where id = $1 for update', [body.hotelServiceId]);
        const plan = await planOf(tx, body.hotelServiceId);
        if (plan.groups.length === 0) throw conflict('NOTHING_TO_REPLENISH');
        for (const group of plan.groups) {
          const [order] = await tx.query<{ id: number }>(
            `insert into purchase_order (hotel_service_id, supplier_id, note, created_by, replenishment_key)
             values ($1, $2, 'Replenishment', $3, $4) returning id`,
            [body.hotelServiceId, group.supplierId, userId, body.requestKey],
          );
          for (const l of group.lines) {
            await tx.query(
              `insert into purchase_order_line (purchase_order_id, item_id, unit_id, factor, quantity, unit_price)
               values ($1, $2, $3, $4, $5, $6)`,
              [order!.id, l.itemId, l.unitId, Math.round(l.factor * 1000) / 1000, l.quantity, l.unitPrice],
            );
          }
        }
        return { replayed: false };
      });
      const orders = await ordersOfRun(db, body.requestKey);
      if (orders.length === 0) throw notFound('Replenishment');
      return {
        result: { purchaseOrder: orders, replayed: outcome.replayed },
        message: INVENTORY_NOTICES.REPLENISHMENT_CREATED,
      };
    }),

    route(R.searchItemPurchasing, async ({ query, principal }) => {
      await requireInventory(db, principal, query.hotelServiceId, ['INVENTORY_ITEM', 'PURCHASE_ORDER'], 'VIEW');
      const rows = await db.query<{
        id: number;
        supplier_id: number | null;
        supplier_name: string | null;
        unit_id: number | null;
        unit_name: string | null;
        image: string | null;
      }>(
        `select i.id, s.id as supplier_id, s.name as supplier_name, u.id as unit_id, u.name as unit_name, i.image
           from inventory_item i left join supplier s on s.id = i.preferred_supplier_id
           left join inventory_unit u on u.id = i.purchase_unit_id
          where i.hotel_service_id = $1 order by i.id`,
        [query.hotelServiceId],
      );
      return {
        result: {
          item: rows.map((r) => ({
            itemId: r.id,
            preferredSupplierId: r.supplier_id,
            preferredSupplierName: r.supplier_name,
            purchaseUnitId: r.unit_id,
            purchaseUnitName: r.unit_name,
            image: imageUrl(r.image),
          })),
        },
      };
    }),

    route(R.updateItemPurchasing, async ({ body, principal }) => {
      const [item] = await db.query<{ hotel_service_id: number; unit_id: number | null }>(
        'select hotel_service_id, unit_id from inventory_item where id = $1',
        [body.itemId],
      );
      if (!item) throw invalid('itemId', 'NOT_FOUND', { what: 'Item' });
      const serviceId = item.hotel_service_id;
      await requireInventory(db, principal, serviceId, 'INVENTORY_ITEM', 'EDIT');
      if (body.preferredSupplierId !== null) {
        const [s] = await db.query<{ active: boolean }>(
          'select active from supplier where id = $1 and hotel_service_id = $2',
          [body.preferredSupplierId, serviceId],
        );
        if (!s) throw invalid('preferredSupplierId', 'NOT_FOUND', { what: 'Supplier' });
        if (!s.active) throw invalid('preferredSupplierId', 'SUPPLIER_INACTIVE');
      }
      if (body.purchaseUnitId !== null) {
        const [u] = await db.query<{ name: string }>(
          'select name from inventory_unit where id = $1 and hotel_service_id = $2',
          [body.purchaseUnitId, serviceId],
        );
        if (!u) throw invalid('purchaseUnitId', 'NOT_FOUND', { what: 'Unit' });
        if (item.unit_id !== null && body.purchaseUnitId !== item.unit_id) {
          const [c] = await db.query(
            `select 1 from unit_conversion where (from_unit_id = $1 and to_unit_id = $2) or (from_unit_id = $2 and to_unit_id = $1)`,
            [body.purchaseUnitId, item.unit_id],
          );
          const [own] = await db.query<{ name: string }>('select name from inventory_unit where id = $1', [
            item.unit_id,
          ]);
          if (!c) throw invalid('purchaseUnitId', 'NO_UNIT_CONVERSION', { unit: u.name, itemUnit: own?.name ?? '' });
        }
      }
      await db.query('update inventory_item set preferred_supplier_id = $2, purchase_unit_id = $3 where id = $1', [
        body.itemId,
        body.preferredSupplierId,
        body.purchaseUnitId,
      ]);
      const [row] = await db.query<{ supplier_name: string | null; unit_name: string | null; image: string | null }>(
        `select (select name from supplier where id = $1) as supplier_name, (select name from inventory_unit where id = $2) as unit_name,
                (select image from inventory_item where id = $3) as image`,
        [body.preferredSupplierId, body.purchaseUnitId, body.itemId],
      );
      return {
        result: {
          item: {
            itemId: body.itemId,
            preferredSupplierId: body.preferredSupplierId,
            preferredSupplierName: row?.supplier_name ?? null,
            purchaseUnitId: body.purchaseUnitId,
            purchaseUnitName: row?.unit_name ?? null,
            image: imageUrl(row?.image ?? null),
          },
        },
        message: INVENTORY_NOTICES.ITEM_PURCHASING_UPDATED,
      };
    }),

    route(R.uploadItemImage, async ({ body, files, principal }) => {
      const [item] = await db.query<{ hotel_service_id: number }>(
        'select hotel_service_id from inventory_item where id = $1',
        [body.itemId],
      );
      if (!item) throw invalid('itemId', 'NOT_FOUND', { what: 'Item' });
      await requireInventory(db, principal, item.hotel_service_id, 'INVENTORY_ITEM', 'EDIT');
      const file = files['image'];
      if (!file) throw invalid('image', 'REQUIRED_FIELD');
      const row = await db.transaction(async (tx) => {
        const id = await storeImage(tx, file);
        await tx.query('update inventory_item set image = $2 where id = $1', [body.itemId, id]);
        const [r] = await tx.query<{
          supplier_id: number | null;
          supplier_name: string | null;
          unit_id: number | null;
          unit_name: string | null;
        }>(
          `select s.id as supplier_id, s.name as supplier_name, u.id as unit_id, u.name as unit_name
             from inventory_item i left join supplier s on s.id = i.preferred_supplier_id
             left join inventory_unit u on u.id = i.purchase_unit_id where i.id = $1`,
          [body.itemId],
        );
        return { ...r!, image: id };
      });
      return {
        result: {
          item: {
            itemId: body.itemId,
            preferredSupplierId: row.supplier_id,
            preferredSupplierName: row.supplier_name,
            purchaseUnitId: row.unit_id,
            purchaseUnitName: row.unit_name,
            image: imageUrl(row.image),
          },
        },
        message: INVENTORY_NOTICES.ITEM_UPDATED,
      };
    }),
  ];
}
