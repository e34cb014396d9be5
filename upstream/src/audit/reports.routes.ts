// The administration reports, read from what the product records as sold today: the completed
// restaurant orders' bills as charged (by business day, Asia/Colombo), and the room charges the
// room-bill ones posted for front office. Turnover per hotel and service for a period (REPORT for a
// hotel, GROUP_TURNOVER for a whole group), and the payment transactions behind it
// (PAYMENT_TRANSACTION). Who sees what: report-access.ts.
import { Feature, Money, RESTAURANT_CURRENCY, restaurantMoney, toCurrency } from '@hotel/domain';
import { audit } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import { iso, type Queryable, type SqlParam } from '../db/database.js';
import { route, type RouteBinding } from '../http/route.js';
import { BILL_SUMS, businessDay, daysBetween } from '../restaurant-admin/business-day.js';
import { pageOf, type SortColumnsOf } from '../db/paging.js';
import { reportCoverage } from './report-access.js';

type Figures = audit.TurnoverFigures;
type Transaction = audit.PaymentTransaction;

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

const total = (list: readonly Figures[]): Figures => {
  const sum: Figures = { ...ZERO, orders: list.reduce((n, figures) => n + figures.orders, 0) };
  for (const key of MONEY_KEYS) {
    sum[key] = Money.sum(
      list.map((figures) => restaurantMoney(figures[key])),
      RESTAURANT_CURRENCY,
    ).toWire();
  }
  return sum;
};

/** A sum of a numeric column as text (null when nothing was summed). */
const amount = (text: string | null): number => (text === null ? 0 : restaurantMoney(text).toWire());

/** A completed, paid order of the services ($1) whose business day is in [$2, $3] (nulls: open). */
const PAID = `o.hotel_service_id = any($1::int[]) and o.order_status = 'COMPLETED' and o.bill is not null
  and o.payment_method is not null
  and ($2::date is null or ${businessDay('o.completed_at')} >= $2::date)
  and ($3::date is null or ${businessDay('o.completed_at')} <= $3::date)`;

/** The money columns as numeric text. */
interface ServiceRow {
  service_id: number;
  orders: number;
  sub_total: string | null;
  service_charge: string | null;
  tax_total: string | null;
  total_charge: string | null;
  cash: string;
  room_bill: string;
  room_invoiced: string;
}

async function figuresByService(db: Queryable, serviceIds: number[], from: string, to: string) {
  const rows = await db.query<ServiceRow>(
    `select o.hotel_service_id as service_id, count(*)::int as orders,
            ${BILL_SUMS},
            coalesce(sum(o.total_charge) filter (where o.payment_method = 'CASH'), 0)::text as cash,
            coalesce(sum(o.total_charge) filter (where o.payment_method = 'ROOM_BILL'), 0)::text as room_bill,
            coalesce(sum(c.amount) filter (where c.invoiced_at is not null), 0)::text as room_invoiced
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
        subTotal: amount(r.sub_total),
        serviceCharge: amount(r.service_charge),
        taxTotal: amount(r.tax_total),
        totalCharge: amount(r.total_charge),
        cash: amount(r.cash),
        roomBill: amount(r.room_bill),
        roomInvoiced: amount(r.room_invoiced),
      },
    ]),
  );
}

async function turnoverByDay(db: Queryable, serviceIds: number[], from: string, to: string) {
  const rows = await db.query<{ day: string; orders: number; total_charge: string }>(
    `select ${businessDay('o.completed_at')}::text as day, count(*)::int as orders,
            sum(o.total_charge)::text as total_charge
       from restaurant_order o where ${PAID} group by 1`,
    [serviceIds, from, to],
  );
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return daysBetween(from, to).map((date) => {
    const r = byDay.get(date);
    return { date, orders: Number(r?.orders ?? 0), totalCharge: amount(r?.total_charge ?? null) };
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
  /** numeric(12, 2) as text. */
  amount: string;
  currency: string | null;
  table_number: string;
  customer_name: string;
  waiter_name: string;
  room_number: string | null;
  reservation_ref: string | null;
  invoiced_at: Date | string | null;
}

const number = (kind: 'RI' | 'RR') => `h.prefix || '-${kind}-' || lpad(o.id::text, 6, '0')`;

const TRANSACTION_SORT: SortColumnsOf<typeof audit.searchPaymentTransactions> = {
  paidAt: 'o.completed_at',
  amount: 'o.total_charge',
  hotel: 'lower(h.name)',
  id: 'o.id',
};

/** What was paid and in which currency: a room charge's own, otherwise the restaurant's. */
function transactionAmount(r: TransactionRow): Pick<Transaction, 'amount' | 'currency'> {
  const paid = Money.fromWire(r.amount, toCurrency(r.currency ?? RESTAURANT_CURRENCY));
  return { amount: paid.toWire(), currency: paid.currency };
}

export function auditReportsRoutes({ db }: AppContext): RouteBinding[] {
  return [
    route(audit.turnover, async ({ query, principal }) => {
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

    route(audit.searchPaymentTransactions, async ({ query, principal }) => {
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
          o.completed_at, o.payment_method, o.total_charge::text as amount, c.currency,
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
        sort: TRANSACTION_SORT,
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
            ...transactionAmount(r),
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
