// The table state hooks: useDataTableState keeps it in the component, useSearchParamTableState in
// the URL (so page, sort and filters survive a reload and the Back button). Both hand DataTable the
// same controller; the rules live in table-state.ts.

import { useCallback, useMemo, useReducer, useRef, useState } from 'react';
import { useLocation } from '@tanstack/react-router';
import type { TableSearchDefinition } from './search-params';
import {
  hasActiveFilters,
  reduceTableState,
  resolveTableDefaults,
  toPageVariables,
  type PageVariables,
  type ResolvedTableDefaults,
  type TableAction,
  type TableDefaults,
  type TableSort,
  type TableState,
} from './table-state';
import { useSearchNavigate } from './search-navigate';

/** `S`: the list's sort fields (its GraphQL sort enum), which `variables.sortField` is one of. */
export interface DataTableController<S extends string = string> {
  state: TableState;
  pageSizes: readonly number[];
  /** True while a column search holds a value (DataTable then shows "Not found" for no rows). */
  hasFilters: boolean;
  /** page (0-based), size, sortField, direction for the list query. */
  variables: PageVariables<S>;
  setPage(page: number): void;
  setPageSize(pageSize: number): void;
  toggleSort(field: string): void;
  setSort(sort: TableSort | null): void;
  setFilter(key: string, value: string): void;
  /** Clears the filters and returns to the default sort and page 1, keeping the page size. */
  resetFilters(): void;
}

function useController<S extends string>(
  state: TableState,
  dispatch: (action: TableAction) => void,
  defaults: ResolvedTableDefaults,
): DataTableController<S> {
  return useMemo(
    () => ({
      state,
      pageSizes: defaults.pageSizes,
      hasFilters: hasActiveFilters(state),
      variables: toPageVariables<S>(state),
      setPage: (page) => dispatch({ type: 'page', page }),
      setPageSize: (pageSize) => dispatch({ type: 'pageSize', pageSize }),
      toggleSort: (field) => dispatch({ type: 'toggleSort', field }),
      setSort: (sort) => dispatch({ type: 'sort', sort }),
      setFilter: (key, value) => dispatch({ type: 'filter', key, value }),
      resetFilters: () => dispatch({ type: 'resetFilters' }),
    }),
    [state, dispatch, defaults],
  );
}

/**
 * Table state held by the component. Takes the defaults (page size, page sizes, default sort), or a
 * search definition to share its defaults with a URL-bound sibling. Read once, on mount.
 */
export function useDataTableState<S extends string = string>(
  options: TableDefaults | TableSearchDefinition<string, S> = {},
): DataTableController<S> {
  const [defaults] = useState(() => ('toState' in options ? options.defaults : resolveTableDefaults(options)));
  const [state, dispatch] = useReducer(
    (current: TableState, action: TableAction) => reduceTableState(current, action, defaults),
    defaults.state,
  );
  return useController<S>(state, dispatch, defaults);
}

/**
 * navigate() narrowed to what this hook does. The router types search per route; the table's keys
 * are only known to the route (through validateSearch), not to this generic hook.
 */
/**
 * Table state in the current route's search params. The route declares
 * `validateSearch: table.validate` (or spreads it with its own keys) with the same definition.
 * A page or sort change is a history entry; typing in a column search replaces the current one.
 */
export function useSearchParamTableState<F extends string, S extends string>(
  definition: TableSearchDefinition<F, S>,
): DataTableController<S> {
  const search = useLocation({ select: (location) => location.search as Record<string, unknown> });
  const navigate = useSearchNavigate();
  const state = useMemo(() => definition.toState(search), [definition, search]);
  // Actions dispatched before the URL catches up (two filters in one tick) build on each other.
  const pending = useRef<{ from: TableState; to: TableState } | null>(null);

  const dispatch = useCallback(
    (action: TableAction) => {
      const current = pending.current?.from === state ? pending.current.to : state;
      const next = reduceTableState(current, action, definition.defaults);
      if (next === current) return;
      pending.current = { from: state, to: next };
      void navigate({
        to: '.',
        search: (previous) => ({ ...previous, ...definition.toSearch(next) }),
        replace: action.type === 'filter',
        resetScroll: false,
      });
    },
    [definition, navigate, state],
  );
  return useController<S>(state, dispatch, definition.defaults);
}
