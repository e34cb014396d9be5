// The URL shape of the receipt area's lists, shared by the route's validateSearch and the screen.

import { defineTableSearch } from '../../ui/data-table/search-params';

/** Receipts: by id ascending (operations §7 additional/receipts), by number, guest, status and method. */
export const receiptsSearch = defineTableSearch({
  filters: ['receiptNumber', 'guestName', 'receiptStatus', 'paymentMethod'],
  sortFields: ['id', 'receiptNumber', 'createdAt', 'amount', 'receiptStatus', 'paymentMethod', 'guestName'],
  defaultSort: { field: 'id', direction: 'ASC' },
});

/** Refunds: newest first; by refund and invoice number. */
export const refundsSearch = defineTableSearch({
  filters: ['refundNumber', 'invoiceNumber'],
  sortFields: ['id', 'refundNumber', 'createdAt', 'refundAmount', 'invoiceNumber'],
  defaultSort: { field: 'id', direction: 'DESC' },
});
