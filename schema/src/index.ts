export * from './contract.js';
export * from './money.js';
export * from './entities.js';
export * from './topics.js';
export * from './inventory-live.js';
export * as reservationEntities from './reservation-entities.js';
// Restaurant shapes under one name: their short names (order, ticket, paymentMethod) would collide.
export * as restaurantEntities from './restaurant-entities.js';
// One namespace per area, named as the area's folder in every tier. `hotel`, `notification` and
// `channel` name the areas here; their entity schemas of the same name are reached inside the area files.
export * as auth from './endpoints/auth.js';
export * as access from './endpoints/access.js';
export * as audit from './endpoints/audit.js';
export * as hotel from './endpoints/hotel.js';
export * as notification from './endpoints/notification.js';
export * as people from './endpoints/people.js';
export * as permission from './endpoints/permission.js';
export * as reference from './endpoints/reference.js';
export * as restaurant from './endpoints/restaurant.js';
export * as restaurantAdmin from './endpoints/restaurant-admin.js';
export * as settings from './endpoints/settings.js';
export * as room from './endpoints/room.js';
export * as channel from './endpoints/channel.js';
export * as pricing from './endpoints/pricing.js';
export * as reservation from './endpoints/reservation.js';
export * as overview from './endpoints/overview.js';
export * as inventory from './endpoints/inventory.js';
export * as inventoryHousekeeping from './endpoints/inventory-housekeeping.js';
export * as inventoryGroup from './endpoints/inventory-group.js';
// Replenishment and stock counts of the stores (the inventory area; a file of its own).
export * as inventoryReplenishment from './endpoints/inventory-replenishment.js';
export * as guest from './endpoints/guest.js';
export * as inquiry from './endpoints/inquiry.js';
export * as folio from './endpoints/folio.js';
export * as invoice from './endpoints/invoice.js';
export * as receipt from './endpoints/receipt.js';
export { ALL_ENDPOINTS } from './registry.js';
