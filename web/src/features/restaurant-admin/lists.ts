// The restaurant administration's paged lists: each one's URL shape, query and variables, used by
// its route's loader (which starts the query with the navigation) and by its screen (useList).

import {
  AdminSalesReportDocument,
  type AdminSalesReportQuery,
  type AdminSalesReportQueryVariables,
  AdminMenuCategoriesDocument,
  type AdminMenuCategoriesQuery,
  type AdminMenuCategoriesQueryVariables,
  AdminMenuItemsDocument,
  AdminRestaurantInvoicesDocument,
  AdminVatRegistryCustomersDocument,
  AdminRestaurantReceiptsDocument,
  AdminRestaurantTablesDocument,
  AdminRestaurantTaxesDocument,
  AdminTableCategoriesDocument,
  type AdminMenuItemsQuery,
  type AdminMenuItemsQueryVariables,
  type AdminRestaurantInvoicesQuery,
  type AdminRestaurantInvoicesQueryVariables,
  type AdminRestaurantReceiptsQuery,
  type AdminRestaurantReceiptsQueryVariables,
  type AdminRestaurantTablesQuery,
  type AdminRestaurantTablesQueryVariables,
  type AdminRestaurantTaxesQuery,
  type AdminRestaurantTaxesQueryVariables,
  type AdminTableCategoriesQuery,
  type AdminTableCategoriesQueryVariables,
  type AdminVatRegistryCustomersQuery,
  type AdminVatRegistryCustomersQueryVariables,
} from '../../graphql/hooks.gen';
import {
  chosenScope,
  defineList,
  listQuery,
  namedListsOf,
  preloadQuery,
  type ListRouteContext,
  serviceAndName,
  type ChosenScope,
  type ListPage,
  type ListInput,
} from '../../ui/data-table/list-definition';
import type { TypedDocumentNode } from '@apollo/client';
import { ItemType } from '../../graphql/schema-enums.gen';
import type { TableSearchDefinition } from '../../ui/data-table/search-params';
import { monthStart, today } from '../../ui/format';
import {
  foodsSearch,
  invoicesSearch,
  receiptsSearch,
  tableCategoriesSearch,
  tablesSearch,
  taxesSearch,
  vatRegistrySearch,
} from './table-searches';

/** The chosen restaurant (useChosenService('RESTAURANT')). */
const restaurant = chosenScope('RESTAURANT');
const restaurantList = namedListsOf(restaurant, 'serviceId');

export const tableCategoriesList = restaurantList(
  tableCategoriesSearch,
  listQuery<AdminTableCategoriesQuery, AdminTableCategoriesQueryVariables>(AdminTableCategoriesDocument),
  (data) => data.tableCategories,
);

export const tablesList = defineList({
  search: tablesSearch,
  query: listQuery<AdminRestaurantTablesQuery, AdminRestaurantTablesQueryVariables>(AdminRestaurantTablesDocument),
  scope: restaurant,
  variables: ({ page, filters, scope }) => ({
    serviceId: scope.serviceId,
    ...page,
    number: filters['number'] ?? null,
    categoryId: filters['categoryId'] ? Number(filters['categoryId']) : null,
  }),
  rows: (data) => data.restaurantTables,
});

export const restaurantTaxesList = restaurantList(
  taxesSearch,
  listQuery<AdminRestaurantTaxesQuery, AdminRestaurantTaxesQueryVariables>(AdminRestaurantTaxesDocument),
  (data) => data.restaurantTaxes,
);

const PAYMENTS = ['CASH', 'ROOM_BILL'] as const;

/** The invoice and receipt searches' variables: the period, the number or name searched, the payment. */
const salesVariables = <S extends string>({ page, filters, scope }: ListInput<S, ChosenScope>) => ({
  serviceId: scope.serviceId,
  ...page,
  fromDate: filters['from'] ?? null,
  toDate: filters['to'] ?? null,
  search: filters['search'] ?? null,
  paymentMethod: PAYMENTS.find((method) => method === filters['payment']) ?? null,
});

/** The invoices and receipts: the restaurant's sales of a period, one list shape over two queries. */
const salesList = <TData, Row, F extends string, S extends string>(
  search: TableSearchDefinition<F, S>,
  query: TypedDocumentNode<TData, ReturnType<typeof salesVariables<S>>>,
  rows: (data: TData) => ListPage<Row>,
) => defineList({ search, query, scope: restaurant, variables: salesVariables<S>, rows });

export const invoicesList = salesList(
  invoicesSearch,
  listQuery<AdminRestaurantInvoicesQuery, AdminRestaurantInvoicesQueryVariables>(AdminRestaurantInvoicesDocument),
  (data) => data.restaurantInvoices,
);

export const receiptsList = salesList(
  receiptsSearch,
  listQuery<AdminRestaurantReceiptsQuery, AdminRestaurantReceiptsQueryVariables>(AdminRestaurantReceiptsDocument),
  (data) => data.restaurantReceipts,
);

export const menuItemsList = defineList({
  search: foodsSearch,
  query: listQuery<AdminMenuItemsQuery, AdminMenuItemsQueryVariables>(AdminMenuItemsDocument),
  scope: restaurant,
  variables: ({ page, filters, scope }) => ({
    ...serviceAndName({ page, filters, scope }),
    itemType: Object.values(ItemType).find((type) => type === filters['itemType']) ?? null,
    categoryId: filters['categoryId'] ? Number(filters['categoryId']) : null,
  }),
  rows: (data) => data.menuItems,
});

/** The VAT registry of the restaurant's hotel. */
export const vatRegistryList = defineList({
  search: vatRegistrySearch,
  query: listQuery<AdminVatRegistryCustomersQuery, AdminVatRegistryCustomersQueryVariables>(
    AdminVatRegistryCustomersDocument,
  ),
  scope: restaurant,
  variables: ({ page, filters, scope }) => ({
    ...scope,
    ...page,
    name: filters['name'] ?? null,
    email: filters['email'] ?? null,
    vatNumber: filters['vatNumber'] ?? null,
    address: filters['address'] ?? null,
  }),
  rows: (data) => data.vatRegistryCustomers,
});

/** The menu's category tree, answered whole (CategoriesScreen): its route's preload. */
export const preloadMenuCategories = (context: ListRouteContext) =>
  preloadQuery(
    context,
    listQuery<AdminMenuCategoriesQuery, AdminMenuCategoriesQueryVariables>(AdminMenuCategoriesDocument),
    (state) => {
      const chosen = restaurant(state);
      return chosen && { serviceId: chosen.serviceId };
    },
  );

/** The restaurant's sales report of this month so far (ReportsScreen's first period): its route's preload. */
export const preloadSalesReport = (context: ListRouteContext) =>
  preloadQuery(
    context,
    listQuery<AdminSalesReportQuery, AdminSalesReportQueryVariables>(AdminSalesReportDocument),
    (state) => {
      const chosen = restaurant(state);
      return chosen && { serviceId: chosen.serviceId, fromDate: monthStart(today()), toDate: today() };
    },
  );
