// What the lead types say when a write succeeds: key → English text, answered by the upstream and
// translated by key in the web.
import type { Catalogue } from '../messages/message.js';

export const AUDIT_NOTICES = {
  LEAD_TYPE_CREATED: 'Lead type created',
  LEAD_TYPE_UPDATED: 'Lead type updated',
  LEAD_TYPE_DELETED: 'Lead type deleted',
} as const satisfies Catalogue;

export type AuditNotice = keyof typeof AUDIT_NOTICES;
