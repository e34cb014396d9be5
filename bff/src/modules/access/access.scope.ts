// Shared by the access resolvers: rights judged again for the service a role belongs to, upstream
// refusals whose field names come back in the schema's words (nested paths too), and the paging,
// sorting and search of role lists, which the upstream answers whole.
import type { AnyEndpoint } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import type { PageArgs } from '../shared/paging.args.js';
import { compareSortValues, pagingError, slicePage, sortKeyOf, type Sorts } from '../shared/list.js';
import { callUpstream, type Call, type FieldRename } from '../shared/upstream-call.js';

export { assertForService } from '../shared/service-rights.js';
export type { FieldRename };

export const renameMap =
  (map: Readonly<Record<string, string>>): FieldRename =>
  (field) =>
    map[field] ?? null;

/** Calls `endpoint` as the caller; the field errors of a refusal are renamed with `rename`. */
export function callAccess<E extends AnyEndpoint>(
  ctx: BffContext,
  endpoint: E,
  call: Call<E>,
  rename: FieldRename = () => null,
) {
  return callUpstream(ctx, endpoint, call, rename);
}

export interface ListOptions<T> {
  /** Contains, case-insensitive, over these texts of a row. */
  search: string | null | undefined;
  text: (row: T) => readonly string[];
  /** The sortable fields; the first is the default. */
  sorts: Sorts<T>;
}

const collator = new Intl.Collator('en', { sensitivity: 'base' });

/** One page of a whole list, searched and sorted as the data table asks (ties broken by id). */
export function pageList<T extends { id: number }>(rows: readonly T[], paging: PageArgs, options: ListOptions<T>) {
  if (!Number.isInteger(paging.page) || paging.page < 0) throw pagingError('page', 'Page must be 0 or more');
  if (!Number.isInteger(paging.size) || paging.size < 1 || paging.size > 200)
    throw pagingError('size', 'Size must be between 1 and 200');
  const key = sortKeyOf(options.sorts, paging.sortField, Object.keys(options.sorts)[0]!);
  const direction = paging.direction ?? 'ASC';
  if (direction !== 'ASC' && direction !== 'DESC') throw pagingError('direction', 'Direction must be ASC or DESC');

  const needle = options.search?.trim().toLocaleLowerCase() ?? '';
  const found = needle
    ? rows.filter((row) => options.text(row).some((text) => text.toLocaleLowerCase().includes(needle)))
    : [...rows];
  const sign = direction === 'ASC' ? 1 : -1;
  found.sort((a, b) => sign * compareSortValues(key(a), key(b), collator) || a.id - b.id);
  return slicePage(found, paging);
}
