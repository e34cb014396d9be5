// Shared by the access resolvers: rights judged again for the service a role belongs to, upstream
// refusals whose field names come back in the schema's words (nested paths too), and the paging,
// sorting and search of role lists, which the upstream answers whole.
import type { AnyEndpoint } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import type { Session } from '../../auth/session.js';
import { assertPermission, type Requirement } from '../../auth/guards.js';
import { appError, ErrorCode } from '../../errors.js';
import { UpstreamError } from '../../upstream/upstream-error.js';
import type { PageArgs } from '../shared/paging.args.js';
import type { Call } from '../shared/upstream-call.js';

/**
 * The field guard judged the rights for the service chosen on the request (none on the group and
 * hotel admin pages: the administration list). An operation on a role of another service is judged
 * again with the caller's rights there; the upstream checks the scope once more.
 */
export async function assertForService(ctx: BffContext, serviceId: number, requirement: Requirement): Promise<Session> {
  const token = ctx.token;
  if (!token) throw appError(ErrorCode.UNAUTHENTICATED, 'Sign-in required');
  const scoped: BffContext =
    serviceId === ctx.serviceId ? ctx : { ...ctx, serviceId, session: () => ctx.sessions.get(token, serviceId) };
  await assertPermission(scoped, requirement);
  return scoped.session();
}

/** Upstream field path → the GraphQL input's path (null: keep it). */
export type FieldRename = (field: string) => string | null;

export const renameMap =
  (map: Readonly<Record<string, string>>): FieldRename =>
  (field) =>
    map[field] ?? null;

/** Calls `endpoint` as the caller; the field errors of a refusal are renamed with `rename`. */
export async function callAccess<E extends AnyEndpoint>(
  ctx: BffContext,
  endpoint: E,
  call: Call<E>,
  rename: FieldRename = () => null,
) {
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

export interface Listed<T> {
  items: T[];
  total: number;
  page: number;
}

type SortValue = string | number | boolean;

export interface ListOptions<T> {
  /** Contains, case-insensitive, over these texts of a row. */
  search: string | null | undefined;
  text: (row: T) => readonly string[];
  /** The sortable fields; the first is the default. */
  sorts: Readonly<Record<string, (row: T) => SortValue>>;
}

const badInput = (field: string, message: string) =>
  appError(ErrorCode.BAD_USER_INPUT, message, { fieldErrors: [{ field, message }] });

/** One page of a whole list, searched and sorted as the data table asks (ties broken by id). */
export function pageList<T extends { id: number }>(rows: readonly T[], paging: PageArgs, options: ListOptions<T>) {
  if (!Number.isInteger(paging.page) || paging.page < 0) throw badInput('page', 'Page must be 0 or more');
  if (!Number.isInteger(paging.size) || paging.size < 1 || paging.size > 200)
    throw badInput('size', 'Size must be between 1 and 200');
  const fields = Object.keys(options.sorts);
  const field = paging.sortField ?? fields[0]!;
  const key = options.sorts[field];
  if (!key) throw badInput('sortField', `Sort by one of: ${fields.join(', ')}`);
  const direction = paging.direction ?? 'ASC';
  if (direction !== 'ASC' && direction !== 'DESC') throw badInput('direction', 'Direction must be ASC or DESC');

  const needle = options.search?.trim().toLocaleLowerCase() ?? '';
  const found = needle
    ? rows.filter((row) => options.text(row).some((text) => text.toLocaleLowerCase().includes(needle)))
    : [...rows];
  const sign = direction === 'ASC' ? 1 : -1;
  found.sort((a, b) => sign * compare(key(a), key(b)) || a.id - b.id);
  const start = paging.page * paging.size;
  return { items: found.slice(start, start + paging.size), total: found.length, page: paging.page };
}

function compare(a: SortValue, b: SortValue): number {
  if (typeof a === 'string' && typeof b === 'string') return a.localeCompare(b, 'en', { sensitivity: 'base' });
  return Number(a) - Number(b);
}
