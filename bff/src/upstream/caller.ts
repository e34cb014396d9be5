// The upstream client bound to one request: every call carries the caller's token and address, and a
// refusal's field names come back in the GraphQL schema's words, so a form can put each message beside
// its input. Resolvers never pass a token or rename fields by hand.
import type { AnyEndpoint, ParamsOf, QueryOf } from '@hotel/schema';
import type { CallOptions, CallResult, UpstreamClient } from './client.js';
import { UpstreamError } from './upstream-error.js';

/** Upstream field → GraphQL input field. */
export type FieldRenames = Readonly<Record<string, string>>;
/** Upstream field path → the GraphQL input's path (null: keep it), for renames a map cannot say. */
export type FieldRename = (field: string) => string | null;

/** What a call sends; the token and address are the caller's. */
export type Call<E extends AnyEndpoint> = Omit<CallOptions<E>, 'token' | 'forwardedFor'>;

export type UpstreamFile = NonNullable<CallOptions<AnyEndpoint>['files']>[string];

/**
 * The contract's words for the owner of a record that the schema says differently everywhere:
 * groupsId is groupId and hotelServiceId is serviceId in every input of the schema.
 */
const CONTRACT_WORDS: FieldRenames = { groupsId: 'groupId', hotelServiceId: 'serviceId' };

export class CallerUpstream {
  constructor(
    private readonly client: UpstreamClient,
    readonly token: string | null,
    private readonly clientAddress: string | null = null,
  ) {}

  /**
   * Calls `endpoint` as the caller. A refusal's field errors are renamed with `renames` (a map or a
   * function), then with the contract's common words; a field named by neither passes through.
   */
  async call<E extends AnyEndpoint>(
    endpoint: E,
    call: Call<E> = {},
    renames: FieldRenames | FieldRename = {},
  ): Promise<CallResult<E>> {
    try {
      return await this.client.call(endpoint, {
        ...call,
        token: this.token,
        ...(this.clientAddress ? { forwardedFor: this.clientAddress } : {}),
      });
    } catch (err) {
      if (err instanceof UpstreamError && err.failure.kind === 'status' && err.failure.errors) {
        const rename = (field: string) =>
          (typeof renames === 'function' ? renames(field) : renames[field]) ?? CONTRACT_WORDS[field] ?? field;
        const errors = err.failure.errors.map((e) => ({ ...e, field: rename(e.field) }));
        throw new UpstreamError({ ...err.failure, errors }, err.endpointId);
      }
      throw err;
    }
  }

  /** A file `endpoint` answers the caller (a spreadsheet), refused as any call is. */
  download<E extends AnyEndpoint>(
    endpoint: E,
    call: { params?: ParamsOf<E>; query?: QueryOf<E> },
  ): Promise<{ contentType: string; body: Buffer }> {
    return this.client.download(endpoint, {
      ...call,
      token: this.token,
      ...(this.clientAddress ? { forwardedFor: this.clientAddress } : {}),
    });
  }

  /** The same client for another token: the one a sign-in has just obtained. */
  as(token: string): CallerUpstream {
    return new CallerUpstream(this.client, token, this.clientAddress);
  }
}
