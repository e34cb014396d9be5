// /channel/new-channel-request (feature CHANNEL): the pending channel requests as a table, reached
// from the notification popover's "View all".

import { useCan } from '../../session/permissions';
import { useSession } from '../../session/session';
import { ChannelRequestsPage } from './components/ChannelRequestsPage';
import { NotChosen } from '../../session/NotChosen';
import { usePendingChannelRequestsQuery } from '../../graphql/hooks.gen';
import { useAnswerChannelRequest } from './use-answer-channel-request';

export function ChannelRequestsScreen() {
  const { hotel } = useSession();
  const canAnswer = useCan('CHANNEL', 'EDIT');
  const hotelId = hotel?.hotelId ?? null;
  // The spec's channel search for status NEW_PENDING (fetched 200 at a time by the BFF).
  const query = usePendingChannelRequestsQuery({
    variables: { hotelId: hotelId ?? 0 },
    skip: hotelId === null,
    fetchPolicy: 'cache-and-network',
  });
  const { refetch } = query;
  const { answering, answer } = useAnswerChannelRequest(hotelId, () => void refetch().catch(() => undefined));

  if (!hotel) return <NotChosen what="hotel" />;
  return (
    <ChannelRequestsPage
      hotelName={hotel.title}
      requests={query.data?.pendingChannelRequests ?? []}
      loading={query.loading && !query.data}
      error={Boolean(query.error) && !query.data}
      onRetry={() => void refetch().catch(() => undefined)}
      canAnswer={canAnswer}
      answering={answering}
      onAnswer={(request, accept) => void answer(request.id, request.id, accept)}
    />
  );
}
