// The one GraphQL schema, built from every module's resolvers. Guards show in the SDL as directives.
import 'reflect-metadata';
import { specifiedDirectives, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { authChecker, GUARD_DIRECTIVES } from './auth/guards.js';
import { ErrorExtensions } from './error-extensions.type.js';
import { AuthResolver } from './modules/auth/auth.resolver.js';
import { AccountResolver } from './modules/account/account.resolver.js';
import { NotificationResolver } from './modules/notification/notification.resolver.js';
import { RESTAURANT_RESOLVERS } from './modules/restaurant/restaurant.resolvers.js';
import { RESTAURANT_ADMIN_RESOLVERS } from './modules/restaurant-admin/restaurant-admin.resolvers.js';
import { INVENTORY_RESOLVERS } from './modules/inventory/inventory.resolvers.js';
import { HOTEL_RESOLVERS } from './modules/hotel/hotel.resolvers.js';
import { ACCESS_RESOLVERS } from './modules/access/access.resolvers.js';
import { PEOPLE_RESOLVERS } from './modules/people/people.resolvers.js';
import { SETTINGS_RESOLVERS } from './modules/settings/settings.resolvers.js';
import { AUDIT_RESOLVERS } from './modules/audit/audit.resolvers.js';
import { ROOM_RESOLVERS } from './modules/room/room.resolvers.js';
import { CHANNEL_RESOLVERS } from './modules/channel/channel.resolvers.js';
import { PRICING_RESOLVERS } from './modules/pricing/pricing.resolvers.js';
import { RESERVATION_RESOLVERS } from './modules/reservation/reservation.resolver.js';
import { OVERVIEW_RESOLVERS } from './modules/reservation/overview.resolver.js';
import { GUEST_RESOLVERS } from './modules/guest/guest.resolvers.js';
import { FOLIO_RESOLVERS } from './modules/folio/folio.resolvers.js';
import { INVOICE_RESOLVERS } from './modules/invoice/invoice.resolvers.js';
import { RECEIPT_RESOLVERS } from './modules/receipt/receipt.resolver.js';

export const RESOLVERS = [
  AuthResolver,
  AccountResolver,
  ...HOTEL_RESOLVERS,
  NotificationResolver,
  ...RESTAURANT_RESOLVERS,
  ...RESTAURANT_ADMIN_RESOLVERS,
  ...INVENTORY_RESOLVERS,
  ...ACCESS_RESOLVERS,
  ...PEOPLE_RESOLVERS,
  ...SETTINGS_RESOLVERS,
  ...AUDIT_RESOLVERS,
  ...ROOM_RESOLVERS,
  ...CHANNEL_RESOLVERS,
  ...PRICING_RESOLVERS,
  ...RESERVATION_RESOLVERS,
  ...OVERVIEW_RESOLVERS,
  ...GUEST_RESOLVERS,
  ...FOLIO_RESOLVERS,
  ...INVOICE_RESOLVERS,
  ...RECEIPT_RESOLVERS,
] as const;

let built: Promise<GraphQLSchema> | null = null;

export function bffSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers: [...RESOLVERS],
    // Returned by no field: it documents errors' `extensions` and brings ErrorCode and RefusalReason
    // into the SDL for the web's generated types.
    orphanedTypes: [ErrorExtensions],
    authChecker,
    authMode: 'error',
    // The list replaces graphql's own: without the specified ones, @include/@skip/@deprecated are unknown.
    directives: [...specifiedDirectives, ...GUARD_DIRECTIVES],
    validate: false,
    // Every subscription brings its own `subscribe` (bridged from STOMP); type-graphql still asks
    // for a PubSub, so this one refuses to be used.
    pubSub: {
      publish: () => {
        throw new Error('publish through the upstream STOMP topics');
      },
      subscribe: () => {
        throw new Error('subscriptions declare their own subscribe function');
      },
    },
  });
  return built;
}
