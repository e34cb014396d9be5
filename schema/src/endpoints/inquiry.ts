// Inquiries (core-platform §2 /create-inquiry, /inquiries; §6 INQUIRY), designed in the reservation
// area's style: POST inquiry prices a quote on the server with the reservations' pricing engine and
// keeps it OPEN; inquiry/search pages them; PUT inquiry/convert/{id} books it in one step through the
// reservation's own create path (its idempotency key is the inquiry's, so converting twice books once)
// and links the two; PUT inquiry/lost/{id} closes it. See guest-entities.ts for the statuses.
import { z } from 'zod';
import { endpoint, filterText, pagingQuery, qList, sortQuery } from '../contract.js';
import { hotelQuery, idParams } from '../fields.js';
import { inquiry, inquiryInput, inquiryStatus } from '../guest-entities.js';
import { reservation } from '../reservation-entities.js';

export * as entities from '../guest-entities.js';

const one = z.object({ inquiry });

export const createInquiry = endpoint({
  id: 'createInquiry',
  area: 'hotel',
  method: 'POST',
  path: 'inquiry',
  designed: true,
  body: inquiryInput,
  summary: 'Prices a quote for dates, guests and room types with the pricing engine and keeps it open',
  result: one,
});

export const inquiryById = endpoint({
  id: 'inquiryById',
  area: 'hotel',
  method: 'GET',
  path: 'inquiry/{id}',
  designed: true,
  params: idParams,
  summary: 'One inquiry with its rooms',
  result: one,
});

export const searchInquiries = endpoint({
  id: 'searchInquiries',
  area: 'hotel',
  method: 'GET',
  path: 'inquiry/search',
  designed: true,
  paged: true,
  query: z.object({
    ...pagingQuery,
    ...hotelQuery,
    ...sortQuery(['id', 'guestName', 'checkInDate', 'total', 'createdAt'], { field: 'id', direction: 'DESC' }),
    guestName: filterText(120),
    statuses: qList(inquiryStatus).optional(),
  }),
  summary: "The hotel's inquiries, newest first (guestName: contains)",
  result: z.object({ inquiry: z.array(inquiry) }),
});

export const convertInquiry = endpoint({
  id: 'convertInquiry',
  area: 'hotel',
  method: 'PUT',
  path: 'inquiry/convert/{id}',
  designed: true,
  params: idParams,
  summary:
    'Books an open inquiry as a reservation priced again today, rooms assigned from the free ones; a second conversion answers the same reservation',
  result: z.object({ inquiry, reservation }),
});

export const loseInquiry = endpoint({
  id: 'loseInquiry',
  area: 'hotel',
  method: 'PUT',
  path: 'inquiry/lost/{id}',
  designed: true,
  params: idParams,
  summary: 'Closes an open inquiry the guest declined',
  result: one,
});
