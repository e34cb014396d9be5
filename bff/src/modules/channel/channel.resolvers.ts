// Every resolver of the channel area, registered in schema.ts with one line.
import { ChannelResolver, GuideResolver } from './channel.resolver.js';

export const CHANNEL_RESOLVERS = [ChannelResolver, GuideResolver] as const;
