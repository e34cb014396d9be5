// Every resolver of the administration module for booking rules and hotel settings, registered in schema.ts with one line.
export const SETTINGS_RESOLVERS = [] as const;
