// The channel area (core-platform §2 Channels): the hotel's channels and which sell online, and the
// guides and drivers who bring guests. Writes need CHANNEL on the channel's hotel.
import type { AppContext } from '../app-context.js';
import type { RouteBinding } from '../http/route.js';
import { channelRoutes } from './channel.routes.js';
import { guideRoutes } from './guides.routes.js';

export function channelAreaRoutes(ctx: AppContext): RouteBinding[] {
  return [...channelRoutes(ctx), ...guideRoutes(ctx)];
}
