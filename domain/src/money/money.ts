// Exact money (DESIGN §7, operations §9): every amount of every tier is computed here, as a decimal
// to the cent that carries its currency. Nothing sums binary floats: 0.1 + 0.2 is 0.3, and the lines
// of a bill add up to its total, to the cent.
//
// Why big.js: exact decimal arithmetic for +, −, × (no precision limit), division to a chosen number
// of places with a chosen rounding mode, half away from zero built in, 6 KB with no dependencies
// (the web ships it). decimal.js does the same at five times the size with functions money never
// needs; dinero.js 2 keeps integer minor units and currencies but cannot divide by a decimal, which
// the social security levy's gross-up (rate / (100 − rate)) needs. Allocation is the one rule written
// here: it is a few lines on top of the library's exact arithmetic.
//
// Currency is in the type now, because the hotel core will hold LKR and USD side by side (residents
// and non-residents): `Money<'LKR'>` and `Money<'USD'>` do not mix in the type checker, and a
// `Money<Currency>` known only at run time throws CurrencyMismatchError when mixed. The restaurant is
// LKR throughout (RESTAURANT_CURRENCY). The wire form stays a JSON number with two decimals; the
// currency travels beside it where a response needs it (e.g. a payment transaction's `currency`).
import Big from 'big.js';

/** The currencies amounts are kept in (operations §9): LKR for residents and the restaurant, USD for non-residents. */
export const CURRENCIES = ['LKR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const isCurrency = (value: unknown): value is Currency => CURRENCIES.includes(value as Currency);

/** A currency code read from storage; one the product does not keep is an error, never a guess. */
export function toCurrency(code: string): Currency {
  if (!isCurrency(code)) throw new RangeError(`Unknown currency: ${code}`);
  return code;
}

/** Both currencies count in cents; money is kept to 2 decimals everywhere (operations §9). */
export const MONEY_DECIMALS = 2;

/**
 * A decimal as the callers hold one: a number is read as the decimal it prints as (0.1 is one tenth,
 * 2.5 is two and a half), which is what a rate typed into a form or read from a numeric column means.
 */
export type DecimalInput = number | string;

/**
 * A constructor of its own, so no other user of big.js changes its settings. Strict: a number never
 * slips in unconverted. Division truncates (far past the cent) and the result is then rounded once,
 * half away from zero, to cents: truncating first never moves a value across a half cent, so that
 * one rounding is exact whatever the divisor.
 */
const Decimal = Big();
Decimal.strict = true;
Decimal.DP = 24;
Decimal.RM = Big.roundDown;
const HALF_AWAY_FROM_ZERO = Big.roundHalfUp;
const TOWARD_ZERO = Big.roundDown;
const ZERO = new Decimal('0');
const ONE = new Decimal('1');
const CENTS_PER_UNIT = new Decimal('100');
/** Up to 15 significant digits a number prints as exactly the decimal it was made from. */
const WIRE_LIMIT = new Decimal('1e13');

function decimal(value: DecimalInput | Big.Big, what = 'amount'): Big.Big {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new RangeError(`The ${what} must be a finite number, got ${value}`);
  }
  try {
    return new Decimal(typeof value === 'number' ? String(value) : value);
  } catch {
    throw new RangeError(`The ${what} is not a decimal number: ${JSON.stringify(String(value))}`);
  }
}

/**
 * The spec's rounding helper (core §9): rounds half away from zero to `decimals` places. The number
 * is read as the decimal it prints as (1.005 is one and five thousandths, though stored as
 * 1.00499999999999989...), so round(1.005, 2) is 1.01 as on paper. Amounts use Money, which rounds
 * the same way; this is for figures that are not money (rates, percentages) and for a wire number
 * whose currency is not known (the GraphQL Money scalar).
 */
/** Plain decimal text (no exponent), its decimals captured. */
const PLAIN_DECIMAL = /^-?\d+(?:\.(\d+))?$/;
/** Plain decimal text (no exponent) with at most two decimals. */
const PLAIN_CENTS = /^-?\d+(?:\.\d{1,2})?$/;

export function round(value: number, decimals = 0): number {
  if (!Number.isInteger(decimals)) throw new RangeError(`decimals must be an integer, got ${decimals}`);
  if (!Number.isFinite(value)) return value;
  // Already at most `decimals` places as printed (the wire's amounts): nothing to round.
  const plain = PLAIN_DECIMAL.exec(String(value));
  if (plain && (plain[1]?.length ?? 0) <= decimals) return value || 0;
  // `|| 0`: never negative zero.
  return Number(decimal(value).round(decimals, HALF_AWAY_FROM_ZERO).toString()) || 0;
}

/** The exact sum of decimals that are not money (rates): 2.1 + 0.2 is 2.3, as typed. */
export function sumDecimals(values: readonly number[]): number {
  return Number(values.reduce((sum, value) => sum.plus(decimal(value, 'value')), ZERO).toString());
}

/** A number that is an amount on the wire: finite, with at most two decimals (1331.29, not 0.30000000000000004). */
export function isWireAmount(value: number): boolean {
  if (!Number.isFinite(value)) return false;
  // The number prints as plain digits with at most two decimals: that text is the decimal it is.
  if (PLAIN_CENTS.test(String(value))) return true;
  const amount = decimal(value);
  return amount.eq(amount.round(MONEY_DECIMALS, TOWARD_ZERO));
}

/** Amounts of two currencies were added, subtracted or compared. */
export class CurrencyMismatchError extends TypeError {
  constructor(expected: Currency, actual: Currency) {
    super(`Cannot combine ${expected} with ${actual}`);
    this.name = 'CurrencyMismatchError';
  }
}

/** The money input's text once cleaned: digits, optionally a point and one or two decimals. */
const MONEY_TEXT = /^-?\d+(?:\.\d{1,2})?$/;

export class Money<C extends Currency = Currency> {
  private constructor(
    readonly currency: C,
    /** Always exactly representable in cents, and never negative zero. */
    private readonly value: Big.Big,
  ) {}

  private static make<C extends Currency>(currency: C, value: Big.Big): Money<C> {
    if (!isCurrency(currency)) throw new RangeError(`Unknown currency: ${String(currency)}`);
    return new Money(currency, value.eq(ZERO) ? ZERO : value);
  }

  static zero<C extends Currency>(currency: C): Money<C> {
    return Money.make(currency, ZERO);
  }

  /**
   * An amount as the wire and the database carry it: a JSON number (1331.29) or numeric text
   * ('1331.29'). It must already be in cents: a third decimal means a float leaked upstream, and is
   * refused rather than hidden.
   */
  static fromWire<C extends Currency>(value: DecimalInput, currency: C): Money<C> {
    const amount = decimal(value);
    if (!amount.eq(amount.round(MONEY_DECIMALS, TOWARD_ZERO))) {
      throw new RangeError(`An amount has at most ${MONEY_DECIMALS} decimals, got ${String(value)}`);
    }
    return Money.make(currency, amount);
  }

  /** Any decimal rounded half away from zero to cents: for figures that are not money yet. */
  static round<C extends Currency>(value: DecimalInput, currency: C): Money<C> {
    return Money.make(currency, decimal(value).round(MONEY_DECIMALS, HALF_AWAY_FROM_ZERO));
  }

  /**
   * What a person typed into the money input (core §5): thousands separators and spaces are
   * ignored; one or two decimals at most. Null when the text is no amount ('', '.', '1.234', 'abc').
   */
  static parse<C extends Currency>(text: string, currency: C): Money<C> | null {
    const clean = text.replace(/[\s,]/g, '');
    return MONEY_TEXT.test(clean) ? Money.make(currency, new Decimal(clean)) : null;
  }

  /** From an integer count of cents. */
  static fromMinorUnits<C extends Currency>(units: bigint | number, currency: C): Money<C> {
    if (typeof units === 'number' && !Number.isSafeInteger(units)) {
      throw new RangeError(`Minor units must be a safe integer, got ${units}`);
    }
    return Money.make(currency, new Decimal(String(units)).div(CENTS_PER_UNIT));
  }

  /** The sum of the amounts; zero in `currency` for none. */
  static sum<C extends Currency>(amounts: Iterable<Money<C>>, currency: C): Money<C> {
    let total = Money.zero(currency);
    for (const amount of amounts) total = total.plus(amount);
    return total;
  }

  static min<C extends Currency>(first: Money<C>, ...rest: Money<C>[]): Money<C> {
    return rest.reduce((low, next) => (next.compare(low) < 0 ? next : low), first);
  }

  static max<C extends Currency>(first: Money<C>, ...rest: Money<C>[]): Money<C> {
    return rest.reduce((high, next) => (next.compare(high) > 0 ? next : high), first);
  }

  private same(other: Money<C>): Big.Big {
    if (other.currency !== this.currency) throw new CurrencyMismatchError(this.currency, other.currency);
    return other.value;
  }

  plus(other: Money<C>): Money<C> {
    return Money.make(this.currency, this.value.plus(this.same(other)));
  }

  minus(other: Money<C>): Money<C> {
    return Money.make(this.currency, this.value.minus(this.same(other)));
  }

  negated(): Money<C> {
    return Money.make(this.currency, this.value.neg());
  }

  /**
   * The amount × factor ÷ divisor, rounded once, half away from zero, to cents. A price × a quantity
   * is exact; `times(rate, 100 - rate)` is the levy's gross-up without an inexact rate in between.
   */
  times(factor: DecimalInput, divisor: DecimalInput = 1): Money<C> {
    const by = decimal(divisor, 'divisor');
    if (by.eq(ZERO)) throw new RangeError('Cannot divide an amount by zero');
    const exact = this.value.times(decimal(factor, 'factor')).div(by);
    return Money.make(this.currency, exact.round(MONEY_DECIMALS, HALF_AWAY_FROM_ZERO));
  }

  /** `rate` percent of the amount, rounded half away from zero to cents. */
  percent(rate: DecimalInput): Money<C> {
    return this.times(rate, 100);
  }

  /**
   * A charge of `rate` percent levied on a turnover that includes the charge itself (the social
   * security contribution levy): amount × rate ÷ (100 − rate), rounded once to cents.
   */
  grossUpPercent(rate: DecimalInput): Money<C> {
    const percent = decimal(rate, 'rate');
    if (percent.gte(CENTS_PER_UNIT)) throw new RangeError(`A gross-up rate must be below 100, got ${String(rate)}`);
    return this.times(percent.toString(), CENTS_PER_UNIT.minus(percent).toString());
  }

  /**
   * Splits the amount into parts in proportion to `ratios` that add back to it exactly, to the cent
   * (a bill split three ways: 100.00 → 33.34, 33.33, 33.33). Each part gets its share cut to the cent;
   * the cents left over go one each to the parts whose cut was largest, the earlier part first on a
   * tie. A negative amount splits like its opposite.
   */
  allocate(ratios: readonly DecimalInput[]): Money<C>[] {
    const weights = ratios.map((ratio) => decimal(ratio, 'ratio'));
    if (weights.length === 0) throw new RangeError('Allocation needs at least one ratio');
    if (weights.some((weight) => weight.lt(ZERO))) throw new RangeError('Allocation ratios must be zero or more');
    const whole = weights.reduce((sum, weight) => sum.plus(weight), ZERO);
    if (whole.eq(ZERO)) throw new RangeError('Allocation ratios must not all be zero');

    const cents = this.value.abs().times(CENTS_PER_UNIT);
    const shares = weights.map((weight, index) => {
      const exact = cents.times(weight);
      const floor = exact.div(whole).round(0, TOWARD_ZERO);
      return { index, floor, remainder: exact.minus(floor.times(whole)) };
    });
    let left = Number(cents.minus(shares.reduce((sum, share) => sum.plus(share.floor), ZERO)).toFixed(0));
    const byRemainder = [...shares].sort((a, b) => b.remainder.cmp(a.remainder) || a.index - b.index);
    for (const share of byRemainder) {
      if (left === 0) break;
      share.floor = share.floor.plus(ONE);
      left -= 1;
    }
    const negative = this.value.lt(ZERO);
    return shares.map((share) => {
      const part = share.floor.div(CENTS_PER_UNIT);
      return Money.make(this.currency, negative ? part.neg() : part);
    });
  }

  compare(other: Money<C>): -1 | 0 | 1 {
    return this.value.cmp(this.same(other));
  }

  equals(other: Money<C>): boolean {
    return this.compare(other) === 0;
  }

  isZero(): boolean {
    return this.value.eq(ZERO);
  }

  isNegative(): boolean {
    return this.value.lt(ZERO);
  }

  isPositive(): boolean {
    return this.value.gt(ZERO);
  }

  /** The amount in cents. */
  minorUnits(): bigint {
    return BigInt(this.value.times(CENTS_PER_UNIT).toFixed(0));
  }

  /**
   * The wire form: a JSON number with (at most) two decimals. Below ten trillion (15 significant
   * digits) the number prints as exactly the amount, so fromWire(toWire()) gives it back; a larger
   * amount has no faithful number and is refused.
   */
  toWire(): number {
    if (this.value.abs().gte(WIRE_LIMIT)) throw new RangeError(`${this.toString()} is too large for the wire`);
    return Number(this.toFixed());
  }

  /** The exact decimal text with two decimals ("1331.30"): for exports and numeric parameters. */
  toFixed(): string {
    return this.value.toFixed(MONEY_DECIMALS);
  }

  toString(): string {
    return `${this.currency} ${this.toFixed()}`;
  }
}
