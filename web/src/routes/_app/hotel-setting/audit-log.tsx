import { createFileRoute } from '@tanstack/react-router';
import { AuditLogScreen } from '../../../features/audit/AuditLogScreen';
import { auditLogSearch } from '../../../features/audit/searches';

export const Route = createFileRoute('/_app/hotel-setting/audit-log')({
  validateSearch: auditLogSearch.validate,
  component: AuditLogScreen,
});
