// Refusals of the audit log, the administration reports and the hotel's lead types (core-platform
// §2 group, hotel and service admin reports, hotel settings).
import type { Catalogue } from '../messages/message.js';

export const AUDIT_REFUSALS = {
  AUDIT_LOG_ADMINISTRATORS_ONLY: 'Only administrators may read the audit log',
  OWN_HOTELS_ONLY: 'You can only see the hotels you administer',
  LEAD_TYPE_NAME_TAKEN: 'A lead type with this name already exists in the hotel',
  REPORT_SCOPE_REQUIRED: 'Choose a hotel or the whole group',
  REPORT_SERVICE_NEEDS_HOTEL: 'A service is chosen together with its hotel',
} as const satisfies Catalogue;

export type AuditRefusalReason = keyof typeof AUDIT_REFUSALS;
