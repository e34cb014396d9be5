// Reservations: statuses and their spec ids, the lifecycle, the cancellation fee and input rules.
export * from './status.js';
export * from './refusals.js';
export * from './notices.js';
export * from './rules.js';
export * from './calendar.js';
export * from './night-audit.js';
