// Every failure reaches the client as a GraphQL error with `extensions.code` and the message to
// show — mapped here, once. Upstream messages are kept because screens show the server's message.
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { StatusCode } from '@hotel/schema';
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

export const UNAVAILABLE_MESSAGE = 'The server is not responding. Please try again in a moment.';

export const appError = (code: ErrorCode, message: string, extra: Record<string, unknown> = {}) =>
  new GraphQLError(message, { extensions: { code, ...extra } });

const BY_STATUS: Record<string, ErrorCode> = {
  [StatusCode.INVALID]: ErrorCode.BAD_USER_INPUT,
  [StatusCode.UNAUTHENTICATED]: ErrorCode.UNAUTHENTICATED,
  [StatusCode.FORBIDDEN]: ErrorCode.FORBIDDEN,
  [StatusCode.NOT_FOUND]: ErrorCode.NOT_FOUND,
  [StatusCode.CONFLICT]: ErrorCode.CONFLICT,
  [StatusCode.TOO_MANY_REQUESTS]: ErrorCode.TOO_MANY_REQUESTS,
};

export function fromUpstream(err: UpstreamError): { code: ErrorCode; message: string; extra: Record<string, unknown> } {
  const f = err.failure;
  switch (f.kind) {
    case 'unavailable':
      return { code: ErrorCode.UPSTREAM_UNAVAILABLE, message: UNAVAILABLE_MESSAGE, extra: {} };
    case 'protocol':
      return { code: ErrorCode.INTERNAL, message: 'The server gave an unexpected answer', extra: {} };
    case 'status':
      return {
        code: BY_STATUS[f.code] ?? ErrorCode.INTERNAL,
        message: BY_STATUS[f.code] ? f.message : 'Internal server error',
        extra: f.errors ? { fieldErrors: f.errors } : {},
      };
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
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') return formatted;
    if (production) return { message: 'Internal server error', extensions: { code: ErrorCode.INTERNAL } };
    return { ...formatted, extensions: { ...formatted.extensions, code: ErrorCode.INTERNAL } };
  };
}
