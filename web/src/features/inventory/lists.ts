// The inventory's paged lists: each one's URL shape, query and variables, used by its route's
// loader (which starts the query with the navigation) and by its screen (useList). All are of the
// chosen INVENTORY service.

import {
  GrnsDocument,
  PurchaseOrdersDocument,
  SuppliersDocument,
  TrolleyRequestsDocument,
  UnitConversionsDocument,
  UnitTypesDocument,
  type GrnsQuery,
  type GrnsQueryVariables,
  type PurchaseOrdersQuery,
  type PurchaseOrdersQueryVariables,
  type SuppliersQuery,
  type SuppliersQueryVariables,
  type TrolleyRequestsQuery,
  type TrolleyRequestsQueryVariables,
  type UnitConversionsQuery,
  type UnitConversionsQueryVariables,
  type UnitTypesQuery,
  type UnitTypesQueryVariables,
  InventoryItemsDocument,
  InventoryUnitsDocument,
  ProductItemsDocument,
  StockLocationsDocument,
  StockMovementsDocument,
  StockTransfersDocument,
  type InventoryItemsQuery,
  type InventoryItemsQueryVariables,
  type InventoryUnitsQuery,
  type InventoryUnitsQueryVariables,
  type ProductItemsQuery,
  type ProductItemsQueryVariables,
  type StockLocationsQuery,
  type StockLocationsQueryVariables,
  type StockMovementsQuery,
  type StockMovementsQueryVariables,
  type StockTransfersQuery,
  type StockTransfersQueryVariables,
} from '../../graphql/hooks.gen';
import { MovementKind } from '../../graphql/schema-enums.gen';
import { chosenScope, defineList, listQuery, serviceAndName } from '../../ui/data-table/list-definition';
import {
  grnsSearch,
  itemsSearch,
  locationsSearch,
  movementsSearch,
  productItemsSearch,
  purchaseOrdersSearch,
  suppliersSearch,
  trolleyRequestsSearch,
  unitConversionsSearch,
  unitsSearch,
  unitTypesSearch,
} from './searches';

/** The chosen inventory service (useChosenService('INVENTORY')). */
const stores = chosenScope('INVENTORY');

export const locationsList = defineList({
  search: locationsSearch,
  query: listQuery<StockLocationsQuery, StockLocationsQueryVariables>(StockLocationsDocument),
  scope: stores,
  variables: serviceAndName,
  rows: (data) => data.stockLocations,
});

export const unitsList = defineList({
  search: unitsSearch,
  query: listQuery<InventoryUnitsQuery, InventoryUnitsQueryVariables>(InventoryUnitsDocument),
  scope: stores,
  variables: serviceAndName,
  rows: (data) => data.inventoryUnits,
});

export const itemsList = defineList({
  search: itemsSearch,
  query: listQuery<InventoryItemsQuery, InventoryItemsQueryVariables>(InventoryItemsDocument),
  scope: stores,
  variables: serviceAndName,
  rows: (data) => data.inventoryItems,
});

export const openingStockList = defineList({
  search: movementsSearch,
  query: listQuery<StockMovementsQuery, StockMovementsQueryVariables>(StockMovementsDocument),
  scope: stores,
  variables: ({ page, filters, scope }) => ({
    serviceId: scope.serviceId,
    ...page,
    kind: MovementKind.OPENING,
    item: filters['item'] ?? null,
    location: filters['location'] ?? null,
  }),
  rows: (data) => data.stockMovements,
});

export const transfersList = defineList({
  search: movementsSearch,
  query: listQuery<StockTransfersQuery, StockTransfersQueryVariables>(StockTransfersDocument),
  scope: stores,
  variables: ({ page, filters, scope }) => ({
    serviceId: scope.serviceId,
    ...page,
    item: filters['item'] ?? null,
    location: filters['location'] ?? null,
  }),
  rows: (data) => data.stockTransfers,
});

export const productItemsList = defineList({
  search: productItemsSearch,
  query: listQuery<ProductItemsQuery, ProductItemsQueryVariables>(ProductItemsDocument),
  scope: stores,
  variables: ({ page, filters, scope }) => ({
    hotelId: scope.hotelId,
    serviceId: scope.serviceId,
    ...page,
    itemName: filters['itemName'] ?? null,
  }),
  rows: (data) => data.productItems,
});

export const suppliersList = defineList({
  search: suppliersSearch,
  query: listQuery<SuppliersQuery, SuppliersQueryVariables>(SuppliersDocument),
  scope: stores,
  variables: serviceAndName,
  rows: (data) => data.suppliers,
});

export const unitTypesList = defineList({
  search: unitTypesSearch,
  query: listQuery<UnitTypesQuery, UnitTypesQueryVariables>(UnitTypesDocument),
  scope: stores,
  variables: serviceAndName,
  rows: (data) => data.unitTypes,
});

export const unitConversionsList = defineList({
  search: unitConversionsSearch,
  query: listQuery<UnitConversionsQuery, UnitConversionsQueryVariables>(UnitConversionsDocument),
  scope: stores,
  variables: ({ page, filters, scope }) => ({ serviceId: scope.serviceId, ...page, unit: filters['unit'] ?? null }),
  rows: (data) => data.unitConversions,
});

export const purchaseOrdersList = defineList({
  search: purchaseOrdersSearch,
  query: listQuery<PurchaseOrdersQuery, PurchaseOrdersQueryVariables>(PurchaseOrdersDocument),
  scope: stores,
  variables: ({ page, filters, scope }) => ({
    serviceId: scope.serviceId,
    ...page,
    supplier: filters['supplier'] ?? null,
  }),
  rows: (data) => data.purchaseOrders,
});

export const grnsList = defineList({
  search: grnsSearch,
  query: listQuery<GrnsQuery, GrnsQueryVariables>(GrnsDocument),
  scope: stores,
  variables: ({ page, filters, scope }) => ({
    serviceId: scope.serviceId,
    ...page,
    supplier: filters['supplier'] ?? null,
  }),
  rows: (data) => data.grns,
});

const trolleyRequestsOf = (pending: boolean) =>
  defineList({
    search: trolleyRequestsSearch,
    query: listQuery<TrolleyRequestsQuery, TrolleyRequestsQueryVariables>(TrolleyRequestsDocument),
    scope: stores,
    variables: ({ page, filters, scope }) => ({
      serviceId: scope.serviceId,
      ...page,
      pending,
      trolleyNo: filters['trolleyNo'] ?? null,
    }),
    rows: (data) => data.trolleyRequests,
  });
/** Waiting requests (/trolly-request) and the decided ones (/trolly-request-history). */
export const trolleyRequestsList = trolleyRequestsOf(true);
export const trolleyRequestHistoryList = trolleyRequestsOf(false);
