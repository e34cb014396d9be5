// A user's discount allowance (operations §3 User discount, §5 User discount, §9 "Discount
// percentages max 100"): a percentage from 0 to 100 with decimals. The create form keeps only digits
// and a decimal point as the user types; create and update both refuse an empty value and anything
// above 100 with the spec's messages. The web forms and the upstream use these functions.

import { COMMON_REFUSALS } from '../messages/common-refusals.js';
import { sanitizeMoneyInput } from '../validation/patterns.js';
import { SETTINGS_REFUSALS } from './refusals.js';

export const MAX_DISCOUNT_PERCENTAGE = 100;

/** Each rule's refusal: the spec's messages (verbatim) and ours for the cases it does not name. */
export const DISCOUNT_REASON = {
  REQUIRED: 'DISCOUNT_REQUIRED',
  TOO_HIGH: 'PERCENTAGE_ABOVE_100',
  NEGATIVE: 'PERCENTAGE_NEGATIVE',
  INVALID: 'INVALID_VALUE',
} as const;

export const DiscountMessage = {
  REQUIRED: SETTINGS_REFUSALS.DISCOUNT_REQUIRED,
  TOO_HIGH: SETTINGS_REFUSALS.PERCENTAGE_ABOVE_100,
  NEGATIVE: SETTINGS_REFUSALS.PERCENTAGE_NEGATIVE,
  INVALID: COMMON_REFUSALS.INVALID_VALUE,
} as const;

export type DiscountRule = keyof typeof DiscountMessage;

/** Digits and the first decimal point only (the create form's percentage input). */
export function sanitizeDiscountInput(raw: string): string {
  return sanitizeMoneyInput(raw);
}

const NUMERIC = /^-?(?:\d+\.?\d*|\.\d+)$/;

/** The rule a percentage breaks (null when it is fine): required, numeric, 0 to 100. */
export function discountRule(value: unknown): DiscountRule | null {
  if (value === undefined || value === null) return 'REQUIRED';
  if (typeof value === 'string' && value.trim() === '') return 'REQUIRED';
  let percentage: number;
  if (typeof value === 'number') percentage = value;
  else if (typeof value === 'string' && NUMERIC.test(value.trim())) percentage = Number(value.trim());
  else return 'INVALID';
  if (!Number.isFinite(percentage)) return 'INVALID';
  if (percentage < 0) return 'NEGATIVE';
  if (percentage > MAX_DISCOUNT_PERCENTAGE) return 'TOO_HIGH';
  return null;
}

/** The message of the rule a percentage breaks, or null. */
export function discountError(value: unknown): string | null {
  const rule = discountRule(value);
  return rule ? DiscountMessage[rule] : null;
}
