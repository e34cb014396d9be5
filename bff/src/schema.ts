// The one GraphQL schema, built from every module's resolvers. Guards show in the SDL as directives.
import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { authChecker, GUARD_DIRECTIVES } from './auth/guards.js';
import { AuthResolver } from './modules/auth/auth.resolver.js';
import { HotelResolver } from './modules/hotel/hotel.resolver.js';
import { NotificationResolver } from './modules/notification/notification.resolver.js';
import { PermissionResolver } from './modules/permission/permission.resolver.js';
import { ReferenceResolver } from './modules/reference/reference.resolver.js';
import { RESTAURANT_RESOLVERS } from './modules/restaurant/restaurant.resolvers.js';
import { RESTAURANT_ADMIN_RESOLVERS } from './modules/restaurant-admin/restaurant-admin.resolvers.js';
import { ESTATE_RESOLVERS } from './modules/estate/estate.resolvers.js';
import { ACCESS_RESOLVERS } from './modules/access/access.resolvers.js';
import { PEOPLE_RESOLVERS } from './modules/people/people.resolvers.js';
import { SETTINGS_RESOLVERS } from './modules/settings/settings.resolvers.js';
import { AUDIT_RESOLVERS } from './modules/audit/audit.resolvers.js';

export const RESOLVERS = [
  AuthResolver,
  HotelResolver,
  PermissionResolver,
  ReferenceResolver,
  NotificationResolver,
  ...RESTAURANT_RESOLVERS,
  ...RESTAURANT_ADMIN_RESOLVERS,
  ...ESTATE_RESOLVERS,
  ...ACCESS_RESOLVERS,
  ...PEOPLE_RESOLVERS,
  ...SETTINGS_RESOLVERS,
  ...AUDIT_RESOLVERS,
] as const;

let built: Promise<GraphQLSchema> | null = null;

export function bffSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers: [...RESOLVERS],
    authChecker,
    authMode: 'error',
    directives: GUARD_DIRECTIVES,
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
