// Guessing limits and account enumeration over HTTP (issue 9, findings 2, 5 and 10): sign-in limited
// atomically per account and per client without locking the owner out, code requests and wrong codes
// limited per account and per client, codes stored salted and slow, and an unknown address answered
// as a known one after the same work. Races are fired in parallel and the answers counted. Clients are
// told apart by the address the BFF forwards (X-Forwarded-For from this machine); each test uses its
// own addresses. The limits are set low here so the races stay small, and the first back-off long, so
// that no answer depends on how fast the machine is; the defaults are in config.ts.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { auth } from '@hotel/schema';
import { DEMO_PASSWORD } from '../seed/demo.js';
import { at, startTestUpstream, type ApiResponse, type TestUpstream } from '../test/harness.js';
import { digest, hashWork } from './passwords.js';

let up: TestUpstream;
let client: string;
let nextAddress = 0;
/** A client address no other test uses. */
const newClient = () => `203.0.113.${++nextAddress}`;

const signIn = (username: string, password: string, from: string) =>
  up.api('POST', at(auth.oauthToken), {
    basic: client,
    form: { grant_type: 'password', username, password },
    forwardedFor: from,
  });
const requestCode = (email: string, from: string) =>
  up.api('POST', at(auth.forgotPassword, { email }), { forwardedFor: from });
const checkCode = (email: string, otp: string, from: string) =>
  up.api('GET', at(auth.otpIsValid, { userName: email, otp }), { forwardedFor: from });

/** How many answers had each envelope reason (or 'OK'). */
const tally = (answers: ApiResponse[]) => {
  const out: Record<string, number> = {};
  for (const a of answers) {
    const key = a.status === 200 ? 'OK' : (a.json?.reason as string);
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
};
const mailsTo = async (email: string) =>
  (
    await up.db.query<{ body: string }>('select body from mail_outbox where lower(recipient) = $1 order by id', [email])
  ).map((m) => m.body);
const lastCode = async (email: string) => {
  const bodies = await mailsTo(email);
  const code = /\b(\d{6})\b/.exec(bodies.at(-1) ?? '')?.[1];
  assert.ok(code, `no code mailed to ${email}`);
  return code;
};
const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');
/** Runs `fn` and answers how many password or code verifications it made. */
const verifications = async (fn: () => Promise<unknown>) => {
  const before = hashWork.verifications;
  await fn();
  return hashWork.verifications - before;
};

before(async () => {
  up = await startTestUpstream({
    SIGN_IN_FREE_FAILURES: '3',
    SIGN_IN_FIRST_DELAY_SECONDS: '300',
    SIGN_IN_FAILURES_PER_CLIENT: '12',
    SIGN_IN_FAILURES_PER_ACCOUNT: '8',
    RESET_CODES_PER_ACCOUNT: '3',
    RESET_REQUESTS_PER_CLIENT: '6',
    RESET_WRONG_CODES_PER_ACCOUNT: '5',
    RESET_WRONG_CODES_PER_CLIENT: '9',
  });
  client = `${up.config.clientId}:${up.config.clientSecret}`;
});
after(() => up.close());

// First, before any test signs in with an unknown address.
describe('the decoy hash (finding 10)', () => {
  test('the decoy hash is made once, at start: unknown addresses verify against it and make none', async () => {
    assert.equal(hashWork.decoys, 1, 'made when the upstream started, before any unknown address');
    const hashesBefore = hashWork.hashes;
    const work = await verifications(async () => {
      await signIn('nobody.else@example.lk', 'Hotel@9999', newClient());
      await signIn('nobody.third@example.lk', 'Hotel@9999', newClient());
    });
    assert.equal(work, 2, 'each unknown address is verified against the decoy');
    assert.equal(hashWork.hashes - hashesBefore, 0);
    assert.equal(hashWork.decoys, 1);
  });
});

describe('sign-in limits (finding 5)', () => {
  test('60 parallel wrong passwords from one client: exactly the free failures are checked', async () => {
    const from = newClient();
    const free = up.config.signIn.freeFailures;
    let answers: ApiResponse[] = [];
    const checked = await verifications(async () => {
      answers = await Promise.all(Array.from({ length: 60 }, (_, i) => signIn('chef@demo.lk', `Wrong@${i}`, from)));
    });
    assert.deepEqual(tally(answers), { WRONG_CREDENTIALS: free, TOO_MANY_SIGN_IN_ATTEMPTS: 60 - free });
    assert.equal(checked, free, 'a refused attempt checks no password');
    const refused = answers.find((a) => a.status === 429)!;
    assert.equal(refused.json.statusCode, '42900');
    assert.equal(refused.json.message, 'Too many sign-in attempts. Please wait a few minutes and try again.');
  });

  test('failures from other clients do not lock the owner out', async () => {
    const attacker = newClient();
    for (let i = 0; i < 6; i++) await signIn('auditor@demo.lk', `Wrong@${i}`, attacker);
    assert.equal((await signIn('auditor@demo.lk', DEMO_PASSWORD, attacker)).status, 429);
    const owner = await signIn('auditor@demo.lk', DEMO_PASSWORD, newClient());
    assert.equal(owner.status, 200, JSON.stringify(owner.json));
  });

  test('the client that failed waits a growing delay; after it, the right password works and the count starts over', async () => {
    const from = newClient();
    const free = up.config.signIn.freeFailures;
    for (let i = 0; i < free; i++) assert.equal((await signIn('waiter@demo.lk', 'Wrong@1', from)).status, 401);
    assert.equal((await signIn('waiter@demo.lk', DEMO_PASSWORD, from)).status, 429, 'within the delay');
    // The delay has passed: the last attempt is moved back past it, not waited for.
    await up.db.query(
      "update auth_throttle set last_at = last_at - interval '301 seconds' where bucket = 'sign-in:account-client' and key = $1",
      [`waiter@demo.lk ${from}`],
    );
    assert.equal((await signIn('waiter@demo.lk', DEMO_PASSWORD, from)).status, 200);
    for (let i = 0; i < free; i++) assert.equal((await signIn('waiter@demo.lk', 'Wrong@2', from)).status, 401);
  });

  test('one client spraying a password over many accounts is bounded, in parallel too', async () => {
    const from = newClient();
    const perClient = up.config.signIn.failuresPerClient;
    const answers = await Promise.all(
      Array.from({ length: perClient + 10 }, (_, i) => signIn(`spray${i}@example.lk`, 'Summer@2024', from)),
    );
    assert.deepEqual(tally(answers), { WRONG_CREDENTIALS: perClient, TOO_MANY_SIGN_IN_ATTEMPTS: 10 });
  });

  test('a guess spread over many clients: past the account limit only a client that signed in before may try', async () => {
    const home = newClient();
    assert.equal((await signIn('housekeeper@demo.lk', DEMO_PASSWORD, home)).status, 200);
    const perAccount = up.config.signIn.failuresPerAccount;
    const answers = await Promise.all(
      Array.from({ length: perAccount + 12 }, (_, i) => signIn('housekeeper@demo.lk', `Guess@${i}`, newClient())),
    );
    assert.deepEqual(tally(answers), { WRONG_CREDENTIALS: perAccount, TOO_MANY_SIGN_IN_ATTEMPTS: 12 });
    assert.equal((await signIn('housekeeper@demo.lk', DEMO_PASSWORD, newClient())).status, 429, 'a new client');
    assert.equal((await signIn('housekeeper@demo.lk', DEMO_PASSWORD, home)).status, 200, 'the owner, at home');
  });

  test('IPv6 clients are counted by their /64', async () => {
    const free = up.config.signIn.freeFailures;
    for (let i = 0; i < free; i++) await signIn('storekeeper@demo.lk', 'Wrong@1', `2001:db8:1:2::${i + 1}`);
    const sameNetwork = await signIn('storekeeper@demo.lk', DEMO_PASSWORD, '2001:db8:1:2:ffff::9');
    assert.equal(sameNetwork.status, 429);
    assert.equal((await signIn('storekeeper@demo.lk', DEMO_PASSWORD, '2001:db8:1:3::1')).status, 200);
  });
});

describe('forgotten-password limits (finding 2)', () => {
  test('20 parallel code requests for one account from different clients: exactly the limit is mailed', async () => {
    const before = (await mailsTo('frontdesk@demo.lk')).length;
    const answers = await Promise.all(Array.from({ length: 20 }, () => requestCode('frontdesk@demo.lk', newClient())));
    const limit = up.config.reset.codesPerAccount;
    assert.deepEqual(tally(answers), { OK: limit, TOO_MANY_CODE_REQUESTS: 20 - limit });
    assert.equal((await mailsTo('frontdesk@demo.lk')).length - before, limit, 'the owner gets no flood of mails');
  });

  test('code requests from one client are limited across addresses', async () => {
    const from = newClient();
    const limit = up.config.reset.requestsPerClient;
    const answers = await Promise.all(
      Array.from({ length: limit + 5 }, (_, i) => requestCode(`someone${i}@example.lk`, from)),
    );
    assert.deepEqual(tally(answers), { OK: limit, TOO_MANY_CODE_REQUESTS: 5 });
  });

  test('wrong codes count per account across its codes: a new code brings no new guesses', async () => {
    const email = 'service.admin@demo.lk';
    await requestCode(email, newClient());
    const first = await lastCode(email);
    for (let i = 0; i < 3; i++) assert.equal((await checkCode(email, wrongOf(first), newClient())).status, 400);
    await requestCode(email, newClient());
    const second = await lastCode(email);
    for (let i = 0; i < 2; i++) assert.equal((await checkCode(email, wrongOf(second), newClient())).status, 400);
    const right = await checkCode(email, second, newClient());
    assert.equal(right.status, 429, 'five wrong codes used the account’s guesses up');
    assert.equal(right.json.reason, 'TOO_MANY_WRONG_CODES');
    // The window ends; the code that was guessed at stays spent.
    await up.db.query("update auth_throttle set window_started = now() - interval '2 hours' where key = $1", [email]);
    assert.equal((await checkCode(email, second, newClient())).json.reason, 'SECURITY_CODE_INVALID');
  });

  test('30 parallel wrong codes for one account: exactly the limit is checked', async () => {
    const email = 'hotel.admin@demo.lk';
    await requestCode(email, newClient());
    const wrong = wrongOf(await lastCode(email));
    let answers: ApiResponse[] = [];
    const checked = await verifications(async () => {
      answers = await Promise.all(Array.from({ length: 30 }, () => checkCode(email, wrong, newClient())));
    });
    const limit = up.config.reset.wrongCodesPerAccount;
    assert.deepEqual(tally(answers), { SECURITY_CODE_INVALID: limit, TOO_MANY_WRONG_CODES: 30 - limit });
    assert.equal(checked, limit);
    const failed = answers.find((a) => a.status === 400)!;
    assert.equal(failed.json.message, 'OTP Verification Faild', 'the spec’s text (operations §8)');
  });

  test('wrong codes from one client are limited across accounts', async () => {
    const from = newClient();
    const limit = up.config.reset.wrongCodesPerClient;
    const answers = await Promise.all(
      Array.from({ length: limit + 4 }, (_, i) => checkCode(`guess${i}@example.lk`, '123456', from)),
    );
    assert.deepEqual(tally(answers), { SECURITY_CODE_INVALID: limit, TOO_MANY_WRONG_CODES: 4 });
  });

  test('a code is stored salted and slow to reverse, never as a digest of its digits', async () => {
    const email = 'group.admin@demo.lk';
    await requestCode(email, newClient());
    const code = await lastCode(email);
    const [row] = await up.db.query<{ code_hash: string }>(
      `select c.code_hash from one_time_code c join app_user u on u.id = c.user_id
        where u.email = $1 order by c.id desc limit 1`,
      [email],
    );
    assert.match(row!.code_hash, /^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$[^$]+\$/);
    assert.notEqual(row!.code_hash, digest(code));
    const check = await checkCode(email, code, newClient());
    assert.equal(check.status, 200, JSON.stringify(check.json));
  });
});

describe('unknown addresses answer as known ones, after the same work (finding 10)', () => {
  const answerOf = (res: ApiResponse) => ({ status: res.status, body: res.json });

  test('sign-in: an unknown address and a wrong password answer alike, each after one password check', async () => {
    let unknown!: ApiResponse;
    let wrong!: ApiResponse;
    const unknownWork = await verifications(async () => {
      unknown = await signIn('nobody.here@example.lk', 'Hotel@9999', newClient());
    });
    const wrongWork = await verifications(async () => {
      wrong = await signIn('frontdesk@demo.lk', 'Hotel@9999', newClient());
    });
    assert.deepEqual(answerOf(unknown), answerOf(wrong));
    assert.equal(unknown.json.message, 'Username or Password is incorrect');
    assert.deepEqual([unknownWork, wrongWork], [1, 1]);
  });

  test('forgotten password: the same answer and the same hashing for an unknown address, and no mail', async () => {
    const hashes = async (fn: () => Promise<ApiResponse>) => {
      const before = hashWork.hashes;
      const res = await fn();
      return { res, work: hashWork.hashes - before };
    };
    const known = await hashes(() => requestCode('chef@demo.lk', newClient()));
    const unknown = await hashes(() => requestCode('ghost.user@example.lk', newClient()));
    assert.deepEqual(answerOf(unknown.res), answerOf(known.res));
    assert.equal(
      known.res.json.message,
      'If an active account uses this email, a verification code has been sent to it',
    );
    assert.deepEqual([known.work, unknown.work], [1, 1]);
    assert.deepEqual(await mailsTo('ghost.user@example.lk'), []);
  });

  test('a code for an unknown address is checked as a wrong one', async () => {
    let unknown!: ApiResponse;
    const work = await verifications(async () => {
      unknown = await checkCode('ghost.user@example.lk', '123456', newClient());
    });
    assert.equal(work, 1);
    assert.equal(unknown.status, 400);
    assert.equal(unknown.json.reason, 'SECURITY_CODE_INVALID');
  });

  test('sign-up: a taken address is answered as a new one; its owner is told, no second account is made', async () => {
    const signUp = (email: string) =>
      up.api('POST', at(auth.signUp), {
        body: {
          firstName: 'Nuwan',
          lastName: 'Perera',
          email,
          password: 'Lanka@2024',
          confirmPassword: 'Lanka@2024',
          termOfUse: true,
        },
      });
    const before = hashWork.hashes;
    const fresh = await signUp('brand.new@example.lk');
    const taken = await signUp('Auditor@demo.lk');
    assert.equal(hashWork.hashes - before, 2, 'the password is hashed in both cases');
    assert.deepEqual(answerOf(taken), answerOf(fresh));
    assert.equal(fresh.json.message, 'Registration received. Please check your email to continue.');
    assert.match((await mailsTo('auditor@demo.lk')).at(-1) ?? '', /already has one/);
    const [{ n }] = (await up.db.query<{ n: number }>(
      "select count(*)::int as n from app_user where lower(email) = 'auditor@demo.lk'",
    )) as [{ n: number }];
    assert.equal(n, 1);
    assert.equal(
      (await signIn('auditor@demo.lk', DEMO_PASSWORD, newClient())).status,
      200,
      'the password is unchanged',
    );
  });
});
