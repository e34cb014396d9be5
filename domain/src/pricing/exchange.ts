// Currency exchange rates (core-platform §2 /currency-rates/currency-exchange; operations §3 "sorted by
// startDate"): how many LKR one unit of USD, BTC or ETH is worth from a start date on. A stay is priced
// in its residency's currency (LKR or USD, never converted); the rates show a total in the others —
// USD or LKR, and BTC or ETH for display — at the rate in force on a date.
import Big from 'big.js';
import type { Currency, Money } from '../money/money.js';

/** The currencies a rate is kept for, each against LKR. */
export const EXCHANGE_CURRENCIES = ['USD', 'BTC', 'ETH'] as const;
export type ExchangeCurrency = (typeof EXCHANGE_CURRENCIES)[number];
/** Every currency a price can be shown in. */
export type DisplayCurrency = 'LKR' | ExchangeCurrency;

/** Decimals an amount is shown with: cents for money, satoshi-like precision for the coins. */
export const DISPLAY_DECIMALS: Readonly<Record<DisplayCurrency, number>> = { LKR: 2, USD: 2, BTC: 8, ETH: 8 };

export interface ExchangeRate {
  currencyPrefix: ExchangeCurrency;
  /** LKR per unit, more than zero. */
  rate: number | string;
  startDate: string;
}

/** The rate of `currency` in force on `date`: the latest started by then; null when none. */
export function rateOn<R extends ExchangeRate>(
  rates: readonly R[],
  currency: ExchangeCurrency,
  date: string,
): R | null {
  let found: R | null = null;
  for (const r of rates) {
    if (r.currencyPrefix === currency && r.startDate <= date && (!found || r.startDate > found.startDate)) found = r;
  }
  return found;
}

export interface Equivalent {
  currency: DisplayCurrency;
  /** Exact decimal text with the currency's display decimals. */
  amount: string;
  /** LKR per unit used (1 for LKR itself) and the date it started. */
  rate: string;
  rateStartDate: string | null;
}

const Exact = Big();
Exact.DP = 30;
Exact.RM = Big.roundHalfUp;

/**
 * `amount` shown in every other currency that has a rate on `date` (through LKR). Amounts are
 * rounded half away from zero to the currency's display decimals.
 */
export function equivalents<C extends Currency>(
  amount: Money<C>,
  rates: readonly ExchangeRate[],
  date: string,
): Equivalent[] {
  const lkrPer = (currency: DisplayCurrency) => {
    if (currency === 'LKR') return { rate: new Exact(1), startDate: null };
    const found = rateOn(rates, currency, date);
    return found ? { rate: new Exact(String(found.rate)), startDate: found.startDate } : null;
  };
  const from = lkrPer(amount.currency);
  if (!from) return [];
  const inLkr = new Exact(amount.toFixed()).times(from.rate);
  const out: Equivalent[] = [];
  for (const currency of ['LKR', ...EXCHANGE_CURRENCIES] as const) {
    if (currency === amount.currency) continue;
    const to = lkrPer(currency);
    if (!to || to.rate.lte(0)) continue;
    out.push({
      currency,
      amount: inLkr.div(to.rate).toFixed(DISPLAY_DECIMALS[currency]),
      rate: to.rate.toString(),
      rateStartDate: to.startDate,
    });
  }
  return out;
}
