// Pricing: the one engine every price comes from, and the rules of the catalogue it prices from.
export * from './refusals.js';
export * from './notices.js';
export * from './dates.js';
export * from './rates.js';
export * from './children.js';
export * from './offers.js';
export * from './cancellation.js';
export * from './exchange.js';
export * from './price-stay.js';
export * from './rate-change.js';
