// The browser is never handed a refresh token (issue 9, finding 17): sign-in and unlock answer the
// access token alone, and unlocking ends the token the screen was locked with, so every token the
// browser held is revoked at sign-out or replaced.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startStack, type Stack } from '../../test/stack.js';

const SIGN_IN = 'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { accessToken expiresIn } }';

describe('tokens the browser receives', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(() => stack.close());

  test('sign-in answers the access token and its lifetime, and offers no refresh token', async () => {
    const res = await stack.gql<{ signIn: Record<string, unknown> }>(SIGN_IN, { e: 'waiter@demo.lk', p: 'Hotel@1234' });
    assert.deepEqual(Object.keys(res.data?.signIn ?? {}), ['accessToken', 'expiresIn']);
    const asked = await stack.gql(
      'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { accessToken refreshToken } }',
      { e: 'waiter@demo.lk', p: 'Hotel@1234' },
    );
    assert.equal(asked.errors?.[0]?.extensions?.code, 'GRAPHQL_VALIDATION_FAILED', JSON.stringify(asked));
    assert.equal(asked.data, undefined);
  });

  test('unlocking replaces the token: the old one no longer works, the new one does', async () => {
    const locked = await stack.signIn('waiter@demo.lk');
    const res = await stack.gql<{ unlock: { accessToken: string } }>(
      'mutation($p: String!) { unlock(password: $p) { accessToken } }',
      { p: 'Hotel@1234' },
      { token: locked },
    );
    const unlocked = res.data?.unlock.accessToken;
    assert.ok(unlocked, JSON.stringify(res.errors));
    assert.notEqual(unlocked, locked);
    const old = await stack.gql('{ me { id } }', {}, { token: locked });
    assert.equal(old.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
    const current = await stack.gql<{ me: { id: number } }>('{ me { id } }', {}, { token: unlocked });
    assert.equal(current.errors, undefined, JSON.stringify(current.errors));
  });
});
