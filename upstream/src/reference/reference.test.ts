// Countries, currencies and the idle-logout setting over HTTP.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { reference } from '@hotel/schema';
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

describe('idle time', () => {
  test('the setting is read as IdleTimeOut and updated by an administrator', async () => {
    const res = await up.api('GET', at(reference.idleTimes), { token: waiter });
    const [setting] = res.json.result.IdleTimeOut;
    assert.equal(setting.seconds, 1800);
    const put = await up.api('PUT', at(reference.updateIdleTime), {
      token: hotelAdmin,
      body: { id: setting.id, seconds: 900 },
    });
    assert.equal(put.json.statusCode, '20000');
    const again = await up.api('GET', at(reference.idleTimes), { token: waiter });
    assert.deepEqual(again.json.result.IdleTimeOut, [{ id: setting.id, seconds: 900 }]);
  });

  test('a USER may not change it; below 60 seconds is 40000; an unknown id 40400', async () => {
    const [setting] = (await up.api('GET', at(reference.idleTimes), { token: waiter })).json.result.IdleTimeOut;
    const refused = await up.api('PUT', at(reference.updateIdleTime), {
      token: waiter,
      body: { id: setting.id, seconds: 600 },
    });
    assert.equal(refused.json.statusCode, '40300');
    const short = await up.api('PUT', at(reference.updateIdleTime), {
      token: hotelAdmin,
      body: { id: setting.id, seconds: 30 },
    });
    assert.equal(short.json.statusCode, '40000');
    assert.equal(short.json.errors[0].message, 'Idle time must be at least 60 seconds');
    const missing = await up.api('PUT', at(reference.updateIdleTime), {
      token: hotelAdmin,
      body: { id: 999, seconds: 600 },
    });
    assert.equal(missing.json.statusCode, '40400');
    const unchanged = await up.api('GET', at(reference.idleTimes), { token: waiter });
    assert.equal(unchanged.json.result.IdleTimeOut[0].seconds, setting.seconds);
  });
});
