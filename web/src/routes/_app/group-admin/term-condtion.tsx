import { createFileRoute } from '@tanstack/react-router';
import { TermsScreen } from '../../../features/settings/TermsScreen';
import { termsSearch } from '../../../features/settings/table-searches';

export const Route = createFileRoute('/_app/group-admin/term-condtion')({
  validateSearch: termsSearch.validate,
  component: TermsScreen,
});
