// Field rules of the sign-up, login, forgot/new/change-password and lock-screen forms
// (core-platform §5). Each validator answers field -> message (an i18n key or the spec's literal
// text); a valid form answers {}.

import { AUTH_REFUSALS } from '../auth/refusals.js';
import { isValidEmail } from './patterns.js';

export const AuthMessage = {
  REQUIRED_FIELD: 'common.requiredField',
  NOT_VALID_EMAIL: 'common.notValidEmail',
  CONFIRM_PASSWORD_ERROR: 'common.confirmPasswordError',
  EMAIL_ERROR: 'common.emailError',
} as const;

/** The login form's own texts. */
export const LOGIN_REQUIRED_MESSAGE = 'required field';
export const LOGIN_INVALID_EMAIL_MESSAGE = 'Invalid email';
export const LOGIN_FAILED_MESSAGE = AUTH_REFUSALS.WRONG_CREDENTIALS;

/**
 * Our limits (the spec names none): long enough for any real name, address (RFC 5321's 254) or
 * passphrase, short enough that nobody stores or hashes megabytes.
 */
export const FIELD_LIMITS = { name: 60, email: 254, password: 128 } as const;

export function tooLongMessage(label: string, max: number): string {
  return `${label} must be at most ${max} characters`;
}

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

type Check = (value: string) => string | null;

const required =
  (message: string): Check =>
  (value) =>
    value.trim() === '' ? message : null;
const maxLength =
  (label: string, max: number): Check =>
  (value) =>
    [...value].length > max ? tooLongMessage(label, max) : null;
const email =
  (message: string): Check =>
  (value) =>
    isValidEmail(value) ? null : message;
const equals =
  (other: string | null | undefined, message: string): Check =>
  (value) =>
    value === (other ?? '') ? null : message;

type Value = string | null | undefined;

/** Runs each field's checks in order and keeps the first failure per field. */
function collect<F extends string>(fields: Record<F, readonly [Value, ...Check[]]>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of Object.keys(fields) as F[]) {
    const [value, ...checks] = fields[field];
    for (const check of checks) {
      const message = check(value ?? '');
      if (message !== null) {
        errors[field] = message;
        break;
      }
    }
  }
  return errors;
}

const { name: NAME_MAX, email: EMAIL_MAX, password: PASSWORD_MAX } = FIELD_LIMITS;

export interface SignUpInput {
  firstName?: Value;
  lastName?: Value;
  email?: Value;
  password?: Value;
  confirmPassword?: Value;
  /** Optional per the spec. */
  termOfUse?: boolean;
}

export function validateSignUp(
  input: SignUpInput,
): FieldErrors<'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword'> {
  const { REQUIRED_FIELD, NOT_VALID_EMAIL, CONFIRM_PASSWORD_ERROR } = AuthMessage;
  return collect({
    firstName: [input.firstName, required(REQUIRED_FIELD), maxLength('First name', NAME_MAX)],
    lastName: [input.lastName, required(REQUIRED_FIELD), maxLength('Last name', NAME_MAX)],
    email: [input.email, required(REQUIRED_FIELD), maxLength('Email', EMAIL_MAX), email(NOT_VALID_EMAIL)],
    password: [input.password, required(REQUIRED_FIELD), maxLength('Password', PASSWORD_MAX)],
    confirmPassword: [
      input.confirmPassword,
      required(REQUIRED_FIELD),
      maxLength('Confirm password', PASSWORD_MAX),
      equals(input.password, CONFIRM_PASSWORD_ERROR),
    ],
  });
}

export interface LoginInput {
  email?: Value;
  password?: Value;
}

export function validateLogin(input: LoginInput): FieldErrors<'email' | 'password'> {
  return collect({
    email: [
      input.email,
      required(LOGIN_REQUIRED_MESSAGE),
      maxLength('Email', EMAIL_MAX),
      email(LOGIN_INVALID_EMAIL_MESSAGE),
    ],
    password: [input.password, required(LOGIN_REQUIRED_MESSAGE), maxLength('Password', PASSWORD_MAX)],
  });
}

/** The address ends up in a URL path (user/forgotPassword/{email}), so its format is checked too. */
export function validateForgotPassword(input: { email?: Value }): FieldErrors<'email'> {
  return collect({
    email: [
      input.email,
      required(AuthMessage.EMAIL_ERROR),
      maxLength('Email', EMAIL_MAX),
      email(AuthMessage.NOT_VALID_EMAIL),
    ],
  });
}

export interface NewPasswordInput {
  password?: Value;
  confirmPassword?: Value;
}

export function validateNewPassword(input: NewPasswordInput): FieldErrors<'password' | 'confirmPassword'> {
  const { REQUIRED_FIELD, CONFIRM_PASSWORD_ERROR } = AuthMessage;
  return collect({
    password: [input.password, required(REQUIRED_FIELD), maxLength('Password', PASSWORD_MAX)],
    confirmPassword: [
      input.confirmPassword,
      required(REQUIRED_FIELD),
      maxLength('Confirm password', PASSWORD_MAX),
      equals(input.password, CONFIRM_PASSWORD_ERROR),
    ],
  });
}

export interface ChangePasswordInput {
  oldPassword?: Value;
  newPassword?: Value;
  confirmPassword?: Value;
}

export function validateChangePassword(
  input: ChangePasswordInput,
): FieldErrors<'oldPassword' | 'newPassword' | 'confirmPassword'> {
  const { REQUIRED_FIELD, CONFIRM_PASSWORD_ERROR } = AuthMessage;
  return collect({
    oldPassword: [input.oldPassword, required(REQUIRED_FIELD), maxLength('Old password', PASSWORD_MAX)],
    newPassword: [input.newPassword, required(REQUIRED_FIELD), maxLength('New password', PASSWORD_MAX)],
    confirmPassword: [
      input.confirmPassword,
      required(REQUIRED_FIELD),
      maxLength('Confirm password', PASSWORD_MAX),
      equals(input.newPassword, CONFIRM_PASSWORD_ERROR),
    ],
  });
}

/** The lock screen asks only for the password. */
export function validateUnlock(input: { password?: Value }): FieldErrors<'password'> {
  return collect({
    password: [input.password, required(AuthMessage.REQUIRED_FIELD), maxLength('Password', PASSWORD_MAX)],
  });
}
