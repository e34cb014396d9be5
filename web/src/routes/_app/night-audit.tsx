import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../ui/data-table/list-definition';
import { nightAuditList } from '../../features/reservation/lists';
import { NightAuditScreen } from '../../features/reservation/NightAuditScreen';
import { nightAuditSearch } from '../../features/reservation/searches';

export const Route = createFileRoute('/_app/night-audit')({
  validateSearch: nightAuditSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(nightAuditList, context, deps),
  component: NightAuditScreen,
});
