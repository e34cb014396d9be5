// The documented group, hotel and service lists are not paged (GET groups, GET hotels, GET
// hotel-service/hotel/{id}): a caller's scope holds a handful of each. The data table still pages,
// sorts and searches on the server side, so the BFF does it over the scoped list.
import type { PageArgs } from '../shared/paging.args.js';
import { compareSortValues, pagingError, slicePage, sortKeyOf, type Page, type Sorts } from '../shared/list.js';

export { contains } from '../shared/list.js';

export interface ListSpec<T> {
  /** Sortable fields by name; the first is the default (ascending). */
  sorters: Sorts<T>;
  defaultSort: string;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** One page of `rows` sorted as asked; an unknown sort field or direction is BAD_USER_INPUT naming it. */
export function pageOf<T>(rows: readonly T[], args: PageArgs, spec: ListSpec<T>): Page<T> {
  const key = sortKeyOf(spec.sorters, args.sortField, spec.defaultSort);
  if (args.direction && args.direction !== 'ASC' && args.direction !== 'DESC') {
    throw pagingError('direction', 'Direction is ASC or DESC');
  }
  if (
    !Number.isInteger(args.page) ||
    args.page < 0 ||
    !Number.isInteger(args.size) ||
    args.size < 1 ||
    args.size > 200
  ) {
    throw pagingError(args.page < 0 ? 'page' : 'size', 'Page from 0, size from 1 to 200');
  }
  const sign = args.direction === 'DESC' ? -1 : 1;
  return slicePage(
    [...rows].sort((a, b) => compareSortValues(key(a), key(b), collator) * sign),
    args,
  );
}
