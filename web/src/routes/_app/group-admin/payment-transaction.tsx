import { createFileRoute } from '@tanstack/react-router';
import { PaymentTransactionsScreen } from '../../../features/audit/PaymentTransactionsScreen';
import { paymentTransactionsSearch } from '../../../features/audit/searches';

export const Route = createFileRoute('/_app/group-admin/payment-transaction')({
  validateSearch: paymentTransactionsSearch.validate,
  component: PaymentTransactionsScreen,
});
