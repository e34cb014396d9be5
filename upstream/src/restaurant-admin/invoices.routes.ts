// Restaurant invoices and receipts (RESTAURANT_INVOICE, RESTAURANT_RECEIPT), read-only: a completed
// order is the invoice, with the bill exactly as it was charged at completion (stored with the order,
// so later tax changes leave it alone), and its payment is the receipt: cash taken at the table, or
// the total posted to the guest's room for front office to invoice. Numbers are the hotel prefix,
// RI (invoice) or RR (receipt) and the order id: SCB-RI-000042.
import { isItemLive, restaurantMoney } from '@hotel/domain';
import { restaurantAdmin, restaurantEntities } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import { iso, type Queryable, type SqlParam } from '../db/database.js';
import { notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { adminService } from './access.js';
import { businessDay } from './business-day.js';
import { containsText, pageOf, type SortColumnsOf } from '../db/paging.js';

type RestaurantInvoice = restaurantAdmin.RestaurantInvoice;
type RestaurantReceipt = restaurantAdmin.RestaurantReceipt;

interface InvoiceRow {
  id: number;
  invoice_number: string;
  receipt_number: string;
  hotel_service_id: number;
  table_id: number;
  table_number: string;
  waiter_id: number;
  waiter_name: string;
  customer_name: string;
  payment_method: 'CASH' | 'ROOM_BILL';
  room_number: string | null;
  order_time: string;
  created_at: Date | string;
  completed_at: Date | string;
  vat_applicable: boolean;
  bill: unknown;
  /** numeric(12, 2) as text. */
  total_charge: string;
  vat_id: number | null;
  vat_name: string | null;
  vat_number: string | null;
  vat_email: string | null;
  vat_address: string | null;
}

interface LineRow {
  id: number;
  order_id: number;
  item_id: number;
  name: string;
  item_type: RestaurantInvoice['items'][number]['itemType'];
  quantity: number;
  /** numeric(12, 2) as text. */
  price: string;
  status: RestaurantInvoice['items'][number]['orderedItemStatus'];
}

const number = (kind: 'RI' | 'RR') => `h.prefix || '-${kind}-' || lpad(o.id::text, 6, '0')`;

export const INVOICE_SELECT = `select o.id, ${number('RI')} as invoice_number, ${number('RR')} as receipt_number,
  o.hotel_service_id, o.table_id, t.number as table_number, o.waiter_id,
  trim(u.first_name || ' ' || u.last_name) as waiter_name, o.customer_name, o.payment_method, a.room_number,
  o.order_time, o.created_at, o.completed_at, o.vat_applicable, o.bill, o.total_charge::text as total_charge,
  v.id as vat_id, v.name as vat_name, v.vat_number, v.email as vat_email, v.address as vat_address`;
export const INVOICE_FROM = `from restaurant_order o
  join restaurant_table t on t.id = o.table_id
  join table_allocation a on a.id = o.table_allocation_id
  join app_user u on u.id = o.waiter_id
  join hotel_service s on s.id = o.hotel_service_id
  join hotel h on h.id = s.hotel_id
  left join restaurant_vat_registry v on v.id = o.vat_registry_id`;

/** A completed order of the service in the period (parameters $1 service, $2 from, $3 to). */
const COMPLETED_IN_PERIOD = `o.hotel_service_id = $1 and o.order_status = 'COMPLETED' and o.bill is not null
  and ($2::date is null or ${businessDay('o.completed_at')} >= $2::date)
  and ($3::date is null or ${businessDay('o.completed_at')} <= $3::date)`;

const EMPTY_BILL = restaurantEntities.bill.parse({
  subTotal: 0,
  discount: 0,
  serviceCharge: 0,
  serviceChargeRate: 0,
  taxResponseList: [],
  totalCharge: 0,
});

async function linesOf(db: Queryable, orderIds: readonly number[]): Promise<Map<number, LineRow[]>> {
  const byOrder = new Map<number, LineRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db.query<LineRow>(
    `select i.id, i.order_id, i.item_id, i.name, i.item_type, i.quantity, i.price::text as price, i.status
       from ordered_item i where i.order_id = any($1::int[]) order by i.id`,
    [orderIds],
  );
  for (const r of rows) byOrder.set(r.order_id, [...(byOrder.get(r.order_id) ?? []), r]);
  return byOrder;
}

const toInvoice = (r: InvoiceRow, lines: readonly LineRow[]): RestaurantInvoice => {
  const bill = restaurantEntities.bill.safeParse(r.bill);
  return {
    id: r.id,
    invoiceNumber: r.invoice_number,
    receiptNumber: r.receipt_number,
    orderId: r.id,
    hotelServiceId: r.hotel_service_id,
    tableId: r.table_id,
    tableNumber: r.table_number,
    waiterId: r.waiter_id,
    waiterName: r.waiter_name,
    customerName: r.customer_name,
    paymentMethod: r.payment_method,
    roomNumber: r.payment_method === 'ROOM_BILL' ? r.room_number : null,
    orderTime: r.order_time,
    createdAt: iso(r.created_at),
    completedAt: iso(r.completed_at),
    vatApplicable: r.vat_applicable,
    vatCustomer:
      r.vat_id === null
        ? null
        : {
            id: r.vat_id,
            name: r.vat_name ?? '',
            vatNumber: r.vat_number ?? '',
            email: r.vat_email ?? '',
            address: r.vat_address ?? '',
          },
    bill: bill.success ? bill.data : { ...EMPTY_BILL, totalCharge: restaurantMoney(r.total_charge).toWire() },
    items: lines.map((l) => {
      const counted = isItemLive(l.status);
      const price = restaurantMoney(l.price);
      return {
        id: l.id,
        itemId: l.item_id,
        name: l.name,
        itemType: l.item_type,
        quantity: l.quantity,
        price: price.toWire(),
        amount: counted ? price.times(l.quantity).toWire() : 0,
        orderedItemStatus: l.status,
        counted,
      };
    }),
  };
};

/** A completed order's invoice with its lines, or null; the caller decides who may see it. */
export async function loadInvoice(db: Queryable, orderId: number): Promise<RestaurantInvoice | null> {
  const [row] = await db.query<InvoiceRow>(
    `${INVOICE_SELECT} ${INVOICE_FROM} where o.id = $1 and o.order_status = 'COMPLETED'`,
    [orderId],
  );
  if (!row) return null;
  const lines = await linesOf(db, [row.id]);
  return toInvoice(row, lines.get(row.id) ?? []);
}

const toReceipt = (r: InvoiceRow): RestaurantReceipt => ({
  id: r.id,
  receiptNumber: r.receipt_number,
  invoiceId: r.id,
  invoiceNumber: r.invoice_number,
  hotelServiceId: r.hotel_service_id,
  tableNumber: r.table_number,
  paymentMethod: r.payment_method,
  roomNumber: r.payment_method === 'ROOM_BILL' ? r.room_number : null,
  amount: restaurantMoney(r.total_charge).toWire(),
  receivedBy: r.waiter_name,
  customerName: r.customer_name,
  createdAt: iso(r.completed_at),
});

const INVOICE_SORT: SortColumnsOf<typeof restaurantAdmin.searchRestaurantInvoices> = {
  id: 'o.id',
  completedAt: 'o.completed_at',
  totalCharge: 'o.total_charge',
  tableNumber: ['length(t.number)', 'lower(t.number)'],
};
const RECEIPT_SORT: SortColumnsOf<typeof restaurantAdmin.searchRestaurantReceipts> = {
  id: 'o.id',
  createdAt: 'o.completed_at',
  amount: 'o.total_charge',
};

export function invoicesRoutes({ db }: AppContext): RouteBinding[] {
  const search = (q: {
    hotelServiceId: number;
    fromDate?: string | undefined;
    toDate?: string | undefined;
    search?: string | undefined;
    paymentMethod?: string | undefined;
  }): { from: string; params: SqlParam[] } => ({
    from: `${INVOICE_FROM} where ${COMPLETED_IN_PERIOD}
             and ($4::text is null or o.payment_method = $4)
             and ($5::text is null or ${number('RI')} ilike $5 escape '\\' or ${number('RR')} ilike $5 escape '\\'
                  or t.number ilike $5 escape '\\' or o.customer_name ilike $5 escape '\\'
                  or v.name ilike $5 escape '\\' or v.vat_number ilike $5 escape '\\')`,
    params: [q.hotelServiceId, q.fromDate ?? null, q.toDate ?? null, q.paymentMethod ?? null, containsText(q.search)],
  });

  return [
    route(restaurantAdmin.searchRestaurantInvoices, async ({ query, principal }) => {
      await adminService(db, principal, query.hotelServiceId, 'RESTAURANT_INVOICE', 'VIEW');
      const { from, params } = search(query);
      const { rows, pagination } = await pageOf<InvoiceRow>(db, {
        select: INVOICE_SELECT,
        from,
        params,
        sort: INVOICE_SORT,
        id: 'o.id',
        query,
      });
      const lines = await linesOf(
        db,
        rows.map((r) => r.id),
      );
      return { result: { invoice: rows.map((r) => toInvoice(r, lines.get(r.id) ?? [])) }, pagination };
    }),

    route(restaurantAdmin.restaurantInvoiceById, async ({ params, principal }) => {
      const invoice = await loadInvoice(db, params.id);
      if (!invoice) throw notFound('Invoice');
      await adminService(db, principal, invoice.hotelServiceId, 'RESTAURANT_INVOICE', 'VIEW');
      return { result: { invoice } };
    }),

    route(restaurantAdmin.searchRestaurantReceipts, async ({ query, principal }) => {
      await adminService(db, principal, query.hotelServiceId, 'RESTAURANT_RECEIPT', 'VIEW');
      const { from, params } = search(query);
      const { rows, pagination } = await pageOf<InvoiceRow>(db, {
        select: INVOICE_SELECT,
        from,
        params,
        sort: RECEIPT_SORT,
        id: 'o.id',
        query,
      });
      return { result: { receipt: rows.map(toReceipt) }, pagination };
    }),
  ];
}
