import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { CreditNoteScreen } from '../../../features/invoice/CreditNoteScreen';
import { creditNotesList } from '../../../features/invoice/lists';
import { creditNotesSearch } from '../../../features/invoice/searches';

export const Route = createFileRoute('/_app/invoice/creditNote')({
  validateSearch: creditNotesSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(creditNotesList, context, deps),
  component: CreditNoteScreen,
});
