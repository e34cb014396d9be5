// The one GraphQL schema, built from every module's resolvers. Guards show in the SDL as directives.
import 'reflect-metadata';
import { specifiedDirectives, type GraphQLSchema } from 'graphql';
import { buildSchema, getMetadataStorage } from 'type-graphql';
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

/**
 * A field that only reads its object's property of the same name keeps graphql's default resolver.
 * type-graphql otherwise wraps each one in its middleware runner, a closure and an object per field
 * per answer: the kitchen board pays it about 3,200 times. A field with a guard or a middleware (on
 * itself or its class) keeps the wrapper that runs them; a field resolver is type-graphql's either way.
 */
function plainFieldsReadByDefault(): void {
  const storage = getMetadataStorage();
  const wrapped = new Map<object, Set<string>>();
  for (const { target, fieldName } of [...storage.authorizedFields, ...storage.middlewares]) {
    wrapped.set(target, (wrapped.get(target) ?? new Set()).add(fieldName));
  }
  const wholeClass = new Set<object>(
    [...storage.authorizedResolver, ...storage.resolverMiddlewares].map(({ target }) => target),
  );
  for (const field of storage.fields) {
    if (field.simple !== undefined || field.name !== field.schemaName || wholeClass.has(field.target)) continue;
    if (wrapped.get(field.target)?.has(field.name)) continue;
    field.simple = true;
  }
}

let built: Promise<GraphQLSchema> | null = null;

export function bffSchema(): Promise<GraphQLSchema> {
  if (!built) plainFieldsReadByDefault();
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
