// Groups, hotels and hotel services (core-platform §7). Creates and updates are multipart: one JSON
// part plus the images, which the upstream stores and serves back at images/{id}.
import { z } from 'zod';
import { endpoint, filterText, pagingQuery, pathId, qInt, qList, sortQuery } from '../contract.js';
import {
  GROUP_IMAGES,
  HOTEL_IMAGES,
  SERVICE_IMAGES,
  group,
  groupInput,
  hotel,
  hotelInput,
  hotelService,
  hotelServiceInput,
  serviceType,
} from '../entities.js';

const id = z.object({ id: pathId() });

export const createHotel = endpoint({
  id: 'createHotel',
  area: 'hotel',
  method: 'POST',
  path: 'hotel',
  bodyKind: 'multipart',
  multipart: { json: 'hotel', files: HOTEL_IMAGES },
  body: hotelInput,
  summary: 'Creates a hotel with its images',
  result: z.object({ hotel }),
});
export const updateHotel = endpoint({
  id: 'updateHotel',
  area: 'hotel',
  method: 'PUT',
  path: 'hotel',
  bodyKind: 'multipart',
  multipart: { json: 'hotel', files: HOTEL_IMAGES },
  body: hotelInput.extend({
    id: z.number().int().positive(),
    prefix: z
      .string()
      .trim()
      .regex(/^[A-Z0-9]{2,6}$/),
  }),
  summary: 'Updates a hotel; an image part replaces that image',
  result: z.object({ hotel }),
});
export const deleteHotel = endpoint({
  id: 'deleteHotel',
  area: 'hotel',
  method: 'DELETE',
  path: 'hotel/{id}',
  params: id,
  summary: 'Deletes a hotel without services',
  result: z.object({}),
});
export const listHotels = endpoint({
  id: 'listHotels',
  area: 'hotel',
  method: 'GET',
  path: 'hotels',
  summary: 'Hotels the caller may see',
  result: z.object({ hotel: z.array(hotel) }),
});
/** A hotel as its paged list shows it: with how many of its services the caller may see. */
export const hotelWithServiceCount = hotel.extend({ serviceCount: z.number().int() });
export const HOTEL_SORT_FIELDS = ['name', 'title', 'prefix', 'type', 'groupTitle', 'serviceCount', 'id'] as const;
export const searchHotels = endpoint({
  id: 'searchHotels',
  area: 'hotel',
  method: 'GET',
  path: 'hotel/search',
  query: z.object({
    groupId: qInt().positive().optional(),
    hotelId: qInt().positive().optional(),
    name: filterText(120),
    ...pagingQuery,
    ...sortQuery(HOTEL_SORT_FIELDS, { field: 'name', direction: 'ASC' }),
  }),
  paged: true,
  designed: true,
  summary:
    'Hotels the caller may see, paged: of a group, one hotel (name: contains, over name and title); by name unless sorted otherwise',
  result: z.object({ hotel: z.array(hotelWithServiceCount) }),
});
export const hotelsOfGroup = endpoint({
  id: 'hotelsOfGroup',
  area: 'hotel',
  method: 'GET',
  path: 'hotel/group/{groupId}',
  params: z.object({ groupId: pathId() }),
  summary: 'Hotels of a group',
  result: z.object({ hotel: z.array(hotel) }),
});
export const hotelVat = endpoint({
  id: 'hotelVat',
  area: 'hotel',
  method: 'GET',
  path: 'hotel/vat/{id}',
  params: id,
  summary: "A hotel's VAT details",
  result: z.object({
    hotel: z.object({
      id: z.number().int(),
      vatApplicable: z.boolean(),
      vatNumber: z.string(),
      companyRegistrationNumber: z.string(),
      companyRegistrationAddress: z.string(),
    }),
  }),
});
export const hotelWebsite = endpoint({
  id: 'hotelWebsite',
  area: 'hotel',
  method: 'GET',
  path: 'hotel/web-site/{id}',
  params: id,
  access: 'public',
  summary: "A hotel's public website details (booking engine)",
  result: z.object({
    hotel: hotel.pick({
      id: true,
      title: true,
      name: true,
      address: true,
      contactNumber: true,
      email: true,
      webAddress: true,
      websiteLogo: true,
      backgroundImage: true,
      headerLogo: true,
    }),
  }),
});

export const createGroup = endpoint({
  id: 'createGroup',
  area: 'hotel',
  method: 'POST',
  path: 'group',
  bodyKind: 'multipart',
  multipart: { json: 'group', files: GROUP_IMAGES },
  body: groupInput,
  summary: 'Creates a hotel group',
  result: z.object({ group }),
});
export const updateGroup = endpoint({
  id: 'updateGroup',
  area: 'hotel',
  method: 'PUT',
  path: 'group',
  bodyKind: 'multipart',
  multipart: { json: 'group', files: GROUP_IMAGES },
  body: groupInput.extend({ id: z.number().int().positive() }),
  summary: 'Updates a hotel group',
  result: z.object({ group }),
});
/** A group as its paged list shows it: with how many of its hotels the caller may see. */
export const groupWithHotelCount = group.extend({ hotelCount: z.number().int() });
export const GROUP_SORT_FIELDS = ['name', 'contactPerson', 'email', 'hotelCount', 'active', 'id'] as const;
export const searchGroups = endpoint({
  id: 'searchGroups',
  area: 'hotel',
  method: 'GET',
  path: 'group/search',
  query: z.object({
    name: filterText(120),
    ...pagingQuery,
    ...sortQuery(GROUP_SORT_FIELDS, { field: 'name', direction: 'ASC' }),
  }),
  paged: true,
  designed: true,
  summary: 'Groups the caller may see, paged (name: contains); by name unless sorted otherwise',
  result: z.object({ group: z.array(groupWithHotelCount) }),
});
export const listGroups = endpoint({
  id: 'listGroups',
  area: 'hotel',
  method: 'GET',
  path: 'groups',
  summary: 'Groups the caller may see',
  result: z.object({ group: z.array(group) }),
});
export const deleteGroup = endpoint({
  id: 'deleteGroup',
  area: 'hotel',
  method: 'DELETE',
  path: 'group/{id}',
  params: id,
  summary: 'Deletes a group without hotels',
  result: z.object({}),
});

export const createHotelService = endpoint({
  id: 'createHotelService',
  area: 'hotel',
  method: 'POST',
  path: 'hotel-service',
  bodyKind: 'multipart',
  multipart: { json: 'hotelService', files: SERVICE_IMAGES },
  body: hotelServiceInput,
  summary: 'Creates a service of a hotel',
  result: z.object({ hotelService }),
});
export const updateHotelService = endpoint({
  id: 'updateHotelService',
  area: 'hotel',
  method: 'PUT',
  path: 'hotel-service',
  bodyKind: 'multipart',
  multipart: { json: 'hotelService', files: SERVICE_IMAGES },
  body: hotelServiceInput.extend({ id: z.number().int().positive() }),
  summary: 'Updates a service',
  result: z.object({ hotelService }),
});
export const listHotelServices = endpoint({
  id: 'listHotelServices',
  area: 'hotel',
  method: 'GET',
  path: 'hotel-services',
  summary: 'Services the caller may see',
  result: z.object({ hotelService: z.array(hotelService) }),
});
export const HOTEL_SERVICE_SORT_FIELDS = ['name', 'serviceType', 'active', 'id'] as const;
export const searchHotelServices = endpoint({
  id: 'searchHotelServices',
  area: 'hotel',
  method: 'GET',
  path: 'hotel-service/search',
  query: z.object({
    hotelId: qInt().positive(),
    name: filterText(120),
    serviceType: serviceType.optional(),
    ...pagingQuery,
    ...sortQuery(HOTEL_SERVICE_SORT_FIELDS, { field: 'name', direction: 'ASC' }),
  }),
  paged: true,
  designed: true,
  summary: "A hotel's services the caller may see, paged (name: contains; a type); by name unless sorted otherwise",
  result: z.object({ hotelService: z.array(hotelService) }),
});
export const servicesOfHotel = endpoint({
  id: 'servicesOfHotel',
  area: 'hotel',
  method: 'GET',
  path: 'hotel-service/hotel/{id}',
  params: id,
  summary: 'Services of a hotel',
  result: z.object({ hotelService: z.array(hotelService) }),
});
export const servicesOfHotels = endpoint({
  id: 'servicesOfHotels',
  area: 'hotel',
  method: 'GET',
  path: 'hotel-service/hotel-list',
  query: z.object({ hotelIdList: qList(z.coerce.number().int().positive()).pipe(z.array(z.number()).max(200)) }),
  summary: 'Services of several hotels at once (batched lookups)',
  result: z.object({ hotelService: z.array(hotelService) }),
});
export const servicesOfGroup = endpoint({
  id: 'servicesOfGroup',
  area: 'hotel',
  method: 'GET',
  path: 'hotel-service/group/{id}',
  params: id,
  summary: 'Services of every hotel of a group',
  result: z.object({ hotelService: z.array(hotelService) }),
});
export const deleteHotelService = endpoint({
  id: 'deleteHotelService',
  area: 'hotel',
  method: 'DELETE',
  path: 'hotel-service/{id}',
  params: id,
  summary: 'Deletes a service nobody is allocated to',
  result: z.object({}),
});
export const hotelById = endpoint({
  id: 'hotelById',
  area: 'hotel',
  method: 'GET',
  path: 'hotel/{id}',
  params: id,
  designed: true,
  summary: 'One hotel',
  result: z.object({ hotel }),
});
export const hotelsById = endpoint({
  id: 'hotelsById',
  area: 'hotel',
  method: 'GET',
  path: 'hotels/by-id',
  designed: true,
  query: z.object({ idList: qList(z.coerce.number().int().positive()).pipe(z.array(z.number()).max(200)) }),
  summary: 'Several hotels at once (batched lookups)',
  result: z.object({ hotel: z.array(hotel) }),
});
