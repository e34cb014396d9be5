// The stay's account: folios, their statement, moving charges, additional billing and events.
export * from './statement.js';
export * from './rules.js';
export * from './refusals.js';
export * from './notices.js';
