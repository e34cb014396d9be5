// Input patterns shared by every form (core-platform §5, operations §5 "Shared input patterns").
import { COMMON_REFUSALS } from '../messages/common-refusals.js';

/** Word characters, dots or dashes; an at sign; domains; a 2-4 letter top-level domain. */
export const EMAIL_PATTERN = /^[\w.-]+@(?:[\w-]+\.)+[A-Za-z]{2,4}$/;

export const REQUIRED_FIELD_MESSAGE = COMMON_REFUSALS.REQUIRED_FIELD;
export const INVALID_EMAIL_MESSAGE = COMMON_REFUSALS.INVALID_EMAIL;

const isBlank = (value: string | null | undefined): boolean => (value ?? '').trim() === '';

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** The required email rule: null when valid. */
export function requiredEmail(
  value: string | null | undefined,
): null | typeof REQUIRED_FIELD_MESSAGE | typeof INVALID_EMAIL_MESSAGE {
  if (value == null || isBlank(value)) return REQUIRED_FIELD_MESSAGE;
  return isValidEmail(value) ? null : INVALID_EMAIL_MESSAGE;
}

/** The optional email rule: empty is accepted, anything else must be an email. */
export function optionalEmail(value: string | null | undefined): null | typeof INVALID_EMAIL_MESSAGE {
  if (value == null || isBlank(value)) return null;
  return isValidEmail(value) ? null : INVALID_EMAIL_MESSAGE;
}

export const PATTERNS = {
  integer: /^-?\d+$/,
  decimal: /^-?\d+(?:\.\d+)?$/,
  moneyTwoDecimals: /^\d+\.\d{2}$/,
  /** Whole amounts too: "one or two decimals" limits the decimals a price may carry. */
  moneyOneOrTwoDecimals: /^\d+(?:\.\d{1,2})?$/,
  positiveInteger: /^[1-9]\d*$/,
  phone: /^\d{10}$/,
  percentage: /^(?:100(?:\.0+)?|\d{1,2}(?:\.\d+)?)$/,
  dayCount: /^(?:0|[1-9]\d?|[12]\d{2}|3[0-5]\d|36[0-5])$/,
} as const satisfies Record<string, RegExp>;

export type PatternName = keyof typeof PATTERNS;

export function matchesPattern(name: PatternName, value: string): boolean {
  return PATTERNS[name].test(value);
}

export const INVALID_PHONE_NUMBER_MESSAGE = COMMON_REFUSALS.INVALID_PHONE_NUMBER;
export const INVALID_WEB_ADDRESS_MESSAGE = COMMON_REFUSALS.INVALID_WEB_ADDRESS;

/** What a written phone number may hold: an optional leading + or (, then digits and separators. */
const PHONE_CHARACTERS = /^[+(]?\d[\d ().-]*$/;
/** E.164: a country code and the number, at most 15 digits. */
const INTERNATIONAL_DIGITS = { min: 8, max: 15 } as const;

/**
 * A phone number (hotel and group contact numbers, an employee's phone). The spec's shared pattern is
 * "a 10-digit phone-like number" (core §5): the national number, which staff write with spaces,
 * dashes, dots or brackets ("011 234 5678"). A hotel group is international, so the international
 * form is a phone number too: "+", the country code and the number, as the demo hotels' "+94 11 234
 * 5678" (at most 15 digits, E.164). Letters, a "+" elsewhere and any other length are not.
 */
export function isValidPhoneNumber(value: string): boolean {
  const text = value.trim();
  if (!PHONE_CHARACTERS.test(text)) return false;
  const digits = text.replace(/\D/g, '');
  if (text.startsWith('+'))
    return digits.length >= INTERNATIONAL_DIGITS.min && digits.length <= INTERNATIONAL_DIGITS.max;
  return PATTERNS.phone.test(digits);
}

/**
 * A web address (a hotel's site): http or https, or no scheme ("www.serendib.lk"); a host of dotted
 * labels ending in a top-level domain of letters; an optional port; then a path, query or fragment
 * without spaces.
 */
export const WEB_ADDRESS_PATTERN =
  /^(?:https?:\/\/)?(?:[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?\.)+[a-z]{2,63}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

export function isValidWebAddress(value: string): boolean {
  return WEB_ADDRESS_PATTERN.test(value.trim());
}

/** The optional phone rule: empty is accepted, anything else must be a phone number. */
export function optionalPhoneNumber(value: string | null | undefined): null | typeof INVALID_PHONE_NUMBER_MESSAGE {
  if (value == null || isBlank(value)) return null;
  return isValidPhoneNumber(value) ? null : INVALID_PHONE_NUMBER_MESSAGE;
}

/** The optional web address rule: empty is accepted, anything else must be a web address. */
export function optionalWebAddress(value: string | null | undefined): null | typeof INVALID_WEB_ADDRESS_MESSAGE {
  if (value == null || isBlank(value)) return null;
  return isValidWebAddress(value) ? null : INVALID_WEB_ADDRESS_MESSAGE;
}

/** A tax rate is valid if it is zero or more. */
export function isValidTaxRate(rate: number): boolean {
  return Number.isFinite(rate) && rate >= 0;
}

export const SECURITY_CODE_LENGTH = 6;
const SECURITY_CODE = /^\d{6}$/;

/** The one-time security code: exactly 6 digits. */
export function isValidSecurityCode(value: string): boolean {
  return SECURITY_CODE.test(value);
}

export const PASSWORD_MIN_LENGTH = 8;

export type PasswordRule = 'minLength' | 'uppercase' | 'lowercase' | 'digit' | 'sameAsPrevious';

/**
 * The parts of the German labels' password rule a password fails (empty when it is strong). The
 * spec shows the rule only as labels, so the sign-in forms do not enforce it; screens use this to
 * show which part is missing.
 */
export function passwordStrength(password: string, previous?: string): PasswordRule[] {
  const failed: PasswordRule[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) failed.push('minLength');
  if (!/\p{Lu}/u.test(password)) failed.push('uppercase');
  if (!/\p{Ll}/u.test(password)) failed.push('lowercase');
  if (!/\d/.test(password)) failed.push('digit');
  if (previous !== undefined && password === previous) failed.push('sameAsPrevious');
  return failed;
}

/** Keeps digits and the first decimal point only: "1,2a34.5.6" becomes "1234.56". */
export function sanitizeMoneyInput(raw: string): string {
  const kept = raw.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  return point === -1 ? kept : `${kept.slice(0, point + 1)}${kept.slice(point + 1).replace(/\./g, '')}`;
}

/**
 * The money input's display: sanitised, with en-US thousands separators on the integer part. Done
 * on the digits, not through Number, so long amounts keep every digit and a typed "12." stays.
 */
export function formatMoneyInput(raw: string): string {
  const clean = sanitizeMoneyInput(raw);
  const point = clean.indexOf('.');
  const integer = point === -1 ? clean : clean.slice(0, point);
  const rest = point === -1 ? '' : clean.slice(point);
  return `${integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${rest}`;
}
