// Notifications and channels: the bell's texts and the refusals of channel requests.
export * from './refusals.js';
export * from './texts.js';
export * from './notices.js';
