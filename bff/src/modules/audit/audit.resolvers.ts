// Every resolver of the administration module for audit log, reports, lead types and payment transactions, registered in schema.ts with one line.
export const AUDIT_RESOLVERS = [] as const;
