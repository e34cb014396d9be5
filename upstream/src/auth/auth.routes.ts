// Sign-in (OAuth2), sign-up with e-mail confirmation, forgotten password by one-time code, password
// change, log-out and the current user.
//
// Guessing is limited in the database (auth/throttle.ts): sign-in per account and client with a
// back-off, per client and per account; code requests and wrong codes per account and per client.
// An address without an account is answered as one with an account, after the same argon2 work
// (sign-in, sign-up, forgotten password, code check), so the answers name no accounts.
import { timingSafeEqual } from 'node:crypto';
import { AUTH_NOTICES, passwordStrength, type PasswordRule } from '@hotel/domain';
import { StatusCode, auth } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import { forbidden, invalid, notFound, refuse, unauthenticated } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { sendMail } from '../mail/outbox.js';
import { loadCurrentUser } from '../people/user-repository.js';
import {
  decoyHash,
  digest,
  hashCode,
  hashPassword,
  randomToken,
  sixDigitCode,
  verifyAgainstNothing,
  verifyCode,
  verifyPassword,
} from './passwords.js';
import { requireUser } from './scope.js';
import {
  clientKey,
  codeCheckSucceeded,
  reserveCodeCheck,
  reserveCodeRequest,
  reserveSignIn,
  signInSucceeded,
  sweepThrottle,
  wrongCodesUsedUp,
} from './throttle.js';
import { issueTokens, refreshTokens, revokeAllTokensOf, revokeToken } from './tokens.js';

const CODE_MINUTES = 10;
const PASSWORD_RULE_TEXT: Record<PasswordRule, string> = {
  minLength: 'at least 8 characters',
  uppercase: 'an uppercase letter',
  lowercase: 'a lowercase letter',
  digit: 'a digit',
  sameAsPrevious: 'to differ from the previous one',
};

const isLoopback = (address: string) =>
  address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');

export function authRoutes({ db, config }: AppContext): RouteBinding[] {
  // Made now rather than on the first unknown address, which would otherwise take a hash longer.
  void decoyHash();
  const checkClient = (authorization: string | undefined) => {
    const [scheme, encoded] = (authorization ?? '').split(' ');
    const decoded = scheme === 'Basic' && encoded ? Buffer.from(encoded, 'base64').toString('utf8') : '';
    const expected = `${config.clientId}:${config.clientSecret}`;
    const a = Buffer.from(decoded);
    const b = Buffer.from(expected);
    if (a.length !== b.length || !timingSafeEqual(a, b)) throw unauthenticated('INVALID_CLIENT');
  };
  const checkStrength = (field: string, password: string) => {
    const problems = passwordStrength(password);
    if (problems.length > 0) {
      throw invalid(field, 'PASSWORD_NEEDS', {
        rules: problems.map((p) => PASSWORD_RULE_TEXT[p]).join(', '),
        ruleKeys: problems.join(','),
      });
    }
  };

  return [
    route(auth.oauthToken, async ({ body, authorization, ip }) => {
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
        if (!tokens) throw unauthenticated('SESSION_EXPIRED');
        return { result: tokens };
      }
      const username = body.username.toLowerCase();
      const client = clientKey(ip);
      sweepThrottle(db);
      // Counted before the password is checked, so parallel guesses meet the limit too.
      if (!(await reserveSignIn(db, username, client, config.signIn))) {
        throw refuse(StatusCode.TOO_MANY_REQUESTS, 'TOO_MANY_SIGN_IN_ATTEMPTS');
      }
      const [user] = await db.query<{ id: number; password_hash: string; active: boolean; email_verified: boolean }>(
        'select id, password_hash, active, email_verified from app_user where lower(email) = $1',
        [username],
      );
      const right = user
        ? await verifyPassword(user.password_hash, body.password)
        : await verifyAgainstNothing(body.password);
      if (!user || !right) throw unauthenticated('WRONG_CREDENTIALS');
      await signInSucceeded(db, username, client);
      if (!user.active) throw forbidden('ACCOUNT_DISABLED');
      if (!user.email_verified) throw forbidden('EMAIL_NOT_CONFIRMED');
      return { result: await issueTokens(db, { userId: user.id, clientId: config.clientId, ...lifetimes }) };
    }),

    route(auth.revokeToken, async ({ token }) => {
      if (token) await revokeToken(db, token);
      return { result: {}, message: AUTH_NOTICES.SIGNED_OUT };
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
      // Hashed whether or not the address is taken: both answers take the same work.
      const hash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        const [existing] = await tx.query<{ id: number; email_verified: boolean }>(
          'select id, email_verified from app_user where lower(email) = $1',
          [email],
        );
        if (existing?.email_verified) {
          // The owner hears of it; the caller hears what any sign-up hears.
          await sendMail(
            tx,
            email,
            'Your account',
            'Someone asked to create an account with this email address, which already has one. If it was you, sign in or reset your password; otherwise you can ignore this mail.',
          );
          return;
        }
        // Not confirmed yet: the latest sign-up owns the pending account (whoever signed up before with
        // this address never proved it theirs) and only the newest link confirms it.
        let userId: number;
        if (existing) {
          userId = existing.id;
          await tx.query('update app_user set first_name = $2, last_name = $3, password_hash = $4 where id = $1', [
            userId,
            body.firstName,
            body.lastName,
            hash,
          ]);
          await tx.query('update email_verification set used_at = now() where user_id = $1 and used_at is null', [
            userId,
          ]);
        } else {
          const [created] = await tx.query<{ id: number }>(
            `insert into app_user (first_name, last_name, email, password_hash, user_level, email_verified)
             values ($1, $2, $3, $4, 'USER', false) returning id`,
            [body.firstName, body.lastName, email, hash],
          );
          userId = created!.id;
        }
        const verification = randomToken(24);
        await tx.query(
          "insert into email_verification (token_hash, user_id, expires_at) values ($1, $2, now() + interval '7 days')",
          [digest(verification), userId],
        );
        const link = `/auth/user-verification/${encodeURIComponent(email)}/${verification}`;
        await sendMail(tx, email, 'Confirm your account', `Welcome ${body.firstName}! Confirm your account: ${link}`);
      });
      return { result: {}, message: AUTH_NOTICES.SIGNED_UP };
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
        if (!row) throw invalid('token', 'CONFIRMATION_LINK_INVALID');
        await tx.query('update app_user set email_verified = true where id = $1', [row.user_id]);
        return { userId: row.user_id, email: row.email };
      });
      return { result: { user }, message: AUTH_NOTICES.ACCOUNT_CONFIRMED };
    }),

    route(auth.forgotPassword, async ({ params, ip }) => {
      const account = params.email.toLowerCase();
      // Counted for any address, with or without an account: the limit tells nothing either.
      if (!(await reserveCodeRequest(db, account, clientKey(ip), config.reset))) {
        throw refuse(StatusCode.TOO_MANY_REQUESTS, 'TOO_MANY_CODE_REQUESTS');
      }
      const code = sixDigitCode();
      const codeHash = await hashCode(code);
      const [user] = await db.query<{ id: number; email: string }>(
        'select id, email from app_user where lower(email) = $1 and active',
        [account],
      );
      if (user) {
        await db.transaction(async (tx) => {
          await tx.query('update one_time_code set used_at = now() where user_id = $1 and used_at is null', [user.id]);
          await tx.query(
            `insert into one_time_code (user_id, code_hash, expires_at) values ($1, $2, now() + make_interval(mins => $3))`,
            [user.id, codeHash, CODE_MINUTES],
          );
          await sendMail(
            tx,
            user.email,
            'Your verification code',
            `Your verification code is ${code}. It expires in ${CODE_MINUTES} minutes.`,
          );
        });
      }
      return { result: {}, message: AUTH_NOTICES.SECURITY_CODE_SENT };
    }),

    route(auth.otpIsValid, async ({ params, ip }) => {
      const account = params.userName.toLowerCase();
      const client = clientKey(ip);
      // Counted as wrong before it is checked; a right code gives the count back.
      if (!(await reserveCodeCheck(db, account, client, config.reset))) {
        throw refuse(StatusCode.TOO_MANY_REQUESTS, 'TOO_MANY_WRONG_CODES');
      }
      const [code] = await db.query<{ id: number; user_id: number; code_hash: string }>(
        `select c.id, c.user_id, c.code_hash from one_time_code c join app_user u on u.id = c.user_id
          where lower(u.email) = $1 and u.active and c.used_at is null and c.expires_at > now()
          order by c.id desc limit 1`,
        [account],
      );
      const right = code ? await verifyCode(code.code_hash, params.otp) : await verifyAgainstNothing(params.otp);
      if (!code || !right) {
        // The account's wrong codes are used up: its waiting code ends too, so the next window starts
        // on a code nobody has guessed at.
        if (code && (await wrongCodesUsedUp(db, account, config.reset))) {
          await db.query('update one_time_code set used_at = now() where user_id = $1 and used_at is null', [
            code.user_id,
          ]);
        }
        throw invalid('otp', 'SECURITY_CODE_INVALID');
      }
      const token = randomToken(24);
      const used = await db.transaction(async (tx) => {
        // Single use, even for two right answers at once: only one of them marks the code used.
        const [row] = await tx.query(
          'update one_time_code set used_at = now() where id = $1 and used_at is null returning id',
          [code.id],
        );
        if (!row) return false;
        await tx.query(
          "insert into password_reset_token (token_hash, user_id, expires_at) values ($1, $2, now() + interval '15 minutes')",
          [digest(token), code.user_id],
        );
        return true;
      });
      if (!used) throw invalid('otp', 'SECURITY_CODE_INVALID');
      await codeCheckSucceeded(db, account, client, config.reset);
      return { result: { token }, message: AUTH_NOTICES.SECURITY_CODE_VERIFIED };
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
        if (!row) throw invalid('token', 'RESET_LINK_EXPIRED');
        await tx.query('update app_user set password_hash = $1, password_changed_at = now() where id = $2', [
          hash,
          row.user_id,
        ]);
        await revokeAllTokensOf(tx, row.user_id);
      });
      return { result: {}, message: AUTH_NOTICES.PASSWORD_RESET };
    }),

    route(auth.changePassword, async ({ body, principal }) => {
      requireUser(principal);
      const [user] = await db.query<{ password_hash: string }>('select password_hash from app_user where id = $1', [
        principal.userId,
      ]);
      if (!user || !(await verifyPassword(user.password_hash, body.oldPassword))) {
        throw invalid('oldPassword', 'OLD_PASSWORD_INCORRECT');
      }
      if (body.oldPassword === body.newPassword) throw invalid('newPassword', 'PASSWORD_SAME_AS_PREVIOUS');
      checkStrength('newPassword', body.newPassword);
      const hash = await hashPassword(body.newPassword);
      await db.transaction(async (tx) => {
        await tx.query('update app_user set password_hash = $1, password_changed_at = now() where id = $2', [
          hash,
          principal.userId,
        ]);
        await revokeAllTokensOf(tx, principal.userId);
      });
      return { result: {}, message: AUTH_NOTICES.PASSWORD_CHANGED };
    }),

    // Development only, and only when asked for (DEV_MAIL_OUTBOX=true; refused in production at
    // start): the codes and links in it take over accounts, so it answers on this machine alone —
    // the connection from loopback and no proxy forwarding for someone else. Otherwise: not found.
    route(auth.mailOutbox, async ({ query, ip, peer }) => {
      if (config.production || !config.devMailOutbox || !isLoopback(peer) || !isLoopback(ip)) throw notFound('Page');
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
