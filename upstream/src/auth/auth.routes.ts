// Sign-in (OAuth2), sign-up with e-mail confirmation, forgotten password by one-time code, password
// change, log-out and the current user.
import { timingSafeEqual } from 'node:crypto';
import { passwordStrength, type PasswordRule } from '@hotel/domain';
import { auth } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import { ApiError, forbidden, invalid, notFound, unauthenticated } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { sendMail } from '../mail/outbox.js';
import { loadCurrentUser } from '../users/user-repository.js';
import { digest, hashPassword, randomToken, sixDigitCode, verifyPassword } from './passwords.js';
import { requireUser } from './scope.js';
import { issueTokens, refreshTokens, revokeAllTokensOf, revokeToken } from './tokens.js';

export const WRONG_CREDENTIALS = 'Username or Password is incorrect';
const CODE_MINUTES = 10;
const MAX_CODE_ATTEMPTS = 5;
const PASSWORD_RULE_TEXT: Record<PasswordRule, string> = {
  minLength: 'at least 8 characters',
  uppercase: 'an uppercase letter',
  lowercase: 'a lowercase letter',
  digit: 'a digit',
  sameAsPrevious: 'to differ from the previous one',
};

export function authRoutes({ db, config }: AppContext): RouteBinding[] {
  const checkClient = (authorization: string | undefined) => {
    const [scheme, encoded] = (authorization ?? '').split(' ');
    const decoded = scheme === 'Basic' && encoded ? Buffer.from(encoded, 'base64').toString('utf8') : '';
    const expected = `${config.clientId}:${config.clientSecret}`;
    const a = Buffer.from(decoded);
    const b = Buffer.from(expected);
    if (a.length !== b.length || !timingSafeEqual(a, b)) throw unauthenticated('Invalid client credentials');
  };
  const checkStrength = (field: string, password: string) => {
    const problems = passwordStrength(password);
    if (problems.length > 0)
      throw invalid(field, `Password needs ${problems.map((p) => PASSWORD_RULE_TEXT[p]).join(', ')}`);
  };

  return [
    route(auth.oauthToken, async ({ body, authorization }) => {
      checkClient(authorization);
      const lifetimes = { accessSeconds: config.accessTokenSeconds, refreshSeconds: config.refreshTokenSeconds };
      if (body.grant_type === 'client_credentials') {
        return {
          result: await issueTokens(db, {
            userId: null,
            clientId: config.clientId,
            ...lifetimes,
            refreshSeconds: null,
          }),
        };
      }
      if (body.grant_type === 'refresh_token') {
        const tokens = await refreshTokens(
          db,
          body.refresh_token,
          config.clientId,
          lifetimes.accessSeconds,
          lifetimes.refreshSeconds,
        );
        if (!tokens) throw unauthenticated('Your session has expired. Please sign in again.');
        return { result: tokens };
      }
      const username = body.username.toLowerCase();
      const [{ failures } = { failures: 0 }] = await db.query<{ failures: number }>(
        "select count(*)::int as failures from login_failure where username = $1 and at > now() - interval '1 minute'",
        [username],
      );
      if (failures >= config.loginAttemptsPerMinute) {
        throw new ApiError('42900', 'Too many sign-in attempts. Please wait a minute and try again.');
      }
      const [user] = await db.query<{ id: number; password_hash: string; active: boolean; email_verified: boolean }>(
        'select id, password_hash, active, email_verified from app_user where lower(email) = $1',
        [username],
      );
      if (!user || !(await verifyPassword(user.password_hash, body.password))) {
        await db.query('insert into login_failure (username) values ($1)', [username]);
        throw unauthenticated(WRONG_CREDENTIALS);
      }
      if (!user.active) throw forbidden('Your account is disabled. Please contact your administrator.');
      if (!user.email_verified) throw forbidden('Please confirm your email address first (see the link we sent you).');
      await db.query('delete from login_failure where username = $1', [username]);
      return { result: await issueTokens(db, { userId: user.id, clientId: config.clientId, ...lifetimes }) };
    }),

    route(auth.revokeToken, async ({ token }) => {
      if (token) await revokeToken(db, token);
      return { result: {}, message: 'Logged out' };
    }),

    route(auth.me, async ({ principal }) => {
      requireUser(principal);
      const user = await loadCurrentUser(db, principal.userId);
      if (!user) throw notFound('User');
      return { result: { user } };
    }),

    route(auth.signUp, async ({ body }) => {
      checkStrength('password', body.password);
      const email = body.email.toLowerCase();
      const verification = randomToken(24);
      const user = await db.transaction(async (tx) => {
        const [existing] = await tx.query('select 1 from app_user where lower(email) = $1', [email]);
        if (existing) throw invalid('email', 'An account with this email already exists');
        const [created] = await tx.query<{ id: number }>(
          `insert into app_user (first_name, last_name, email, password_hash, user_level, email_verified)
           values ($1, $2, $3, $4, 'USER', false) returning id`,
          [body.firstName, body.lastName, email, await hashPassword(body.password)],
        );
        if (!created) throw new Error('insert returned no row');
        await tx.query(
          "insert into email_verification (token_hash, user_id, expires_at) values ($1, $2, now() + interval '7 days')",
          [digest(verification), created.id],
        );
        const link = `/auth/user-verification/${encodeURIComponent(email)}/${verification}`;
        await sendMail(tx, email, 'Confirm your account', `Welcome ${body.firstName}! Confirm your account: ${link}`);
        return { userId: created.id, email };
      });
      return {
        result: { user },
        message: 'User registered successfully. Please check your email to confirm your account.',
      };
    }),

    route(auth.confirmUser, async ({ params }) => {
      const user = await db.transaction(async (tx) => {
        const [row] = await tx.query<{ user_id: number; email: string }>(
          `update email_verification v set used_at = now()
             from app_user u
            where v.token_hash = $1 and v.user_id = u.id and lower(u.email) = lower($2)
              and v.used_at is null and v.expires_at > now()
            returning v.user_id, u.email`,
          [digest(params.token), params.email],
        );
        if (!row) throw invalid('token', 'This confirmation link is invalid or has already been used');
        await tx.query('update app_user set email_verified = true where id = $1', [row.user_id]);
        return { userId: row.user_id, email: row.email };
      });
      return { result: { user }, message: 'User Created Successfully!' };
    }),

    route(auth.forgotPassword, async ({ params }) => {
      const [user] = await db.query<{ id: number; email: string }>(
        'select id, email from app_user where lower(email) = lower($1) and active',
        [params.email],
      );
      if (!user) throw notFound('No active account with this email was');
      const code = sixDigitCode();
      await db.transaction(async (tx) => {
        await tx.query('update one_time_code set used_at = now() where user_id = $1 and used_at is null', [user.id]);
        await tx.query(
          `insert into one_time_code (user_id, code_hash, expires_at) values ($1, $2, now() + make_interval(mins => $3))`,
          [user.id, digest(code), CODE_MINUTES],
        );
        await sendMail(
          tx,
          user.email,
          'Your verification code',
          `Your verification code is ${code}. It expires in ${CODE_MINUTES} minutes.`,
        );
      });
      return { result: {}, message: 'A verification code has been sent to your email' };
    }),

    route(auth.otpIsValid, async ({ params }) => {
      const token = randomToken(24);
      const ok = await db.transaction(async (tx) => {
        const [code] = await tx.query<{ id: number; user_id: number; code_hash: string; attempts: number }>(
          `select c.id, c.user_id, c.code_hash, c.attempts from one_time_code c join app_user u on u.id = c.user_id
            where lower(u.email) = lower($1) and c.used_at is null and c.expires_at > now()
            order by c.id desc limit 1 for update`,
          [params.userName],
        );
        if (!code || code.attempts >= MAX_CODE_ATTEMPTS) return false;
        if (code.code_hash !== digest(params.otp)) {
          await tx.query('update one_time_code set attempts = attempts + 1 where id = $1', [code.id]);
          return false;
        }
        await tx.query('update one_time_code set used_at = now() where id = $1', [code.id]);
        await tx.query(
          "insert into password_reset_token (token_hash, user_id, expires_at) values ($1, $2, now() + interval '15 minutes')",
          [digest(token), code.user_id],
        );
        return true;
      });
      // A wrong attempt is counted even though the check fails, so it is outside the rollback.
      if (!ok) throw invalid('otp', 'The code is invalid or has expired');
      return { result: { token }, message: 'OTP Verified Successfully' };
    }),

    route(auth.resetPassword, async ({ body }) => {
      checkStrength('password', body.password);
      const hash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        const [row] = await tx.query<{ user_id: number }>(
          `update password_reset_token set used_at = now()
            where token_hash = $1 and used_at is null and expires_at > now() returning user_id`,
          [digest(body.token)],
        );
        if (!row) throw invalid('token', 'The reset link has expired. Please request a new code.');
        await tx.query('update app_user set password_hash = $1, password_changed_at = now() where id = $2', [
          hash,
          row.user_id,
        ]);
        await revokeAllTokensOf(tx, row.user_id);
      });
      return { result: {}, message: 'Your password has been reset. Please sign in.' };
    }),

    route(auth.changePassword, async ({ body, principal }) => {
      requireUser(principal);
      const [user] = await db.query<{ password_hash: string }>('select password_hash from app_user where id = $1', [
        principal.userId,
      ]);
      if (!user || !(await verifyPassword(user.password_hash, body.oldPassword))) {
        throw invalid('oldPassword', 'The old password is incorrect');
      }
      if (body.oldPassword === body.newPassword)
        throw invalid('newPassword', 'The new password must differ from the previous one');
      checkStrength('newPassword', body.newPassword);
      const hash = await hashPassword(body.newPassword);
      await db.transaction(async (tx) => {
        await tx.query('update app_user set password_hash = $1, password_changed_at = now() where id = $2', [
          hash,
          principal.userId,
        ]);
        await revokeAllTokensOf(tx, principal.userId);
      });
      return { result: {}, message: 'Password changed successfully. Please sign in again.' };
    }),

    route(auth.mailOutbox, async ({ query }) => {
      if (config.production) throw notFound('Page');
      const rows = await db.query<{ id: number; recipient: string; subject: string; body: string; created_at: Date }>(
        `select id, recipient, subject, body, created_at from mail_outbox
          where $1::text is null or lower(recipient) = lower($1) order by id desc limit 50`,
        [query.to ?? null],
      );
      return {
        result: {
          mail: rows.map((r) => ({
            id: r.id,
            to: r.recipient,
            subject: r.subject,
            body: r.body,
            createdAt: new Date(r.created_at).toISOString(),
          })),
        },
      };
    }),
  ];
}
