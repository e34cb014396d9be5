import { createFileRoute } from '@tanstack/react-router';
import { MakeInvoiceScreen } from '../../../features/invoice/MakeInvoiceScreen';

interface MakeInvoiceSearch {
  reservationId?: number;
}

export const Route = createFileRoute('/_app/invoice/make-invoice')({
  validateSearch: (search: Record<string, unknown>): MakeInvoiceSearch => {
    const id = Number(search['reservationId']);
    return Number.isInteger(id) && id > 0 ? { reservationId: id } : {};
  },
  component: MakeInvoiceRoute,
});

function MakeInvoiceRoute() {
  const { reservationId } = Route.useSearch();
  return <MakeInvoiceScreen reservationId={reservationId ?? null} />;
}
