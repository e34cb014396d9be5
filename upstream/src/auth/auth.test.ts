// Sign-in, sign-up with confirmation, forgotten password by one-time code, password change and the
// current user, over HTTP against the demo data.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { auth } from '@hotel/schema';
import { DEMO_USERS } from '../seed/demo.js';
import { at, startTestUpstream, type TestUpstream } from '../test/harness.js';

let up: TestUpstream;
let client: string;

const token = (username: string, password: string, basic = client) =>
  up.api('POST', at(auth.oauthToken), {
    basic,
    form: { grant_type: 'password', username, password },
  });

/** The newest mail to `to` from the development outbox. */
async function lastMail(to: string): Promise<{ subject: string; body: string }> {
  const res = await up.api('GET', at(auth.mailOutbox, {}, { to }));
  assert.equal(res.status, 200);
  const [mail] = res.json.result.mail;
  assert.ok(mail, `no mail to ${to}`);
  return mail;
}

async function requestCode(email: string): Promise<string> {
  const res = await up.api('POST', at(auth.forgotPassword, { email }));
  assert.equal(res.json.statusCode, '20000', JSON.stringify(res.json));
  const code = /\b(\d{6})\b/.exec((await lastMail(email)).body)?.[1];
  assert.ok(code);
  return code;
}

before(async () => {
  up = await startTestUpstream({ DEV_MAIL_OUTBOX: 'true' });
  client = `${up.config.clientId}:${up.config.clientSecret}`;
});
after(() => up.close());

describe('sign-in (oauth/token)', () => {
  test('the password grant answers bearer and refresh tokens', async () => {
    const res = await token('admin@demo.lk', 'Hotel@1234');
    assert.equal(res.status, 200);
    assert.equal(res.json.token_type, 'bearer');
    assert.ok(res.json.access_token);
    assert.ok(res.json.refresh_token);
    assert.ok(res.json.expires_in > 0);
  });

  test("a wrong password answers 40100 'Username or Password is incorrect'", async () => {
    const res = await token('admin@demo.lk', 'Wrong@1234');
    assert.equal(res.status, 401);
    assert.equal(res.json.statusCode, '40100');
    assert.equal(res.json.message, 'Username or Password is incorrect');
    assert.equal(res.json.reason, 'WRONG_CREDENTIALS');
  });

  test('wrong client credentials are refused', async () => {
    const res = await token('admin@demo.lk', 'Hotel@1234', 'hotel-bff:nope');
    assert.equal(res.json.statusCode, '40100');
    assert.equal(res.json.message, 'Invalid client credentials');
    assert.equal(res.json.reason, 'INVALID_CLIENT');
  });

  test('a malformed email answers 40000 naming the field', async () => {
    const res = await token('not-an-email', 'Hotel@1234');
    assert.equal(res.status, 400);
    assert.equal(res.json.statusCode, '40000');
    assert.equal(res.json.errors[0].field, 'username');
  });

  test('a refresh token is traded once for new tokens', async () => {
    const first = await token('auditor@demo.lk', 'Hotel@1234');
    const refresh = { grant_type: 'refresh_token', refresh_token: first.json.refresh_token };
    const res = await up.api('POST', at(auth.oauthToken), { basic: client, form: refresh });
    assert.equal(res.status, 200);
    assert.notEqual(res.json.access_token, first.json.access_token);
    const again = await up.api('POST', at(auth.oauthToken), { basic: client, form: refresh });
    assert.equal(again.json.statusCode, '40100');
  });

  test('the client-credentials grant answers a service token without refresh', async () => {
    const res = await up.api('POST', at(auth.oauthToken), {
      basic: client,
      form: { grant_type: 'client_credentials' },
    });
    assert.equal(res.status, 200);
    assert.equal(res.json.refresh_token, undefined);
  });
});

describe('the current user', () => {
  for (const demo of DEMO_USERS) {
    test(`me answers ${demo.email} as ${demo.level}`, async () => {
      const res = await up.api('GET', at(auth.me), { token: await up.signIn(demo.email) });
      assert.equal(res.status, 200);
      const user = res.json.result.user;
      assert.equal(user.email, demo.email);
      assert.equal(user.userLevel, demo.level);
      assert.equal(user.userName, demo.email.split('@')[0]);
      if (demo.level === 'ADMIN') assert.equal(user.profile.groupResponse, null);
      else assert.equal(user.profile.groupResponse.name, 'Serendib Hotels');
      if (demo.level === 'USER') {
        assert.equal(user.serviceIds.length, 1);
        assert.equal(user.profile.hotelResponse.name, 'Serendib Colombo');
        assert.ok(user.profile.hotelServiceResponse);
      }
    });
  }

  test('me without a token answers 40100; with an unknown token too', async () => {
    assert.equal((await up.api('GET', at(auth.me))).json.statusCode, '40100');
    const res = await up.api('GET', at(auth.me), { token: 'not-a-token' });
    assert.equal(res.json.statusCode, '40100');
    assert.equal(res.json.message, 'Your session has expired. Please sign in again.');
    assert.equal(res.json.reason, 'SESSION_EXPIRED');
  });

  test('logging out revokes the token', async () => {
    const access = await up.signIn('frontdesk@demo.lk');
    assert.equal((await up.api('POST', at(auth.revokeToken), { token: access })).json.statusCode, '20000');
    assert.equal((await up.api('GET', at(auth.me), { token: access })).json.statusCode, '40100');
  });
});

describe('sign-up', () => {
  const signUp = (email: string, extra: Record<string, unknown> = {}) =>
    up.api('POST', at(auth.signUp), {
      body: {
        firstName: 'Nuwan',
        lastName: 'Perera',
        email,
        password: 'Lanka@2024',
        confirmPassword: 'Lanka@2024',
        termOfUse: true,
        ...extra,
      },
    });

  test('sign-up, then the emailed link confirms the account, then sign-in works', async () => {
    const email = 'nuwan@example.lk';
    const res = await signUp(email);
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.deepEqual(res.json.result, {});
    const early = await token(email, 'Lanka@2024');
    assert.equal(early.json.statusCode, '40300');
    const link = /\/auth\/user-verification\/([^/\s]+)\/([^\s]+)/.exec((await lastMail(email)).body);
    assert.ok(link);
    const confirm = await up.api('GET', at(auth.confirmUser, { email: decodeURIComponent(link[1]!), token: link[2]! }));
    assert.equal(confirm.json.statusCode, '20000');
    assert.equal(confirm.json.message, 'User Created Successfully!');
    assert.equal((await token(email, 'Lanka@2024')).status, 200);
    const twice = await up.api('GET', at(auth.confirmUser, { email: decodeURIComponent(link[1]!), token: link[2]! }));
    assert.equal(twice.json.statusCode, '40000');
  });

  test('signing up again before confirming: the latest sign-up owns the account, only its link confirms', async () => {
    const linkIn = (body: string) => /\/auth\/user-verification\/([^/\s]+)\/([^\s]+)/.exec(body);
    const first = await signUp('twice@example.lk');
    const firstLink = linkIn((await lastMail('twice@example.lk')).body);
    const again = await signUp('TWICE@example.lk', { password: 'Other@2024', confirmPassword: 'Other@2024' });
    assert.deepEqual(again.json, first.json);
    const link = linkIn((await lastMail('twice@example.lk')).body);
    assert.ok(firstLink && link);
    const stale = await up.api('GET', at(auth.confirmUser, { email: 'twice@example.lk', token: firstLink[2]! }));
    assert.equal(stale.json.statusCode, '40000');
    const confirm = await up.api('GET', at(auth.confirmUser, { email: decodeURIComponent(link[1]!), token: link[2]! }));
    assert.equal(confirm.json.statusCode, '20000');
    assert.equal((await token('twice@example.lk', 'Other@2024')).status, 200, 'the latest password');
    assert.equal((await token('twice@example.lk', 'Lanka@2024')).status, 401);
  });

  test('a confirmation that does not match the password, or a weak password, names the field', async () => {
    const mismatch = await signUp('mismatch@example.lk', { confirmPassword: 'Other@2024' });
    assert.equal(mismatch.json.errors[0].field, 'confirmPassword');
    const weak = await signUp('weak@example.lk', { password: 'short', confirmPassword: 'short' });
    assert.equal(weak.json.statusCode, '40000');
    assert.equal(weak.json.errors[0].field, 'password');
  });
});

describe('forgotten password', () => {
  test('code from the outbox → check → reset → sign in with the new password', async () => {
    const email = 'housekeeper@demo.lk';
    const code = await requestCode(email);
    const check = await up.api('GET', at(auth.otpIsValid, { userName: email, otp: code }));
    assert.equal(check.json.statusCode, '20000');
    const reset = await up.api('PUT', at(auth.resetPassword), {
      body: {
        token: check.json.result.token,
        password: 'Fresh@5678',
        confirmPassword: 'Fresh@5678',
      },
    });
    assert.equal(reset.json.statusCode, '20000');
    assert.equal((await token(email, 'Fresh@5678')).status, 200);
    assert.equal((await token(email, 'Hotel@1234')).json.statusCode, '40100');
    const reused = await up.api('PUT', at(auth.resetPassword), {
      body: {
        token: check.json.result.token,
        password: 'Again@5678',
        confirmPassword: 'Again@5678',
      },
    });
    assert.equal(reused.json.statusCode, '40000');
  });

  test('an unknown email answers as a known one (and nothing is mailed)', async () => {
    const res = await up.api('POST', at(auth.forgotPassword, { email: 'nobody@example.lk' }));
    assert.equal(res.json.statusCode, '20000');
    assert.equal(res.json.message, 'If an active account uses this email, a verification code has been sent to it');
  });

  test('a 5-digit code answers 40000 naming the code', async () => {
    const res = await up.api('GET', at(auth.otpIsValid, { userName: 'storekeeper@demo.lk', otp: '12345' }));
    assert.equal(res.status, 400);
    assert.equal(res.json.errors[0].field, 'otp');
  });

  test('a wrong code answers 40000', async () => {
    const code = await requestCode('auditor@demo.lk');
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await up.api('GET', at(auth.otpIsValid, { userName: 'auditor@demo.lk', otp: wrong }));
    assert.equal(res.json.statusCode, '40000');
    assert.equal(res.json.message, 'OTP Verification Faild');
    assert.equal(res.json.reason, 'SECURITY_CODE_INVALID');
  });

  test('an expired code answers 40000', async () => {
    const code = await requestCode('frontdesk@demo.lk');
    await up.db.query(
      "update one_time_code set expires_at = now() - interval '1 minute' where user_id = (select id from app_user where email = $1)",
      ['frontdesk@demo.lk'],
    );
    const res = await up.api('GET', at(auth.otpIsValid, { userName: 'frontdesk@demo.lk', otp: code }));
    assert.equal(res.json.statusCode, '40000');
  });

  test('a code is good once', async () => {
    const code = await requestCode('waiter@demo.lk');
    const first = await up.api('GET', at(auth.otpIsValid, { userName: 'waiter@demo.lk', otp: code }));
    assert.equal(first.json.statusCode, '20000');
    const second = await up.api('GET', at(auth.otpIsValid, { userName: 'waiter@demo.lk', otp: code }));
    assert.equal(second.json.statusCode, '40000');
  });
});

describe('change password', () => {
  test("changing the password revokes the user's tokens", async () => {
    const access = await up.signIn('storekeeper@demo.lk');
    const res = await up.api('PUT', at(auth.changePassword), {
      token: access,
      body: { oldPassword: 'Hotel@1234', newPassword: 'Stores@2025' },
    });
    assert.equal(res.json.statusCode, '20000');
    assert.equal((await up.api('GET', at(auth.me), { token: access })).json.statusCode, '40100');
    assert.ok(await up.signIn('storekeeper@demo.lk', 'Stores@2025'));
  });

  test('a wrong old password answers 40000 naming oldPassword', async () => {
    const access = await up.signIn('service.admin@demo.lk');
    const res = await up.api('PUT', at(auth.changePassword), {
      token: access,
      body: { oldPassword: 'Wrong@1234', newPassword: 'Stores@2025' },
    });
    assert.equal(res.json.statusCode, '40000');
    assert.equal(res.json.errors[0].field, 'oldPassword');
  });
});
