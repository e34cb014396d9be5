// Arranging restaurant admin scenarios in the HTTP tests: the demo restaurant's ids, and completed
// orders written straight into the database (the waiter's and kitchen's flow has its own tests; these
// pages only read what it leaves behind).
import { billToWire, computeBill, restaurantMoney, splitServiceCharge, type OrderedItemStatus } from '@hotel/domain';
import type { Queryable } from '../db/database.js';

export interface DemoRestaurant {
  hotelId: number;
  groupId: number;
  serviceId: number;
  /** The other hotel's restaurant (Serendib Kandy). */
  otherServiceId: number;
  otherHotelId: number;
  frontOfficeId: number;
}

export async function demoRestaurant(db: Queryable): Promise<DemoRestaurant> {
  const rows = await db.query<{ id: number; hotel_id: number; group_id: number; name: string; service_type: string }>(
    `select s.id, s.hotel_id, h.group_id, h.name, s.service_type
       from hotel_service s join hotel h on h.id = s.hotel_id order by s.id`,
  );
  const find = (hotel: string, type: string) => {
    const row = rows.find((r) => r.name === hotel && r.service_type === type);
    if (!row) throw new Error(`no ${type} service in ${hotel}`);
    return row;
  };
  const colombo = find('Serendib Colombo', 'RESTAURANT');
  const kandy = find('Serendib Kandy', 'RESTAURANT');
  return {
    hotelId: colombo.hotel_id,
    groupId: colombo.group_id,
    serviceId: colombo.id,
    otherServiceId: kandy.id,
    otherHotelId: kandy.hotel_id,
    frontOfficeId: find('Serendib Colombo', 'HOTEL').id,
  };
}

export async function userId(db: Queryable, email: string): Promise<number> {
  const [row] = await db.query<{ id: number }>('select id from app_user where email = $1', [email]);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

export async function itemByName(
  db: Queryable,
  serviceId: number,
  name: string,
): Promise<{ id: number; price: number; item_type: string }> {
  const [row] = await db.query<{ id: number; price: string; item_type: string }>(
    'select id, price::text as price, item_type from food_item where hotel_service_id = $1 and name = $2',
    [serviceId, name],
  );
  if (!row) throw new Error(`no item ${name}`);
  return { ...row, price: restaurantMoney(row.price).toWire() };
}

export interface CompletedOrder {
  serviceId: number;
  tableNumber: string;
  waiterEmail: string;
  lines: { item: string; quantity: number; status?: OrderedItemStatus }[];
  paymentMethod?: 'CASH' | 'ROOM_BILL';
  vatApplicable?: boolean;
  vatRegistryId?: number | null;
  customerName?: string;
  /** When it was paid; now by default. */
  completedAt?: string;
}

let ticketNumber = 9000;

/** A paid order, as the waiter's Complete Payment leaves it: bill computed with the service's taxes. */
export async function completedOrder(db: Queryable, o: CompletedOrder): Promise<{ orderId: number; total: number }> {
  const waiterId = await userId(db, o.waiterEmail);
  const [table] = await db.query<{ id: number; hotel_id: number }>(
    `select t.id, s.hotel_id from restaurant_table t join hotel_service s on s.id = t.hotel_service_id
      where t.hotel_service_id = $1 and t.number = $2`,
    [o.serviceId, o.tableNumber],
  );
  if (!table) throw new Error(`no table ${o.tableNumber}`);
  const method = o.paymentMethod ?? 'CASH';
  let room: { id: number; room_no: string } | undefined;
  if (method === 'ROOM_BILL') {
    [room] = await db.query<{ id: number; room_no: string }>(
      `select rr.id, r.room_no from reserved_room rr join room r on r.id = rr.room_id
        where r.hotel_id = $1 and rr.status = 'CHECKEDIN' order by r.room_no limit 1`,
      [table.hotel_id],
    );
  }
  const completedAt = o.completedAt ?? new Date().toISOString();
  const [allocation] = await db.query<{ id: number }>(
    `insert into table_allocation (table_id, hotel_service_id, waiter_id, payment_method, reserved_room_id, room_number,
                                   vat_applicable, vat_registry_id, allocated_at, released_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::timestamptz - interval '1 hour', $9) returning id`,
    [
      table.id,
      o.serviceId,
      waiterId,
      method,
      room?.id ?? null,
      room?.room_no ?? null,
      o.vatApplicable ?? false,
      o.vatRegistryId ?? null,
      completedAt,
    ],
  );
  const items = await Promise.all(o.lines.map((l) => itemByName(db, o.serviceId, l.item)));
  const taxRows = await db.query<{
    name: string;
    rate: number;
    sequence: number;
    vat: boolean;
    social_security_contribution_levy: boolean;
    service_charge: boolean;
    active: boolean;
  }>(
    `select name, rate::float8 as rate, sequence, vat, social_security_contribution_levy, service_charge, active
       from restaurant_tax where hotel_service_id = $1 order by sequence, id`,
    [o.serviceId],
  );
  const { serviceChargeRate, taxes } = splitServiceCharge(
    taxRows.map((r) => ({
      name: r.name,
      rate: r.rate,
      sequence: r.sequence,
      vat: r.vat,
      socialSecurityContributionLevy: r.social_security_contribution_levy,
      serviceCharge: r.service_charge,
      active: r.active,
    })),
  );
  const bill = billToWire(
    computeBill(
      o.lines.map((l, i) => ({
        price: restaurantMoney(items[i]!.price),
        quantity: l.quantity,
        orderedItemStatus: l.status ?? 'SERVED',
      })),
      { serviceChargeRate, taxes, vat: o.vatApplicable ?? false },
    ),
  );
  const [order] = await db.query<{ id: number }>(
    `insert into restaurant_order (hotel_service_id, table_allocation_id, table_id, waiter_id, order_status, order_time,
                                   customer_name, vat_applicable, vat_registry_id, payment_method, bill, total_charge,
                                   created_at, completed_at)
     values ($1, $2, $3, $4, 'COMPLETED', '12:30', $5, $6, $7, $8, $9, $10, $11::timestamptz - interval '1 hour', $11)
     returning id`,
    [
      o.serviceId,
      allocation!.id,
      table.id,
      waiterId,
      o.customerName ?? '',
      o.vatApplicable ?? false,
      o.vatRegistryId ?? null,
      method,
      JSON.stringify(bill),
      bill.totalCharge,
      completedAt,
    ],
  );
  const tickets = new Map<'KOT' | 'BOT', number>();
  for (const [i, line] of o.lines.entries()) {
    const item = items[i]!;
    const type = item.item_type === 'BEVERAGE' ? 'BOT' : 'KOT';
    let ticketId = tickets.get(type);
    if (ticketId === undefined) {
      const [ticket] = await db.query<{ id: number }>(
        `insert into kitchen_ticket (order_id, hotel_service_id, ticket_type, ticket_number, ticket_status, created_at)
         values ($1, $2, $3, $4, 'SERVED', $5) returning id`,
        [order!.id, o.serviceId, type, ++ticketNumber, completedAt],
      );
      ticketId = ticket!.id;
      tickets.set(type, ticketId);
    }
    await db.query(
      `insert into ordered_item (order_id, ticket_id, item_id, name, price, item_type, quantity, status)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [order!.id, ticketId, item.id, line.item, item.price, item.item_type, line.quantity, line.status ?? 'SERVED'],
    );
  }
  return { orderId: order!.id, total: bill.totalCharge };
}
