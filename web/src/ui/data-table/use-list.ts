// The list hook of every list screen: the table state in the URL, the list's query with the
// variables its definition (list-definition.ts) makes of it and of the session, the page's rows
// (the previous page's kept while the next one loads), and every page of the current filters for
// the CSV and PDF exports. The route's loader has usually started the same query already.

import { useCallback, useEffect } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useLocation } from '@tanstack/react-router';
import type { OperationVariables } from '@apollo/client';
import { useSession } from '../../session/session';
import { fetchAllPages } from './all-pages';
import type { ListDefinition } from './list-definition';
import { scopeSearchValue, searchScopeKey, SCOPE_SEARCH_KEY } from './search-params';
import { useSearchNavigate } from './search-navigate';
import { pageRows, type TableDefaults, type TableFilters } from './table-state';
import { useDataTableState, useSearchParamTableState, type DataTableController } from './use-data-table-state';

export interface ListController<Row, S extends string = string, Scope = unknown> {
  table: DataTableController<S>;
  /** What the definition needs chosen; null: not chosen (the screen says so, nothing is asked). */
  scope: Scope | null;
  rows: readonly Row[];
  total: number;
  loading: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
  /** Every row of the current filters and sort, page by page (the exports). */
  allRows: () => Promise<Row[]>;
  /** The URL's scope key (?scope=), for a scoped list's picker; null when the URL names none. */
  scopeKey: string | null;
  /** Chooses the hotel or group of a scoped list (page 1, filters kept); null clears it. */
  chooseScope: (key: string | null) => void;
}

export function useList<TData, TVariables extends OperationVariables, Row, F extends string, S extends string, Scope>(
  definition: ListDefinition<TData, TVariables, Row, F, S, Scope>,
): ListController<Row, S, Scope> {
  const client = useApolloClient();
  const table = useSearchParamTableState(definition.search);
  const search = useLocation({ select: (location) => location.search as Record<string, unknown> });
  const scopeKey = searchScopeKey(search);
  const navigate = useSearchNavigate();
  const scope = definition.scope(useSession(), scopeKey, search);
  const variables =
    scope === null ? undefined : definition.variables({ page: table.variables, filters: table.state.filters, scope });
  // cache-first: the loader asked the network as the navigation started; this reads its answer.
  const query = useQuery<TData, TVariables>(definition.query, {
    variables,
    skip: variables === undefined,
    fetchPolicy: 'cache-first',
  } as useQuery.Options<TData, TVariables>);
  const data = query.data ?? query.previousData;
  const page = data ? definition.rows(data as TData) : null;
  return {
    table,
    scope,
    rows: page?.items ?? [],
    total: page?.total ?? 0,
    loading: query.loading,
    error: query.error,
    refetch: () => query.refetch(),
    scopeKey,
    chooseScope: useCallback(
      (key: string | null) =>
        void navigate({
          to: '.',
          // A first choice (the screen's default written down) keeps the page and replaces the entry.
          search: (previous) => ({
            ...previous,
            [SCOPE_SEARCH_KEY]: scopeSearchValue(key),
            ...(scopeKey === null ? {} : { page: undefined }),
          }),
          replace: scopeKey === null,
        }),
      [navigate, scopeKey],
    ),
    allRows: () =>
      fetchAllPages(async (pageNumber, size) => {
        if (variables === undefined) return { items: [], total: 0 };
        const { data: answer } = await client.query<TData, TVariables>({
          query: definition.query,
          variables: { ...variables, page: pageNumber, size },
          fetchPolicy: 'network-only',
        } as Parameters<typeof client.query<TData, TVariables>>[0]);
        return answer ? definition.rows(answer as TData) : { items: [], total: 0 };
      }),
  };
}

/**
 * Writes the scope a screen settled on (its picker's choice, a fixed hotel, the first one offered)
 * into the URL when the URL names another or none, so the list's query, the route's next preload
 * and a reload all ask for that one.
 */
export function useScopeInUrl(list: Pick<ListController<unknown>, 'scopeKey' | 'chooseScope'>, key: string | null) {
  const { scopeKey, chooseScope } = list;
  useEffect(() => {
    if (key !== null && key !== scopeKey) chooseScope(key);
  }, [key, scopeKey, chooseScope]);
}

export interface WholeListOptions<Row> {
  /** The table's page size, page sizes and sort (read once, on mount). */
  defaults?: TableDefaults;
  /** The column searches over the whole list (a tree keeps a match's parent, say); none: no search. */
  search?: (rows: readonly Row[], filters: TableFilters) => readonly Row[];
}

/**
 * A list the server answers whole because it is short by nature (a hotel's child or cancellation
 * policies, one current at a time; a menu's category tree; a report's days): the same controller,
 * searched and paged on the screen, exported whole.
 */
export function useWholeList<Row>(
  query: {
    rows: readonly Row[];
    loading: boolean;
    error: unknown;
    refetch: () => Promise<unknown>;
  },
  options: WholeListOptions<Row> = {},
): ListController<Row> {
  const table = useDataTableState(options.defaults);
  const { page, size } = table.variables;
  const matching = options.search ? options.search(query.rows, table.state.filters) : query.rows;
  return {
    table,
    scope: null,
    rows: pageRows(matching, page, size),
    total: matching.length,
    loading: query.loading,
    error: query.error,
    refetch: query.refetch,
    scopeKey: null,
    chooseScope: () => undefined,
    allRows: () => Promise.resolve([...matching]),
  };
}

/** DataTable's data props from a list: `<DataTable {...listTableProps(list)} columns={…} />`. */
export function listTableProps<Row extends { id: number }>(
  list: Pick<ListController<Row>, 'table' | 'rows' | 'total' | 'loading' | 'error' | 'refetch'>,
) {
  return {
    table: list.table,
    rows: list.rows,
    total: list.total,
    rowKey: (row: Row) => row.id,
    loading: list.loading,
    error: list.error,
    onRetry: () => void list.refetch(),
  };
}
