// The one error type handlers throw. It carries the envelope's status code, the message the screen
// shows, and, for invalid input, the fields at fault.
import { StatusCode, type FieldError } from '@hotel/schema';

export class ApiError extends Error {
  constructor(
    readonly code: StatusCode,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
}

export const invalid = (field: string, message: string) =>
  new ApiError(StatusCode.INVALID, message, [{ field, message }]);
export const notFound = (what: string) => new ApiError(StatusCode.NOT_FOUND, `${what} not found`);
export const conflict = (message: string) => new ApiError(StatusCode.CONFLICT, message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new ApiError(StatusCode.FORBIDDEN, message);
export const unauthenticated = (message = 'Sign-in required') => new ApiError(StatusCode.UNAUTHENTICATED, message);

/**
 * Database constraint names mapped to the conflict a user can understand. Modules add theirs so a
 * unique or foreign-key violation raced past a pre-check still answers a clear 40900, never a 500.
 */
const constraintMessages = new Map<string, string>();
export function describeConstraint(name: string, message: string): void {
  constraintMessages.set(name, message);
}

interface PgError {
  code?: string;
  constraint?: string;
  detail?: string;
}

export function fromDatabaseError(err: unknown): ApiError | null {
  if (typeof err !== 'object' || err === null) return null;
  const { code, constraint } = err as PgError;
  const known = constraint ? constraintMessages.get(constraint) : undefined;
  if (code === '23505') return conflict(known ?? 'A record with the same value already exists');
  if (code === '23503') return conflict(known ?? 'The record is still in use or refers to a missing record');
  if (code === '23514') return new ApiError(StatusCode.INVALID, known ?? 'A value is out of range');
  if (code === '40001' || code === '40P01') return conflict('Another change happened at the same time; try again');
  return null;
}
