// Lists the upstream answers whole (groups, hotels, services, roles at every level, administrators)
// are still paged, sorted and searched on the server side for the data table, so the BFF does it
// over the whole list. The pieces every such list shares: one page out of the list, the sort the
// arguments name, the comparison of sort values, and the column searches' "contains".
import { appError, ErrorCode } from '../../errors.js';
import type { PageArgs } from './paging.args.js';

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
}

export type SortValue = string | number | boolean;

/** Sortable fields by name → the value a row sorts by. */
export type Sorts<T> = Readonly<Record<string, (row: T) => SortValue>>;

/** BAD_USER_INPUT naming the paging argument at fault. */
export const pagingError = (field: string, message: string) =>
  appError(ErrorCode.BAD_USER_INPUT, message, { fieldErrors: [{ field, message }] });

/** The sort key the arguments name (`fallback` when none); an unknown name is refused listing the valid ones. */
export function sortKeyOf<T>(sorts: Sorts<T>, sortField: string | null | undefined, fallback: string) {
  const key = sorts[sortField ?? fallback];
  if (!key) throw pagingError('sortField', `Sort by one of: ${Object.keys(sorts).join(', ')}`);
  return key;
}

/** Strings by `collator`, anything else as numbers. */
export function compareSortValues(a: SortValue, b: SortValue, collator: Intl.Collator): number {
  return typeof a === 'string' && typeof b === 'string' ? collator.compare(a, b) : Number(a) - Number(b);
}

/** The page the arguments ask for out of the whole list (already searched and sorted). */
export function slicePage<T>(rows: readonly T[], paging: Pick<PageArgs, 'page' | 'size'>): Page<T> {
  const start = paging.page * paging.size;
  return { items: rows.slice(start, start + paging.size), total: rows.length, page: paging.page };
}

/** Case-, accent- and space-insensitive "contains", as the column searches of every list. */
export function contains(value: string, search: string | null | undefined): boolean {
  const needle = search?.trim();
  if (!needle) return true;
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return fold(value).includes(fold(needle));
}
