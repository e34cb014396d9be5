// Refusals of the channels area (core-platform §2 Channels, §7): a channel that still has prices,
// the guides' and drivers' commission (their phone follows the shared pattern), and which channels
// sell online.
import type { Catalogue } from '../messages/message.js';

export const CHANNEL_REFUSALS = {
  /** {{count}}: its price rows (channel, seasonal and day prices). */
  CHANNEL_HAS_PRICES: 'This channel has {{count}} prices. Delete its prices first.',
  COMMISSION_RANGE: 'Commission must be from 0 to 100 percent',
  ONLINE_CHANNEL_NOT_ACTIVE: 'Only active channels of this hotel can sell online',
} as const satisfies Catalogue;

export type ChannelRefusalReason = keyof typeof CHANNEL_REFUSALS;
