// Every resolver of the administration module for audit log, reports, lead types and payment
// transactions, registered in schema.ts with one line.
import { AuditLogResolver } from './audit-log.resolver.js';
import { LeadTypeResolver } from './lead-type.resolver.js';
import { AdminReportResolver } from './report.resolver.js';

export const AUDIT_RESOLVERS = [AuditLogResolver, LeadTypeResolver, AdminReportResolver] as const;
