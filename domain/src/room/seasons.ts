// Seasons (core-platform §2 /room/season): named date ranges of a hotel, both ends included, that
// never overlap inside one hotel, so a night falls in at most one season and takes its seasonal
// price. The upstream's exclusion constraint holds it under concurrent writes; this rule names the
// season in the way, for the form and the refusal.
import { fieldRefusalOf, type FieldRefusal } from '../messages/message.js';
import type { Season } from '../pricing/rates.js';
import type { RoomRefusalReason } from './refusals.js';

/** The first other season the dates run into, or null. `self` is the season being changed. */
export function overlappingSeason<S extends Season>(
  seasons: readonly S[],
  dates: { startDate: string; endDate: string },
  self: number | null = null,
): S | null {
  return seasons.find((s) => s.id !== self && s.startDate <= dates.endDate && dates.startDate <= s.endDate) ?? null;
}

/** SEASONS_OVERLAP on startDate naming the season in the way, or null. */
export function seasonOverlapRefusal<S extends Season>(
  seasons: readonly S[],
  dates: { startDate: string; endDate: string },
  self: number | null = null,
): FieldRefusal<RoomRefusalReason> | null {
  const other = overlappingSeason(seasons, dates, self);
  return other
    ? fieldRefusalOf('startDate', 'SEASONS_OVERLAP', { season: other.name, from: other.startDate, to: other.endDate })
    : null;
}
