// Reading the BFF's GraphQL errors (the schema's ErrorExtensions): each carries extensions.code, a
// refusal also extensions.reason (the domain's key) with the values its text names, and
// BAD_USER_INPUT its fieldErrors, each with its own reason when the rule has one. What a screen shows
// is the translation of the reason in the user's language; the server's (English) message only when
// there is no reason (core §8: the server's message, in the user's language where we know its key).

import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import i18next from 'i18next';
import { formatDate } from '../ui/format';
import { ErrorCode, type RefusalReason } from './schema-enums.gen';

export { ErrorCode, type RefusalReason };

export type MessageParams = Record<string, string | number>;

export interface Refusal {
  reason: RefusalReason;
  params: MessageParams;
}

export interface FieldError {
  field: string;
  /** In the user's language when the server named the rule's key. */
  message: string;
}

const CODES = new Set<string>(Object.values(ErrorCode));

/**
 * A reason the web can translate. The `refusal` namespace's keys are RefusalReason's values (a unit
 * test keeps them so); before the signed-in screens load the whole catalogue, only those the pages
 * before sign-in meet are there, and any other shows the server's message.
 */
const isReason = (value: unknown): value is RefusalReason =>
  typeof value === 'string' && i18next.exists(`refusal:${value}`);

export function paramsOf(value: unknown): MessageParams {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string | number] =>
      ['string', 'number'].includes(typeof entry[1]),
    ),
  );
}

function graphQLErrors(error: unknown) {
  return CombinedGraphQLErrors.is(error) ? error.errors : [];
}

/** A refusal's text in the user's language. */
export function refusalText(reason: RefusalReason, params: MessageParams = {}): string {
  return i18next.t(`refusal:${reason}`, readableParams(params));
}

/** A calendar day a refusal names (YYYY-MM-DD) reads as the user's language writes it. */
function readableParams(params: MessageParams): MessageParams {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, typeof value === 'string' ? formatDate(value) : value]),
  );
}

/** The first error's code; a failed connection to the BFF counts as UPSTREAM_UNAVAILABLE. */
export function errorCode(error: unknown): ErrorCode | null {
  const code = graphQLErrors(error)[0]?.extensions?.['code'];
  if (typeof code === 'string' && CODES.has(code)) return code as ErrorCode;
  if (isNetworkError(error)) return ErrorCode.UPSTREAM_UNAVAILABLE;
  return null;
}

/** The first error's refusal: its key and the values its text names. */
export function errorRefusal(error: unknown): Refusal | null {
  const extensions = graphQLErrors(error)[0]?.extensions;
  const reason = extensions?.['reason'];
  return isReason(reason) ? { reason, params: paramsOf(extensions?.['params']) } : null;
}

/** True when the BFF could not be reached or answered with something other than GraphQL. */
export function isNetworkError(error: unknown): boolean {
  if (!error || CombinedGraphQLErrors.is(error)) return false;
  if (ServerError.is(error)) return error.statusCode >= 500 || error.statusCode === 0;
  if (ServerParseError.is(error)) return true;
  return error instanceof TypeError || (error instanceof Error && /fetch|network/i.test(error.message));
}

/**
 * The message to show: the translation of the refusal's key (an internal or unreachable server has
 * one too); else the server's message, else the error's own, else `fallback`.
 */
export function errorMessage(error: unknown, fallback = ''): string {
  const refusal = errorRefusal(error);
  if (refusal) return refusalText(refusal.reason, refusal.params);
  const first = graphQLErrors(error)[0];
  if (first?.message) return first.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** The field errors (BAD_USER_INPUT, and a CONFLICT naming its field), for forms to show beside their fields. */
export function fieldErrors(error: unknown): FieldError[] {
  const list = graphQLErrors(error)[0]?.extensions?.['fieldErrors'];
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown): FieldError[] => {
    if (typeof item !== 'object' || item === null) return [];
    const { field, message, reason, params } = item as Record<string, unknown>;
    if (typeof field !== 'string' || typeof message !== 'string') return [];
    return [{ field, message: isReason(reason) ? refusalText(reason, paramsOf(params)) : message }];
  });
}
