// The URL shape of the invoice area's lists, shared by the routes' validateSearch and the screens.

import { defineTableSearch } from '../../ui/data-table/search-params';

/** Invoice history: newest first; by number, recipient, stay, document type and issue dates. */
export const invoiceHistorySearch = defineTableSearch({
  filters: ['number', 'recipient', 'refNumber', 'documentType', 'status', 'from', 'to'],
  sortFields: ['issuedAt', 'number', 'total', 'recipientName', 'id'],
  defaultSort: { field: 'issuedAt', direction: 'DESC' },
});

/** Credit notes: newest first (the invoice being credited is the route's own `invoiceId`). */
export const creditNotesSearch = defineTableSearch({
  filters: ['number', 'recipient'],
  sortFields: ['issuedAt', 'number', 'total', 'recipientName', 'id'],
  defaultSort: { field: 'issuedAt', direction: 'DESC' },
});
