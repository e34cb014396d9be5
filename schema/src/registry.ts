// Every endpoint of the contract, for the upstream's route table, OpenAPI and contract tests.
import type { AnyEndpoint } from './contract.js';
import * as access from './endpoints/access.js';
import * as audit from './endpoints/audit.js';
import * as auth from './endpoints/auth.js';
import * as hotel from './endpoints/hotel.js';
import * as notification from './endpoints/notification.js';
import * as people from './endpoints/people.js';
import * as permission from './endpoints/permission.js';
import * as reference from './endpoints/reference.js';
import * as restaurant from './endpoints/restaurant.js';
import * as restaurantAdmin from './endpoints/restaurant-admin.js';
import * as settings from './endpoints/settings.js';
import * as room from './endpoints/room.js';
import * as channel from './endpoints/channel.js';
import * as pricing from './endpoints/pricing.js';
import * as reservation from './endpoints/reservation.js';
import * as overview from './endpoints/overview.js';
import * as inventory from './endpoints/inventory.js';
import * as inventoryHousekeeping from './endpoints/inventory-housekeeping.js';
import * as inventoryGroup from './endpoints/inventory-group.js';
import * as inventoryReplenishment from './endpoints/inventory-replenishment.js';
import * as guest from './endpoints/guest.js';
import * as inquiry from './endpoints/inquiry.js';
import * as folio from './endpoints/folio.js';
import * as invoice from './endpoints/invoice.js';
import * as receipt from './endpoints/receipt.js';

const isEndpoint = (v: unknown): v is AnyEndpoint =>
  typeof v === 'object' && v !== null && 'id' in v && 'method' in v && 'path' in v && 'area' in v;

export const ALL_ENDPOINTS: readonly AnyEndpoint[] = [
  auth,
  people,
  permission,
  access,
  hotel,
  reference,
  notification,
  settings,
  audit,
  restaurant,
  restaurantAdmin,
  room,
  channel,
  pricing,
  reservation,
  overview,
  inventory,
  inventoryHousekeeping,
  inventoryGroup,
  inventoryReplenishment,
  guest,
  inquiry,
  folio,
  invoice,
  receipt,
]
  .flatMap((m) => Object.values(m))
  .filter(isEndpoint);
