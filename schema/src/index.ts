export * from './contract.js';
export * from './entities.js';
export * from './topics.js';
// Restaurant shapes under one name: their short names (order, ticket, paymentMethod) would collide.
export * as restaurantEntities from './restaurant-entities.js';
export * as auth from './endpoints/auth.js';
export * as users from './endpoints/users.js';
export * as permissions from './endpoints/permissions.js';
export * as hotels from './endpoints/hotels.js';
export * as reference from './endpoints/reference.js';
export * as notifications from './endpoints/notifications.js';
export * as admin from './endpoints/admin.js';
export * as adminReports from './endpoints/admin-reports.js';
export * as restaurant from './endpoints/restaurant.js';
export * as restaurantAdmin from './endpoints/restaurant-admin.js';
export { ALL_ENDPOINTS } from './registry.js';
