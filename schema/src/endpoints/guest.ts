// Guests (core-platform §2 /guest, §3 Guest profile, §7 Guests, §9 guest search sorted by first name):
// the spec's calls keep their method and path — GET guest/search with the guest filters, POST and PUT
// guest as multipart (the profile JSON `guest` plus `passportImage`), GET guest/{id}, DELETE guest/{id}
// and GET guest/download (the spreadsheet of the current search, .xlsx). Guests are a hotel's
// (hotelId), like every front-office record.
import { z } from 'zod';
import { endpoint, filterText, pagingQuery, sortQuery } from '../contract.js';
import { hotelQuery, idParams, positiveId } from '../fields.js';
import { GUEST_IMAGES, guest, guestInput, guestRow, guestType } from '../guest-entities.js';

export * as entities from '../guest-entities.js';

const one = z.object({ guest });

/** The guest filters of core-platform §3 (contains, ignoring case; guestType exact). */
const guestFilters = {
  ...hotelQuery,
  idNumber: filterText(40),
  firstName: filterText(60),
  lastName: filterText(60),
  nationality: filterText(60),
  email: filterText(120),
  phoneNumber: filterText(30),
  address: filterText(200),
  city: filterText(60),
  guestType: guestType.optional(),
};
const guestSort = sortQuery(['firstName', 'lastName', 'idNumber', 'nationality', 'email', 'city', 'id'], {
  field: 'firstName',
  direction: 'ASC',
});

export const searchGuests = endpoint({
  id: 'searchGuests',
  area: 'hotel',
  method: 'GET',
  path: 'guest/search',
  paged: true,
  query: z.object({ ...pagingQuery, ...guestFilters, ...guestSort }),
  summary: "The hotel's guests, paged, by first name ascending unless asked",
  result: z.object({ guest: z.array(guestRow) }),
});

export const downloadGuests = endpoint({
  id: 'downloadGuests',
  area: 'hotel',
  method: 'GET',
  path: 'guest/download',
  binary: true,
  query: z.object({ ...guestFilters, ...guestSort }),
  summary: 'Every guest of the search, in its order, as a spreadsheet (.xlsx)',
  result: z.unknown(),
});

export const guestById = endpoint({
  id: 'guestById',
  area: 'hotel',
  method: 'GET',
  path: 'guest/{id}',
  params: idParams,
  summary: 'One guest with the passport image and the stays booked for the profile',
  result: one,
});

export const createGuest = endpoint({
  id: 'createGuest',
  area: 'hotel',
  method: 'POST',
  path: 'guest',
  bodyKind: 'multipart',
  multipart: { json: 'guest', files: GUEST_IMAGES },
  body: guestInput,
  summary: 'Adds a guest profile with an optional passport image (PNG, JPEG or WebP, at most 2 MB)',
  result: one,
});

export const updateGuest = endpoint({
  id: 'updateGuest',
  area: 'hotel',
  method: 'PUT',
  path: 'guest',
  bodyKind: 'multipart',
  multipart: { json: 'guest', files: GUEST_IMAGES },
  body: guestInput.extend({ id: positiveId }),
  summary: 'Changes a guest profile; a passport image part replaces the stored one',
  result: one,
});

export const deleteGuest = endpoint({
  id: 'deleteGuest',
  area: 'hotel',
  method: 'DELETE',
  path: 'guest/{id}',
  params: idParams,
  summary: 'Deletes a guest without stays',
  result: z.object({}),
});
