// The sales report (REPORT) and the restaurant dashboard (RESTAURANT_DASHBOARD), both read from the
// completed orders' bills as charged: sales by business day and by item for a range, and one day's
// figures beside what is open right now (orders by status, tickets by status, tables in use).
import { Money, RESTAURANT_CURRENCY, restaurantMoney, type RestaurantMoney } from '@hotel/domain';
import { restaurantAdmin } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import type { Queryable } from '../db/database.js';
import { route, type RouteBinding } from '../http/route.js';
import { OPEN } from '../restaurant/order-repository.js';
import { adminService } from './access.js';
import { BILL_SUMS, businessDay, HOTEL_TODAY, daysBetween } from './business-day.js';

type SalesDay = restaurantAdmin.SalesReport['days'][number];
type SalesItem = restaurantAdmin.SalesReport['items'][number];
type Totals = Omit<SalesDay, 'date'>;

/** The money columns as numeric text. */
interface DayRow {
  day: string;
  orders: number;
  sub_total: string;
  service_charge: string;
  tax_total: string;
  total_charge: string;
  cash: string;
  room_bill: string;
}

const COMPLETED = (from: string, to: string) => `o.hotel_service_id = $1 and o.order_status = 'COMPLETED'
  and o.bill is not null and ${businessDay('o.completed_at')} between ${from}::date and ${to}::date`;

const ZERO: Totals = { orders: 0, subTotal: 0, serviceCharge: 0, taxTotal: 0, totalCharge: 0, cash: 0, roomBill: 0 };

async function salesByDay(db: Queryable, serviceId: number, from: string, to: string): Promise<SalesDay[]> {
  const rows = await db.query<DayRow>(
    `select ${businessDay('o.completed_at')}::text as day, count(*)::int as orders,
            ${BILL_SUMS},
            sum(case when o.payment_method = 'CASH' then o.total_charge else 0 end)::text as cash,
            sum(case when o.payment_method = 'ROOM_BILL' then o.total_charge else 0 end)::text as room_bill
       from restaurant_order o where ${COMPLETED('$2', '$3')}
      group by 1 order by 1`,
    [serviceId, from, to],
  );
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return daysBetween(from, to).map((date) => {
    const r = byDay.get(date);
    if (!r) return { date, ...ZERO };
    return {
      date,
      orders: Number(r.orders),
      subTotal: restaurantMoney(r.sub_total).toWire(),
      serviceCharge: restaurantMoney(r.service_charge).toWire(),
      taxTotal: restaurantMoney(r.tax_total).toWire(),
      totalCharge: restaurantMoney(r.total_charge).toWire(),
      cash: restaurantMoney(r.cash).toWire(),
      roomBill: restaurantMoney(r.room_bill).toWire(),
    };
  });
}

async function salesByItem(
  db: Queryable,
  serviceId: number,
  from: string,
  to: string,
  limit: number | null = null,
): Promise<SalesItem[]> {
  const rows = await db.query<{
    item_id: number;
    name: string;
    item_type: SalesItem['itemType'];
    quantity: number;
    amount: string;
  }>(
    `select i.item_id, max(i.name) as name, max(i.item_type) as item_type, sum(i.quantity)::int as quantity,
            sum(i.price * i.quantity)::text as amount
       from ordered_item i join restaurant_order o on o.id = i.order_id
      where ${COMPLETED('$2', '$3')} and i.status not in ('REJECTED', 'CANCELLED')
      group by i.item_id order by sum(i.price * i.quantity) desc, name limit $4`,
    [serviceId, from, to, limit],
  );
  return rows.map((r) => ({
    itemId: r.item_id,
    name: r.name,
    itemType: r.item_type,
    quantity: Number(r.quantity),
    amount: restaurantMoney(r.amount).toWire(),
  }));
}

const sum = (days: readonly SalesDay[]): Totals => {
  const column = (key: Exclude<keyof Totals, 'orders'>): number =>
    Money.sum(
      days.map((d) => restaurantMoney(d[key])),
      RESTAURANT_CURRENCY,
    ).toWire();
  return {
    orders: days.reduce((n, d) => n + d.orders, 0),
    subTotal: column('subTotal'),
    serviceCharge: column('serviceCharge'),
    taxTotal: column('taxTotal'),
    totalCharge: column('totalCharge'),
    cash: column('cash'),
    roomBill: column('roomBill'),
  };
};

/** The average bill of the day's orders, to the cent (half away from zero); none without orders. */
const averageBill = (totalCharge: RestaurantMoney, orders: number): number =>
  orders === 0 ? 0 : totalCharge.times(1, orders).toWire();

export function reportsRoutes({ db }: AppContext): RouteBinding[] {
  return [
    route(restaurantAdmin.restaurantSalesReport, async ({ query, principal }) => {
      await adminService(db, principal, query.hotelServiceId, 'REPORT', 'VIEW');
      const [names] = await db.query<{ service_name: string; hotel_title: string }>(
        `select s.name as service_name, h.title as hotel_title
           from hotel_service s join hotel h on h.id = s.hotel_id where s.id = $1`,
        [query.hotelServiceId],
      );
      const days = await salesByDay(db, query.hotelServiceId, query.fromDate, query.toDate);
      return {
        result: {
          report: {
            hotelServiceId: query.hotelServiceId,
            serviceName: names?.service_name ?? '',
            hotelTitle: names?.hotel_title ?? '',
            fromDate: query.fromDate,
            toDate: query.toDate,
            days,
            items: await salesByItem(db, query.hotelServiceId, query.fromDate, query.toDate),
            totals: sum(days),
          },
        },
      };
    }),

    route(restaurantAdmin.restaurantDashboard, async ({ params, query, principal }) => {
      const serviceId = params.hotelServiceId;
      await adminService(db, principal, serviceId, 'RESTAURANT_DASHBOARD', 'VIEW');
      const [today] = await db.query<{ day: string }>(`select ${HOTEL_TODAY}::text as day`);
      const date = query.date ?? today!.day;
      const [day] = await salesByDay(db, serviceId, date, date);
      const sales = day ?? { date, ...ZERO };
      const [orders, tickets, [tables], topItems] = await Promise.all([
        db.query<{ status: string; count: number }>(
          `select order_status as status, count(*)::int as count from restaurant_order
            where hotel_service_id = $1 and ${OPEN} group by order_status order by order_status`,
          [serviceId],
        ),
        db.query<{
          ticket_type: 'KOT' | 'BOT';
          ticket_status: restaurantAdmin.RestaurantDashboardData['ticketsByStatus'][number]['ticketStatus'];
          count: number;
        }>(
          `select ticket_type, ticket_status, count(*)::int as count from kitchen_ticket
            where hotel_service_id = $1 and ${businessDay('created_at')} = $2::date
            group by ticket_type, ticket_status order by ticket_type, ticket_status`,
          [serviceId, date],
        ),
        db.query<{ total: number; in_use: number; reserved: number }>(
          `select count(*)::int as total,
                  count(*) filter (where exists (select 1 from table_allocation a
                                                  where a.table_id = t.id and a.released_at is null))::int as in_use,
                  count(*) filter (where t.reserved and not exists (select 1 from table_allocation a
                                                  where a.table_id = t.id and a.released_at is null))::int as reserved
             from restaurant_table t where t.hotel_service_id = $1 and t.active`,
          [serviceId],
        ),
        salesByItem(db, serviceId, date, date, 5),
      ]);
      const total = Number(tables?.total ?? 0);
      const inUse = Number(tables?.in_use ?? 0);
      const reserved = Number(tables?.reserved ?? 0);
      const { date: _date, ...figures } = sales;
      return {
        result: {
          dashboard: {
            hotelServiceId: serviceId,
            date,
            sales: { ...figures, averageBill: averageBill(restaurantMoney(figures.totalCharge), figures.orders) },
            openOrders: orders.reduce((n, r) => n + Number(r.count), 0),
            ordersByStatus: orders.map((r) => ({ status: r.status, count: Number(r.count) })),
            ticketsByStatus: tickets.map((r) => ({
              ticketType: r.ticket_type,
              ticketStatus: r.ticket_status,
              count: Number(r.count),
            })),
            tables: { total, inUse, reserved, vacant: Math.max(total - inUse - reserved, 0) },
            topItems,
          },
        },
      };
    }),
  ];
}
