// Authentication (core-platform §7 Authentication). Sign-in is the OAuth2 password grant.
import { AUTH_REFUSALS, COMMON_REFUSALS } from '@hotel/domain';
import { z } from 'zod';
import { endpoint } from '../contract.js';
import { currentUser } from '../entities.js';

const email = z.email(COMMON_REFUSALS.INVALID_EMAIL).max(254);
const password = z.string().min(1, COMMON_REFUSALS.REQUIRED_FIELD).max(128);

export const oauthToken = endpoint({
  id: 'oauthToken',
  area: 'auth',
  method: 'POST',
  path: 'oauth/token',
  access: 'client',
  summary: 'OAuth2 token: password, refresh_token and client_credentials grants',
  bodyKind: 'form',
  body: z.discriminatedUnion('grant_type', [
    z.object({ grant_type: z.literal('password'), username: email, password }),
    z.object({ grant_type: z.literal('refresh_token'), refresh_token: z.string().min(1).max(200) }),
    z.object({ grant_type: z.literal('client_credentials') }),
  ]),
  envelope: false,
  result: z.object({
    access_token: z.string(),
    token_type: z.literal('bearer'),
    expires_in: z.number().int(),
    refresh_token: z.string().optional(),
  }),
});

export const revokeToken = endpoint({
  id: 'revokeToken',
  area: 'auth',
  method: 'POST',
  path: 'oauth/revoke',
  summary: 'Log out: revokes the calling access token and its refresh token',
  designed: true,
  result: z.object({}),
});

export const signUp = endpoint({
  id: 'signUp',
  area: 'auth',
  method: 'POST',
  path: 'user/sign-up',
  access: 'public',
  summary:
    'Self sign-up; mails the verification link. Answers the same whether or not the address has an account (its owner is mailed instead)',
  designed: true,
  body: z
    .object({
      firstName: z.string().trim().min(1, 'common.requiredField').max(60),
      lastName: z.string().trim().min(1, 'common.requiredField').max(60),
      email: z.string().trim().min(1, 'common.requiredField').pipe(z.email('common.notValidEmail').max(254)),
      password: z.string().min(1, 'common.requiredField').max(128),
      confirmPassword: z.string().min(1, 'common.requiredField').max(128),
      termOfUse: z.boolean().default(false),
    })
    .refine((v) => v.password === v.confirmPassword, {
      path: ['confirmPassword'],
      message: 'common.confirmPasswordError',
    }),
  result: z.object({}),
});

export const confirmUser = endpoint({
  id: 'confirmUser',
  area: 'auth',
  method: 'GET',
  path: 'email-verification/email/{email}/token/{token}',
  access: 'public',
  summary: 'Confirms a signed-up user from the emailed link',
  params: z.object({ email, token: z.string().min(1).max(200) }),
  result: z.object({ user: z.object({ userId: z.number().int(), email: z.string() }) }),
});

export const forgotPassword = endpoint({
  id: 'forgotPassword',
  area: 'auth',
  method: 'POST',
  path: 'user/forgotPassword/{email}',
  access: 'public',
  summary:
    'Sends a 6-digit one-time code (valid 10 minutes, single use) to the user; answers the same for an address without an account. Limited per account and per client (42900)',
  params: z.object({ email: z.string().trim().min(1, 'common.emailError').pipe(email) }),
  result: z.object({}),
});

export const otpIsValid = endpoint({
  id: 'otpIsValid',
  area: 'auth',
  method: 'GET',
  path: 'user/otp/isValid/{userName}/{otp}',
  access: 'public',
  summary:
    'Checks a one-time code; consumes it and answers a single-use reset token. Wrong codes are limited per account across its codes and per client (42900)',
  params: z.object({ userName: email, otp: z.string().regex(/^\d{6}$/, AUTH_REFUSALS.SECURITY_CODE_FORMAT) }),
  result: z.object({ token: z.string() }),
});

export const resetPassword = endpoint({
  id: 'resetPassword',
  area: 'auth',
  method: 'PUT',
  path: 'user/resetPassword',
  access: 'public',
  summary: 'Sets a new password with the token from the one-time code check',
  body: z
    .object({ token: z.string().min(1).max(200), password, confirmPassword: password })
    .refine((v) => v.password === v.confirmPassword, {
      path: ['confirmPassword'],
      message: AUTH_REFUSALS.PASSWORDS_DIFFER,
    }),
  result: z.object({}),
});

export const changePassword = endpoint({
  id: 'changePassword',
  area: 'auth',
  method: 'PUT',
  path: 'user/changePassword',
  summary: "Changes the caller's password and revokes all their tokens",
  body: z.object({ oldPassword: password, newPassword: password }),
  result: z.object({}),
});

export const me = endpoint({
  id: 'me',
  area: 'auth',
  method: 'GET',
  path: 'user/me',
  summary: 'The signed-in user with level, group/hotel/service ids and profile',
  designed: true,
  result: z.object({ user: currentUser }),
});

export const mailOutbox = endpoint({
  id: 'mailOutbox',
  area: 'auth',
  method: 'GET',
  path: 'dev/outbox',
  access: 'public',
  summary: 'Development only: the mails the system would have sent (verification links, codes)',
  designed: true,
  query: z.object({ to: z.string().max(254).optional() }),
  result: z.object({
    mail: z.array(
      z.object({ id: z.number().int(), to: z.string(), subject: z.string(), body: z.string(), createdAt: z.string() }),
    ),
  }),
});
