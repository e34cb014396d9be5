// Restaurant administration: the refusals of its forms and writes, and their success notices.
export * from './refusals.js';
export * from './notices.js';
