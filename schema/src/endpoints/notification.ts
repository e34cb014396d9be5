// Notifications and channel requests (core-platform §4, §7). A channel (an OTA, travel agent...)
// asks to sell a hotel's rooms; the hotel accepts or rejects the request from the bell. The channels
// themselves are the channel area's (endpoints/channel.ts).
import { z } from 'zod';
import { endpoint, pathId, qBool, qInt } from '../contract.js';
import { channel, notification } from '../entities.js';

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
