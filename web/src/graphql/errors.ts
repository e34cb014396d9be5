// Reading the BFF's GraphQL errors: each carries extensions.code (and, for BAD_USER_INPUT,
// extensions.fieldErrors) plus the server's message, which the screens show as it is (core §8).

import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';

export type ErrorCode =
  'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'NOT_FOUND' | 'CONFLICT' | 'UPSTREAM_UNAVAILABLE' | 'INTERNAL';

export interface FieldError {
  field: string;
  message: string;
}

function graphQLErrors(error: unknown) {
  return CombinedGraphQLErrors.is(error) ? error.errors : [];
}

/** The first error's code; a failed connection to the BFF counts as UPSTREAM_UNAVAILABLE. */
export function errorCode(error: unknown): ErrorCode | null {
  const code = graphQLErrors(error)[0]?.extensions?.['code'];
  if (typeof code === 'string') return code as ErrorCode;
  if (isNetworkError(error)) return 'UPSTREAM_UNAVAILABLE';
  return null;
}

/** True when the BFF could not be reached or answered with something other than GraphQL. */
export function isNetworkError(error: unknown): boolean {
  if (!error || CombinedGraphQLErrors.is(error)) return false;
  if (ServerError.is(error)) return error.statusCode >= 500 || error.statusCode === 0;
  if (ServerParseError.is(error)) return true;
  return error instanceof TypeError || (error instanceof Error && /fetch|network/i.test(error.message));
}

/** The message to show: the server's, else the error's own. */
export function errorMessage(error: unknown, fallback = ''): string {
  const first = graphQLErrors(error)[0];
  if (first?.message) return first.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** BAD_USER_INPUT's field errors, for forms to show beside their fields. */
export function fieldErrors(error: unknown): FieldError[] {
  const list = graphQLErrors(error)[0]?.extensions?.['fieldErrors'];
  return Array.isArray(list)
    ? list.filter(
        (item): item is FieldError =>
          typeof item === 'object' &&
          item !== null &&
          typeof item.field === 'string' &&
          typeof item.message === 'string',
      )
    : [];
}
