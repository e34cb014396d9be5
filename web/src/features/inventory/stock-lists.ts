// The lists of the store's issue and adjustment pages: the ledger's ISSUE and ADJUSTMENT movements
// of the chosen INVENTORY service, newest first (the same query and URL shape as opening stock);
// and the group-level dashboard's Product Items (the dashboard's URL shape, every store of the group).

import {
  GroupProductItemsDocument,
  StockMovementsDocument,
  type GroupProductItemsQuery,
  type GroupProductItemsQueryVariables,
  type StockMovementsQuery,
  type StockMovementsQueryVariables,
} from '../../graphql/hooks.gen';
import type { ClientState } from '../../session/session';
import { MovementKind } from '../../graphql/schema-enums.gen';
import { chosenScope, defineList, listQuery } from '../../ui/data-table/list-definition';
import { movementsSearch, productItemsSearch } from './searches';

const stores = chosenScope('INVENTORY');

const movementsOf = (kind: MovementKind) =>
  defineList({
    search: movementsSearch,
    query: listQuery<StockMovementsQuery, StockMovementsQueryVariables>(StockMovementsDocument),
    scope: stores,
    variables: ({ page, filters, scope }) => ({
      serviceId: scope.serviceId,
      ...page,
      kind,
      item: filters['item'] ?? null,
      location: filters['location'] ?? null,
    }),
    rows: (data) => data.stockMovements,
  });

export const issuesList = movementsOf(MovementKind.ISSUE);
export const adjustmentsList = movementsOf(MovementKind.ADJUSTMENT);

/**
 * The group a group-level user (no hotel of their own, operations §6 hotelId 0) looks at on the
 * dashboard, with the chosen store; null for a hotel's user.
 */
export function groupLevelScope(state: ClientState): { serviceId: number; groupId: number; groupTitle: string } | null {
  const store = stores(state);
  const viewer = state.session?.viewer;
  const profile = viewer?.profile;
  if (!store || !viewer || !profile || profile.hotel) return null;
  // Tied to a group (and no hotel), or above the groups.
  if (!profile.group && viewer.level !== 'GROUP' && viewer.level !== 'ADMIN') return null;
  const groupId = state.hotel?.groupId || state.group?.id || profile.group?.id || 0;
  if (!groupId) return null;
  return {
    serviceId: store.serviceId,
    groupId,
    groupTitle: state.hotel?.groupTitle || state.group?.name || profile.group?.name || '',
  };
}

export const groupProductItemsList = defineList({
  search: productItemsSearch,
  query: listQuery<GroupProductItemsQuery, GroupProductItemsQueryVariables>(GroupProductItemsDocument),
  scope: groupLevelScope,
  variables: ({ page, filters, scope }) => ({
    serviceId: scope.serviceId,
    groupId: scope.groupId,
    ...page,
    itemName: filters['itemName'] ?? null,
  }),
  rows: (data) => data.groupProductItems,
});
