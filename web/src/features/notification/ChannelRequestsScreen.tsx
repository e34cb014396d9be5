// /channel/new-channel-request (feature CHANNEL): the pending channel requests as a table, reached
// from the notification popover's "View all".

import { useNavigate } from '@tanstack/react-router';
import { Page } from '@hotel/domain';
import { useCan } from '../../session/permissions';
import { useSession } from '../../session/session';
import { ChannelRequestsPage } from './components/ChannelRequestsPage';
import { NoHotelChosen } from './components/NoHotelChosen';
import { useHotelNotifications } from './use-hotel-notifications';

export function ChannelRequestsScreen() {
  const navigate = useNavigate();
  const { hotel } = useSession();
  const canAnswer = useCan('CHANNEL', 'EDIT');
  const state = useHotelNotifications(hotel?.hotelId ?? null);

  if (!hotel) return <NoHotelChosen onChooseHotel={() => void navigate({ href: Page.PRODUCTS })} />;
  return (
    <ChannelRequestsPage
      hotelName={hotel.title}
      requests={state.pending}
      loading={state.loading}
      error={state.error}
      onRetry={state.refetch}
      canAnswer={canAnswer}
      answering={state.answering}
      onAnswer={(item, accept) => void state.answer(item, accept)}
    />
  );
}
