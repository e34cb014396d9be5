// A table's state in the URL (STYLE §6: filter state that should survive a reload lives in typed
// search params). One definition per screen gives the route its `validateSearch` and the hook its
// two-way mapping: ?page=2&size=50&sort=name&dir=DESC&name=Bar. Values equal to the defaults are
// left out, so a fresh table has a clean URL. No React here.

import {
  resolveTableDefaults,
  cleanFilters,
  type ResolvedTableDefaults,
  type SortDirection,
  type TableDefaults,
  type TableSort,
  type TableState,
} from './table-state';

/** Search keys the table itself uses; a filter may not be named after one of them. */
export const TABLE_SEARCH_KEYS = ['page', 'size', 'sort', 'dir'] as const;

/** Longest filter value read from a URL (a column search is a few words). */
const MAX_FILTER_LENGTH = 200;

export type TableSearch<F extends string = string, S extends string = string> = {
  page?: number;
  size?: number;
  sort?: S;
  dir?: SortDirection;
  /** The hotel or group the list is of (a scope key: `12`, `group3`), where the list is scoped by the URL. */
  scope?: string | number;
} & { [K in F]?: string };

/** The URL key holding a list's chosen hotel or group; kept by Reset filters and by paging. */
export const SCOPE_SEARCH_KEY = 'scope';

export interface TableSearchConfig<F extends string, S extends string> extends Pick<
  TableDefaults,
  'pageSize' | 'pageSizes'
> {
  /** The column filter keys (DataTableColumn.filterKey ?? key of the searchable columns). */
  filters?: readonly F[];
  /** The fields the server can sort by; a URL naming another is ignored. Omitted: any field. */
  sortFields?: readonly S[];
  defaultSort?: { field: S; direction: SortDirection } | null;
  /**
   * The hotel or group the list is of is chosen in the URL (?scope=12, ?scope=group3), so the
   * route's loader sees it. Unlike a filter, Reset filters keeps it.
   */
  scoped?: boolean;
}

export interface TableSearchDefinition<F extends string = string, S extends string = string> {
  readonly filterKeys: readonly F[];
  readonly defaults: ResolvedTableDefaults;
  /** For the route's `validateSearch` (spread it with the route's own keys if it has any). */
  validate(raw: Record<string, unknown>): TableSearch<F, S>;
  /** The table state a (raw or validated) search describes. */
  toState(raw: Record<string, unknown>): TableState;
  /**
   * The search for a state, every table key present (undefined where it equals the default), so
   * merging it over the current search also removes what was cleared.
   */
  toSearch(state: TableState): TableSearch<F, S>;
}

export function defineTableSearch<const F extends string = never, const S extends string = string>(
  config: TableSearchConfig<F, S> = {},
): TableSearchDefinition<F, S> {
  const filterKeys: readonly F[] = config.filters ?? [];
  for (const key of filterKeys) {
    if ((TABLE_SEARCH_KEYS as readonly string[]).includes(key)) {
      throw new Error(`defineTableSearch: the filter key "${key}" is reserved for the table itself`);
    }
  }
  if (config.scoped && (filterKeys as readonly string[]).includes(SCOPE_SEARCH_KEY)) {
    throw new Error(`defineTableSearch: a scoped list has no "${SCOPE_SEARCH_KEY}" filter`);
  }
  const defaults = resolveTableDefaults({
    pageSize: config.pageSize,
    pageSizes: config.pageSizes,
    sort: config.defaultSort ?? null,
  });
  const isSortField = (value: string): value is S =>
    config.sortFields ? (config.sortFields as readonly string[]).includes(value) : value !== '';

  const validate = (raw: Record<string, unknown>): TableSearch<F, S> => {
    const search: Record<string, unknown> = {};
    const page = positiveInteger(raw['page']);
    if (page !== undefined) search['page'] = page;
    const size = positiveInteger(raw['size']);
    if (size !== undefined && defaults.pageSizes.includes(size)) search['size'] = size;
    const sort = typeof raw['sort'] === 'string' && isSortField(raw['sort']) ? raw['sort'] : undefined;
    if (sort !== undefined) {
      search['sort'] = sort;
      search['dir'] = raw['dir'] === 'DESC' ? 'DESC' : 'ASC';
    }
    for (const key of filterKeys) {
      const value = filterValue(raw[key]);
      if (value !== undefined) search[key] = value;
    }
    if (config.scoped) {
      const scope = filterValue(raw[SCOPE_SEARCH_KEY]);
      if (scope !== undefined && SCOPE_KEY_PATTERN.test(scope)) search[SCOPE_SEARCH_KEY] = scopeSearchValue(scope);
    }
    return search as TableSearch<F, S>;
  };

  const toState = (raw: Record<string, unknown>): TableState => {
    const search = validate(raw) as Record<string, unknown>;
    const sort: TableSort | null =
      typeof search['sort'] === 'string'
        ? { field: search['sort'], direction: search['dir'] === 'DESC' ? 'DESC' : 'ASC' }
        : defaults.state.sort;
    const filters: Record<string, string> = {};
    for (const key of filterKeys) {
      const value = search[key];
      if (typeof value === 'string') filters[key] = value;
    }
    return {
      page: typeof search['page'] === 'number' ? search['page'] : 1,
      pageSize: typeof search['size'] === 'number' ? search['size'] : defaults.state.pageSize,
      sort,
      filters: cleanFilters(filters),
    };
  };

  const toSearch = (state: TableState): TableSearch<F, S> => {
    const base = defaults.state;
    const sortIsDefault =
      state.sort === null ||
      (base.sort !== null && state.sort.field === base.sort.field && state.sort.direction === base.sort.direction);
    const search: Record<string, unknown> = {
      page: state.page > 1 ? state.page : undefined,
      size: state.pageSize !== base.pageSize ? state.pageSize : undefined,
      sort: sortIsDefault ? undefined : state.sort?.field,
      dir: sortIsDefault ? undefined : state.sort?.direction,
    };
    for (const key of filterKeys) search[key] = state.filters[key] || undefined;
    return search as TableSearch<F, S>;
  };

  return { filterKeys, defaults, validate, toState, toSearch };
}

/** A hotel id or `group` and a group id (ui/form's scopeKey). */
const SCOPE_KEY_PATTERN = /^(group)?\d{1,9}$/;

/** A scope key as the URL writes it: a hotel id as a number (?scope=12, not ?scope="12"). */
export function scopeSearchValue(key: string | null): string | number | undefined {
  if (key === null || key === '') return undefined;
  return /^\d+$/.test(key) ? Number(key) : key;
}

/** The scope key a (raw or validated) search names, or null. */
export function searchScopeKey(raw: Record<string, unknown>): string | null {
  const value = filterValue(raw[SCOPE_SEARCH_KEY]);
  return value !== undefined && SCOPE_KEY_PATTERN.test(value) ? value : null;
}

/** TanStack Router parses each search value as JSON: ?page=2 arrives as 2, ?page=x as "x". */
function positiveInteger(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 ? number : undefined;
}

/** A filter typed as digits comes back from the URL as a number; it is the same search. */
function filterValue(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim().slice(0, MAX_FILTER_LENGTH);
  return text === '' ? undefined : text;
}
