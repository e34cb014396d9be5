// Calls of the contract as the catalogue tests make them: an endpoint with its params, query and body
// (or multipart parts), a refusal checked by status, key and field, and "nothing written" checked on
// the audit log, which records every write of every table in its transaction.
import assert from 'node:assert/strict';
import type { AnyEndpoint } from '@hotel/schema';
import { at, lastAuditId, type ApiResponse, type TestUpstream } from './harness.js';

export interface Call {
  token: string;
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  multipart?: Record<string, unknown>;
}

export function caller(up: TestUpstream) {
  const send = (endpoint: AnyEndpoint, call: Call): Promise<ApiResponse> =>
    up.api(endpoint.method, at(endpoint, call.params, call.query), {
      token: call.token,
      ...(call.body !== undefined ? { body: call.body } : {}),
      ...(call.multipart ? { multipart: call.multipart } : {}),
    });
  return {
    send,
    /** A success's result, failing with the answer otherwise. */
    async ok<T = Record<string, unknown>>(endpoint: AnyEndpoint, call: Call): Promise<T> {
      const res = await send(endpoint, call);
      assert.equal(res.status, 200, `${endpoint.id}: ${JSON.stringify(res.json)}`);
      return res.json.result as T;
    },
    /**
     * A refusal with this status and key (naming `field` when given) that wrote nothing: no audit row
     * appeared while it ran.
     */
    async refused(
      endpoint: AnyEndpoint,
      call: Call,
      expected: { status: number; reason?: string; field?: string; params?: Record<string, unknown> },
    ): Promise<ApiResponse> {
      const mark = await lastAuditId(up.db);
      const res = await send(endpoint, call);
      assert.equal(res.status, expected.status, `${endpoint.id}: ${JSON.stringify(res.json)}`);
      if (expected.reason) assert.equal(res.json.reason, expected.reason, JSON.stringify(res.json));
      if (expected.field) {
        const fields = (res.json.errors ?? []).map((e: { field: string }) => e.field);
        assert.ok(fields.includes(expected.field), `${expected.field} in ${JSON.stringify(res.json.errors)}`);
      }
      if (expected.params) assert.deepEqual(res.json.params, expected.params);
      assert.equal(await lastAuditId(up.db), mark, `${endpoint.id}: a refused request wrote nothing`);
      return res;
    },
  };
}

export const READ = 0;
export const WRITE = 1;
export const MAINTAIN = 2;
