// Minimum-night configurations (operations §3, §5 Minimum nights, §9 "Minimum night at least 2"):
// a date range not starting before today, the minimum nights (numeric, at most the range's length
// in days, at least 2), a reservation type (web, direct or both) and a hotel or the whole group.
// Every field at fault is named with the spec's message, in the order of the form. The web form and
// the upstream both run checkMinimumNight; `today` is the caller's (YYYY-MM-DD).

import { COMMON_REFUSALS, type CommonRefusalReason } from '../messages/common-refusals.js';
import { fillMessage } from '../messages/message.js';
import { matchesPattern } from '../validation/patterns.js';
import { SETTINGS_REFUSALS, type SettingsRefusalReason } from './refusals.js';

export const MIN_MINIMUM_NIGHTS = 2;

/** Each rule's refusal; its text is the spec's (SETTINGS_REFUSALS). */
export const MINIMUM_NIGHT_REASON = {
  RANGE_REQUIRED: 'DATE_RANGE_REQUIRED',
  RANGE_IN_PAST: 'DATE_RANGE_IN_PAST',
  NIGHTS_REQUIRED: 'MINIMUM_NIGHTS_REQUIRED',
  NIGHTS_INVALID: 'INVALID_VALUE',
  NIGHTS_ABOVE_RANGE: 'MINIMUM_NIGHTS_ABOVE_RANGE',
  NIGHTS_BELOW_MINIMUM: 'MINIMUM_NIGHTS_BELOW_TWO',
  TYPE_REQUIRED: 'RESERVATION_TYPE_REQUIRED',
  HOTEL_REQUIRED: 'SELECT_A_HOTEL',
  HOTEL_AND_GROUP: 'HOTEL_OR_GROUP_NOT_BOTH',
} as const satisfies Record<string, SettingsRefusalReason | CommonRefusalReason>;

export type MinimumNightRule = keyof typeof MINIMUM_NIGHT_REASON;
export type MinimumNightReason = (typeof MINIMUM_NIGHT_REASON)[MinimumNightRule];

const TEXTS: Readonly<Record<MinimumNightReason, string>> = { ...SETTINGS_REFUSALS, ...COMMON_REFUSALS };

/** The rules' texts ({{n}}: the range's length in days). */
export const MinimumNightMessage = Object.fromEntries(
  Object.entries(MINIMUM_NIGHT_REASON).map(([rule, reason]) => [rule, TEXTS[reason]]),
) as Readonly<Record<MinimumNightRule, string>>;

/** The fields as a form or a request carries them (numOfDays may still be text). */
export interface MinimumNightDraft {
  startDate?: string | null;
  endDate?: string | null;
  numOfDays?: number | string | null;
  web?: boolean | null;
  direct?: boolean | null;
  hotelId?: number | null;
  groupsId?: number | null;
}

export type MinimumNightField = 'startDate' | 'numOfDays' | 'web' | 'hotelId';

export interface MinimumNightViolation {
  field: MinimumNightField;
  rule: MinimumNightRule;
  /** The refusal's key, for the upstream's field error and the web's translation. */
  reason: MinimumNightReason;
  /** The spec's message, {{n}} filled in. */
  message: string;
  /** For NIGHTS_ABOVE_RANGE: the range's length in days. */
  max?: number;
}

export interface MinimumNightCheck {
  errors: MinimumNightViolation[];
  /** The checked values when there is no error. */
  value: { startDate: string; endDate: string; numOfDays: number } | null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Days from start to end (YYYY-MM-DD): the number of nights of a stay over the range. */
export function nightsBetween(startDate: string, endDate: string): number {
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000);
}

/** A local date as YYYY-MM-DD. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The range the minimum nights may not exceed, or null while no valid range is chosen. */
export function minimumNightRange(draft: Pick<MinimumNightDraft, 'startDate' | 'endDate'>): number | null {
  const { startDate, endDate } = draft;
  if (!startDate || !endDate || !ISO_DATE.test(startDate) || !ISO_DATE.test(endDate) || endDate < startDate)
    return null;
  return nightsBetween(startDate, endDate);
}

const violation = (field: MinimumNightField, rule: MinimumNightRule, max?: number): MinimumNightViolation => ({
  field,
  rule,
  reason: MINIMUM_NIGHT_REASON[rule],
  message: fillMessage(MinimumNightMessage[rule], max === undefined ? {} : { n: max }),
  ...(max === undefined ? {} : { max }),
});

/**
 * Checks a configuration. `stored` is the range saved before (an update may keep a range that has
 * started since).
 */
export function checkMinimumNight(
  draft: MinimumNightDraft,
  options: { today: string; stored?: { startDate: string; endDate: string } | null },
): MinimumNightCheck {
  const errors: MinimumNightViolation[] = [];
  const { startDate, endDate } = draft;
  const { today, stored } = options;

  let range = minimumNightRange(draft);
  if (range === null) {
    errors.push(violation('startDate', 'RANGE_REQUIRED'));
  } else if (startDate! < today && !(stored?.startDate === startDate && stored?.endDate === endDate)) {
    errors.push(violation('startDate', 'RANGE_IN_PAST'));
    range = null;
  }

  const raw = draft.numOfDays;
  const text = raw === undefined || raw === null ? '' : String(raw).trim();
  let numOfDays = 0;
  if (text === '') {
    errors.push(violation('numOfDays', 'NIGHTS_REQUIRED'));
  } else if (!matchesPattern('integer', text)) {
    errors.push(violation('numOfDays', 'NIGHTS_INVALID'));
  } else {
    numOfDays = Number(text);
    if (range !== null && numOfDays > range) errors.push(violation('numOfDays', 'NIGHTS_ABOVE_RANGE', range));
    else if (numOfDays < MIN_MINIMUM_NIGHTS) errors.push(violation('numOfDays', 'NIGHTS_BELOW_MINIMUM'));
  }

  if (!draft.web && !draft.direct) errors.push(violation('web', 'TYPE_REQUIRED'));
  if (!draft.hotelId && !draft.groupsId) errors.push(violation('hotelId', 'HOTEL_REQUIRED'));
  else if (draft.hotelId && draft.groupsId) errors.push(violation('hotelId', 'HOTEL_AND_GROUP'));

  return {
    errors,
    value: errors.length === 0 ? { startDate: startDate!, endDate: endDate!, numOfDays } : null,
  };
}
