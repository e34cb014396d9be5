// The cancellation policy (core-platform §2 /managereservation/cancellation-policy): a fee, as a
// percentage of the stay's total, by how many days before arrival the guest cancels, and one for a
// no-show. Tiers say "from N days before arrival": e.g. 15 → 0 %, 7 → 50 %, 0 → 100 % reads as
// more than 14 days free, 7 to 14 days half, less than 7 days the whole stay.
import { fieldRefusalOf, type FieldRefusal } from '../messages/message.js';
import type { Currency, Money } from '../money/money.js';
import type { PricingReason } from './refusals.js';

export interface CancellationTier {
  /** Cancelling at least this many days before arrival… */
  minDaysBefore: number;
  /** …costs this percent of the stay. */
  chargePercent: number;
}

export interface CancellationTerms {
  tiers: readonly CancellationTier[];
  noShowPercent: number;
}

const isPercent = (n: number) => Number.isFinite(n) && n >= 0 && n <= 100;

/** The first thing wrong with the terms, naming the field (`tiers.2.minDaysBefore`), or null. */
export function cancellationRefusal(terms: CancellationTerms): FieldRefusal<PricingReason> | null {
  if (terms.tiers.length === 0) return fieldRefusalOf('tiers', 'CANCELLATION_TIERS_REQUIRED');
  const seen = new Set<number>();
  for (const [i, tier] of terms.tiers.entries()) {
    if (!Number.isInteger(tier.minDaysBefore) || tier.minDaysBefore < 0 || tier.minDaysBefore > 365) {
      return fieldRefusalOf(`tiers.${i}.minDaysBefore`, 'DAYS_BEFORE_RANGE');
    }
    if (seen.has(tier.minDaysBefore)) {
      return fieldRefusalOf(`tiers.${i}.minDaysBefore`, 'CANCELLATION_TIERS_REPEAT', { days: tier.minDaysBefore });
    }
    seen.add(tier.minDaysBefore);
    if (!isPercent(tier.chargePercent)) return fieldRefusalOf(`tiers.${i}.chargePercent`, 'PERCENT_RANGE');
  }
  if (!isPercent(terms.noShowPercent)) return fieldRefusalOf('noShowPercent', 'PERCENT_RANGE');
  return null;
}

/**
 * The percent charged for cancelling `daysBefore` days before arrival ('NO_SHOW' for a guest who
 * never came): the tier with the most days the cancellation still reaches; nothing before every tier.
 */
export function cancellationPercent(terms: CancellationTerms, daysBefore: number | 'NO_SHOW'): number {
  if (daysBefore === 'NO_SHOW') return terms.noShowPercent;
  const tier = [...terms.tiers]
    .sort((a, b) => b.minDaysBefore - a.minDaysBefore)
    .find((t) => daysBefore >= t.minDaysBefore);
  return tier?.chargePercent ?? 0;
}

/** The fee for cancelling a stay of `total`, rounded to cents. */
export function cancellationFee<C extends Currency>(
  terms: CancellationTerms,
  total: Money<C>,
  daysBefore: number | 'NO_SHOW',
): Money<C> {
  return total.percent(cancellationPercent(terms, daysBefore));
}
