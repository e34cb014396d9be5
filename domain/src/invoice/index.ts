// Invoices and credit notes: lines and totals from charges, document numbers, credit-note rules.
export * from './invoice.js';
export * from './credit-note.js';
export * from './refusals.js';
export * from './notices.js';
export * from './journal.js';
