// A list screen's data, defined once and used twice: by the route's loader, which starts the query
// as the navigation starts (the request does not wait for the screen's code and first render), and
// by the screen's useList, which reads the same query with the same variables (Apollo joins the
// request in flight or answers from its cache). No React here.
//
//   // features/room/lists.ts
//   export const paxList = defineList({
//     search: paxSearch,                       // the URL shape: filters, sort fields, default sort
//     query: listQuery<PaxListQuery, PaxListQueryVariables>(PaxListDocument),  // the generated document
//     scope: chosenScope('HOTEL'),             // what the session must have chosen (null: nothing)
//     variables: ({ page, filters, scope }) => ({ hotelId: scope.hotelId, ...page, name: filters['name'] ?? null }),
//     rows: (data) => data.pax,                // { items, total } of the answer
//   });
//
//   // routes/_app/room/pax.tsx
//   export const Route = createFileRoute('/_app/room/pax')({
//     validateSearch: paxSearch.validate,
//     loaderDeps: ({ search }) => search,
//     loader: ({ context, deps }) => preloadList(paxList, context, deps),
//     component: PaxScreen,
//   });

import type { ApolloClient, DocumentNode, OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { ServiceType } from '@hotel/domain';
import type { ClientState } from '../../session/session';
import { searchScopeKey, type TableSearchDefinition } from './search-params';
import { toPageVariables, type PageVariables, type TableFilters } from './table-state';

/** The rows of one page and the count over every page, as every list query answers them. */
export interface ListPage<Row> {
  items: readonly Row[];
  total: number;
}

/** What a list's variables are made of: the page and sort, the column searches, the scope. */
export interface ListInput<S extends string, Scope> {
  page: PageVariables<S>;
  filters: TableFilters;
  scope: Scope;
}

export interface ListDefinition<
  TData,
  TVariables extends OperationVariables,
  Row,
  F extends string,
  S extends string,
  Scope,
> {
  search: TableSearchDefinition<F, S>;
  query: TypedDocumentNode<TData, TVariables>;
  /**
   * What the list needs chosen: in the session (the hotel, the service) or in the URL (`chosen`, the
   * ?scope= key of a `scoped` search, see adminScope; or other keys of the route's search, see the
   * access lists); null: not chosen, no query.
   */
  scope: (state: ClientState, chosen: string | null, search: Record<string, unknown>) => Scope | null;
  variables: (input: ListInput<S, Scope>) => TVariables;
  rows: (data: TData) => ListPage<Row>;
}

/**
 * The generated document with the generated result and variables types it stands for (codegen's
 * hooks carry them, its documents are plain DocumentNodes).
 */
export function listQuery<TData, TVariables extends OperationVariables>(
  document: DocumentNode,
): TypedDocumentNode<TData, TVariables> {
  return document as TypedDocumentNode<TData, TVariables>;
}

/** Infers the definition's types from its parts; nothing else. */
export function defineList<
  TData,
  TVariables extends OperationVariables,
  Row,
  F extends string,
  S extends string,
  Scope,
>(
  definition: ListDefinition<TData, TVariables, Row, F, S, Scope>,
): ListDefinition<TData, TVariables, Row, F, S, Scope> {
  return definition;
}

/** A list that needs nothing chosen (administration lists across the caller's scope). */
export const noScope = (): Record<string, never> => ({});

export interface ChosenScope {
  serviceId: number;
  hotelId: number;
}

/** The chosen service of `type` and its hotel (useChosenService's ids), or null while none is chosen. */
export function chosenScope(type: ServiceType) {
  return (state: ClientState): ChosenScope | null =>
    state.service.serviceType === type && state.service.serviceId && state.hotel
      ? { serviceId: state.service.serviceId, hotelId: state.hotel.hotelId }
      : null;
}

/** The variables of the many lists searched by name within the chosen hotel. */
export const hotelAndName = <S extends string>({ page, filters, scope }: ListInput<S, { hotelId: number }>) => ({
  hotelId: scope.hotelId,
  ...page,
  name: filters['name'] ?? null,
});

/** The variables of the many lists searched by name within the chosen service. */
export const serviceAndName = <S extends string>({ page, filters, scope }: ListInput<S, { serviceId: number }>) => ({
  serviceId: scope.serviceId,
  ...page,
  name: filters['name'] ?? null,
});

const keyed = <K extends string>(key: K, id: number) => ({ [key]: id }) as Record<K, number>;

/** What a list searched by name within its hotel or service (`key`) asks for. */
export type NamedListVariables<K extends 'hotelId' | 'serviceId', S extends string> = Record<K, number> &
  PageVariables<S> & { name: string | null };

/**
 * The many lists of one scope searched by name, which write only their URL shape, query and rows:
 *
 *   const frontOfficeList = namedListsOf(chosenScope('HOTEL'), 'hotelId');
 *   export const paxList = frontOfficeList(paxSearch, listQuery<PaxListQuery, PaxListQueryVariables>(PaxListDocument), (data) => data.pax);
 */
export function namedListsOf<K extends 'hotelId' | 'serviceId', Scope extends Record<K, number>>(
  scope: (state: ClientState) => Scope | null,
  key: K,
) {
  return <TData, Row, F extends string, S extends string>(
    search: TableSearchDefinition<F, S>,
    query: TypedDocumentNode<TData, NamedListVariables<K, S>>,
    rows: (data: TData) => ListPage<Row>,
  ) =>
    defineList({
      search,
      query,
      scope,
      variables: ({ page, filters, scope: chosen }: ListInput<S, Scope>): NamedListVariables<K, S> => ({
        ...keyed(key, chosen[key]),
        ...page,
        name: filters['name'] ?? null,
      }),
      rows,
    });
}

/** The chosen hotel (of any service), or null. */
export const chosenHotel = (state: ClientState): { hotelId: number } | null =>
  state.hotel ? { hotelId: state.hotel.hotelId } : null;

/** The list's variables for a URL search (raw or validated), or null when its scope is not chosen. */
export function listVariables<TVariables extends OperationVariables, S extends string, Scope>(
  definition: Pick<ListDefinition<unknown, TVariables, unknown, string, S, Scope>, 'search' | 'scope' | 'variables'>,
  state: ClientState,
  search: Record<string, unknown>,
): TVariables | null {
  const scope = definition.scope(state, searchScopeKey(search), search);
  if (scope === null) return null;
  const table = definition.search.toState(search);
  return definition.variables({ page: toPageVariables<S>(table), filters: table.filters, scope });
}

export interface ListRouteContext {
  apollo: ApolloClient;
  session: { current: () => ClientState };
}

/**
 * For the route's loader: starts the list's query for the search being navigated to, and does not
 * wait for it (the screen shows its loading state meanwhile, and its error state if it fails).
 */
export function preloadList<TData, TVariables extends OperationVariables, S extends string, Scope>(
  definition: Pick<
    ListDefinition<TData, TVariables, unknown, string, S, Scope>,
    'search' | 'scope' | 'variables' | 'query'
  >,
  context: ListRouteContext,
  search: Record<string, unknown>,
): void {
  const variables = listVariables(definition, context.session.current(), search);
  if (variables === null) return;
  // The screen reads the same query from the cache (or joins this request while it runs); a failure
  // is the screen's to show, with its retry.
  void context.apollo
    .query<TData, TVariables>({
      query: definition.query,
      variables,
      fetchPolicy: 'network-only',
    } as ApolloClient.QueryOptions<TData, TVariables>)
    .catch(() => undefined);
}

/**
 * For the route of a list answered whole (useWholeList) or of a report: starts its query as the
 * navigation starts, with the variables the session gives (null: nothing chosen, no request). The
 * screen reads it with fetchPolicy 'cache-first'.
 */
export function preloadQuery<TData, TVariables extends OperationVariables>(
  context: ListRouteContext,
  query: TypedDocumentNode<TData, TVariables>,
  variables: (state: ClientState) => TVariables | null,
): void {
  const chosen = variables(context.session.current());
  if (chosen === null) return;
  void context.apollo
    .query<TData, TVariables>({
      query,
      variables: chosen,
      fetchPolicy: 'network-only',
    } as ApolloClient.QueryOptions<TData, TVariables>)
    .catch(() => undefined);
}
