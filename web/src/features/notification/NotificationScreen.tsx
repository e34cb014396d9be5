// /notification (feature CHANNEL): the front desk's notifications and pending channel requests.

import { useNavigate } from '@tanstack/react-router';
import { isAvailable } from '../../navigation/available';
import { useCan } from '../../session/permissions';
import { useSession } from '../../session/session';
import { NotChosen } from '../../session/NotChosen';
import { NotificationsPage } from './components/NotificationsPage';
import { useHotelNotifications } from './use-hotel-notifications';

export const CHANNEL_REQUESTS_PATH = '/channel/new-channel-request';

export function NotificationScreen() {
  const navigate = useNavigate();
  const { hotel } = useSession();
  const canAnswer = useCan('CHANNEL', 'EDIT');
  const state = useHotelNotifications(hotel?.hotelId ?? null);

  if (!hotel) return <NotChosen what="hotel" />;
  return (
    <NotificationsPage
      hotelName={hotel.title}
      notifications={state.notifications}
      pending={state.pending}
      loading={state.loading}
      error={state.error}
      onRetry={state.refetch}
      canAnswer={canAnswer}
      answering={state.answering}
      onAnswer={(item, accept) => void state.answer(item, accept)}
      onViewAllRequests={
        isAvailable(CHANNEL_REQUESTS_PATH) ? () => void navigate({ href: CHANNEL_REQUESTS_PATH }) : null
      }
    />
  );
}
