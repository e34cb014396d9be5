// Receipts and refunds: statuses, the refund dialog's allocation, refusals and notices.
export * from './receipt.js';
export * from './refund.js';
export * from './refusals.js';
export * from './notices.js';
