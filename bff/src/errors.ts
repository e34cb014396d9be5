// Every failure reaches the client as a GraphQL error with `extensions.code` and, for a refusal,
// `extensions.reason` (the domain's key, which the web translates) beside the server's English
// message — mapped here, once. The shape is documented in the schema as ErrorExtensions.
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { isRefusalReason, REFUSALS, refusalText, type MessageParams, type RefusalReason } from '@hotel/domain';
import { StatusCode, type FieldError } from '@hotel/schema';
import { pagingRefusal } from './modules/shared/sort-refusal.js';
import { UpstreamError } from './upstream/upstream-error.js';

export const ErrorCode = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE',
  INTERNAL: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** A field at fault as `extensions.fieldErrors` lists it: the reason only when it is a known one. */
export interface FieldErrorExtension {
  field: string;
  message: string;
  reason?: RefusalReason;
  params?: MessageParams;
}

export const appError = (code: ErrorCode, message: string, extra: Record<string, unknown> = {}) =>
  new GraphQLError(message, { extensions: { code, ...extra } });

/**
 * A refusal the BFF itself answers, by the domain's key: its English text as the message, the key
 * as `extensions.reason`; `fields` names the inputs at fault (each gets the same key).
 */
export function refusalError(
  code: ErrorCode,
  reason: RefusalReason,
  params?: MessageParams,
  fields: readonly string[] = [],
): GraphQLError {
  const message = refusalText(reason, params);
  const withParams = params ? { params } : {};
  const fieldErrors = fields.map((field) => ({ field, message, reason, ...withParams }));
  return appError(code, message, {
    reason,
    ...withParams,
    ...(fieldErrors.length > 0 ? { fieldErrors } : {}),
  });
}

const BY_STATUS: Record<string, ErrorCode> = {
  [StatusCode.INVALID]: ErrorCode.BAD_USER_INPUT,
  [StatusCode.UNAUTHENTICATED]: ErrorCode.UNAUTHENTICATED,
  [StatusCode.FORBIDDEN]: ErrorCode.FORBIDDEN,
  [StatusCode.NOT_FOUND]: ErrorCode.NOT_FOUND,
  [StatusCode.CONFLICT]: ErrorCode.CONFLICT,
  [StatusCode.TOO_MANY_REQUESTS]: ErrorCode.TOO_MANY_REQUESTS,
  // The upstream is up but a service it needs (its database) is not: the same to the client.
  [StatusCode.UNAVAILABLE]: ErrorCode.UPSTREAM_UNAVAILABLE,
};

/** The key and values of a refusal, kept only when the key is one the schema's enum knows. */
function refusalOf(reason: unknown, params: unknown): { reason?: RefusalReason; params?: MessageParams } {
  if (!isRefusalReason(reason)) return {};
  return params && typeof params === 'object' ? { reason, params: params as MessageParams } : { reason };
}

function fieldErrorsOf(errors: readonly FieldError[]): FieldErrorExtension[] {
  return errors.map(({ field, message, reason, params }) => ({ field, message, ...refusalOf(reason, params) }));
}

const failure = (code: ErrorCode, reason: RefusalReason) => ({
  code,
  message: refusalText(reason),
  extra: { reason },
});

export function fromUpstream(err: UpstreamError): { code: ErrorCode; message: string; extra: Record<string, unknown> } {
  const f = err.failure;
  switch (f.kind) {
    case 'unavailable':
      return failure(ErrorCode.UPSTREAM_UNAVAILABLE, 'SERVER_NOT_RESPONDING');
    case 'protocol':
      return failure(ErrorCode.INTERNAL, 'UNEXPECTED_ANSWER');
    case 'status': {
      const code = BY_STATUS[f.code];
      if (!code) return failure(ErrorCode.INTERNAL, 'INTERNAL_ERROR');
      return {
        code,
        message: f.message,
        extra: {
          ...refusalOf(f.reason, f.params),
          ...(f.errors ? { fieldErrors: fieldErrorsOf(f.errors) } : {}),
        },
      };
    }
    default:
      return assertUnreachable(f);
  }
}

export function assertUnreachable(x: never): never {
  throw new Error(`unexpected value ${JSON.stringify(x)}`);
}

/** Apollo's formatError: the one place where thrown errors become what the client sees. */
export function formatError(production: boolean) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = error instanceof GraphQLError ? error.originalError : error;
    if (original instanceof UpstreamError) {
      const { code, message, extra } = fromUpstream(original);
      return { ...formatted, message, extensions: { code, ...extra } };
    }
    const paging = pagingRefusal(formatted.message);
    if (paging) {
      return {
        message: paging.message,
        locations: formatted.locations,
        extensions: { code: ErrorCode.BAD_USER_INPUT, fieldErrors: [paging] },
      };
    }
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') return formatted;
    if (production) {
      return { message: REFUSALS.INTERNAL_ERROR, extensions: { code: ErrorCode.INTERNAL, reason: 'INTERNAL_ERROR' } };
    }
    return { ...formatted, extensions: { ...formatted.extensions, code: ErrorCode.INTERNAL } };
  };
}
