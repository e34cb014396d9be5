// Countries, currencies and the idle-logout setting over HTTP.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { auth, reference } from '@hotel/schema';
import { digest } from '../auth/passwords.js';
import { DEMO_PASSWORD } from '../seed/demo.js';
import { hotelTiedAdmin, otherTenant, type OtherTenant } from '../test/fixtures.js';
import { at, startTestUpstream, type TestUpstream } from '../test/harness.js';

let up: TestUpstream;
let hotelAdmin: string;
let waiter: string;

before(async () => {
  up = await startTestUpstream();
  hotelAdmin = await up.signIn('hotel.admin@demo.lk');
  waiter = await up.signIn('waiter@demo.lk');
});
after(() => up.close());

describe('countries', () => {
  test('a search answers the countries whose name contains the text', async () => {
    const res = await up.api('GET', at(reference.searchCountries, {}, { name: 'sri' }), {
      token: waiter,
    });
    assert.deepEqual(
      res.json.result.country.map((c: { name: string }) => c.name),
      ['Sri Lanka'],
    );
    const all = await up.api('GET', at(reference.searchCountries), { token: waiter });
    assert.ok(all.json.result.country.length > 10);
  });

  test('wildcards in the text are taken literally', async () => {
    const res = await up.api('GET', at(reference.searchCountries, {}, { name: '%' }), {
      token: waiter,
    });
    assert.deepEqual(res.json.result.country, []);
  });

  test('an over-long text is 40000 naming the field; no token is 40100', async () => {
    const long = await up.api('GET', at(reference.searchCountries, {}, { name: 'x'.repeat(81) }), {
      token: waiter,
    });
    assert.equal(long.json.statusCode, '40000');
    assert.equal(long.json.errors[0].field, 'name');
    assert.equal((await up.api('GET', at(reference.searchCountries))).json.statusCode, '40100');
  });
});

describe('currencies', () => {
  test('a search by prefix', async () => {
    const res = await up.api('GET', at(reference.searchCurrencies, {}, { prefix: 'usd' }), {
      token: waiter,
    });
    assert.deepEqual(res.json.result.currency, [
      { id: res.json.result.currency[0].id, name: 'US Dollar', prefix: 'USD', symbol: '$' },
    ]);
    const all = await up.api('GET', at(reference.searchCurrencies), { token: waiter });
    assert.deepEqual(
      all.json.result.currency.map((c: { prefix: string }) => c.prefix),
      ['LKR', 'USD', 'BTC', 'ETH'],
    );
  });

  test('an over-long prefix is 40000', async () => {
    const res = await up.api('GET', at(reference.searchCurrencies, {}, { prefix: 'x'.repeat(11) }), { token: waiter });
    assert.equal(res.json.errors[0].field, 'prefix');
  });
});

describe('the idle logout per group (finding 3)', () => {
  let groupId: number;
  let other: OtherTenant;
  let admin: string;
  const ownSetting = async (token: string) =>
    (await up.api('GET', at(reference.idleTimes), { token })).json.result.IdleTimeOut[0];
  const put = (token: string, body: { groupId: number | null; seconds: number }) =>
    up.api('PUT', at(reference.updateIdleTime), { token, body });
  const rows = () =>
    up.db.query<{ group_id: number | null; seconds: number }>('select group_id, seconds from idle_time order by id');

  before(async () => {
    admin = await up.signIn('admin@demo.lk');
    groupId = (await up.db.query<{ id: number }>("select id from app_group where name = 'Serendib Hotels'"))[0]!.id;
    other = await otherTenant(up, { admin });
  });

  test("everyone starts on the top level's default; a group's administrator sets their group's, which its people get", async () => {
    assert.deepEqual(await ownSetting(waiter), { id: (await ownSetting(waiter)).id, seconds: 1800, groupId: null });
    const saved = await put(hotelAdmin, { groupId, seconds: 900 });
    assert.equal(saved.status, 200, JSON.stringify(saved.json));
    assert.deepEqual(
      saved.json.result.IdleTimeOut.map((r: { seconds: number }) => r.seconds),
      [900],
    );
    assert.equal((await ownSetting(waiter)).seconds, 900);
    assert.equal((await ownSetting(waiter)).groupId, groupId);
    assert.equal((await ownSetting(admin)).seconds, 1800, 'the top level keeps the default');
    assert.equal((await ownSetting(other.adminToken)).seconds, 1800, 'another group keeps the default');
  });

  test('nobody writes it outside their scope: other tenants, one hotel, a service, a USER; the default is an ADMIN’s', async () => {
    const before = await rows();
    const tied = await hotelTiedAdmin(
      up,
      { admin, groupId },
      (await up.db.query<{ id: number }>("select id from hotel where name = 'Serendib Colombo'"))[0]!.id,
    );
    const attempts: [string, string, { groupId: number | null; seconds: number }][] = [
      ['another group’s administrator', other.adminToken, { groupId, seconds: 60 }],
      ['an administrator of one hotel', tied.token, { groupId, seconds: 60 }],
      ['a SERVICE administrator', await up.signIn('service.admin@demo.lk'), { groupId, seconds: 60 }],
      ['a USER', waiter, { groupId, seconds: 60 }],
      [
        'a group administrator, for every group',
        await up.signIn('group.admin@demo.lk'),
        { groupId: null, seconds: 60 },
      ],
      ['another group’s administrator, for every group', other.adminToken, { groupId: null, seconds: 60 }],
    ];
    for (const [who, token, body] of attempts) {
      const res = await put(token, body);
      assert.equal(res.status, 403, `${who}: ${JSON.stringify(res.json)}`);
    }
    assert.deepEqual(await rows(), before, 'nothing written');
    const own = await put(other.adminToken, { groupId: other.groupId, seconds: 120 });
    assert.equal(own.status, 200, 'their own group, yes');
    assert.equal((await ownSetting(waiter)).seconds, 900, 'and ours is untouched');
    const byAdmin = await put(admin, { groupId: null, seconds: 2400 });
    assert.equal(byAdmin.status, 200);
    assert.equal((await ownSetting(admin)).seconds, 2400);
  });

  test('a group reads its setting, returns to the default; bad input is 40000, an unknown group 40400', async () => {
    const read = await up.api('GET', at(reference.idleTimes, {}, { groupId }), { token: hotelAdmin });
    assert.deepEqual(
      read.json.result.IdleTimeOut.map((r: { seconds: number; groupId: number }) => [r.seconds, r.groupId]),
      [[900, groupId]],
    );
    const foreign = await up.api('GET', at(reference.idleTimes, {}, { groupId }), { token: other.adminToken });
    assert.equal(foreign.status, 403);
    const short = await put(hotelAdmin, { groupId, seconds: 30 });
    assert.equal(short.json.statusCode, '40000');
    assert.equal(short.json.errors[0].message, 'Idle time must be at least 60 seconds');
    assert.equal((await put(admin, { groupId: 999999, seconds: 600 })).json.statusCode, '40400');
    const back = await up.api('DELETE', at(reference.deleteGroupIdleTime, { groupId }), { token: hotelAdmin });
    assert.equal(back.status, 200);
    assert.deepEqual(
      back.json.result.IdleTimeOut.map((r: { groupId: number | null }) => r.groupId),
      [null],
    );
    assert.equal((await ownSetting(waiter)).seconds, 2400, 'the default again');
  });

  test("the server refuses a token unused for longer than its user's idle timeout", async () => {
    const token = await up.signIn(other.adminEmail);
    const age = (seconds: number) =>
      up.db.query('update oauth_token set last_used_at = now() - make_interval(secs => $1) where access_hash = $2', [
        seconds,
        digest(token),
      ]);
    await age(100);
    assert.equal((await up.api('GET', at(auth.me), { token })).status, 200, 'within their group’s 120 s');
    await age(121);
    const idle = await up.api('GET', at(auth.me), { token });
    assert.equal(idle.status, 401);
    assert.equal(idle.json.reason, 'SESSION_EXPIRED');
    await up.db.query('update oauth_token set last_used_at = now() where access_hash = $1', [digest(token)]);
    assert.equal((await up.api('GET', at(auth.me), { token })).status, 401, 'an idle token stays ended');
    const ours = await up.signIn('frontdesk@demo.lk');
    await up.db.query("update oauth_token set last_used_at = now() - interval '121 seconds' where access_hash = $1", [
      digest(ours),
    ]);
    assert.equal((await up.api('GET', at(auth.me), { token: ours })).status, 200, 'the default group allows longer');
  });

  test('an idle session is not renewed by its refresh token', async () => {
    const tokens = await up.api('POST', at(auth.oauthToken), {
      basic: `${up.config.clientId}:${up.config.clientSecret}`,
      form: { grant_type: 'password', username: other.adminEmail, password: DEMO_PASSWORD },
      forwardedFor: '198.51.100.30',
    });
    await up.db.query("update oauth_token set last_used_at = now() - interval '1 hour' where access_hash = $1", [
      digest(tokens.json.access_token),
    ]);
    const refreshed = await up.api('POST', at(auth.oauthToken), {
      basic: `${up.config.clientId}:${up.config.clientSecret}`,
      form: { grant_type: 'refresh_token', refresh_token: tokens.json.refresh_token },
    });
    assert.equal(refreshed.status, 401);
  });
});
