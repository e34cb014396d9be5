// The inventory (stores): its refusals, notices and the stock ledger's rules.
export * from './refusals.js';
export * from './notices.js';
export * from './stock.js';
export * from './purchasing.js';
export * from './replenishment.js';
