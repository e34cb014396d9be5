import { createFileRoute } from '@tanstack/react-router';
import { PaymentTimeoutScreen } from '../../../features/settings/PaymentTimeoutScreen';

export const Route = createFileRoute('/_app/group-admin/hotel-paymentTimeout')({
  component: PaymentTimeoutScreen,
});
