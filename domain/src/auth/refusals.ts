// Refusals of signing in, signing up, the forgotten-password code and the account (core-platform
// §5, §8). 'Username or Password is incorrect' (core §5) and 'OTP Verification Faild' (operations §8,
// spelt as the spec spells it) are the spec's texts. Nothing here tells whether an address has an
// account: sign-up, the forgotten password and sign-in answer an unknown address as a known one.
import type { Catalogue } from '../messages/message.js';

export const AUTH_REFUSALS = {
  WRONG_CREDENTIALS: 'Username or Password is incorrect',
  INVALID_CLIENT: 'Invalid client credentials',
  TOO_MANY_SIGN_IN_ATTEMPTS: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  ACCOUNT_DISABLED: 'Your account is disabled. Please contact your administrator.',
  EMAIL_NOT_CONFIRMED: 'Please confirm your email address first (see the link we sent you).',
  CONFIRMATION_LINK_INVALID: 'This confirmation link is invalid or has already been used',
  SECURITY_CODE_INVALID: 'OTP Verification Faild',
  TOO_MANY_CODE_REQUESTS: 'Too many code requests. Please try again later.',
  TOO_MANY_WRONG_CODES: 'Too many wrong codes. Please request a new code later.',
  SECURITY_CODE_FORMAT: 'Security code must be exactly 6 digits',
  RESET_LINK_EXPIRED: 'The reset link has expired. Please request a new code.',
  OLD_PASSWORD_INCORRECT: 'The old password is incorrect',
  PASSWORD_SAME_AS_PREVIOUS: 'The new password must differ from the previous one',
  PASSWORDS_DIFFER: 'Passwords do not match',
  WEAK_PASSWORD: 'Password needs at least 8 characters with an uppercase letter, a lowercase letter and a digit',
  /** {{rules}}: what the password lacks, in English words; {{ruleKeys}}: the same as PasswordRule keys. */
  PASSWORD_NEEDS: 'Password needs {{rules}}',
} as const satisfies Catalogue;

export type AuthRefusalReason = keyof typeof AUTH_REFUSALS;
