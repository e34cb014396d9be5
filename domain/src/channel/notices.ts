// Success notices of the channel area (the channels' own are the notification area's).
import type { Catalogue } from '../messages/message.js';

export const CHANNEL_NOTICES = {
  GUIDE_CREATED: 'Guide created successfully',
  GUIDE_UPDATED: 'Guide updated successfully',
  GUIDE_DELETED: 'Guide deleted successfully',
  DRIVER_CREATED: 'Driver created successfully',
  DRIVER_UPDATED: 'Driver updated successfully',
  DRIVER_DELETED: 'Driver deleted successfully',
  ONLINE_CHANNELS_SAVED: 'Online channels saved successfully',
} as const satisfies Catalogue;
