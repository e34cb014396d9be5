// The audit module's lists: each one's URL shape, query and variables, used by its route's loader
// (which starts the query with the navigation) and by its screen (useList). The hotel or group a
// list is of is the URL's ?scope= (adminScope), so the loader knows it as well as the screen.

import {
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
import { defineList, hotelAndName, listQuery, noScope } from '../../ui/data-table/list-definition';
import { parseScopeKey } from '../../ui/form/hotel-scope';
import { auditLogSearch, leadTypesSearch, paymentTransactionsSearch } from './searches';
import { adminScope } from './use-admin-scope';

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
