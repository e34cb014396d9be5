import { createFileRoute } from '@tanstack/react-router';
import { PaymentConfigScreen } from '../../../features/settings/PaymentConfigScreen';

export const Route = createFileRoute('/_app/group-admin/hotel-systemconfig')({
  component: PaymentConfigScreen,
});
