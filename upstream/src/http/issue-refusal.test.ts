import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { COMMON_REFUSALS } from '@hotel/domain';
import { z } from 'zod';

import { refusalOfIssue } from './issue-refusal.js';

const refusalsOf = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value, { reportInput: true });
  assert.equal(parsed.success, false);
  return parsed.error!.issues.map(refusalOfIssue);
};

describe("a contract rule's failure, by its key", () => {
  it('keeps the key of a rule written as a catalogue text', () =>
    assert.deepEqual(refusalsOf(z.string().min(1, COMMON_REFUSALS.REQUIRED_FIELD), ''), [
      { reason: 'REQUIRED_FIELD' },
    ]));

  it("names zod's length, size and range checks with their bound", () => {
    assert.deepEqual(refusalsOf(z.string().max(3), 'abcd'), [{ reason: 'TEXT_TOO_LONG', params: { max: 3 } }]);
    assert.deepEqual(refusalsOf(z.string().min(2), 'a'), [{ reason: 'TEXT_TOO_SHORT', params: { min: 2 } }]);
    assert.deepEqual(refusalsOf(z.array(z.string()).max(1), ['a', 'b']), [
      { reason: 'TOO_MANY_ENTRIES', params: { max: 1 } },
    ]);
    assert.deepEqual(refusalsOf(z.number().max(50), 51), [{ reason: 'NUMBER_TOO_LARGE', params: { max: 50 } }]);
    assert.deepEqual(refusalsOf(z.number().int().min(1), 0), [{ reason: 'NUMBER_TOO_SMALL', params: { min: 1 } }]);
    assert.deepEqual(refusalsOf(z.number().positive(), 0), [{ reason: 'NUMBER_NOT_ABOVE', params: { min: 0 } }]);
  });

  it("keeps a rule's own message that is no catalogue text", () =>
    assert.deepEqual(refusalsOf(z.enum(['name', 'id'], 'Sort by one of: name, id'), 'age'), [null]));

  it('names a value of the wrong kind, an unknown choice and a bad e-mail', () => {
    assert.deepEqual(refusalsOf(z.number(), 'four'), [{ reason: 'INVALID_VALUE' }]);
    assert.deepEqual(refusalsOf(z.enum(['CASH', 'ROOM']), 'CARD'), [{ reason: 'INVALID_VALUE' }]);
    assert.deepEqual(refusalsOf(z.email(), 'nope'), [{ reason: 'INVALID_EMAIL' }]);
  });
});
