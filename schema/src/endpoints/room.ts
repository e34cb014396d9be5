// The room area (core-platform §2 Rooms, §6 ROOM and SEASON; operations §3, §7 room type, stay type,
// reservation types and holiday config): room types with a picture, rooms, room areas, view types,
// amenities, stay types, pax, seasons, holidays and reservation types of one hotel.
//
// Documented calls keep the spec's method and path: POST/PUT room-type (multipart), GET room-type/search,
// room-type/hotel/{id}, room-type/hotel/room/{id}, DELETE room-type/{id}; POST/PUT stayType, GET
// stayType/room-type/{id}, stayType/room-type/search, DELETE stayType/{id}, GET stayTypes/{id}; GET
// room/adult/{id}, room/child/{id}; POST reservation-types, PUT/GET/DELETE reservation-type/{id};
// holiday-config. The rest is `designed` in the same style: a paged `…/search` per list (page from 0,
// size, sortField, direction, `pagination` in the envelope), POST to create, PUT with the id to
// change, DELETE {id}. A delete the data forbids is a 40900 saying what to do first.
import { z } from 'zod';
import { endpoint, filterText, pagingQuery, pathId, qBool, qInt, sortQuery } from '../contract.js';
import { hotelParams, hotelQuery, idParams, positiveId } from '../fields.js';
import {
  RESERVATION_TYPE_IMAGES,
  ROOM_TYPE_IMAGES,
  holidayConfig,
  holidayConfigInput,
  mealPlan,
  pax,
  paxInput,
  reservationType,
  reservationTypeInput,
  room,
  roomAttribute,
  roomAttributeInput,
  roomInput,
  roomType,
  roomTypeInput,
  roomUpdate,
  season,
  seasonInput,
  seasonUpdate,
  stayType,
  stayTypeInput,
} from '../room-entities.js';

export * as entities from '../room-entities.js';

const deleted = z.object({});

// ------------------------------------------------------------------------------------- room attributes

/**
 * The four calls of a named choice rooms carry (a view type, an amenity, a room area): a paged search
 * of the hotel's, create, change and delete (refused while rooms carry it). All designed.
 */
function attributeEndpoints<K extends string>(path: string, key: K, plural: string, what: string) {
  const one = z.object({ [key]: roomAttribute } as Record<K, typeof roomAttribute>);
  const Cap = key.charAt(0).toUpperCase() + key.slice(1);
  return {
    search: endpoint({
      id: `search${plural}`,
      area: 'hotel',
      method: 'GET',
      path: `${path}/search`,
      designed: true,
      paged: true,
      query: z.object({
        ...pagingQuery,
        ...hotelQuery,
        ...sortQuery(['id', 'name', 'roomCount'], { field: 'name', direction: 'ASC' }),
        name: filterText(60),
        active: qBool().optional(),
      }),
      summary: `The hotel's ${what}s, paged (name: contains)`,
      result: z.object({ [key]: z.array(roomAttribute) } as Record<K, z.ZodArray<typeof roomAttribute>>),
    }),
    create: endpoint({
      id: `create${Cap}`,
      area: 'hotel',
      method: 'POST',
      path,
      designed: true,
      body: roomAttributeInput,
      summary: `Adds a ${what} (names are unique in the hotel)`,
      result: one,
    }),
    update: endpoint({
      id: `update${Cap}`,
      area: 'hotel',
      method: 'PUT',
      path,
      designed: true,
      body: roomAttributeInput.extend({ id: positiveId }),
      summary: `Changes a ${what}`,
      result: one,
    }),
    remove: endpoint({
      id: `delete${Cap}`,
      area: 'hotel',
      method: 'DELETE',
      path: `${path}/{id}`,
      designed: true,
      params: idParams,
      summary: `Deletes a ${what} no room carries`,
      result: deleted,
    }),
  };
}

export const viewTypes = attributeEndpoints('view-type', 'viewType', 'ViewTypes', 'view type');
export const amenities = attributeEndpoints('amenity', 'amenity', 'Amenities', 'amenity');
export const roomAreas = attributeEndpoints('room-area', 'roomArea', 'RoomAreas', 'room area');
export const searchViewTypes = viewTypes.search;
export const createViewType = viewTypes.create;
export const updateViewType = viewTypes.update;
export const deleteViewType = viewTypes.remove;
export const searchAmenities = amenities.search;
export const createAmenity = amenities.create;
export const updateAmenity = amenities.update;
export const deleteAmenity = amenities.remove;
export const searchRoomAreas = roomAreas.search;
export const createRoomArea = roomAreas.create;
export const updateRoomArea = roomAreas.update;
export const deleteRoomArea = roomAreas.remove;

// ------------------------------------------------------------------------------------- room types

const roomTypeResult = z.object({ roomType });
const roomTypeList = z.object({ roomType: z.array(roomType) });

export const createRoomType = endpoint({
  id: 'createRoomType',
  area: 'hotel',
  method: 'POST',
  path: 'room-type',
  bodyKind: 'multipart',
  multipart: { json: 'roomType', files: ROOM_TYPE_IMAGES },
  body: roomTypeInput,
  summary: 'Adds a room type with its picture (operations §3: roomType JSON plus the image file)',
  result: roomTypeResult,
});
export const updateRoomType = endpoint({
  id: 'updateRoomType',
  area: 'hotel',
  method: 'PUT',
  path: 'room-type',
  bodyKind: 'multipart',
  multipart: { json: 'roomType', files: ROOM_TYPE_IMAGES },
  body: roomTypeInput.extend({ id: positiveId }),
  summary: 'Changes a room type; an image part replaces its picture',
  result: roomTypeResult,
});
export const searchRoomTypes = endpoint({
  id: 'searchRoomTypes',
  area: 'hotel',
  method: 'GET',
  path: 'room-type/search',
  paged: true,
  query: z.object({
    ...pagingQuery,
    ...hotelQuery,
    ...sortQuery(['id', 'name', 'maxAdults', 'maxChildren', 'roomCount'], { field: 'name', direction: 'ASC' }),
    name: filterText(60),
    active: qBool().optional(),
  }),
  summary: "The hotel's room types with their room and stay type counts, paged (name: contains)",
  result: roomTypeList,
});
export const roomTypesOfHotel = endpoint({
  id: 'roomTypesOfHotel',
  area: 'hotel',
  method: 'GET',
  path: 'room-type/hotel/{id}',
  params: z.object({ id: pathId() }),
  summary: "Every room type of the hotel, by name (the pickers' list)",
  result: roomTypeList,
});
export const roomTypesWithRooms = endpoint({
  id: 'roomTypesWithRooms',
  area: 'hotel',
  method: 'GET',
  path: 'room-type/hotel/room/{id}',
  params: z.object({ id: pathId() }),
  summary: 'The active room types of the hotel that have at least one active room (what can be sold)',
  result: roomTypeList,
});
export const deleteRoomType = endpoint({
  id: 'deleteRoomType',
  area: 'hotel',
  method: 'DELETE',
  path: 'room-type/{id}',
  params: idParams,
  summary: 'Deletes a room type without rooms or prices, with its stay types',
  result: deleted,
});

// ------------------------------------------------------------------------------------- rooms

const roomResult = z.object({ room });

export const searchRooms = endpoint({
  id: 'searchRooms',
  area: 'hotel',
  method: 'GET',
  path: 'room/search',
  designed: true,
  paged: true,
  query: z.object({
    ...pagingQuery,
    ...hotelQuery,
    ...sortQuery(['id', 'roomNo', 'floor', 'roomType'], { field: 'roomNo', direction: 'ASC' }),
    roomNo: filterText(10),
    roomTypeId: qInt().positive().optional(),
    floor: qInt().optional(),
    active: qBool().optional(),
  }),
  summary: "The hotel's rooms, paged (roomNo: contains)",
  result: z.object({ room: z.array(room) }),
});
export const createRoom = endpoint({
  id: 'createRoom',
  area: 'hotel',
  method: 'POST',
  path: 'room',
  designed: true,
  body: roomInput,
  summary: 'Adds a room (numbers are unique in the hotel)',
  result: roomResult,
});
export const updateRoom = endpoint({
  id: 'updateRoom',
  area: 'hotel',
  method: 'PUT',
  path: 'room',
  designed: true,
  body: roomUpdate,
  summary: 'Changes a room: type, floor, area, view, amenities, capacity, active or out of order between dates',
  result: roomResult,
});
export const deleteRoom = endpoint({
  id: 'deleteRoom',
  area: 'hotel',
  method: 'DELETE',
  path: 'room/{id}',
  designed: true,
  params: idParams,
  summary: 'Deletes a room that was never booked (otherwise deactivate it)',
  result: deleted,
});
export const adultOptions = endpoint({
  id: 'adultOptions',
  area: 'hotel',
  method: 'GET',
  path: 'room/adult/{id}',
  params: z.object({ id: pathId() }),
  summary: 'The adult counts a room type takes (1 to its maximum), for the booking forms',
  result: z.object({ adult: z.array(z.number().int()) }),
});
export const childOptions = endpoint({
  id: 'childOptions',
  area: 'hotel',
  method: 'GET',
  path: 'room/child/{id}',
  params: z.object({ id: pathId() }),
  query: z.object({ adultCount: qInt().min(1).max(20) }),
  summary: 'The child counts a room type takes beside adultCount adults (0 to its maximum)',
  result: z.object({ child: z.array(z.number().int()) }),
});

// ------------------------------------------------------------------------------------- stay types

const stayTypeResult = z.object({ stayType });
const stayTypeList = z.object({ stayType: z.array(stayType) });

export const createStayType = endpoint({
  id: 'createStayType',
  area: 'hotel',
  method: 'POST',
  path: 'stayType',
  body: stayTypeInput,
  summary: 'Adds a stay type (a meal plan and its occupancy) to a room type',
  result: stayTypeResult,
});
export const updateStayType = endpoint({
  id: 'updateStayType',
  area: 'hotel',
  method: 'PUT',
  path: 'stayType',
  body: stayTypeInput.extend({ id: positiveId }),
  summary: 'Changes a stay type (it stays with its room type)',
  result: stayTypeResult,
});
export const stayTypesOfRoomType = endpoint({
  id: 'stayTypesOfRoomType',
  area: 'hotel',
  method: 'GET',
  path: 'stayType/room-type/{id}',
  params: z.object({ id: pathId() }),
  summary: 'The stay types of a room type',
  result: stayTypeList,
});
export const searchStayTypes = endpoint({
  id: 'searchStayTypes',
  area: 'hotel',
  method: 'GET',
  path: 'stayType/room-type/search',
  paged: true,
  query: z.object({
    ...pagingQuery,
    ...hotelQuery,
    ...sortQuery(['id', 'stayType', 'roomTypeName', 'mealPlan', 'maxAdults', 'maxChildren'], {
      field: 'roomTypeName',
      direction: 'ASC',
    }),
    roomTypeId: qInt().positive().optional(),
    // The spec's stay type filters (operations §3): text filters contain, counts are at least.
    stayType: filterText(60),
    roomTypeName: filterText(60),
    description: filterText(300),
    mealPlan: mealPlan.optional(),
    maxAdults: qInt().min(0).optional(),
    maxChildren: qInt().min(0).optional(),
  }),
  summary: "The hotel's stay types, paged, by the spec's filters (maxAdults and maxChildren: at least)",
  result: stayTypeList,
});
export const stayTypesOfHotel = endpoint({
  id: 'stayTypesOfHotel',
  area: 'hotel',
  method: 'GET',
  path: 'stayTypes/{id}',
  params: z.object({ id: pathId() }),
  summary: 'Every stay type of the hotel, by room type and name',
  result: stayTypeList,
});
export const deleteStayType = endpoint({
  id: 'deleteStayType',
  area: 'hotel',
  method: 'DELETE',
  path: 'stayType/{id}',
  params: idParams,
  summary: 'Deletes a stay type without prices',
  result: deleted,
});

// ------------------------------------------------------------------------------------- pax

const paxResult = z.object({ pax });

export const searchPax = endpoint({
  id: 'searchPax',
  area: 'hotel',
  method: 'GET',
  path: 'pax/search',
  designed: true,
  paged: true,
  query: z.object({
    ...pagingQuery,
    ...hotelQuery,
    ...sortQuery(['id', 'name', 'adults', 'ratePercent'], { field: 'adults', direction: 'ASC' }),
    name: filterText(60),
  }),
  summary: "The hotel's occupancies used in pricing, paged",
  result: z.object({ pax: z.array(pax) }),
});
export const createPax = endpoint({
  id: 'createPax',
  area: 'hotel',
  method: 'POST',
  path: 'pax',
  designed: true,
  body: paxInput,
  summary: 'Adds an occupancy (one per number of adults)',
  result: paxResult,
});
export const updatePax = endpoint({
  id: 'updatePax',
  area: 'hotel',
  method: 'PUT',
  path: 'pax',
  designed: true,
  body: paxInput.extend({ id: positiveId }),
  summary: 'Changes an occupancy; prices checked afterwards use it',
  result: paxResult,
});
export const deletePax = endpoint({
  id: 'deletePax',
  area: 'hotel',
  method: 'DELETE',
  path: 'pax/{id}',
  designed: true,
  params: idParams,
  summary: 'Deletes an occupancy',
  result: deleted,
});

// ------------------------------------------------------------------------------------- seasons

const seasonResult = z.object({ season });

export const searchSeasons = endpoint({
  id: 'searchSeasons',
  area: 'hotel',
  method: 'GET',
  path: 'season/search',
  designed: true,
  paged: true,
  query: z.object({
    ...pagingQuery,
    ...hotelQuery,
    ...sortQuery(['id', 'name', 'startDate', 'endDate'], { field: 'startDate', direction: 'ASC' }),
    name: filterText(60),
  }),
  summary: "The hotel's seasons, paged, by start date",
  result: z.object({ season: z.array(season) }),
});
export const createSeason = endpoint({
  id: 'createSeason',
  area: 'hotel',
  method: 'POST',
  path: 'season',
  designed: true,
  body: seasonInput,
  summary: "Adds a season; refused when its dates overlap another of the hotel's",
  result: seasonResult,
});
export const updateSeason = endpoint({
  id: 'updateSeason',
  area: 'hotel',
  method: 'PUT',
  path: 'season',
  designed: true,
  body: seasonUpdate,
  summary: 'Changes a season (still never overlapping another)',
  result: seasonResult,
});
export const deleteSeason = endpoint({
  id: 'deleteSeason',
  area: 'hotel',
  method: 'DELETE',
  path: 'season/{id}',
  designed: true,
  params: idParams,
  summary: 'Deletes a season without seasonal prices',
  result: deleted,
});

// ------------------------------------------------------------------------------------- holidays

export const holidaysOfHotel = endpoint({
  id: 'holidaysOfHotel',
  area: 'hotel',
  method: 'GET',
  path: 'holiday-config/hotel/{id}',
  params: z.object({ id: pathId() }),
  query: z.object({ year: qInt().min(2000).max(2100).optional() }),
  summary: "The hotel's holidays by date (of one year when asked)",
  result: z.object({ holidayConfig: z.array(holidayConfig) }),
});
export const holidayDates = endpoint({
  id: 'holidayDates',
  area: 'hotel',
  method: 'GET',
  path: 'holiday-config/date/hotel/{hotelId}',
  params: hotelParams,
  summary: "The hotel's holiday dates only (calendars mark them)",
  result: z.object({ holidayDate: z.array(z.string()) }),
});
export const createHoliday = endpoint({
  id: 'createHoliday',
  area: 'hotel',
  method: 'POST',
  path: 'holiday-config',
  body: holidayConfigInput,
  summary: 'Marks a date of the hotel as a holiday (once per date)',
  result: z.object({ holidayConfig }),
});
export const updateHoliday = endpoint({
  id: 'updateHoliday',
  area: 'hotel',
  method: 'PUT',
  path: 'holiday-config',
  designed: true,
  body: holidayConfigInput.extend({ id: positiveId }),
  summary: 'Renames or moves a holiday',
  result: z.object({ holidayConfig }),
});
export const deleteHoliday = endpoint({
  id: 'deleteHoliday',
  area: 'hotel',
  method: 'DELETE',
  path: 'holiday-config/{id}',
  params: idParams,
  summary: 'Takes a holiday off the calendar',
  result: deleted,
});

// ------------------------------------------------------------------------------------- reservation types

const reservationTypeResult = z.object({ reservationType });

export const createReservationType = endpoint({
  id: 'createReservationType',
  area: 'hotel',
  method: 'POST',
  path: 'reservation-types',
  bodyKind: 'multipart',
  multipart: { json: 'reservationType', files: RESERVATION_TYPE_IMAGES },
  body: reservationTypeInput,
  summary: 'Adds a reservation type with its picture (operations §3: reservationType JSON plus reservationTypeImage)',
  result: reservationTypeResult,
});
export const updateReservationType = endpoint({
  id: 'updateReservationType',
  area: 'hotel',
  method: 'PUT',
  path: 'reservation-type/{id}',
  params: idParams,
  bodyKind: 'multipart',
  multipart: { json: 'reservationType', files: RESERVATION_TYPE_IMAGES },
  body: reservationTypeInput,
  summary: 'Changes a reservation type; an image part replaces its picture',
  result: reservationTypeResult,
});
export const reservationTypeById = endpoint({
  id: 'reservationTypeById',
  area: 'hotel',
  method: 'GET',
  path: 'reservation-type/{id}',
  params: idParams,
  summary: 'One reservation type',
  result: reservationTypeResult,
});
export const deleteReservationType = endpoint({
  id: 'deleteReservationType',
  area: 'hotel',
  method: 'DELETE',
  path: 'reservation-type/{id}',
  params: idParams,
  summary: 'Deletes a reservation type',
  result: deleted,
});
export const searchReservationTypes = endpoint({
  id: 'searchReservationTypes',
  area: 'hotel',
  method: 'GET',
  path: 'reservation-types/search',
  designed: true,
  paged: true,
  query: z.object({
    ...pagingQuery,
    ...hotelQuery,
    ...sortQuery(['id', 'name'], { field: 'name', direction: 'ASC' }),
    name: filterText(60),
    active: qBool().optional(),
  }),
  summary: "The hotel's reservation types, paged",
  result: z.object({ reservationType: z.array(reservationType) }),
});
