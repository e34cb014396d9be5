// Restaurant rules: the bill, the status machines and the button and server rules of operations §4.
export * from './statuses.js';
export * from './refusals.js';
export * from './notices.js';
export * from './rules.js';
export * from './bill.js';
export * from './kitchen-display.js';
