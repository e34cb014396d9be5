// Notifications and channel requests (core-platform §4, §7). A channel (an OTA, travel agent...)
// asks to sell a hotel's rooms; the hotel accepts or rejects the request from the bell.
import { z } from 'zod';
import { endpoint, pathId, qBool, qInt } from '../contract.js';
import { channel, channelInput, channelStatus, channelType, notification } from '../entities.js';

export const hotelNotifications = endpoint({
  id: 'hotelNotifications',
  area: 'hotel',
  method: 'GET',
  path: 'notification/hotel/{hotelId}',
  designed: true,
  params: z.object({ hotelId: pathId() }),
  query: z.object({ groupId: qInt().optional() }),
  summary: "A hotel's notifications, newest first (mentions carry a pending channel request)",
  result: z.object({ notification: z.array(notification) }),
});
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
  params: z.object({ id: pathId() }),
  summary: 'Deletes a channel',
  result: z.object({}),
});
export const searchChannels = endpoint({
  id: 'searchChannels',
  area: 'hotel',
  method: 'GET',
  path: 'channel/search',
  paged: true,
  query: z.object({
    page: qInt().min(0).default(0),
    size: qInt().min(1).max(200).default(25),
    sortField: z.enum(['id', 'name', 'code']).default('id'),
    direction: z.enum(['ASC', 'DESC']).default('DESC'),
    code: z.string().max(20).optional(),
    name: z.string().max(120).optional(),
    country: z.string().max(80).optional(),
    channelTypeName: channelType.optional(),
    groupId: qInt().optional(),
    hotelId: qInt().optional(),
    channelStatus: channelStatus.optional(),
  }),
  summary: 'Paged channel search',
  result: z.object({ channel: z.array(channel) }),
});
export const searchChannelsOnly = endpoint({
  id: 'searchChannelsOnly',
  area: 'hotel',
  method: 'GET',
  path: 'channel/search-only',
  query: z.object({ name: z.string().max(120).optional(), hotelId: qInt().optional() }),
  summary: 'Channel lookup by name for pickers',
  result: z.object({ channel: z.array(channel) }),
});
export const answerChannelRequest = endpoint({
  id: 'answerChannelRequest',
  area: 'hotel',
  method: 'PUT',
  path: 'channel/hotel/{hotelId}/channel/{channelId}',
  params: z.object({ hotelId: pathId(), channelId: pathId() }),
  query: z.object({ acceptChannel: qBool() }),
  summary: 'Accepts or rejects a pending channel request',
  result: z.object({ channel }),
});
