// One way for a resolver to call the upstream with the caller's token: a refusal's field names come
// back in the GraphQL input's words, so a form can put each message beside its input.
import type { AnyEndpoint, BodyOf, ParamsOf, QueryOf } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { UpstreamError } from '../../upstream/upstream-error.js';

/** Upstream field → GraphQL input field. */
export type FieldRenames = Readonly<Record<string, string>>;

export interface UpstreamFile {
  filename: string;
  contentType: string;
  data: Uint8Array;
}

export interface Call<E extends AnyEndpoint> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  files?: Record<string, UpstreamFile>;
}

/** Upstream field path → the GraphQL input's path (null: keep it), for renames a map cannot say. */
export type FieldRename = (field: string) => string | null;

/**
 * Calls `endpoint` as the caller; field errors are renamed with `renames`, a map or a function
 * (unnamed fields pass through).
 */
export async function callUpstream<E extends AnyEndpoint>(
  ctx: BffContext,
  endpoint: E,
  call: Call<E>,
  renames: FieldRenames | FieldRename = {},
) {
  const rename: FieldRename = typeof renames === 'function' ? renames : (field) => renames[field] ?? null;
  try {
    return await ctx.upstream.call(endpoint, { ...call, token: ctx.token });
  } catch (err) {
    if (err instanceof UpstreamError && err.failure.kind === 'status' && err.failure.errors) {
      const errors = err.failure.errors.map((e) => ({ ...e, field: rename(e.field) ?? e.field }));
      throw new UpstreamError({ ...err.failure, errors }, err.endpointId);
    }
    throw err;
  }
}

/**
 * `callUpstream` with a module's own renames (the contract's groupsId is the schema's groupId, say)
 * applied to every call, besides any a call adds.
 */
export const callUpstreamWith =
  (common: FieldRenames) =>
  <E extends AnyEndpoint>(ctx: BffContext, endpoint: E, call: Call<E>, renames: FieldRenames = {}) =>
    callUpstream(ctx, endpoint, call, { ...common, ...renames });
