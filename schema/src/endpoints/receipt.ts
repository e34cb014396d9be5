// Receipts and refunds (operations §7 Refund: GET additional/receipts, GET
// reservation/receipts/invoice/{id}, POST refund; §7 web booking: GET payment/receipt/{id}). Recording,
// authorising and rejecting a receipt and the refund list are designed in the same style
// (docs/invoicing-receipts.md). Every call is of one hotel's records (RECEIPT, REFUND, RECEIPT_REJECT).
import { z } from 'zod';
import { endpoint, filterText, pagingQuery, qInt, sortQuery } from '../contract.js';
import { hotelQuery, idParams } from '../fields.js';
import {
  receipt,
  receiptInput,
  receiptStatus,
  paymentMethod,
  refund,
  refundRequest,
  rejectInput,
} from '../receipt-entities.js';

export * as entities from '../receipt-entities.js';

const one = z.object({ receipt });

export const searchReceipts = endpoint({
  id: 'searchReceipts',
  area: 'hotel',
  method: 'GET',
  path: 'additional/receipts',
  paged: true,
  query: z.object({
    ...pagingQuery,
    ...hotelQuery,
    ...sortQuery(['id', 'receiptNumber', 'createdAt', 'amount', 'receiptStatus', 'paymentMethod', 'guestName'], {
      field: 'id',
      direction: 'ASC',
    }),
    /** What `id` names: INVOICE (the receipts paid towards it, the refund dialog's) or RESERVATION. */
    registryType: z.enum(['INVOICE', 'RESERVATION']).optional(),
    /** The invoice or stay whose receipts; given with registryType. */
    id: qInt().positive().optional(),
    receiptNumber: filterText(20),
    guestName: filterText(120),
    receiptStatus: receiptStatus.optional(),
    paymentMethod: paymentMethod.optional(),
  }),
  summary: "A hotel's receipts, paged (the refund dialog asks for 10, by id ascending)",
  result: z.object({ receipt: z.array(receipt) }),
});

export const receiptById = endpoint({
  id: 'receiptById',
  area: 'hotel',
  method: 'GET',
  path: 'payment/receipt/{id}',
  params: idParams,
  summary: 'One receipt',
  result: one,
});

export const invoiceReceipts = endpoint({
  id: 'invoiceReceipts',
  area: 'hotel',
  method: 'GET',
  path: 'reservation/receipts/invoice/{id}',
  params: idParams,
  summary: "The receipts paid towards an invoice: its folio's, oldest first",
  result: z.object({ receipt: z.array(receipt) }),
});

export const recordReceipt = endpoint({
  id: 'recordReceipt',
  area: 'hotel',
  method: 'POST',
  path: 'receipt',
  designed: true,
  body: receiptInput,
  summary:
    "Takes a payment on a stay's account, numbered in the hotel's receipt series; a card waits for authorisation",
  result: one,
});

export const authoriseReceipt = endpoint({
  id: 'authoriseReceipt',
  area: 'hotel',
  method: 'PUT',
  path: 'receipt/{id}/authorise',
  designed: true,
  params: idParams,
  summary: 'Marks a pending card receipt authorised: its money can be refunded, a not-paid stay becomes reserved',
  result: one,
});

export const rejectReceipt = endpoint({
  id: 'rejectReceipt',
  area: 'hotel',
  method: 'PUT',
  path: 'receipt/{id}/reject',
  designed: true,
  params: idParams,
  body: rejectInput,
  summary: 'Voids a receipt with a reason (RECEIPT_REJECT); a receipt with refunds cannot be rejected',
  result: one,
});

export const createRefund = endpoint({
  id: 'createRefund',
  area: 'hotel',
  method: 'POST',
  path: 'refund',
  body: refundRequest,
  summary: "Gives back money paid towards an invoice, taken from the named receipts' balances in one transaction",
  result: z.object({ refund }),
});

export const searchRefunds = endpoint({
  id: 'searchRefunds',
  area: 'hotel',
  method: 'GET',
  path: 'refund/search',
  designed: true,
  paged: true,
  query: z.object({
    ...pagingQuery,
    ...hotelQuery,
    ...sortQuery(['id', 'refundNumber', 'createdAt', 'refundAmount', 'invoiceNumber'], {
      field: 'id',
      direction: 'DESC',
    }),
    refundNumber: filterText(20),
    invoiceNumber: filterText(40),
    invoiceId: qInt().positive().optional(),
  }),
  summary: "A hotel's refunds, newest first",
  result: z.object({ refund: z.array(refund) }),
});
