// The one mapping of upstream failures to GraphQL errors: the refusal's key travels as
// extensions.reason, but only a key the schema's RefusalReason enum knows.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fromUpstream, refusalError } from './errors.js';
import { UpstreamError, type UpstreamFailure } from './upstream/upstream-error.js';

const failed = (failure: UpstreamFailure) => fromUpstream(new UpstreamError(failure, 'acceptOrder'));

test('a conflict keeps the server’s message and names its reason and values', () => {
  assert.deepEqual(
    failed({
      kind: 'status',
      code: '40900',
      message: 'Kottu is on orders; deactivate it instead',
      reason: 'FOOD_ITEM_ON_ORDERS',
      params: { name: 'Kottu' },
    }),
    {
      code: 'CONFLICT',
      message: 'Kottu is on orders; deactivate it instead',
      extra: { reason: 'FOOD_ITEM_ON_ORDERS', params: { name: 'Kottu' } },
    },
  );
});

test('a reason the schema does not know is left out, the message stays', () => {
  const mapped = failed({ kind: 'status', code: '40900', message: 'Booked elsewhere', reason: 'SOMETHING_NEW' });
  assert.deepEqual(mapped, { code: 'CONFLICT', message: 'Booked elsewhere', extra: {} });
});

test('field errors keep their known reasons', () => {
  const mapped = failed({
    kind: 'status',
    code: '40000',
    message: 'remarks: Character Limit Exceeded! (Max: 60 characters)',
    errors: [
      { field: 'remarks', message: 'Character Limit Exceeded! (Max: 60 characters)', reason: 'REMARKS_TOO_LONG' },
      { field: 'name', message: 'Too big', reason: 'NOT_A_REASON' },
    ],
  });
  assert.deepEqual(mapped.extra, {
    fieldErrors: [
      { field: 'remarks', message: 'Character Limit Exceeded! (Max: 60 characters)', reason: 'REMARKS_TOO_LONG' },
      { field: 'name', message: 'Too big' },
    ],
  });
});

test('a refusal of the BFF itself carries the catalogue’s text and key', () => {
  const error = refusalError('FORBIDDEN', 'NO_ACCESS_TO_SERVICE');
  assert.equal(error.message, 'You do not have access to this service');
  assert.deepEqual(error.extensions, { code: 'FORBIDDEN', reason: 'NO_ACCESS_TO_SERVICE' });
});

test('an unreachable service and an internal failure are keyed too, so screens can translate them', () => {
  assert.deepEqual(failed({ kind: 'unavailable', message: 'ECONNREFUSED' }), {
    code: 'UPSTREAM_UNAVAILABLE',
    message: 'The server is not responding. Please try again in a moment.',
    extra: { reason: 'SERVER_NOT_RESPONDING' },
  });
  assert.deepEqual(failed({ kind: 'status', code: '50000', message: 'boom' }), {
    code: 'INTERNAL',
    message: 'Internal server error',
    extra: { reason: 'INTERNAL_ERROR' },
  });
});

test('an upstream whose database is down answers UPSTREAM_UNAVAILABLE with its message and key', () => {
  assert.deepEqual(
    failed({
      kind: 'status',
      code: '50300',
      message: 'The database is not available. Please try again in a moment.',
      reason: 'DATABASE_UNAVAILABLE',
    }),
    {
      code: 'UPSTREAM_UNAVAILABLE',
      message: 'The database is not available. Please try again in a moment.',
      extra: { reason: 'DATABASE_UNAVAILABLE' },
    },
  );
});
