// The stay's account (issue 13): a reservation's folios with their statements, opening and renaming a
// folio, moving charges between folios, and additional billing and events (/invoice/additional-billing,
// /invoice/additional-events): posting an ADDITIONAL or EVENT charge to a stay or a walk-in customer,
// voiding one by a counter-posting, and their paged search. The spec shows no calls for these: all are
// designed (docs/folio.md). Reading a stay's folios and finding stays in house needs RESERVATION at VIEW, opening and moving
// INVOICE at EDIT; ADDITIONAL charges INVOICE, EVENT charges EVENT (VIEW to search, ADD to post,
// DELETE to void).
import { z } from 'zod';
import { endpoint, filterText, pagingQuery, sortQuery } from '../contract.js';
import { hotelQuery, idParams, qDate } from '../fields.js';
import {
  additionalChargeKind,
  charge,
  folio,
  invoiceVatCustomerInput,
  moveChargesInput,
  openFolioInput,
  postAdditionalChargeInput,
  postableStay,
  renameFolioInput,
  voidChargeInput,
} from '../folio-entities.js';

export * as entities from '../folio-entities.js';

export const reservationFolios = endpoint({
  id: 'reservationFolios',
  area: 'hotel',
  method: 'GET',
  path: 'folio/reservation/{id}',
  designed: true,
  params: idParams,
  summary: "A reservation's folios by number, each with its statement and balance",
  result: z.object({ folios: z.array(folio) }),
});

export const folioById = endpoint({
  id: 'folioById',
  area: 'hotel',
  method: 'GET',
  path: 'folio/{id}',
  designed: true,
  params: idParams,
  summary: 'One folio with its statement (a walk-in customer’s too)',
  result: z.object({ folio }),
});

export const openFolio = endpoint({
  id: 'openFolio',
  area: 'hotel',
  method: 'POST',
  path: 'folio',
  designed: true,
  body: openFolioInput,
  summary: 'Opens the next folio of a reservation (the company pays the room, the guest the extras)',
  result: z.object({ folio }),
});

export const renameFolio = endpoint({
  id: 'renameFolio',
  area: 'hotel',
  method: 'PUT',
  path: 'folio/{id}',
  designed: true,
  params: idParams,
  body: renameFolioInput,
  summary: "Renames a folio and sets its VAT registry customer (the invoice's recipient)",
  result: z.object({ folio }),
});

/**
 * Operations §7 `PUT invoice/vat-registry-update/{id}`: {id} is the folio whose invoice is being prepared
 * (the proforma on /invoice/make-invoice). Only before issuing: once the folio's charges are all on an
 * issued invoice it is refused (VAT_CUSTOMER_AFTER_ISSUE) — an issued invoice keeps the recipient
 * frozen on it and is corrected by a credit note and a new invoice. INVOICE at EDIT.
 */
export const updateInvoiceVatRegistry = endpoint({
  id: 'updateInvoiceVatRegistry',
  area: 'hotel',
  method: 'PUT',
  path: 'invoice/vat-registry-update/{id}',
  params: idParams,
  body: invoiceVatCustomerInput,
  summary: "Sets the VAT registry customer of a folio's invoice before it is issued (the proforma's recipient)",
  result: z.object({ folio }),
});

export const moveCharges = endpoint({
  id: 'moveCharges',
  area: 'hotel',
  method: 'PUT',
  path: 'folio/move-charges',
  designed: true,
  body: moveChargesInput,
  summary:
    "Moves uninvoiced charges to another folio of the same reservation, in one transaction; answers the stay's folios",
  result: z.object({ folios: z.array(folio) }),
});

export const postableStays = endpoint({
  id: 'postableStays',
  area: 'hotel',
  method: 'GET',
  path: 'folio/stays',
  designed: true,
  query: z.object({ ...hotelQuery, text: filterText(60) }),
  summary:
    'Booked rooms of stays in house (or reserved) whose room number starts with, or guest name contains, the text',
  result: z.object({ stays: z.array(postableStay) }),
});

export const postAdditionalCharge = endpoint({
  id: 'postAdditionalCharge',
  area: 'hotel',
  method: 'POST',
  path: 'folio/additional-charge',
  designed: true,
  body: postAdditionalChargeInput,
  summary:
    "Posts an ADDITIONAL or EVENT charge, priced with the hotel's taxes, to a stay, an open folio or a new walk-in customer",
  result: z.object({ charge }),
});

export const voidAdditionalCharge = endpoint({
  id: 'voidAdditionalCharge',
  area: 'hotel',
  method: 'PUT',
  path: 'folio/additional-charge/void/{id}',
  designed: true,
  params: idParams,
  body: voidChargeInput,
  summary:
    'Voids an uninvoiced additional or event charge by a counter-posting of the opposite amount; nothing is deleted',
  result: z.object({ charge }),
});

export const searchAdditionalCharges = endpoint({
  id: 'searchAdditionalCharges',
  area: 'hotel',
  method: 'GET',
  path: 'folio/additional-charge/search',
  designed: true,
  paged: true,
  query: z.object({
    ...pagingQuery,
    ...hotelQuery,
    kind: additionalChargeKind,
    ...sortQuery(['businessDate', 'description', 'billedTo', 'amount', 'id'], { field: 'id', direction: 'DESC' }),
    billedTo: filterText(80),
    description: filterText(80),
    fromDate: qDate().optional(),
    toDate: qDate().optional(),
  }),
  summary: "A hotel's additional (or event) charges, newest first (billedTo: the guest or customer contains)",
  result: z.object({ charges: z.array(charge) }),
});
