// Every resolver of the administration module for groups, hotels and hotel services, registered in schema.ts with one line.
export const ESTATE_RESOLVERS = [] as const;
