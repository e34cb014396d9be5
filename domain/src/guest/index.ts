// Guests and inquiries: guest types, inquiry statuses, refusals and notices.
export * from './guest.js';
export * from './refusals.js';
export * from './notices.js';
