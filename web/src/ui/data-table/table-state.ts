// The state of a server-side table (page, page size, sort, column filters) as plain data with one
// reducer, so the local hook, the URL-bound hook and the unit tests share the same rules. No React.

export type SortDirection = 'ASC' | 'DESC';

export interface TableSort {
  field: string;
  direction: SortDirection;
}

/** Column search values by filter key; a blank value is never stored. */
export type TableFilters = Readonly<Record<string, string>>;

export interface TableState {
  /** 1-based, as shown to the user (toPageVariables turns it into the upstream's 0-based page). */
  page: number;
  pageSize: number;
  sort: TableSort | null;
  filters: TableFilters;
}

/** Page sizes offered under every table. */
export const DEFAULT_PAGE_SIZES: readonly number[] = [10, 25, 50];
/** core §9 / operations §9: the default list page size is 25. */
export const DEFAULT_PAGE_SIZE = 25;
/** core §9 / operations §5: table column search is debounced 500 ms. */
export const TABLE_SEARCH_DEBOUNCE_MS = 500;

export interface TableDefaults {
  pageSize?: number;
  pageSizes?: readonly number[];
  sort?: TableSort | null;
  filters?: TableFilters;
}

export interface ResolvedTableDefaults {
  pageSizes: readonly number[];
  /** The state of a fresh table, and what "Reset filters" returns to (keeping the page size). */
  state: TableState;
}

export function resolveTableDefaults(defaults: TableDefaults = {}): ResolvedTableDefaults {
  const pageSizes = defaults.pageSizes?.length ? [...defaults.pageSizes] : [...DEFAULT_PAGE_SIZES];
  const wanted = defaults.pageSize ?? DEFAULT_PAGE_SIZE;
  const pageSize = pageSizes.includes(wanted) ? wanted : (pageSizes[0] ?? DEFAULT_PAGE_SIZE);
  return {
    pageSizes,
    state: { page: 1, pageSize, sort: defaults.sort ?? null, filters: cleanFilters(defaults.filters ?? {}) },
  };
}

export type TableAction =
  | { type: 'page'; page: number }
  | { type: 'pageSize'; pageSize: number }
  /** A click on a sortable header: another column sorts ASC, the same column flips direction. */
  | { type: 'toggleSort'; field: string }
  | { type: 'sort'; sort: TableSort | null }
  | { type: 'filter'; key: string; value: string }
  | { type: 'resetFilters' }
  | { type: 'replace'; state: TableState };

/**
 * Every change but a page change goes back to page 1: the rows the user was on no longer exist in
 * the new order or selection. Actions that change nothing return the same object, so a URL-bound
 * table does not navigate for them.
 */
export function reduceTableState(state: TableState, action: TableAction, defaults: ResolvedTableDefaults): TableState {
  switch (action.type) {
    case 'page': {
      const page = Math.max(1, Math.floor(action.page) || 1);
      return page === state.page ? state : { ...state, page };
    }
    case 'pageSize': {
      if (!defaults.pageSizes.includes(action.pageSize) || action.pageSize === state.pageSize) return state;
      return { ...state, pageSize: action.pageSize, page: 1 };
    }
    case 'toggleSort': {
      const current = state.sort;
      const direction: SortDirection = current?.field === action.field && current.direction === 'ASC' ? 'DESC' : 'ASC';
      return { ...state, sort: { field: action.field, direction }, page: 1 };
    }
    case 'sort':
      return sameSort(state.sort, action.sort) ? state : { ...state, sort: action.sort, page: 1 };
    case 'filter': {
      const value = action.value.trim();
      if ((state.filters[action.key] ?? '') === value) return state;
      const { [action.key]: _removed, ...rest } = state.filters;
      return { ...state, filters: value === '' ? rest : { ...rest, [action.key]: value }, page: 1 };
    }
    case 'resetFilters': {
      const next = { ...defaults.state, pageSize: state.pageSize };
      return sameTableState(state, next) ? state : next;
    }
    case 'replace':
      return sameTableState(state, action.state) ? state : action.state;
  }
}

export function hasActiveFilters(state: TableState): boolean {
  return Object.keys(state.filters).length > 0;
}

/** The number of pages for a total (at least 1, so the pager always has a page to show). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

/** The page to move to when the current one is past the end (after a delete), else null. */
export function pageOutOfRange(state: TableState, total: number): number | null {
  const last = pageCount(total, state.pageSize);
  return state.page > last ? last : null;
}

/** "11–20 of 43" as numbers (0, 0 when there are no rows). */
export function visibleRange(state: TableState, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = (state.page - 1) * state.pageSize + 1;
  return { from: Math.min(from, total), to: Math.min(state.page * state.pageSize, total) };
}

/** The paging variables of a list query; `S` is the list's sort enum (the GraphQL `<List>Sort`). */
export interface PageVariables<S extends string = string> {
  /** 0-based, as the upstream APIs count pages. */
  page: number;
  size: number;
  sortField: S | null;
  direction: SortDirection | null;
}

/**
 * The paging and sort variables of a list query; the filters are `state.filters`. The sort field is
 * one of `S` when the state came from a search definition that names the list's sort fields.
 */
export function toPageVariables<S extends string = string>(state: TableState): PageVariables<S> {
  return {
    page: state.page - 1,
    size: state.pageSize,
    sortField: (state.sort?.field ?? null) as S | null,
    direction: state.sort?.direction ?? null,
  };
}

export function cleanFilters(filters: Readonly<Record<string, string | undefined>>): TableFilters {
  const clean: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    const trimmed = value?.trim() ?? '';
    if (trimmed !== '') clean[key] = trimmed;
  }
  return clean;
}

function sameSort(a: TableSort | null, b: TableSort | null): boolean {
  return a === b || (a !== null && b !== null && a.field === b.field && a.direction === b.direction);
}

function sameFilters(a: TableFilters, b: TableFilters): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

export function sameTableState(a: TableState, b: TableState): boolean {
  return (
    a.page === b.page && a.pageSize === b.pageSize && sameSort(a.sort, b.sort) && sameFilters(a.filters, b.filters)
  );
}

/** The rows of a 0-based page of a list held whole on the client. */
export function pageRows<T>(rows: readonly T[], page: number, size: number): T[] {
  return rows.slice(page * size, page * size + size);
}
