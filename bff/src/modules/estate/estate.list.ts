// The documented group, hotel and service lists are not paged (GET groups, GET hotels, GET
// hotel-service/hotel/{id}): a caller's scope holds a handful of each. The data table still pages,
// sorts and searches on the server side, so the BFF does it over the scoped list.
import { appError, ErrorCode } from '../../errors.js';
import type { PageArgs } from '../shared/paging.args.js';

export type SortKey<T> = (row: T) => string | number | boolean;

export interface ListSpec<T> {
  /** Sortable fields by name; the first is the default (ascending). */
  sorters: Readonly<Record<string, SortKey<T>>>;
  defaultSort: string;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Case-, accent- and space-insensitive "contains", as the column searches of every list. */
export function contains(value: string, search: string | null | undefined): boolean {
  const needle = search?.trim();
  if (!needle) return true;
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return fold(value).includes(fold(needle));
}

/** One page of `rows` sorted as asked; an unknown sort field or direction is BAD_USER_INPUT naming it. */
export function pageOf<T>(
  rows: readonly T[],
  args: PageArgs,
  spec: ListSpec<T>,
): { items: T[]; total: number; page: number } {
  const field = args.sortField ?? spec.defaultSort;
  const key = spec.sorters[field];
  if (!key) {
    const message = `Sort by one of: ${Object.keys(spec.sorters).join(', ')}`;
    throw appError(ErrorCode.BAD_USER_INPUT, message, { fieldErrors: [{ field: 'sortField', message }] });
  }
  if (args.direction && args.direction !== 'ASC' && args.direction !== 'DESC') {
    const message = 'Direction is ASC or DESC';
    throw appError(ErrorCode.BAD_USER_INPUT, message, { fieldErrors: [{ field: 'direction', message }] });
  }
  if (
    !Number.isInteger(args.page) ||
    args.page < 0 ||
    !Number.isInteger(args.size) ||
    args.size < 1 ||
    args.size > 200
  ) {
    const message = 'Page from 0, size from 1 to 200';
    throw appError(ErrorCode.BAD_USER_INPUT, message, {
      fieldErrors: [{ field: args.page < 0 ? 'page' : 'size', message }],
    });
  }
  const sign = args.direction === 'DESC' ? -1 : 1;
  const compare = (a: T, b: T) => {
    const x = key(a);
    const y = key(b);
    const order = typeof x === 'string' && typeof y === 'string' ? collator.compare(x, y) : Number(x) - Number(y);
    return order * sign;
  };
  const sorted = [...rows].sort(compare);
  return {
    items: sorted.slice(args.page * args.size, (args.page + 1) * args.size),
    total: rows.length,
    page: args.page,
  };
}
