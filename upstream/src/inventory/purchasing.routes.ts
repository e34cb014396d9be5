// Purchase orders (PURCHASE_ORDER) and goods received notes (GRN) of an INVENTORY service.
// An order is a draft until sent; it is received against (part or all of each line) until every
// line is in, or closed. A GRN line against an order raises the line's received quantity with one
// conditional UPDATE ("only if that much is still open") and writes the GRN stock movement in the
// same transaction, so two parallel GRNs of one line can never receive more than was ordered (the
// CHECK purchase_order_line_received is the backstop). Amounts are exact (domain Money).
import {
  INVENTORY_NOTICES,
  inStockUnits,
  lineTotal,
  openQuantity,
  orderTotal,
  purchaseOrderActionRefusal,
  statusAfterReceipt,
  toCurrency,
  type PurchaseOrderStatus,
} from '@hotel/domain';
import { inventory } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import type { Principal } from '../auth/principal.js';
import type { Queryable } from '../db/database.js';
import { containsText, pageOf, type SortColumnsOf } from '../db/paging.js';
import { conflict, describeConstraint, invalid, notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { requireInventory } from './access.js';
import { move, userOf } from './stock.routes.js';

type PurchaseOrder = inventory.PurchaseOrder;
type Grn = inventory.Grn;

const userName = (alias: string) =>
  `nullif(trim(coalesce(${alias}.first_name, '') || ' ' || coalesce(${alias}.last_name, '')), '')`;
const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

// ------------------------------------------------------------------------------------- orders

export interface OrderRow {
  id: number;
  number: number;
  hotel_service_id: number;
  supplier_id: number;
  supplier_name: string;
  status: PurchaseOrderStatus;
  currency: string;
  expected_date: string | null;
  note: string;
  created_at: Date | string;
  created_by: string | null;
  sent_at: Date | string | null;
}
interface OrderLineRow {
  id: number;
  purchase_order_id: number;
  item_id: number;
  item_name: string;
  unit_id: number | null;
  unit_name: string | null;
  factor: number;
  quantity: number;
  unit_price: string;
  received: number;
}
export const ORDER_SELECT = `select o.id, o.number, o.hotel_service_id, o.supplier_id, s.name as supplier_name, o.status, o.currency,
  to_char(o.expected_date, 'YYYY-MM-DD') as expected_date, o.note, o.created_at, ${userName('u')} as created_by, o.sent_at`;
export const ORDER_FROM = `from purchase_order o join supplier s on s.id = o.supplier_id left join app_user u on u.id = o.created_by`;
const ORDER_SORT: SortColumnsOf<typeof inventory.searchPurchaseOrders> = {
  id: 'o.id',
  supplier: 'lower(s.name)',
  status: 'o.status',
  expectedDate: 'o.expected_date',
};

/** Orders with their lines, in the rows' order. */
export async function ordersWithLines(db: Queryable, rows: readonly OrderRow[]): Promise<PurchaseOrder[]> {
  if (rows.length === 0) return [];
  const lines = await db.query<OrderLineRow>(
    `select l.id, l.purchase_order_id, l.item_id, i.name as item_name, l.unit_id, coalesce(u.name, iu.name) as unit_name,
            l.factor::float8 as factor, l.quantity::float8 as quantity, l.unit_price::text as unit_price,
            l.received::float8 as received
       from purchase_order_line l join inventory_item i on i.id = l.item_id
       left join inventory_unit u on u.id = l.unit_id left join inventory_unit iu on iu.id = i.unit_id
      where l.purchase_order_id = any($1::int[]) order by l.id`,
    [rows.map((r) => r.id)],
  );
  return rows.map((r) => {
    const currency = toCurrency(r.currency);
    const own = lines
      .filter((l) => l.purchase_order_id === r.id)
      .map((l) => {
        const quantity = Number(l.quantity);
        const received = Number(l.received);
        const unitPrice = Number(l.unit_price);
        return {
          id: l.id,
          itemId: l.item_id,
          itemName: l.item_name,
          unitId: l.unit_id,
          unitName: l.unit_name,
          factor: Number(l.factor),
          quantity,
          unitPrice,
          received,
          open: openQuantity({ quantity, received }),
          total: lineTotal(quantity, unitPrice, currency).toWire(),
        };
      });
    return {
      id: r.id,
      number: r.number,
      hotelServiceId: r.hotel_service_id,
      supplierId: r.supplier_id,
      supplierName: r.supplier_name,
      status: r.status,
      currency,
      expectedDate: r.expected_date,
      note: r.note,
      createdAt: iso(r.created_at)!,
      createdBy: r.created_by,
      sentAt: iso(r.sent_at),
      total: orderTotal(own, currency).toWire(),
      lines: own,
    };
  });
}

async function findOrder(db: Queryable, id: number): Promise<PurchaseOrder> {
  const rows = await db.query<OrderRow>(`${ORDER_SELECT} ${ORDER_FROM} where o.id = $1`, [id]);
  const [order] = await ordersWithLines(db, rows);
  if (!order) throw notFound('Purchase order');
  return order;
}

// ------------------------------------------------------------------------------------- GRNs

interface GrnRow {
  id: number;
  hotel_service_id: number;
  purchase_order_id: number | null;
  purchase_order_number: number | null;
  supplier_id: number | null;
  supplier_name: string | null;
  location_id: number;
  location_name: string;
  currency: string;
  note: string;
  created_at: Date | string;
  created_by: string | null;
}
interface GrnLineRow {
  id: number;
  grn_id: number;
  purchase_order_line_id: number | null;
  item_id: number;
  item_name: string;
  unit_name: string | null;
  quantity: number;
  stock_quantity: number;
  unit_price: string;
}
const GRN_SELECT = `select g.id, g.hotel_service_id, g.purchase_order_id, o.number as purchase_order_number, g.supplier_id, s.name as supplier_name,
  g.location_id, l.name as location_name, coalesce(o.currency, 'LKR') as currency, g.note, g.created_at,
  ${userName('u')} as created_by`;
const GRN_FROM = `from grn g join inventory_location l on l.id = g.location_id left join supplier s on s.id = g.supplier_id
  left join purchase_order o on o.id = g.purchase_order_id left join app_user u on u.id = g.created_by`;

async function grnsWithLines(db: Queryable, rows: readonly GrnRow[]): Promise<Grn[]> {
  if (rows.length === 0) return [];
  const lines = await db.query<GrnLineRow>(
    `select gl.id, gl.grn_id, gl.purchase_order_line_id, gl.item_id, i.name as item_name,
            coalesce(pu.name, iu.name) as unit_name, gl.quantity::float8 as quantity,
            gl.stock_quantity::float8 as stock_quantity, gl.unit_price::text as unit_price
       from grn_line gl join inventory_item i on i.id = gl.item_id left join inventory_unit iu on iu.id = i.unit_id
       left join purchase_order_line pl on pl.id = gl.purchase_order_line_id
       left join inventory_unit pu on pu.id = pl.unit_id
      where gl.grn_id = any($1::int[]) order by gl.id`,
    [rows.map((r) => r.id)],
  );
  return rows.map((r) => {
    const currency = toCurrency(r.currency);
    const own = lines
      .filter((l) => l.grn_id === r.id)
      .map((l) => ({
        id: l.id,
        purchaseOrderLineId: l.purchase_order_line_id,
        itemId: l.item_id,
        itemName: l.item_name,
        unitName: l.unit_name,
        quantity: Number(l.quantity),
        stockQuantity: Number(l.stock_quantity),
        unitPrice: Number(l.unit_price),
        total: lineTotal(Number(l.quantity), Number(l.unit_price), currency).toWire(),
      }));
    return {
      id: r.id,
      hotelServiceId: r.hotel_service_id,
      purchaseOrderId: r.purchase_order_id,
      purchaseOrderNumber: r.purchase_order_number,
      supplierId: r.supplier_id,
      supplierName: r.supplier_name,
      locationId: r.location_id,
      locationName: r.location_name,
      currency,
      note: r.note,
      createdAt: iso(r.created_at)!,
      createdBy: r.created_by,
      total: orderTotal(own, currency).toWire(),
      lines: own,
    };
  });
}

async function findGrn(db: Queryable, id: number): Promise<Grn> {
  const rows = await db.query<GrnRow>(`${GRN_SELECT} ${GRN_FROM} where g.id = $1`, [id]);
  const [found] = await grnsWithLines(db, rows);
  if (!found) throw notFound('GRN');
  return found;
}

export function inventoryPurchasingRoutes({ db }: AppContext): RouteBinding[] {
  describeConstraint('purchase_order_line_received', 'OVER_RECEIPT');

  /** The supplier must be an active one of the service. */
  const activeSupplier = async (tx: Queryable, serviceId: number, supplierId: number) => {
    const [row] = await tx.query<{ active: boolean }>(
      'select active from supplier where id = $1 and hotel_service_id = $2',
      [supplierId, serviceId],
    );
    if (!row) throw invalid('supplierId', 'NOT_FOUND', { what: 'Supplier' });
    if (!row.active) throw invalid('supplierId', 'SUPPLIER_INACTIVE');
  };

  /** Writes the lines of an order: each item of the service, its unit converted to the item's. */
  const writeLines = async (
    tx: Queryable,
    orderId: number,
    serviceId: number,
    lines: typeof inventory.purchaseOrderInput._zod.output.lines,
  ) => {
    for (const [index, line] of lines.entries()) {
      const [item] = await tx.query<{ unit_id: number | null; unit_name: string | null }>(
        `select i.unit_id, u.name as unit_name from inventory_item i left join inventory_unit u on u.id = i.unit_id
          where i.id = $1 and i.hotel_service_id = $2`,
        [line.itemId, serviceId],
      );
      if (!item) throw invalid(`lines.${index}.itemId`, 'NOT_FOUND', { what: 'Item' });
      let factor = 1;
      const unitId = line.unitId ?? item.unit_id;
      if (unitId !== null && item.unit_id !== null && unitId !== item.unit_id) {
        const [conv] = await tx.query<{ factor: number; unit_name: string }>(
          `select case when c.from_unit_id = $1 then c.factor::float8 else 1 / c.factor::float8 end as factor,
                  (select name from inventory_unit where id = $1) as unit_name
             from unit_conversion c
            where (c.from_unit_id = $1 and c.to_unit_id = $2) or (c.from_unit_id = $2 and c.to_unit_id = $1)`,
          [unitId, item.unit_id],
        );
        if (!conv) {
          const [unit] = await tx.query<{ name: string }>('select name from inventory_unit where id = $1', [unitId]);
          throw invalid(`lines.${index}.unitId`, 'NO_UNIT_CONVERSION', {
            unit: unit?.name ?? String(unitId),
            itemUnit: item.unit_name ?? '',
          });
        }
        factor = Math.round(Number(conv.factor) * 1000) / 1000;
      }
      await tx.query(
        `insert into purchase_order_line (purchase_order_id, item_id, unit_id, factor, quantity, unit_price)
         values ($1, $2, $3, $4, $5, $6)`,
        [orderId, line.itemId, unitId, factor, line.quantity, line.unitPrice],
      );
    }
  };

  /** Locks the order for a status change; refused unless `action` fits its status. */
  const lockOrder = async (
    tx: Queryable,
    id: number,
    principal: Principal,
    feature: 'PURCHASE_ORDER' | 'GRN',
    operation: 'ADD' | 'EDIT' | 'DELETE',
    action: Parameters<typeof purchaseOrderActionRefusal>[1],
  ) => {
    const [row] = await tx.query<{ hotel_service_id: number; status: PurchaseOrderStatus; supplier_id: number }>(
      'select hotel_service_id, status, supplier_id from purchase_order where id = $1 for update',
      [id],
    );
    if (!row) throw notFound('Purchase order');
    await requireInventory(tx, principal, row.hotel_service_id, feature, operation);
    const refusal = purchaseOrderActionRefusal(row.status, action);
    if (refusal) throw conflict(refusal);
    return row;
  };

  const readOrder = async (principal: Principal, id: number) => {
    const order = await findOrder(db, id);
    await requireInventory(
      db,
      principal,
      order.hotelServiceId,
      ['PURCHASE_ORDER', 'PURCHASE_ORDER_HISTORY', 'GRN'],
      'VIEW',
    );
    return { result: { purchaseOrder: order } };
  };
  const readGrn = async (principal: Principal, id: number) => {
    const found = await findGrn(db, id);
    await requireInventory(db, principal, found.hotelServiceId, 'GRN', 'VIEW');
    return { result: { grn: found } };
  };
  const grnsOf = async (principal: Principal, orderId: number) => {
    const order = await findOrder(db, orderId);
    await requireInventory(db, principal, order.hotelServiceId, ['GRN', 'PURCHASE_ORDER'], 'VIEW');
    const rows = await db.query<GrnRow>(`${GRN_SELECT} ${GRN_FROM} where g.purchase_order_id = $1 order by g.id`, [
      orderId,
    ]);
    return { result: { grn: await grnsWithLines(db, rows) } };
  };

  return [
    // ----------------------------------------------------------------------------- orders
    route(inventory.searchPurchaseOrders, async ({ query, principal }) => {
      await requireInventory(
        db,
        principal,
        query.hotelServiceId,
        ['PURCHASE_ORDER', 'PURCHASE_ORDER_HISTORY', 'GRN'],
        'VIEW',
      );
      const { rows, pagination } = await pageOf<OrderRow>(db, {
        select: ORDER_SELECT,
        from: `${ORDER_FROM} where o.hotel_service_id = $1 and ($2::text is null or s.name ilike $2 escape '\\')
                 and ($3::text is null or o.status = $3)
                 and ($4::boolean is null or (o.status in ('SENT', 'PARTLY_RECEIVED')) = $4)`,
        params: [query.hotelServiceId, containsText(query.supplier), query.status ?? null, query.open ?? null],
        sort: ORDER_SORT,
        id: 'o.id',
        query,
      });
      return { result: { purchaseOrder: await ordersWithLines(db, rows) }, pagination };
    }),
    route(inventory.getPurchaseOrder, ({ params, principal }) => readOrder(principal, params.id)),
    route(inventory.purchaseOrderReport, ({ params, principal }) => readOrder(principal, params.id)),
    route(inventory.hotelPurchaseOrderReport, ({ params, principal }) => readOrder(principal, params.id)),

    route(inventory.createPurchaseOrder, async ({ body, principal }) => {
      await requireInventory(db, principal, body.hotelServiceId, 'PURCHASE_ORDER', 'ADD');
      const id = await db.transaction(async (tx) => {
        await activeSupplier(tx, body.hotelServiceId, body.supplierId);
        const [row] = await tx.query<{ id: number }>(
          `insert into purchase_order (hotel_service_id, supplier_id, currency, expected_date, note, created_by)
           values ($1, $2, $3, $4, $5, $6) returning id`,
          [
            body.hotelServiceId,
            body.supplierId,
            body.currency,
            body.expectedDate ?? null,
            body.note,
            userOf(principal),
          ],
        );
        await writeLines(tx, row!.id, body.hotelServiceId, body.lines);
        return row!.id;
      });
      return { result: { purchaseOrder: await findOrder(db, id) }, message: INVENTORY_NOTICES.PURCHASE_ORDER_CREATED };
    }),
    route(inventory.updatePurchaseOrder, async ({ body, principal }) => {
      await db.transaction(async (tx) => {
        const row = await lockOrder(tx, body.id, principal, 'PURCHASE_ORDER', 'EDIT', 'EDIT');
        if (row.hotel_service_id !== body.hotelServiceId) throw invalid('hotelServiceId', 'NOT_AN_INVENTORY_SERVICE');
        await activeSupplier(tx, body.hotelServiceId, body.supplierId);
        await tx.query(
          'update purchase_order set supplier_id = $2, currency = $3, expected_date = $4, note = $5 where id = $1',
          [body.id, body.supplierId, body.currency, body.expectedDate ?? null, body.note],
        );
        await tx.query('delete from purchase_order_line where purchase_order_id = $1', [body.id]);
        await writeLines(tx, body.id, body.hotelServiceId, body.lines);
      });
      return {
        result: { purchaseOrder: await findOrder(db, body.id) },
        message: INVENTORY_NOTICES.PURCHASE_ORDER_UPDATED,
      };
    }),
    route(inventory.deletePurchaseOrder, async ({ params, principal }) => {
      await db.transaction(async (tx) => {
        await lockOrder(tx, params.id, principal, 'PURCHASE_ORDER', 'DELETE', 'DELETE');
        await tx.query('delete from purchase_order where id = $1', [params.id]);
      });
      return { result: {}, message: INVENTORY_NOTICES.PURCHASE_ORDER_DELETED };
    }),
    route(inventory.sendPurchaseOrder, async ({ params, principal }) => {
      await db.transaction(async (tx) => {
        await lockOrder(tx, params.id, principal, 'PURCHASE_ORDER', 'EDIT', 'SEND');
        await tx.query(`update purchase_order set status = 'SENT', sent_at = now() where id = $1`, [params.id]);
      });
      return {
        result: { purchaseOrder: await findOrder(db, params.id) },
        message: INVENTORY_NOTICES.PURCHASE_ORDER_SENT,
      };
    }),
    route(inventory.closePurchaseOrder, async ({ params, principal }) => {
      await db.transaction(async (tx) => {
        await lockOrder(tx, params.id, principal, 'PURCHASE_ORDER', 'EDIT', 'CLOSE');
        await tx.query(`update purchase_order set status = 'CLOSED' where id = $1`, [params.id]);
      });
      return {
        result: { purchaseOrder: await findOrder(db, params.id) },
        message: INVENTORY_NOTICES.PURCHASE_ORDER_CLOSED,
      };
    }),

    // ----------------------------------------------------------------------------- GRNs
    route(inventory.createGrn, async ({ body, principal }) => {
      await requireInventory(db, principal, body.hotelServiceId, 'GRN', 'ADD');
      const userId = userOf(principal);
      const grnId = await db.transaction(async (tx) => {
        const [location] = await tx.query('select 1 from inventory_location where id = $1 and hotel_service_id = $2', [
          body.locationId,
          body.hotelServiceId,
        ]);
        if (!location) throw invalid('locationId', 'NOT_FOUND', { what: 'Location' });
        let supplierId = body.supplierId ?? null;
        if (body.purchaseOrderId) {
          const order = await lockOrder(tx, body.purchaseOrderId, principal, 'GRN', 'ADD', 'RECEIVE');
          if (order.hotel_service_id !== body.hotelServiceId)
            throw invalid('purchaseOrderId', 'NOT_FOUND', { what: 'Purchase order' });
          supplierId = order.supplier_id;
        } else if (supplierId !== null) {
          const [s] = await tx.query('select 1 from supplier where id = $1 and hotel_service_id = $2', [
            supplierId,
            body.hotelServiceId,
          ]);
          if (!s) throw invalid('supplierId', 'NOT_FOUND', { what: 'Supplier' });
        }
        const [grnRow] = await tx.query<{ id: number }>(
          `insert into grn (hotel_service_id, purchase_order_id, supplier_id, location_id, note, created_by)
           values ($1, $2, $3, $4, $5, $6) returning id`,
          [body.hotelServiceId, body.purchaseOrderId ?? null, supplierId, body.locationId, body.note, userId],
        );
        const id = grnRow!.id;
        for (const [index, line] of body.lines.entries()) {
          let itemId: number;
          let unitPrice: number;
          let factor = 1;
          let orderLineId: number | null = null;
          if (body.purchaseOrderId) {
            if (!line.purchaseOrderLineId) throw invalid(`lines.${index}.purchaseOrderLineId`, 'REQUIRED_FIELD');
            // Only what is still open: a parallel GRN of the same line waits here and re-checks.
            const [received] = await tx.query<{ item_id: number; unit_price: string; factor: number }>(
              `update purchase_order_line set received = received + $3
                where id = $1 and purchase_order_id = $2 and received + $3 <= quantity
               returning item_id, unit_price::text as unit_price, factor::float8 as factor`,
              [line.purchaseOrderLineId, body.purchaseOrderId, line.quantity],
            );
            if (!received) {
              const [open] = await tx.query<{ item_name: string; quantity: number; received: number }>(
                `select i.name as item_name, l.quantity::float8 as quantity, l.received::float8 as received
                   from purchase_order_line l join inventory_item i on i.id = l.item_id
                  where l.id = $1 and l.purchase_order_id = $2`,
                [line.purchaseOrderLineId, body.purchaseOrderId],
              );
              if (!open) throw invalid(`lines.${index}.purchaseOrderLineId`, 'NOT_FOUND', { what: 'Order line' });
              throw invalid(`lines.${index}.quantity`, 'OVER_RECEIPT', {
                item: open.item_name,
                open: openQuantity({ quantity: Number(open.quantity), received: Number(open.received) }),
              });
            }
            itemId = received.item_id;
            unitPrice = Number(received.unit_price);
            factor = Number(received.factor);
            orderLineId = line.purchaseOrderLineId;
          } else {
            if (!line.itemId) throw invalid(`lines.${index}.itemId`, 'ITEM_REQUIRED');
            itemId = line.itemId;
            unitPrice = line.unitPrice ?? 0;
          }
          const stockQuantity = inStockUnits(line.quantity, factor);
          const movementId = await move(
            tx,
            { serviceId: body.hotelServiceId, itemId, locationId: body.locationId },
            'GRN',
            stockQuantity,
            { note: `GRN ${id}`, userId },
          );
          await tx.query(
            `insert into grn_line (grn_id, purchase_order_line_id, item_id, quantity, stock_quantity, unit_price, movement_id)
             values ($1, $2, $3, $4, $5, $6, $7)`,
            [id, orderLineId, itemId, line.quantity, stockQuantity, unitPrice, movementId],
          );
        }
        if (body.purchaseOrderId) {
          const lines = await tx.query<{ quantity: number; received: number }>(
            'select quantity::float8 as quantity, received::float8 as received from purchase_order_line where purchase_order_id = $1',
            [body.purchaseOrderId],
          );
          const status = statusAfterReceipt(
            lines.map((l) => ({ quantity: Number(l.quantity), received: Number(l.received) })),
          );
          await tx.query('update purchase_order set status = $2 where id = $1', [body.purchaseOrderId, status]);
        }
        return id;
      });
      return { result: { grn: await findGrn(db, grnId) }, message: INVENTORY_NOTICES.GRN_CREATED };
    }),
    route(inventory.searchGrns, async ({ query, principal }) => {
      await requireInventory(db, principal, query.hotelServiceId, 'GRN', 'VIEW');
      const { rows, pagination } = await pageOf<GrnRow>(db, {
        select: GRN_SELECT,
        from: `${GRN_FROM} where g.hotel_service_id = $1 and ($2::text is null or s.name ilike $2 escape '\\')`,
        params: [query.hotelServiceId, containsText(query.supplier)],
        sort: { id: 'g.id', supplier: 'lower(s.name)', location: 'lower(l.name)' },
        id: 'g.id',
        query,
      });
      return { result: { grn: await grnsWithLines(db, rows) }, pagination };
    }),
    route(inventory.grnsOfPurchaseOrder, ({ params, principal }) => grnsOf(principal, params.id)),
    route(inventory.groupGrnsOfPurchaseOrder, ({ params, principal }) => grnsOf(principal, params.id)),
    route(inventory.grnReport, ({ params, principal }) => readGrn(principal, params.id)),
    route(inventory.hotelGrnReport, ({ params, principal }) => readGrn(principal, params.id)),
  ];
}
