// The invoice area's lists: each one's URL shape, query and variables, used by its route's loader
// (which starts the query with the navigation) and by its screen (useList).

import { InvoicesDocument, type InvoicesQuery, type InvoicesQueryVariables } from '../../graphql/hooks.gen';
import { DocumentType, InvoiceStatus } from '../../graphql/schema-enums.gen';
import { chosenScope, defineList, listQuery } from '../../ui/data-table/list-definition';
import { creditNotesSearch, invoiceHistorySearch } from './searches';

const frontOffice = chosenScope('HOTEL');
const query = listQuery<InvoicesQuery, InvoicesQueryVariables>(InvoicesDocument);
/** A filter's value when it is one of the enum's, else no filter (a URL may carry anything). */
const oneOf = <T extends string>(values: Record<string, T>, value: string | undefined): T | null =>
  (Object.values(values) as string[]).includes(value ?? '') ? (value as T) : null;
const day = (value: string | undefined) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

export const invoiceHistoryList = defineList({
  search: invoiceHistorySearch,
  query,
  scope: frontOffice,
  variables: ({ page, filters, scope }) => ({
    hotelId: scope.hotelId,
    ...page,
    number: filters['number'] ?? null,
    recipient: filters['recipient'] ?? null,
    refNumber: filters['refNumber'] ?? null,
    documentType: oneOf(DocumentType, filters['documentType']),
    status: oneOf(InvoiceStatus, filters['status']),
    from: day(filters['from']),
    to: day(filters['to']),
  }),
  rows: (data) => data.invoices,
});

export const creditNotesList = defineList({
  search: creditNotesSearch,
  query,
  scope: frontOffice,
  variables: ({ page, filters, scope }) => ({
    hotelId: scope.hotelId,
    ...page,
    number: filters['number'] ?? null,
    recipient: filters['recipient'] ?? null,
    documentType: DocumentType.CREDIT_NOTE,
  }),
  rows: (data) => data.invoices,
});
