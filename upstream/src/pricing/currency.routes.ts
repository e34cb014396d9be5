// Currency exchange rates (core-platform §2 /currency-rates/currency-exchange; operations §3 "search
// field currencyPrefix; sorted by startDate", §7): how many LKR one USD, BTC or ETH is worth from a
// start date on, per hotel. A rate is more than zero (the contract and a check constraint); one rate
// per currency starts on a date.
import { Feature, PRICING_NOTICES } from '@hotel/domain';
import { pricing as P } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import type { Queryable } from '../db/database.js';
import { pageOf, type SortColumnsOf } from '../db/paging.js';
import { describeConstraint, notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { requireHotelRight, requireRecordFeature, requireSameHotel } from '../permission/hotel-records.js';

type Rate = P.entities.CurrencyExchangeRate;
interface RateRow {
  id: number;
  hotel_id: number;
  currency_prefix: Rate['currencyPrefix'];
  rate: string;
  start_date: string;
}
const SELECT = `select r.id, r.hotel_id, r.currency_prefix, r.rate::text as rate,
  to_char(r.start_date, 'YYYY-MM-DD') as start_date`;
const toRate = (r: RateRow): Rate => ({
  id: r.id,
  hotelId: r.hotel_id,
  currencyPrefix: r.currency_prefix,
  rate: Number(r.rate),
  startDate: r.start_date,
});
const SORT: SortColumnsOf<typeof P.searchCurrencyRates> = {
  startDate: 'r.start_date',
  currencyPrefix: 'r.currency_prefix',
  rate: 'r.rate',
  id: 'r.id',
};

async function findRate(db: Queryable, id: number): Promise<Rate> {
  const [row] = await db.query<RateRow>(`${SELECT} from currency_exchange_rate r where r.id = $1`, [id]);
  if (!row) throw notFound('Exchange rate');
  return toRate(row);
}

export function currencyRoutes({ db }: AppContext): RouteBinding[] {
  describeConstraint('currency_exchange_rate_start_key', 'EXCHANGE_RATE_TAKEN', 'startDate');
  describeConstraint('currency_exchange_rate_rate_check', 'EXCHANGE_RATE_NOT_POSITIVE', 'rate');
  const F = Feature.CURRENCY_RATE;
  return [
    route(P.searchCurrencyRates, async ({ query, principal }) => {
      await requireHotelRight(db, principal, query.hotelId, F, 'VIEW');
      const prefix = query.currencyPrefix ? `${query.currencyPrefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const { rows, pagination } = await pageOf<RateRow>(db, {
        select: SELECT,
        from: `from currency_exchange_rate r where r.hotel_id = $1 and ($2::text is null or r.currency_prefix ilike $2 escape '\\')`,
        params: [query.hotelId, prefix],
        sort: SORT,
        id: 'r.id',
        query,
      });
      return { result: { currencyExchangeRate: rows.map(toRate) }, pagination };
    }),
    route(P.createCurrencyRate, async ({ body, principal }) => {
      await requireHotelRight(db, principal, body.hotelId, F, 'ADD');
      const [row] = await db.query<{ id: number }>(
        `insert into currency_exchange_rate (hotel_id, currency_prefix, rate, start_date) values ($1, $2, $3, $4)
         returning id`,
        [body.hotelId, body.currencyPrefix, String(body.rate), body.startDate],
      );
      return {
        result: { currencyExchangeRate: await findRate(db, row!.id) },
        message: PRICING_NOTICES.EXCHANGE_RATE_CREATED,
      };
    }),
    route(P.updateCurrencyRate, async ({ body, principal }) => {
      const record = { table: 'currency_exchange_rate' as const, id: body.id, what: 'Exchange rate' };
      requireSameHotel(await requireRecordFeature(db, principal, record, F, 'EDIT'), body.hotelId);
      await db.query(
        'update currency_exchange_rate set currency_prefix = $2, rate = $3, start_date = $4 where id = $1',
        [body.id, body.currencyPrefix, String(body.rate), body.startDate],
      );
      return {
        result: { currencyExchangeRate: await findRate(db, body.id) },
        message: PRICING_NOTICES.EXCHANGE_RATE_UPDATED,
      };
    }),
    route(P.deleteCurrencyRate, async ({ params, principal }) => {
      const record = { table: 'currency_exchange_rate' as const, id: params.id, what: 'Exchange rate' };
      await requireRecordFeature(db, principal, record, F, 'DELETE');
      await db.query('delete from currency_exchange_rate where id = $1', [params.id]);
      return { result: {}, message: PRICING_NOTICES.EXCHANGE_RATE_DELETED };
    }),
  ];
}
