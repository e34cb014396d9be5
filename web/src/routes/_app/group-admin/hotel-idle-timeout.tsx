import { createFileRoute } from '@tanstack/react-router';
import { IdleTimeoutScreen } from '../../../features/settings/IdleTimeoutScreen';

export const Route = createFileRoute('/_app/group-admin/hotel-idle-timeout')({
  component: IdleTimeoutScreen,
});
