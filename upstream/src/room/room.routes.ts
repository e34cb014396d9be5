// The room area (core-platform §2 Rooms): what a hotel sells. Each page's records belong to one hotel;
// reads need the page's feature at VIEW on that hotel, adding ADD, changing EDIT, deleting DELETE
// (operations §6: READ views, WRITE adds and edits, MAINTAIN deletes): ROOM for the room catalogue,
// SEASON for seasons.
import type { AppContext } from '../app-context.js';
import type { RouteBinding } from '../http/route.js';
import { roomAttributeRoutes } from './attributes.routes.js';
import { holidayRoutes } from './holidays.routes.js';
import { paxRoutes } from './pax.routes.js';
import { reservationTypeRoutes } from './reservation-types.routes.js';
import { roomTypeRoutes } from './room-types.routes.js';
import { roomRoutes } from './rooms.routes.js';
import { seasonRoutes } from './seasons.routes.js';
import { stayTypeRoutes } from './stay-types.routes.js';

export function roomAreaRoutes(ctx: AppContext): RouteBinding[] {
  return [
    ...roomAttributeRoutes(ctx),
    ...roomTypeRoutes(ctx),
    ...roomRoutes(ctx),
    ...stayTypeRoutes(ctx),
    ...paxRoutes(ctx),
    ...seasonRoutes(ctx),
    ...holidayRoutes(ctx),
    ...reservationTypeRoutes(ctx),
  ];
}
