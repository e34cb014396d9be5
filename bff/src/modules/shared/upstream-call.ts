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

/** Calls `endpoint` as the caller; field errors are renamed with `renames` (unnamed fields pass through). */
export async function callUpstream<E extends AnyEndpoint>(
  ctx: BffContext,
  endpoint: E,
  call: Call<E>,
  renames: FieldRenames = {},
) {
  try {
    return await ctx.upstream.call(endpoint, { ...call, token: ctx.token });
  } catch (err) {
    if (err instanceof UpstreamError && err.failure.kind === 'status' && err.failure.errors) {
      const errors = err.failure.errors.map((e) => ({ ...e, field: renames[e.field] ?? e.field }));
      throw new UpstreamError({ ...err.failure, errors }, err.endpointId);
    }
    throw err;
  }
}
