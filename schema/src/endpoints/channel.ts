// The channel area (core-platform §2 Channels, §3 Channel, §7 channels; §9 channel types and "channel
// search sorted by id descending"): the hotel's sales channels of type OTA, TA, WEB and DIRECT, the
// guides and drivers who bring guests, and which channels sell online. A channel created NEW_PENDING is
// a request the hotel answers from the bell (endpoints/notification.ts).
//
// The channel calls are the spec's (POST, PUT, DELETE channel/{id}, GET channel/search with its filters,
// GET channel/search-only); guides, drivers and online channels are designed in the same style.
import { z } from 'zod';
import { endpoint, filterText, pagingQuery, qBool, qInt, sortQuery } from '../contract.js';
import { channel, channelInput, channelStatus, channelType } from '../entities.js';
import { guide, guideInput, type GuideKind } from '../channel-entities.js';
import { hotelParams, hotelQuery, idParams, positiveId } from '../fields.js';

export * as entities from '../channel-entities.js';

const deleted = z.object({});

// ------------------------------------------------------------------------------------- channels

export const createChannel = endpoint({
  id: 'createChannel',
  area: 'hotel',
  method: 'POST',
  path: 'channel',
  body: channelInput,
  summary: 'Creates a channel; a NEW_PENDING one notifies the hotel live',
  result: z.object({ channel }),
});
export const updateChannel = endpoint({
  id: 'updateChannel',
  area: 'hotel',
  method: 'PUT',
  path: 'channel',
  body: channelInput.extend({ id: z.number().int().positive() }),
  summary: 'Updates a channel',
  result: z.object({ channel }),
});
export const deleteChannel = endpoint({
  id: 'deleteChannel',
  area: 'hotel',
  method: 'DELETE',
  path: 'channel/{id}',
  params: idParams,
  summary: 'Deletes a channel without prices (refused, saying so, while it has channel, seasonal or day prices)',
  result: deleted,
});
export const searchChannels = endpoint({
  id: 'searchChannels',
  area: 'hotel',
  method: 'GET',
  path: 'channel/search',
  paged: true,
  query: z.object({
    ...pagingQuery,
    ...sortQuery(['id', 'name', 'code'], { field: 'id', direction: 'DESC' }),
    code: filterText(20),
    name: filterText(120),
    country: filterText(80),
    channelTypeName: channelType.optional(),
    groupId: qInt().optional(),
    hotelId: qInt().optional(),
    channelStatus: channelStatus.optional(),
  }),
  summary: 'Paged channel search, newest first (core §9); text filters contain',
  result: z.object({ channel: z.array(channel) }),
});
export const searchChannelsOnly = endpoint({
  id: 'searchChannelsOnly',
  area: 'hotel',
  method: 'GET',
  path: 'channel/search-only',
  query: z.object({ name: filterText(120), hotelId: qInt().optional() }),
  summary: 'Channel lookup by name for pickers',
  result: z.object({ channel: z.array(channel) }),
});

// ------------------------------------------------------------------------------------- online channels

export const onlineChannels = endpoint({
  id: 'onlineChannels',
  area: 'hotel',
  method: 'GET',
  path: 'online-channel/hotel/{hotelId}',
  designed: true,
  params: hotelParams,
  summary: "The hotel's active channels, each saying whether it sells online",
  result: z.object({ channel: z.array(channel) }),
});
export const setOnlineChannels = endpoint({
  id: 'setOnlineChannels',
  area: 'hotel',
  method: 'PUT',
  path: 'online-channel',
  designed: true,
  body: z.object({ hotelId: positiveId, channelIds: z.array(positiveId).max(200) }),
  summary: 'Sets which of the hotel’s active channels sell online (the rest stop)',
  result: z.object({ channel: z.array(channel) }),
});

// ------------------------------------------------------------------------------------- guides and drivers

/** The calls of a guide or a driver: one shape, two lists (core §2 /channel/guide, /channel/driver). */
function guideEndpoints<K extends Lowercase<GuideKind>>(key: K, what: string, plural: string, Cap: string) {
  const path = key;
  const one = z.object({ [key]: guide } as Record<K, typeof guide>);
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
        ...sortQuery(['id', 'name', 'commissionPercent'], { field: 'name', direction: 'ASC' }),
        name: filterText(120),
        active: qBool().optional(),
      }),
      summary: `The hotel's ${what}s, paged (name, phone or licence: contains)`,
      result: z.object({ [key]: z.array(guide) } as Record<K, z.ZodArray<typeof guide>>),
    }),
    create: endpoint({
      id: `create${Cap}`,
      area: 'hotel',
      method: 'POST',
      path,
      designed: true,
      body: guideInput,
      summary: `Adds a ${what} with contact and commission`,
      result: one,
    }),
    update: endpoint({
      id: `update${Cap}`,
      area: 'hotel',
      method: 'PUT',
      path,
      designed: true,
      body: guideInput.extend({ id: positiveId }),
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
      summary: `Deletes a ${what}`,
      result: deleted,
    }),
  };
}

export const guides = guideEndpoints('guide', 'guide', 'Guides', 'Guide');
export const drivers = guideEndpoints('driver', 'driver', 'Drivers', 'Driver');
export const searchGuides = guides.search;
export const createGuide = guides.create;
export const updateGuide = guides.update;
export const deleteGuide = guides.remove;
export const searchDrivers = drivers.search;
export const createDriver = drivers.create;
export const updateDriver = drivers.update;
export const deleteDriver = drivers.remove;
