import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startStack, type Stack } from '../../test/stack.js';

describe('sign-in and session through GraphQL', () => {
  let stack: Stack;
  before(async () => {
    // Browsers are told apart by the address a load balancer in front of the BFF forwards; the first
    // back-off is long so that no answer depends on the machine's speed.
    stack = await startStack({ TRUST_PROXY: '127.0.0.1,::1' }, { SIGN_IN_FIRST_DELAY_SECONDS: '300' });
  });
  after(() => stack.close());

  test('signs in and answers the viewer with level and profile', async () => {
    const r = await stack.gql<{
      signIn: { accessToken: string; viewer: { email: string; level: string; userName: string } };
    }>(
      'mutation { signIn(email: "frontdesk@demo.lk", password: "Hotel@1234") { accessToken viewer { email level userName } } }',
    );
    assert.equal(r.errors, undefined);
    assert.equal(r.data?.signIn.viewer.level, 'USER');
    assert.equal(r.data?.signIn.viewer.userName, 'frontdesk');
    const me = await stack.gql<{ me: { email: string; profile: { service: { serviceType: string } } } }>(
      '{ me { email profile { service { serviceType } } } }',
      {},
      { token: r.data?.signIn.accessToken ?? null },
    );
    assert.equal(me.data?.me.email, 'frontdesk@demo.lk');
    assert.equal(me.data?.me.profile.service.serviceType, 'HOTEL');
  });

  test("a wrong password answers UNAUTHENTICATED with the spec's message", async () => {
    const r = await stack.gql('mutation { signIn(email: "frontdesk@demo.lk", password: "nope") { accessToken } }');
    assert.equal(r.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
    assert.equal(r.errors?.[0]?.message, 'Username or Password is incorrect');
  });

  test('a malformed email answers BAD_USER_INPUT naming the field', async () => {
    const r = await stack.gql('mutation { forgotPassword(email: "not-an-email") { message } }');
    assert.equal(r.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
    assert.ok(r.errors?.[0]?.extensions?.fieldErrors?.some((f) => f.field === 'email'));
  });

  test('a mismatched sign-up confirmation is refused and nothing is written', async () => {
    const r = await stack.gql('mutation($i: SignUpInput!) { signUp(input: $i) { message } }', {
      i: {
        firstName: 'A',
        lastName: 'B',
        email: 'new.person@demo.lk',
        password: 'Hotel@1234',
        confirmPassword: 'Other@1234',
      },
    });
    assert.equal(r.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
    assert.ok(r.errors?.[0]?.extensions?.fieldErrors?.some((f) => f.field === 'confirmPassword'));
    const again = await stack.gql(
      'mutation { signIn(email: "new.person@demo.lk", password: "Hotel@1234") { accessToken } }',
    );
    assert.equal(again.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
  });

  test('without a token, protected fields answer UNAUTHENTICATED', async () => {
    const r = await stack.gql('{ me { email } }');
    assert.equal(r.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
  });

  test('sign-out revokes the token', async () => {
    const token = await stack.signIn('auditor@demo.lk');
    const out = await stack.gql('mutation { signOut { message } }', {}, { token });
    assert.equal(out.errors, undefined);
    const r = await stack.gql('{ me { email } }', {}, { token });
    assert.equal(r.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
  });

  test('the lock screen unlocks with the password and refuses a wrong one', async () => {
    const token = await stack.signIn('waiter@demo.lk');
    const bad = await stack.gql('mutation { unlock(password: "wrong") { accessToken } }', {}, { token });
    assert.equal(bad.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
    const ok = await stack.gql<{ unlock: { accessToken: string } }>(
      'mutation { unlock(password: "Hotel@1234") { accessToken } }',
      {},
      { token },
    );
    assert.ok(ok.data?.unlock.accessToken);
  });

  test('a top-level admin sees both hotels of the demo group with their services', async () => {
    const token = await stack.signIn('admin@demo.lk');
    const r = await stack.gql<{ groups: { id: number }[] }>('{ groups { id name } }', {}, { token });
    const groupId = r.data?.groups[0]?.id;
    assert.ok(groupId);
    const hotels = await stack.gql<{ hotels: { id: number; name: string }[] }>(
      'query($g: Int) { hotels(groupId: $g) { id name } }',
      { g: groupId },
      { token },
    );
    assert.equal(hotels.data?.hotels.length, 2);
    const services = await stack.gql<{ services: { serviceType: string }[] }>(
      'query($h: Int!) { services(hotelId: $h) { serviceType } }',
      { h: hotels.data?.hotels[0]?.id },
      { token },
    );
    assert.deepEqual(services.data?.services.map((s) => s.serviceType).sort(), [
      'HOTEL',
      'HOUSEKEEPING',
      'INVENTORY',
      'RESTAURANT',
    ]);
  });

  test('wrong passwords slow down the browser that sent them, not the owner in another (finding 5)', async () => {
    const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
    const signIn = (password: string, address: string) =>
      stack.gql(
        'mutation($p: String!) { signIn(email: "chef@demo.lk", password: $p) { accessToken } }',
        { p: password },
        from(address),
      );
    const codes: unknown[] = [];
    for (let i = 0; i < 6; i++) codes.push((await signIn(`Wrong@${i}`, '198.51.100.7')).errors?.[0]?.extensions?.code);
    assert.deepEqual(codes, [...Array<string>(5).fill('UNAUTHENTICATED'), 'TOO_MANY_REQUESTS']);
    const attacker = await signIn('Hotel@1234', '198.51.100.7');
    assert.equal(attacker.errors?.[0]?.extensions?.code, 'TOO_MANY_REQUESTS');
    assert.equal(attacker.errors?.[0]?.extensions?.reason, 'TOO_MANY_SIGN_IN_ATTEMPTS');
    const owner = await signIn('Hotel@1234', '198.51.100.8');
    assert.equal(owner.errors, undefined, JSON.stringify(owner.errors));
  });

  test('forgotten password and sign-up answer an address without an account as one with (finding 10)', async () => {
    const forgot = (email: string) =>
      stack.gql<{ forgotPassword: { message: string } }>(
        'mutation($e: String!) { forgotPassword(email: $e) { message } }',
        {
          e: email,
        },
      );
    assert.deepEqual(await forgot('nobody.at.all@demo.lk'), await forgot('housekeeper@demo.lk'));
    const signUp = (email: string) =>
      stack.gql('mutation($i: SignUpInput!) { signUp(input: $i) { message } }', {
        i: { firstName: 'A', lastName: 'B', email, password: 'Hotel@1234', confirmPassword: 'Hotel@1234' },
      });
    const taken = await signUp('storekeeper@demo.lk');
    assert.equal(taken.errors, undefined, JSON.stringify(taken.errors));
    assert.deepEqual(taken, await signUp('someone.new@demo.lk'));
  });
});
