// The refusal of a sort outside a list's enum. Apart from paging.args.ts (decorators, which need the
// metadata polyfill loaded first) so that errors.ts can use it at any time.
import { SORT_DIRECTIONS } from '@hotel/schema';

/** Every list's sort enum by its GraphQL name → its fields, for the refusal of a value not among them. */
const SORT_ENUMS = new Map<string, readonly string[]>([['SortDirection', SORT_DIRECTIONS]]);

export function rememberSortEnum(name: string, fields: readonly string[]): void {
  SORT_ENUMS.set(name, fields);
}

/**
 * A sort field or direction outside the list's enum is refused by GraphQL before any resolver runs,
 * in GraphQL's words (naming the enum, not the argument). As every other bad input, it becomes
 * BAD_USER_INPUT naming the argument and saying what it may be, the upstream's own words for the
 * same refusal (`sortQuery` in the contract). Anything else: null.
 */
export function pagingRefusal(message: string): { message: string; field: 'sortField' | 'direction' } | null {
  const name = /"(\w+)" enum|Enum "(\w+)"/.exec(message);
  const enumName = name?.[1] ?? name?.[2];
  const fields = enumName ? SORT_ENUMS.get(enumName) : undefined;
  if (!enumName || !fields) return null;
  return enumName === 'SortDirection'
    ? { field: 'direction', message: 'Direction is ASC or DESC' }
    : { field: 'sortField', message: `Sort by one of: ${fields.join(', ')}` };
}
