// Channels: who sells the hotel's rooms, and its refusals.
export * from './refusals.js';
export * from './notices.js';
