// The audit module's lists: each one's URL shape, query and variables, used by its route's loader
// (which starts the query with the navigation) and by its screen (useList). The hotel or group a
// list is of is the URL's ?scope= (adminScope), so the loader knows it as well as the screen.

import { can } from '@hotel/domain';
import {
  AuditGroupTurnoverDocument,
  type AuditGroupTurnoverQuery,
  type AuditGroupTurnoverQueryVariables,
  AuditTurnoverDocument,
  type AuditTurnoverQuery,
  type AuditTurnoverQueryVariables,
  AuditLeadTypesDocument,
  type AuditLeadTypesQuery,
  type AuditLeadTypesQueryVariables,
  AuditLogEntriesDocument,
  type AuditLogEntriesQuery,
  type AuditLogEntriesQueryVariables,
  AuditPaymentTransactionsDocument,
  type AuditPaymentTransactionsQuery,
  type AuditPaymentTransactionsQueryVariables,
} from '../../graphql/hooks.gen';
import type { ClientState } from '../../session/session';
import {
  defineList,
  hotelAndName,
  listQuery,
  noScope,
  preloadQuery,
  type ListRouteContext,
} from '../../ui/data-table/list-definition';
import { parseScopeKey, type HotelScope } from '../../ui/form/hotel-scope';
import { monthStart, today } from '../../ui/format';
import { auditLogSearch, leadTypesSearch, paymentTransactionsSearch, type ReportsSearch } from './searches';
import { searchScopeKey } from '../../ui/data-table/search-params';
import { adminScope, defaultAdminScopeKey } from './use-admin-scope';

export const AUDIT_ACTIONS = ['INSERT', 'UPDATE', 'DELETE'] as const;

/** The query's filters from the table's (URL) filters. */
export function auditLogFilters(
  f: Readonly<Record<string, string>>,
): Omit<AuditLogEntriesQueryVariables, 'page' | 'size'> {
  const scope = parseScopeKey(f['scope']);
  const userId = Number(f['userId']);
  return {
    userId: Number.isInteger(userId) && userId > 0 ? userId : null,
    entity: f['entity'] ?? null,
    action: AUDIT_ACTIONS.find((a) => a === f['action']) ?? null,
    from: f['from'] ?? null,
    to: f['to'] ?? null,
    hotelId: scope?.kind === 'hotel' ? scope.hotelId : null,
    groupId: scope?.kind === 'group' ? scope.groupId : null,
  };
}

/** Newest first; its hotel or group is one of its filters (any, for a group administrator). */
export const auditLogList = defineList({
  search: auditLogSearch,
  query: listQuery<AuditLogEntriesQuery, AuditLogEntriesQueryVariables>(AuditLogEntriesDocument),
  scope: noScope,
  variables: ({ page, filters }) => ({ ...auditLogFilters(filters), page: page.page, size: page.size }),
  rows: (data) => data.auditLog,
});

export const leadTypesList = defineList({
  search: leadTypesSearch,
  query: listQuery<AuditLeadTypesQuery, AuditLeadTypesQueryVariables>(AuditLeadTypesDocument),
  scope: adminScope('hotel'),
  variables: hotelAndName,
  rows: (data) => data.leadTypes,
});

export const PAYMENT_METHODS = ['CASH', 'ROOM_BILL'] as const;

export const paymentTransactionsList = defineList({
  search: paymentTransactionsSearch,
  query: listQuery<AuditPaymentTransactionsQuery, AuditPaymentTransactionsQueryVariables>(
    AuditPaymentTransactionsDocument,
  ),
  scope: adminScope('group'),
  variables: ({ page, filters, scope }) => ({
    ...page,
    groupId: scope.groupId,
    hotelId: scope.hotelId,
    fromDate: filters['from'] ?? null,
    toDate: filters['to'] ?? null,
    paymentMethod: PAYMENT_METHODS.find((m) => m === filters['method']) ?? null,
  }),
  rows: (data) => data.paymentTransactions,
});

/** The report's period: the URL's, else this month up to today. */
export function reportPeriod(search: ReportsSearch): { fromDate: string; toDate: string } {
  return { fromDate: search.from ?? monthStart(today()), toDate: search.to ?? today() };
}

/** The reports page's parent: /group-admin, /hotel-admin and /hotel-setting, /service-admin. */
export type ReportsMode = 'group' | 'hotel' | 'service';

/** The report's hotel or group of a scope key; the whole group only with GROUP_TURNOVER. */
export function reportScope(key: string | null, canGroup: boolean): HotelScope | null {
  const chosen = parseScopeKey(key);
  return chosen?.kind === 'group' && !canGroup ? null : chosen;
}

/** Under /service-admin the report narrows to the chosen restaurant. */
export const reportServiceId = (mode: ReportsMode, service: ClientState['service']): number | null =>
  mode === 'service' && service.serviceType === 'RESTAURANT' ? service.serviceId : null;

/**
 * The route's preload of the reports page: this month's report of the scope the page starts on
 * (defaultAdminScopeKey), the one ReportsScreen asks for first; nothing while the user must pick.
 */
export function preloadReports(mode: ReportsMode, context: ListRouteContext, search: ReportsSearch): void {
  const state = context.session.current();
  const canGroup = mode === 'group' && can(state.permissions, 'GROUP_TURNOVER', 'VIEW');
  const key = searchScopeKey(search) ?? defaultAdminScopeKey(mode === 'group' ? 'group' : 'hotel', state);
  const chosen = reportScope(key, canGroup);
  const period = reportPeriod(search);
  if (chosen?.kind === 'group') {
    const query = listQuery<AuditGroupTurnoverQuery, AuditGroupTurnoverQueryVariables>(AuditGroupTurnoverDocument);
    preloadQuery(context, query, () => ({ groupId: chosen.groupId, ...period }));
  } else if (chosen) {
    const query = listQuery<AuditTurnoverQuery, AuditTurnoverQueryVariables>(AuditTurnoverDocument);
    const serviceId = reportServiceId(mode, state.service);
    preloadQuery(context, query, () => ({ hotelId: chosen.hotelId, serviceId, ...period }));
  }
}
