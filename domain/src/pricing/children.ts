// The child policy (core-platform §2 /childPolicy/child-policy; operations §7): age bands per hotel,
// optionally per room type, each saying how a child of those ages is charged — free, a child rate
// (a percentage of the night's room rate), or as an adult from an age on (then the child counts
// toward the occupancy). Bands of one policy never overlap; an age no band covers is charged as an
// adult, so a policy need only describe the children it treats differently.
import { fieldRefusalOf, type FieldRefusal } from '../messages/message.js';
import type { PricingReason } from './refusals.js';

export const CHILD_CHARGES = ['FREE', 'CHILD_RATE', 'ADULT'] as const;
export type ChildCharge = (typeof CHILD_CHARGES)[number];

/** The oldest a child can be. */
export const MAX_CHILD_AGE = 17;

export interface AgeBand {
  fromAge: number;
  /** Included. */
  toAge: number;
  charge: ChildCharge;
  /** For CHILD_RATE: percent of the night's room rate (0 to 100); ignored otherwise. */
  ratePercent: number;
}

const isAge = (n: number) => Number.isInteger(n) && n >= 0 && n <= MAX_CHILD_AGE;
const isPercent = (n: number) => Number.isFinite(n) && n >= 0 && n <= 100;

/**
 * The first thing wrong with a policy's bands, naming the field (`bands.1.toAge`), or null: at least
 * one band, ages 0 to 17 in order, percentages 0 to 100, and no two bands sharing an age.
 */
export function ageBandsRefusal(bands: readonly AgeBand[]): FieldRefusal<PricingReason> | null {
  if (bands.length === 0) return fieldRefusalOf('bands', 'AGE_BANDS_REQUIRED');
  for (const [i, band] of bands.entries()) {
    if (!isAge(band.fromAge)) return fieldRefusalOf(`bands.${i}.fromAge`, 'AGE_RANGE');
    if (!isAge(band.toAge)) return fieldRefusalOf(`bands.${i}.toAge`, 'AGE_RANGE');
    if (band.toAge < band.fromAge) return fieldRefusalOf(`bands.${i}.toAge`, 'AGE_BAND_ORDER');
    if (band.charge === 'CHILD_RATE' && !isPercent(band.ratePercent)) {
      return fieldRefusalOf(`bands.${i}.ratePercent`, 'PERCENT_RANGE');
    }
  }
  for (const [i, band] of bands.entries()) {
    for (const [j, other] of bands.entries()) {
      if (j >= i) break;
      if (band.fromAge <= other.toAge && other.fromAge <= band.toAge) {
        return fieldRefusalOf(`bands.${i}.fromAge`, 'AGE_BANDS_OVERLAP', {
          first: `${other.fromAge}–${other.toAge}`,
          second: `${band.fromAge}–${band.toAge}`,
        });
      }
    }
  }
  return null;
}

export interface ChildPricing {
  age: number;
  charge: ChildCharge;
  /** Percent of the room rate charged for this child each night (0 when free or counted as an adult). */
  ratePercent: number;
}

/** How a child of `age` is charged under `bands`; an age no band covers is charged as an adult. */
export function childPricing(bands: readonly AgeBand[], age: number): ChildPricing {
  const band = bands.find((b) => b.fromAge <= age && age <= b.toAge);
  if (!band || band.charge === 'ADULT') return { age, charge: 'ADULT', ratePercent: 0 };
  return { age, charge: band.charge, ratePercent: band.charge === 'FREE' ? 0 : band.ratePercent };
}

export interface ChildPolicyChoice {
  /** Null: the whole hotel. */
  roomTypeId: number | null;
  validFrom: string;
}

/**
 * The policy in force for a room type on `date`: the latest one started by then for that room type,
 * else the latest started for the whole hotel; null when none.
 */
export function currentPolicy<P extends ChildPolicyChoice>(
  policies: readonly P[],
  date: string,
  roomTypeId: number | null = null,
): P | null {
  const started = policies.filter((p) => p.validFrom <= date);
  const latest = (list: P[]) => list.sort((a, b) => (a.validFrom < b.validFrom ? 1 : -1))[0] ?? null;
  return (
    (roomTypeId !== null ? latest(started.filter((p) => p.roomTypeId === roomTypeId)) : null) ??
    latest(started.filter((p) => p.roomTypeId === null))
  );
}
