// Booking rules and hotel settings: user discounts, minimum nights and the settings' limits.
export * from './user-discount.js';
export * from './minimum-night.js';
export * from './limits.js';
