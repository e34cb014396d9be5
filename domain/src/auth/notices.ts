// What signing up, the forgotten-password code and the account say when they succeed (core-platform
// §8; 'OTP Verified Successfully' is operations §8's text): key → English text. The upstream answers
// the text; the web shows the translation of the key of the step it ran.
import type { Catalogue } from '../messages/message.js';

export const AUTH_NOTICES = {
  /** Also the answer for an address that has an account already: that owner is mailed instead. */
  SIGNED_UP: 'Registration received. Please check your email to continue.',
  ACCOUNT_CONFIRMED: 'User Created Successfully!',
  /** Also the answer for an address without an account, which gets no mail. */
  SECURITY_CODE_SENT: 'If an active account uses this email, a verification code has been sent to it',
  SECURITY_CODE_VERIFIED: 'OTP Verified Successfully',
  PASSWORD_RESET: 'Your password has been reset. Please sign in.',
  PASSWORD_CHANGED: 'Password changed successfully. Please sign in again.',
  SIGNED_OUT: 'Logged out',
} as const satisfies Catalogue;

export type AuthNotice = keyof typeof AUTH_NOTICES;
