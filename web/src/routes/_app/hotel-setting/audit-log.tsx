import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { auditLogList } from '../../../features/audit/lists';
import { AuditLogScreen } from '../../../features/audit/AuditLogScreen';

export const Route = createFileRoute('/_app/hotel-setting/audit-log')({
  validateSearch: auditLogList.search.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(auditLogList, context, deps),
  component: AuditLogScreen,
});
