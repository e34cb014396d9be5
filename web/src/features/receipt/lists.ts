// The receipt area's lists: each one's URL shape, query and variables, used by its route's loader
// (which starts the query with the navigation) and by its screen (useList).

import {
  ReceiptsDocument,
  RefundsDocument,
  type ReceiptsQuery,
  type ReceiptsQueryVariables,
  type RefundsQuery,
  type RefundsQueryVariables,
} from '../../graphql/hooks.gen';
import { ReceiptPaymentMethod, ReceiptStatus } from '../../graphql/schema-enums.gen';
import { chosenScope, defineList, listQuery } from '../../ui/data-table/list-definition';
import { receiptsSearch, refundsSearch } from './searches';

/** The front office's hotel: the chosen HOTEL service's. */
const frontOffice = chosenScope('HOTEL');

/** A filter's value when it is one of the enum's, else no filter (a URL may carry anything). */
const oneOf = <T extends string>(values: Record<string, T>, value: string | undefined): T | null =>
  (Object.values(values) as string[]).includes(value ?? '') ? (value as T) : null;

export const receiptsList = defineList({
  search: receiptsSearch,
  query: listQuery<ReceiptsQuery, ReceiptsQueryVariables>(ReceiptsDocument),
  scope: frontOffice,
  variables: ({ page, filters, scope }) => ({
    hotelId: scope.hotelId,
    ...page,
    receiptNumber: filters['receiptNumber'] ?? null,
    guestName: filters['guestName'] ?? null,
    receiptStatus: oneOf(ReceiptStatus, filters['receiptStatus']),
    paymentMethod: oneOf(ReceiptPaymentMethod, filters['paymentMethod']),
  }),
  rows: (data) => data.receipts,
});

export const refundsList = defineList({
  search: refundsSearch,
  query: listQuery<RefundsQuery, RefundsQueryVariables>(RefundsDocument),
  scope: frontOffice,
  variables: ({ page, filters, scope }) => ({
    hotelId: scope.hotelId,
    ...page,
    refundNumber: filters['refundNumber'] ?? null,
    invoiceNumber: filters['invoiceNumber'] ?? null,
  }),
  rows: (data) => data.refunds,
});
