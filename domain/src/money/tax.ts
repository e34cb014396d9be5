// The tax routine shared by restaurant bills, additional services and invoices (core-platform §9
// "Tax calculation"), computed exactly on Money; the spec's rounding helper is money.ts's round.

import { isValidTaxRate } from '../validation/patterns.js';
import type { Currency, Money } from './money.js';

/** The tax fields the routine reads (core-platform §3 Tax). */
export interface TaxRate {
  name: string;
  /** Percent. */
  rate: number;
  sequence: number;
  vat: boolean;
  socialSecurityContributionLevy?: boolean;
  /** Only an explicit false skips the tax. */
  active?: boolean;
}

export interface TaxLine<C extends Currency = Currency> {
  name: string;
  sequence: number;
  /** The configured rate. */
  originRate: number;
  /** The rate applied: the levy's grossed-up rate, otherwise the configured one. */
  rate: number;
  amount: Money<C>;
}

export interface TaxResult<C extends Currency = Currency> {
  lines: TaxLine<C>[];
  /** Sum of the lines. */
  totalTax: Money<C>;
  /** The amount plus every tax line. */
  total: Money<C>;
}

/**
 * The social security contribution levy is charged on the amount including itself, so its rate
 * is grossed up: rate / (100 - rate) * 100 (2.5 becomes 2.5641...). This is the rate shown; the
 * amount is computed from the fraction itself (taxAmount), not from this rounded number.
 */
export function effectiveRate(tax: Pick<TaxRate, 'rate' | 'socialSecurityContributionLevy'>): number {
  if (!tax.socialSecurityContributionLevy) return tax.rate;
  if (tax.rate >= 100) throw new RangeError(`A levy rate must be below 100, got ${tax.rate}`);
  return (tax.rate / (100 - tax.rate)) * 100;
}

/** One tax on a base, rounded half away from zero to cents: base × rate / 100, the levy base × rate / (100 − rate). */
export function taxAmount<C extends Currency>(
  base: Money<C>,
  tax: Pick<TaxRate, 'rate' | 'socialSecurityContributionLevy'>,
): Money<C> {
  return tax.socialSecurityContributionLevy ? base.grossUpPercent(tax.rate) : base.percent(tax.rate);
}

const isActive = (tax: TaxRate): boolean => tax.active !== false;

/**
 * Taxes by sequence: within a sequence the rates apply to the same running amount, and the next
 * sequence applies to the amount including them. VAT taxes count only with { vat: true }.
 * Each line is rounded to cents and the running amount grows by the rounded lines, so the
 * printed lines always add up to the total.
 */
export function computeTaxes<C extends Currency>(
  amount: Money<C>,
  taxes: readonly TaxRate[],
  options: { vat?: boolean } = {},
): TaxResult<C> {
  for (const tax of taxes) {
    if (!isValidTaxRate(tax.rate)) {
      throw new RangeError(`Tax "${tax.name}" has an invalid rate: ${tax.rate}`);
    }
  }
  const applied = taxes.filter((tax) => isActive(tax) && (options.vat === true || !tax.vat));
  const sequences = [...new Set(applied.map((tax) => tax.sequence))].sort((a, b) => a - b);

  const lines: TaxLine<C>[] = [];
  let running = amount;
  for (const sequence of sequences) {
    const base = running;
    for (const tax of applied.filter((candidate) => candidate.sequence === sequence)) {
      const line: TaxLine<C> = {
        name: tax.name,
        sequence,
        originRate: tax.rate,
        rate: effectiveRate(tax),
        amount: taxAmount(base, tax),
      };
      lines.push(line);
      running = running.plus(line.amount);
    }
  }
  return { lines, totalTax: running.minus(amount), total: running };
}

/** VAT is active when a VAT-flagged tax is active. */
export function isVatActive(taxes: readonly Pick<TaxRate, 'vat' | 'active'>[]): boolean {
  return taxes.some((tax) => tax.vat && tax.active !== false);
}
