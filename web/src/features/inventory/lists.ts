// The inventory's paged lists: each one's URL shape, query and variables, used by its route's
// loader (which starts the query with the navigation) and by its screen (useList). All are of the
// chosen INVENTORY service.

import {
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
import { itemsSearch, locationsSearch, movementsSearch, productItemsSearch, unitsSearch } from './searches';

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
