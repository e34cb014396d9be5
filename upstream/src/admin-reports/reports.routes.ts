// The administration reports, read from what the product records as sold today: the completed
// restaurant orders' bills as charged (by business day, Asia/Colombo), and the room charges the
// room-bill ones posted for front office. Turnover per hotel and service for a period (REPORT for a
// hotel, GROUP_TURNOVER for a whole group), and the payment transactions behind it
// (PAYMENT_TRANSACTION). Who sees what: access.ts.
import { Feature, roundMoney } from '@hotel/domain';
import { adminReports } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import type { Queryable, SqlParam } from '../db/database.js';
import { route, type RouteBinding } from '../http/route.js';
import { BILL_SUMS, businessDay, daysBetween } from '../restaurant-admin/business-day.js';
import { iso, pageOf } from '../restaurant-admin/paging.js';
import { reportCoverage } from './access.js';

type Figures = adminReports.TurnoverFigures;
type Transaction = adminReports.PaymentTransaction;

const ZERO: Figures = {
  orders: 0,
  subTotal: 0,
  serviceCharge: 0,
  taxTotal: 0,
  totalCharge: 0,
  cash: 0,
  roomBill: 0,
  roomInvoiced: 0,
};
const MONEY_KEYS = [
  'subTotal',
  'serviceCharge',
  'taxTotal',
  'totalCharge',
  'cash',
  'roomBill',
  'roomInvoiced',
] as const;

const add = (a: Figures, b: Figures): Figures => {
  const sum: Figures = { ...a, orders: a.orders + b.orders };
  for (const key of MONEY_KEYS) sum[key] = roundMoney(a[key] + b[key]);
  return sum;
};
const total = (list: readonly Figures[]): Figures => list.reduce(add, ZERO);

/** A completed, paid order of the services ($1) whose business day is in [$2, $3] (nulls: open). */
const PAID = `o.hotel_service_id = any($1::int[]) and o.order_status = 'COMPLETED' and o.bill is not null
  and o.payment_method is not null
  and ($2::date is null or ${businessDay('o.completed_at')} >= $2::date)
  and ($3::date is null or ${businessDay('o.completed_at')} <= $3::date)`;

interface ServiceRow {
  service_id: number;
  orders: number;
  sub_total: number;
  service_charge: number;
  tax_total: number;
  total_charge: number;
  cash: number;
  room_bill: number;
  room_invoiced: number;
}

async function figuresByService(db: Queryable, serviceIds: number[], from: string, to: string) {
  const rows = await db.query<ServiceRow>(
    `select o.hotel_service_id as service_id, count(*)::int as orders,
            ${BILL_SUMS},
            coalesce(sum(o.total_charge) filter (where o.payment_method = 'CASH'), 0)::float8 as cash,
            coalesce(sum(o.total_charge) filter (where o.payment_method = 'ROOM_BILL'), 0)::float8 as room_bill,
            coalesce(sum(c.amount) filter (where c.invoiced_at is not null), 0)::float8 as room_invoiced
       from restaurant_order o
       left join room_charge c on c.source = 'RESTAURANT' and c.source_reference = o.id
      where ${PAID}
      group by o.hotel_service_id`,
    [serviceIds, from, to],
  );
  return new Map<number, Figures>(
    rows.map((r) => [
      r.service_id,
      {
        orders: Number(r.orders),
        subTotal: roundMoney(r.sub_total ?? 0),
        serviceCharge: roundMoney(r.service_charge ?? 0),
        taxTotal: roundMoney(r.tax_total ?? 0),
        totalCharge: roundMoney(r.total_charge ?? 0),
        cash: roundMoney(r.cash),
        roomBill: roundMoney(r.room_bill),
        roomInvoiced: roundMoney(r.room_invoiced),
      },
    ]),
  );
}

async function turnoverByDay(db: Queryable, serviceIds: number[], from: string, to: string) {
  const rows = await db.query<{ day: string; orders: number; total_charge: number }>(
    `select ${businessDay('o.completed_at')}::text as day, count(*)::int as orders,
            sum(o.total_charge)::float8 as total_charge
       from restaurant_order o where ${PAID} group by 1`,
    [serviceIds, from, to],
  );
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return daysBetween(from, to).map((date) => {
    const r = byDay.get(date);
    return { date, orders: Number(r?.orders ?? 0), totalCharge: roundMoney(r?.total_charge ?? 0) };
  });
}

interface TransactionRow {
  id: number;
  receipt_number: string;
  invoice_number: string;
  hotel_id: number;
  hotel_name: string;
  hotel_service_id: number;
  service_name: string;
  completed_at: Date | string;
  payment_method: Transaction['paymentMethod'];
  amount: number;
  currency: string | null;
  table_number: string;
  customer_name: string;
  waiter_name: string;
  room_number: string | null;
  reservation_ref: string | null;
  invoiced_at: Date | string | null;
}

const number = (kind: 'RI' | 'RR') => `h.prefix || '-${kind}-' || lpad(o.id::text, 6, '0')`;

const TRANSACTION_SORT: Record<(typeof adminReports.PAYMENT_TRANSACTION_SORT_FIELDS)[number], string> = {
  paidAt: 'o.completed_at',
  amount: 'o.total_charge',
  hotel: 'lower(h.name)',
  id: 'o.id',
};

export function reportsRoutes({ db }: AppContext): RouteBinding[] {
  return [
    route(adminReports.turnover, async ({ query, principal }) => {
      const coverage = await reportCoverage(db, principal, query, {
        hotel: Feature.REPORT,
        group: Feature.GROUP_TURNOVER,
      });
      const ids = coverage.services.map((s) => s.id);
      const [figures, days] = await Promise.all([
        figuresByService(db, ids, query.fromDate, query.toDate),
        turnoverByDay(db, ids, query.fromDate, query.toDate),
      ]);
      const hotels = coverage.hotels.map((h) => {
        const services = coverage.services
          .filter((s) => s.hotelId === h.id)
          .map((s) => ({
            hotelServiceId: s.id,
            serviceName: s.name,
            serviceType: s.serviceType,
            ...(figures.get(s.id) ?? ZERO),
          }));
        return { hotelId: h.id, hotelName: h.name, hotelTitle: h.title, services, totals: total(services) };
      });
      return {
        result: {
          turnover: {
            groupsId: coverage.groupsId,
            hotelId: coverage.hotelId,
            hotelServiceId: coverage.hotelServiceId,
            title: coverage.title,
            fromDate: query.fromDate,
            toDate: query.toDate,
            hotels,
            days,
            totals: total(hotels.map((h) => h.totals)),
          },
        },
      };
    }),

    route(adminReports.searchPaymentTransactions, async ({ query, principal }) => {
      const coverage = await reportCoverage(db, principal, query, {
        hotel: Feature.PAYMENT_TRANSACTION,
        group: Feature.PAYMENT_TRANSACTION,
      });
      const params: SqlParam[] = [
        coverage.services.map((s) => s.id),
        query.fromDate ?? null,
        query.toDate ?? null,
        query.paymentMethod ?? null,
      ];
      const { rows, pagination } = await pageOf<TransactionRow>(db, {
        select: `select o.id, ${number('RR')} as receipt_number, ${number('RI')} as invoice_number,
          h.id as hotel_id, h.name as hotel_name, s.id as hotel_service_id, s.name as service_name,
          o.completed_at, o.payment_method, o.total_charge::float8 as amount, c.currency,
          t.number as table_number, o.customer_name, trim(u.first_name || ' ' || u.last_name) as waiter_name,
          a.room_number, r.ref_number as reservation_ref, c.invoiced_at`,
        from: `from restaurant_order o
          join hotel_service s on s.id = o.hotel_service_id
          join hotel h on h.id = s.hotel_id
          join restaurant_table t on t.id = o.table_id
          join table_allocation a on a.id = o.table_allocation_id
          join app_user u on u.id = o.waiter_id
          left join room_charge c on c.source = 'RESTAURANT' and c.source_reference = o.id
          left join reservation r on r.id = c.reservation_id
          where ${PAID} and ($4::text is null or o.payment_method = $4::text)`,
        params,
        orderBy: TRANSACTION_SORT[query.sortField],
        query,
        id: 'o.id',
      });
      return {
        result: {
          paymentTransaction: rows.map((r): Transaction => ({
            id: r.id,
            receiptNumber: r.receipt_number,
            invoiceNumber: r.invoice_number,
            source: 'RESTAURANT',
            hotelId: r.hotel_id,
            hotelName: r.hotel_name,
            hotelServiceId: r.hotel_service_id,
            serviceName: r.service_name,
            paidAt: iso(r.completed_at),
            paymentMethod: r.payment_method,
            amount: roundMoney(r.amount),
            currency: r.currency ?? 'LKR',
            tableNumber: r.table_number,
            customerName: r.customer_name,
            waiterName: r.waiter_name,
            roomNumber: r.payment_method === 'ROOM_BILL' ? r.room_number : null,
            reservationRef: r.reservation_ref,
            invoicedAt: r.invoiced_at === null ? null : iso(r.invoiced_at),
          })),
        },
        pagination,
      };
    }),
  ];
}
