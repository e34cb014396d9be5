import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { paymentTransactionsList } from '../../../features/audit/lists';
import { PaymentTransactionsScreen } from '../../../features/audit/PaymentTransactionsScreen';

export const Route = createFileRoute('/_app/group-admin/payment-transaction')({
  validateSearch: paymentTransactionsList.search.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(paymentTransactionsList, context, deps),
  component: PaymentTransactionsScreen,
});
