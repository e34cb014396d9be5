// What the pricing engine prices from, read from the database for one hotel: the price rows of a date
// range (only what the question needs), occupancies, the child policy in force, offers, taxes and
// exchange rates. Money stays numeric text until the domain reads it (Money.fromWire).
import {
  currentPolicy,
  type AgeBand,
  type ChannelPriceRow,
  type DayPriceRow,
  type ExchangeRate,
  type Offer,
  type Pax,
  type RateSheet,
  type Season,
  type SeasonalPriceRow,
  type TaxRate,
} from '@hotel/domain';
import type { Queryable } from '../db/database.js';

export interface SheetFilter {
  hotelId: number;
  fromDate: string;
  toDate: string;
  channelIds?: readonly number[] | undefined;
  roomTypeId?: number | undefined;
  stayTypeId?: number | undefined;
}

const KEY_FILTER = `p.hotel_id = $1 and ($2::int[] is null or p.channel_id = any($2::int[]))
  and ($3::int is null or p.room_type_id = $3) and ($4::int is null or p.stay_type_id = $4)`;
const KEY_COLUMNS =
  'p.channel_id as "channelId", p.room_type_id as "roomTypeId", p.stay_type_id as "stayTypeId", p.resident_rate::text as "residentRate", p.non_resident_rate::text as "nonResidentRate"';

/** The price rows and seasons that can set a night from fromDate to toDate. */
export async function loadRateSheet(db: Queryable, f: SheetFilter): Promise<RateSheet> {
  const keys = [f.hotelId, f.channelIds?.length ? [...f.channelIds] : null, f.roomTypeId ?? null, f.stayTypeId ?? null];
  const [channelPrices, seasons, seasonalPrices, dayPrices] = await Promise.all([
    db.query<ChannelPriceRow>(`select ${KEY_COLUMNS} from channel_price p where ${KEY_FILTER}`, keys),
    db.query<Season>(
      `select id, name, to_char(start_date, 'YYYY-MM-DD') as "startDate", to_char(end_date, 'YYYY-MM-DD') as "endDate"
         from season where hotel_id = $1 and start_date <= $3::date and end_date >= $2::date`,
      [f.hotelId, f.fromDate, f.toDate],
    ),
    db.query<SeasonalPriceRow>(
      `select ${KEY_COLUMNS}, p.season_id as "seasonId" from seasonal_price p join season s on s.id = p.season_id
        where ${KEY_FILTER} and s.start_date <= $6::date and s.end_date >= $5::date`,
      [...keys, f.fromDate, f.toDate],
    ),
    db.query<DayPriceRow>(
      `select ${KEY_COLUMNS}, to_char(p.price_date, 'YYYY-MM-DD') as date from day_price p
        where ${KEY_FILTER} and p.price_date between $5::date and $6::date`,
      [...keys, f.fromDate, f.toDate],
    ),
  ]);
  return { channelPrices, seasons, seasonalPrices, dayPrices };
}

export async function loadPax(db: Queryable, hotelId: number): Promise<Pax[]> {
  const rows = await db.query<Omit<Pax, 'ratePercent'> & { ratePercent: string }>(
    'select id, name, adults, rate_percent::text as "ratePercent", active from pax where hotel_id = $1 order by adults',
    [hotelId],
  );
  return rows.map((r) => ({ ...r, ratePercent: Number(r.ratePercent) }));
}

export async function loadOffers(db: Queryable, hotelId: number): Promise<Offer[]> {
  const rows = await db.query<Omit<Offer, 'discountPercent'> & { discountPercent: string }>(
    `select id, name, offer_type as "offerType", discount_percent::text as "discountPercent",
            to_char(from_date, 'YYYY-MM-DD') as "fromDate", to_char(to_date, 'YYYY-MM-DD') as "toDate",
            min_nights as "minNights", min_days_before as "minDaysBefore", room_type_id as "roomTypeId",
            channel_id as "channelId", active
       from offer_price where hotel_id = $1 and active order by id`,
    [hotelId],
  );
  return rows.map((r) => ({ ...r, discountPercent: Number(r.discountPercent) }));
}

export async function loadTaxes(db: Queryable, hotelId: number): Promise<TaxRate[]> {
  const rows = await db.query<{
    name: string;
    rate: string;
    sequence: number;
    vat: boolean;
    levy: boolean;
    active: boolean;
  }>(
    `select name, rate::text as rate, sequence, vat, social_security_contribution_levy as levy, active
       from hotel_tax where hotel_id = $1 order by sequence, id`,
    [hotelId],
  );
  return rows.map((r) => ({
    name: r.name,
    rate: Number(r.rate),
    sequence: r.sequence,
    vat: r.vat,
    socialSecurityContributionLevy: r.levy,
    active: r.active,
  }));
}

export interface PolicyInForce {
  id: number;
  name: string;
  bands: AgeBand[];
}

/** The child policy in force on `date` for a room type (its own, else the hotel's); null when none. */
export async function loadChildPolicy(
  db: Queryable,
  hotelId: number,
  roomTypeId: number | null,
  date: string,
): Promise<PolicyInForce | null> {
  const policies = await db.query<{ id: number; name: string; roomTypeId: number | null; validFrom: string }>(
    `select id, name, room_type_id as "roomTypeId", to_char(valid_from, 'YYYY-MM-DD') as "validFrom"
       from child_policy where hotel_id = $1`,
    [hotelId],
  );
  const policy = currentPolicy(policies, date, roomTypeId);
  if (!policy) return null;
  const bands = await db.query<Omit<AgeBand, 'ratePercent'> & { ratePercent: string }>(
    `select from_age as "fromAge", to_age as "toAge", charge, rate_percent::text as "ratePercent"
       from child_policy_band where child_policy_id = $1 order by from_age`,
    [policy.id],
  );
  return { id: policy.id, name: policy.name, bands: bands.map((b) => ({ ...b, ratePercent: Number(b.ratePercent) })) };
}

export async function loadExchangeRates(db: Queryable, hotelId: number): Promise<ExchangeRate[]> {
  return db.query<ExchangeRate>(
    `select currency_prefix as "currencyPrefix", rate::text as rate, to_char(start_date, 'YYYY-MM-DD') as "startDate"
       from currency_exchange_rate where hotel_id = $1`,
    [hotelId],
  );
}
