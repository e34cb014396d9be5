// Which price a night carries (core-platform §2 Pricing, DESIGN §7 "day price over seasonal price
// over channel price"): a day price of that date wins; otherwise the price of the season the date
// falls in; otherwise the channel's base price. Each price is a base rate per channel × room type ×
// stay type, one amount in LKR for residents and one in USD for non-residents (operations §9).
import { Money, type Currency, type DecimalInput } from '../money/money.js';

export const PRICE_RULES = ['DAY_PRICE', 'SEASONAL_PRICE', 'CHANNEL_PRICE'] as const;
/** The rule that set a night's price, strongest first. */
export type PriceRule = (typeof PRICE_RULES)[number];

/** LKR for residents, USD for non-residents (operations §9). */
export type ResidencyCurrency<R extends boolean> = R extends true ? 'LKR' : 'USD';
export function residencyCurrency(resident: boolean): Currency {
  return resident ? 'LKR' : 'USD';
}

export interface RateKey {
  channelId: number;
  roomTypeId: number;
  stayTypeId: number;
}

/** A price row's two amounts as the wire or the database carries them (cents at most). */
export interface Rates {
  /** LKR, for residents. */
  residentRate: DecimalInput;
  /** USD, for non-residents. */
  nonResidentRate: DecimalInput;
}

export interface Season {
  id: number;
  name: string;
  /** First and last date of the season, both included. */
  startDate: string;
  endDate: string;
}

export type ChannelPriceRow = RateKey & Rates;
export type SeasonalPriceRow = RateKey & Rates & { seasonId: number };
export type DayPriceRow = RateKey & Rates & { date: string };

/** The price rows of one hotel (or the part of them a question needs). */
export interface RateSheet {
  channelPrices: readonly ChannelPriceRow[];
  seasons: readonly Season[];
  seasonalPrices: readonly SeasonalPriceRow[];
  dayPrices: readonly DayPriceRow[];
}

export interface NightRate<C extends Currency = Currency> {
  date: string;
  rule: PriceRule;
  /** The season the date falls in (also when a day price wins over it); null outside every season. */
  season: Season | null;
  amount: Money<C>;
}

const keyOf = (k: RateKey) => `${k.channelId}:${k.roomTypeId}:${k.stayTypeId}`;
const amountOf = (rates: Rates, currency: Currency) =>
  Money.fromWire(currency === 'LKR' ? rates.residentRate : rates.nonResidentRate, currency);

/** The sheet indexed for many questions (a stay's nights, a year of a rate grid). */
export class RateBook {
  private readonly base = new Map<string, Rates>();
  private readonly seasonal = new Map<string, Rates>();
  private readonly daily = new Map<string, Rates>();
  private readonly seasons: readonly Season[];

  constructor(sheet: RateSheet) {
    for (const row of sheet.channelPrices) this.base.set(keyOf(row), row);
    for (const row of sheet.seasonalPrices) this.seasonal.set(`${row.seasonId}|${keyOf(row)}`, row);
    for (const row of sheet.dayPrices) this.daily.set(`${row.date}|${keyOf(row)}`, row);
    this.seasons = [...sheet.seasons].sort((a, b) => (a.startDate < b.startDate ? -1 : 1));
  }

  /** The season a date falls in; seasons of one hotel never overlap. */
  seasonOf(date: string): Season | null {
    return this.seasons.find((s) => s.startDate <= date && date <= s.endDate) ?? null;
  }

  /** The night's price by the strongest rule that has one, in `currency`; null when no rule does. */
  rate<C extends Currency>(key: RateKey, date: string, currency: C): NightRate<C> | null {
    const found = this.rates(key, date);
    return (
      found && { date, rule: found.rule, season: found.season, amount: amountOf(found.rates, currency) as Money<C> }
    );
  }

  /** Both amounts of a night and the rule that set them (the rate grid, the rate changer). */
  rates(key: RateKey, date: string): { rule: PriceRule; season: Season | null; rates: Rates } | null {
    const k = keyOf(key);
    const season = this.seasonOf(date);
    const day = this.daily.get(`${date}|${k}`);
    if (day) return { rule: 'DAY_PRICE', season, rates: day };
    const seasonal = season ? this.seasonal.get(`${season.id}|${k}`) : undefined;
    if (seasonal) return { rule: 'SEASONAL_PRICE', season, rates: seasonal };
    const base = this.base.get(k);
    return base ? { rule: 'CHANNEL_PRICE', season, rates: base } : null;
  }
}
