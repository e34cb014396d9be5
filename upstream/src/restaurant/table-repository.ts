// Restaurant tables with their open allocation and order, and the waiter status screen's rows. A
// table's status is not stored: it follows from the open allocation and order (domain
// deriveTableStatus), so it can never disagree with them.
import { deriveTableStatus, type RestaurantOrderStatus } from '@hotel/domain';
import type { restaurantEntities } from '@hotel/schema';
import type { Queryable, SqlParam } from '../db/database.js';
import { notFound } from '../http/api-error.js';
import { OPEN, ticketsOf, toTicket } from './order-repository.js';

type RestaurantTable = restaurantEntities.RestaurantTable;
type TableAllocation = restaurantEntities.TableAllocation;

interface TableRow {
  id: number;
  number: string;
  reserved: boolean;
  hotel_service_id: number;
  table_category_id: number | null;
  category_name: string | null;
  allocation_id: number | null;
  waiter_id: number | null;
  payment_method: RestaurantTable['paymentMethod'];
  reserved_room_id: number | null;
  room_number: string | null;
  vat_applicable: boolean | null;
  customer_name: string | null;
  remarks: string | null;
  order_id: number | null;
  order_status: RestaurantOrderStatus | null;
  line_count: number;
}

const TABLE_SELECT = `
  select t.id, t.number, t.reserved, t.hotel_service_id, t.table_category_id, c.name as category_name,
         a.id as allocation_id, a.waiter_id, a.payment_method, a.reserved_room_id, a.room_number, a.vat_applicable,
         a.customer_name, a.remarks, o.id as order_id, o.order_status,
         coalesce((select count(*)::int from ordered_item i
                    where i.order_id = o.id and i.status not in ('REJECTED', 'CANCELLED')), 0) as line_count
    from restaurant_table t
    left join table_category c on c.id = t.table_category_id
    left join table_allocation a on a.table_id = t.id and a.released_at is null
    left join restaurant_order o on o.table_allocation_id = a.id and o.${OPEN}`;

const toTable = (r: TableRow): RestaurantTable => ({
  id: r.id,
  number: r.number,
  status: deriveTableStatus({
    allocated: r.allocation_id !== null,
    reserved: r.reserved,
    orderStatus: r.order_status,
    lineCount: Number(r.line_count),
  }),
  tableAllocationId: r.allocation_id,
  paymentMethod: r.payment_method,
  reservedRoomId: r.reserved_room_id,
  roomNumber: r.room_number,
  hotelServiceId: r.hotel_service_id,
  tableCategoryId: r.table_category_id,
  tableCategoryName: r.category_name,
  waiterId: r.waiter_id,
  vatApplicable: r.vat_applicable ?? false,
  customerName: r.customer_name,
  remarks: r.remarks,
  currentOrderId: r.order_id,
  orderLineCount: Number(r.line_count),
});

/** Tables of a service (active ones), narrowed by an extra condition on t/a (parameters from $2). */
export async function tablesOf(
  db: Queryable,
  serviceId: number,
  where = 'true',
  params: SqlParam[] = [],
): Promise<RestaurantTable[]> {
  const rows = await db.query<TableRow>(
    `${TABLE_SELECT} where t.hotel_service_id = $1 and t.active and (${where})
      order by c.id nulls last, length(t.number), t.number, t.id`,
    [serviceId, ...params],
  );
  return rows.map(toTable);
}

export async function findTable(db: Queryable, tableId: number): Promise<RestaurantTable | null> {
  const [row] = await db.query<TableRow>(`${TABLE_SELECT} where t.id = $1`, [tableId]);
  return row ? toTable(row) : null;
}

export async function mustFindTable(db: Queryable, tableId: number): Promise<RestaurantTable> {
  const table = await findTable(db, tableId);
  if (!table) throw notFound('Table');
  return table;
}

/** Open allocations of a service (of one waiter, or all with null) with their order and tickets. */
export async function openAllocations(
  db: Queryable,
  serviceId: number,
  waiterId: number | null,
): Promise<TableAllocation[]> {
  const rows = await db.query<{
    id: number;
    table_id: number;
    table_number: string;
    waiter_id: number;
    payment_method: TableAllocation['paymentMethod'];
    room_number: string | null;
    order_id: number | null;
    order_status: RestaurantOrderStatus | null;
  }>(
    `select a.id, a.table_id, t.number as table_number, a.waiter_id, a.payment_method, a.room_number,
            o.id as order_id, o.order_status
       from table_allocation a
       join restaurant_table t on t.id = a.table_id
       left join restaurant_order o on o.table_allocation_id = a.id and o.${OPEN}
      where a.hotel_service_id = $1 and a.released_at is null and ($2::int is null or a.waiter_id = $2)
      order by a.id`,
    [serviceId, waiterId],
  );
  const tickets = await ticketsOf(
    db,
    rows.flatMap((r) => (r.order_id === null ? [] : [r.order_id])),
  );
  return rows.map((r) => ({
    id: r.id,
    tableNumber: r.table_number,
    tableId: r.table_id,
    currentOrderId: r.order_id,
    orderStatus: r.order_status,
    kotResponseList: tickets.filter((t) => t.order_id === r.order_id && t.ticket_status !== 'CANCELLED').map(toTicket),
    waiterId: r.waiter_id,
    paymentMethod: r.payment_method,
    roomNumber: r.room_number,
  }));
}

export interface AllocationState {
  id: number;
  tableId: number;
  serviceId: number;
  waiterId: number;
  paymentMethod: 'CASH' | 'ROOM_BILL' | 'OTHER';
  reservedRoomId: number | null;
  open: boolean;
}

/** Locks an allocation row for the rest of the transaction. */
export async function lockAllocation(tx: Queryable, allocationId: number): Promise<AllocationState> {
  const [row] = await tx.query<{
    id: number;
    table_id: number;
    hotel_service_id: number;
    waiter_id: number;
    payment_method: AllocationState['paymentMethod'];
    reserved_room_id: number | null;
    released_at: Date | null;
  }>(
    `select id, table_id, hotel_service_id, waiter_id, payment_method, reserved_room_id, released_at
       from table_allocation where id = $1 for update`,
    [allocationId],
  );
  if (!row) throw notFound('Table allocation');
  return {
    id: row.id,
    tableId: row.table_id,
    serviceId: row.hotel_service_id,
    waiterId: row.waiter_id,
    paymentMethod: row.payment_method,
    reservedRoomId: row.reserved_room_id,
    open: row.released_at === null,
  };
}
