// Rounding and the tax routine shared by restaurant bills, additional services and invoices
// (core-platform §9 "Tax calculation").

import { isValidTaxRate } from '../validation/patterns.js';

/**
 * Rounds half away from zero to `decimals` places. The value is first cut to 15 significant
 * digits, which drops binary noise (1.005 is stored as 1.00499999999999989...), and then shifted by
 * decimal exponent rather than multiplied, so round(1.005, 2) is 1.01 as on paper.
 */
export function round(value: number, decimals = 0): number {
  if (!Number.isInteger(decimals)) throw new RangeError(`decimals must be an integer, got ${decimals}`);
  if (!Number.isFinite(value)) return value;
  const shift = (n: number, places: number): number => {
    const [mantissa, exponent = '0'] = String(n).split('e');
    return Number(`${mantissa}e${Number(exponent) + places}`);
  };
  const magnitude = Number(Math.abs(value).toPrecision(15));
  const rounded = shift(Math.round(shift(magnitude, decimals)), -decimals);
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Money is kept to 2 decimals everywhere (operations §9). */
export const roundMoney = (value: number): number => round(value, 2);

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

export interface TaxLine {
  name: string;
  sequence: number;
  /** The configured rate. */
  originRate: number;
  /** The rate applied: the levy's grossed-up rate, otherwise the configured one. */
  rate: number;
  amount: number;
}

export interface TaxResult {
  lines: TaxLine[];
  /** Sum of the lines. */
  totalTax: number;
  /** The amount plus every tax line. */
  total: number;
}

/**
 * The social security contribution levy is charged on the amount including itself, so its rate
 * is grossed up: rate / (100 - rate) * 100 (2.5 becomes 2.5641...).
 */
export function effectiveRate(tax: Pick<TaxRate, 'rate' | 'socialSecurityContributionLevy'>): number {
  if (!tax.socialSecurityContributionLevy) return tax.rate;
  if (tax.rate >= 100) throw new RangeError(`A levy rate must be below 100, got ${tax.rate}`);
  return (tax.rate / (100 - tax.rate)) * 100;
}

const isActive = (tax: TaxRate): boolean => tax.active !== false;

/**
 * Taxes by sequence: within a sequence the rates apply to the same running amount, and the next
 * sequence applies to the amount including them. VAT taxes count only with { vat: true }.
 * Each line is rounded to 2 decimals and the running amount grows by the rounded lines, so the
 * printed lines always add up to the total.
 */
export function computeTaxes(amount: number, taxes: readonly TaxRate[], options: { vat?: boolean } = {}): TaxResult {
  if (!Number.isFinite(amount)) throw new RangeError(`amount must be a finite number, got ${amount}`);
  for (const tax of taxes) {
    if (!isValidTaxRate(tax.rate)) {
      throw new RangeError(`Tax "${tax.name}" has an invalid rate: ${tax.rate}`);
    }
  }
  const applied = taxes.filter((tax) => isActive(tax) && (options.vat === true || !tax.vat));
  const sequences = [...new Set(applied.map((tax) => tax.sequence))].sort((a, b) => a - b);

  const subtotal = roundMoney(amount);
  const lines: TaxLine[] = [];
  let running = subtotal;
  for (const sequence of sequences) {
    const base = running;
    for (const tax of applied.filter((candidate) => candidate.sequence === sequence)) {
      const rate = effectiveRate(tax);
      const line: TaxLine = {
        name: tax.name,
        sequence,
        originRate: tax.rate,
        rate,
        amount: roundMoney((base * rate) / 100),
      };
      lines.push(line);
      running = roundMoney(running + line.amount);
    }
  }
  return { lines, totalTax: roundMoney(running - subtotal), total: running };
}

/** VAT is active when a VAT-flagged tax is active. */
export function isVatActive(taxes: readonly Pick<TaxRate, 'vat' | 'active'>[]): boolean {
  return taxes.some((tax) => tax.vat && tax.active !== false);
}
