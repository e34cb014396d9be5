// The limits of the hotel settings (core-platform §3 idle timeout, §9 "Default idle timeout 1800
// seconds", "Booking payment timer default 960 seconds"; the rest designed): one place for the
// numbers the setting forms offer and check. The REST contract refuses the same values.
import { SETTINGS_REFUSALS } from './refusals.js';

export interface WholeNumberLimits {
  readonly min: number;
  readonly max: number;
}

/** Idle logout, seconds (1800 by default, overridden by the server setting). */
export const IDLE_TIMEOUT_SECONDS = Object.freeze({ min: 60, max: 86_400, default: 1800 });
/** The booking engine's payment timer, seconds (960 by default). */
export const PAYMENT_TIMEOUT_SECONDS = Object.freeze({ min: 60, max: 7200, default: 960 });
/** How long an unpaid booking holds its rooms, minutes (a week at most). */
export const HOLD_UNPAID_MINUTES = Object.freeze({ min: 0, max: 10_080 });
export const ROOMS_PER_BOOKING = Object.freeze({ min: 1, max: 100 });
/** A promotion's or advance payment's percentage. */
export const PERCENTAGE = Object.freeze({ min: 0, max: 100 });

export const SettingsMessage = {
  IDLE_TOO_SHORT: SETTINGS_REFUSALS.IDLE_TIME_TOO_SHORT,
  PAYMENT_TIMEOUT_TOO_SHORT: SETTINGS_REFUSALS.PAYMENT_TIMEOUT_TOO_SHORT,
} as const;

export type WholeNumberRule = 'REQUIRED' | 'NOT_WHOLE' | 'TOO_SMALL' | 'TOO_LARGE';

/** The rule a whole number within limits breaks, or null. Numeric text counts as its number. */
export function wholeNumberRule(value: unknown, limits: WholeNumberLimits): WholeNumberRule | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return 'REQUIRED';
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
  if (!Number.isInteger(number)) return 'NOT_WHOLE';
  if (number < limits.min) return 'TOO_SMALL';
  if (number > limits.max) return 'TOO_LARGE';
  return null;
}
