// Rooms: what the hotel sells, and its refusals.
export * from './refusals.js';
export * from './notices.js';
export * from './seasons.js';
