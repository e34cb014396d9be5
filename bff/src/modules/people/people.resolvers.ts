// Every resolver of the administration module for employees, users, user allocation and administrators, registered in schema.ts with one line.
export const PEOPLE_RESOLVERS = [] as const;
