import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { termsList } from '../../../features/settings/lists';
import { TermsScreen } from '../../../features/settings/TermsScreen';

export const Route = createFileRoute('/_app/group-admin/term-condtion')({
  validateSearch: termsList.search.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(termsList, context, deps),
  component: TermsScreen,
});
