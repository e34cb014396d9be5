// The one error type handlers throw. It carries the envelope's status code, the refusal's domain key
// (the envelope's `reason`, which clients translate) with its English text as the message, and, for
// invalid input, the fields at fault, each with its own key. Handlers name refusals by key only: the
// texts live in the domain's catalogues (@hotel/domain REFUSALS).
import {
  refusalText,
  toRefusal,
  type MessageParams,
  type Refusal,
  type RefusalLike,
  type RefusalReason,
} from '@hotel/domain';
import { StatusCode, type FieldError } from '@hotel/schema';

export class ApiError extends Error {
  constructor(
    readonly code: StatusCode,
    message: string,
    readonly errors?: FieldError[],
    readonly refusal?: Refusal<RefusalReason>,
  ) {
    super(message);
  }
}

/** A field error naming its rule's key. */
export function fieldRefusal(field: string, refusal: RefusalLike, params?: MessageParams): FieldError {
  const { reason, params: values } = toRefusal(refusal, params);
  return { field, message: refusalText(reason, values), reason, ...(values ? { params: values } : {}) };
}

/** A refusal with its status code; `fields` names the inputs at fault. */
export function refuse(
  code: StatusCode,
  refusal: RefusalLike,
  params?: MessageParams,
  fields: readonly string[] = [],
): ApiError {
  const known = toRefusal(refusal, params);
  const message = refusalText(known.reason, known.params);
  const errors = fields.map((field) => fieldRefusal(field, known));
  return new ApiError(code, message, errors.length > 0 ? errors : undefined, known);
}

/** Several fields at fault at once; the envelope's reason is the first's. */
export function invalidFields(errors: readonly FieldError[]): ApiError {
  const first = errors[0];
  if (!first) throw new Error('invalidFields needs at least one field error');
  const refusal = first.reason
    ? ({ reason: first.reason, ...(first.params ? { params: first.params } : {}) } as Refusal<RefusalReason>)
    : undefined;
  return new ApiError(StatusCode.INVALID, first.message, [...errors], refusal);
}

export const invalid = (field: string, refusal: RefusalLike, params?: MessageParams) =>
  refuse(StatusCode.INVALID, refusal, params, [field]);
/** `what`: the record in English words ('Hotel', 'Service role'). */
export const notFound = (what: string) => refuse(StatusCode.NOT_FOUND, 'NOT_FOUND', { what });
export const conflict = (refusal: RefusalLike, params?: MessageParams) => refuse(StatusCode.CONFLICT, refusal, params);
/** A conflict that names the field it is about, so a form shows it beside the input (a reused e-mail). */
export const conflictOn = (field: string, refusal: RefusalLike, params?: MessageParams) =>
  refuse(StatusCode.CONFLICT, refusal, params, [field]);
export const forbidden = (refusal: RefusalLike = 'NOT_PERMITTED', params?: MessageParams) =>
  refuse(StatusCode.FORBIDDEN, refusal, params);
export const unauthenticated = (refusal: RefusalLike = 'SIGN_IN_REQUIRED') =>
  refuse(StatusCode.UNAUTHENTICATED, refusal);

/**
 * Database constraint names mapped to the conflict a user can understand. Modules add theirs so a
 * unique or foreign-key violation raced past a pre-check still answers a clear 40900, never a 500;
 * `field` names the input a unique value came from (a taken name), so a form shows it there.
 */
const constraintRefusals = new Map<string, { reason: RefusalReason; field?: string }>();
export function describeConstraint(name: string, reason: RefusalReason, field?: string): void {
  constraintRefusals.set(name, field ? { reason, field } : { reason });
}

/** Whether `err` is a unique or exclusion violation of `constraint` (a race a caller answers itself). */
export const isViolation = (err: unknown, constraint: string): boolean =>
  typeof err === 'object' &&
  err !== null &&
  (err as { constraint?: string }).constraint === constraint &&
  ['23505', '23P01'].includes((err as { code?: string }).code ?? '');

interface PgError {
  code?: string;
  constraint?: string;
  detail?: string;
}

/** Socket errors of a database connection that could not be made or was lost. */
const CONNECTION_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** SQLSTATEs of a server going away or not taking connections: 08 connection exceptions and these. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * Whether the database could not be reached (down, restarting, unreachable, out of connections)
 * rather than refusing the statement: a 503 to try again, not an internal error.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code } = err as PgError;
  if (
    typeof code === 'string' &&
    (CONNECTION_ERRORS.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith('08'))
  )
    return true;
  // node-postgres' own words for a connection lost mid-query or not made in time.
  const message = err instanceof Error ? err.message : '';
  return /Connection terminated|connection timeout|Connection refused|not queryable/i.test(message);
}

export function fromDatabaseError(err: unknown): ApiError | null {
  if (typeof err !== 'object' || err === null) return null;
  if (isDatabaseUnavailable(err)) return refuse(StatusCode.UNAVAILABLE, 'DATABASE_UNAVAILABLE');
  const { code, constraint } = err as PgError;
  const known = constraint ? constraintRefusals.get(constraint) : undefined;
  const fields = known?.field ? [known.field] : [];
  if (code === '23505' || code === '23P01') {
    return refuse(StatusCode.CONFLICT, known?.reason ?? 'DUPLICATE_VALUE', undefined, fields);
  }
  if (code === '23503') return refuse(StatusCode.CONFLICT, known?.reason ?? 'RECORD_IN_USE', undefined, fields);
  if (code === '23514') return refuse(StatusCode.INVALID, known?.reason ?? 'VALUE_OUT_OF_RANGE', undefined, fields);
  if (code === '40001' || code === '40P01') return conflict('CONCURRENT_CHANGE');
  return null;
}
