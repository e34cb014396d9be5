// What the inventory tests share: a contract endpoint called as a signed-in user, the envelope's
// result, and what the ledger holds of an item at a location.
import assert from 'node:assert/strict';
import type { AnyEndpoint } from '@hotel/schema';
import { at, type ApiResponse, type TestUpstream } from '../test/harness.js';

/** A parsed JSON answer as the tests read it: the contract checked its shape before it was sent. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface CallOptions {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** Calls an endpoint of the upstream `up()` answers (it is started in the file's `before`). */
export const callerOf =
  (up: () => TestUpstream) =>
  (endpoint: AnyEndpoint, token: string, opts: CallOptions = {}): Promise<ApiResponse> =>
    up().api(endpoint.method, at(endpoint, opts.params ?? {}, opts.query ?? {}), {
      token,
      ...(opts.body !== undefined ? { body: opts.body } : {}),
    });

/** Expects the envelope's success and answers its result. */
export function ok(r: ApiResponse): Json {
  assert.equal(r.json?.statusCode, '20000', JSON.stringify(r.json));
  return r.json.result;
}

/** The quantity the ledger holds of an item at a location (0 when it never held any). */
export async function onHandIn(up: TestUpstream, itemId: number, locationId: number): Promise<number> {
  const [row] = await up.db.query<{ q: number }>(
    'select quantity::float8 as q from stock_on_hand where item_id = $1 and location_id = $2',
    [itemId, locationId],
  );
  return Number(row?.q ?? 0);
}
