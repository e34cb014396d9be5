// Every endpoint of the contract, for the upstream's route table, OpenAPI and contract tests.
import type { AnyEndpoint } from './contract.js';
import * as admin from './endpoints/admin.js';
import * as adminReports from './endpoints/admin-reports.js';
import * as auth from './endpoints/auth.js';
import * as hotels from './endpoints/hotels.js';
import * as notifications from './endpoints/notifications.js';
import * as permissions from './endpoints/permissions.js';
import * as reference from './endpoints/reference.js';
import * as restaurant from './endpoints/restaurant.js';
import * as restaurantAdmin from './endpoints/restaurant-admin.js';
import * as users from './endpoints/users.js';

const isEndpoint = (v: unknown): v is AnyEndpoint =>
  typeof v === 'object' && v !== null && 'id' in v && 'method' in v && 'path' in v && 'area' in v;

export const ALL_ENDPOINTS: readonly AnyEndpoint[] = [
  auth,
  users,
  permissions,
  hotels,
  reference,
  notifications,
  admin,
  adminReports,
  restaurant,
  restaurantAdmin,
]
  .flatMap((m) => Object.values(m))
  .filter(isEndpoint);
