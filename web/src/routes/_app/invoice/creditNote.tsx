import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { CreditNoteScreen } from '../../../features/invoice/CreditNoteScreen';
import { creditNotesList } from '../../../features/invoice/lists';
import { creditNotesSearch } from '../../../features/invoice/searches';

export const Route = createFileRoute('/_app/invoice/creditNote')({
  // The list's search, and the invoice being credited (?invoiceId=).
  validateSearch: (raw: Record<string, unknown>) => {
    const id = Number(raw['invoiceId']);
    return { ...creditNotesSearch.validate(raw), ...(Number.isInteger(id) && id > 0 ? { invoiceId: id } : {}) };
  },
  loaderDeps: ({ search: { invoiceId: _chosen, ...search } }) => search,
  loader: ({ context, deps }) => preloadList(creditNotesList, context, deps),
  component: CreditNoteRoute,
});

function CreditNoteRoute() {
  const { invoiceId } = Route.useSearch();
  return <CreditNoteScreen invoiceId={invoiceId ?? null} />;
}
