// Administration rules: who may write the estate (groups, hotels, services).
export * from './estate-rights.js';
