// The hotel's notifications with Accept/Reject of channel requests, shared by the header bell and
// the notification pages (they read the same cached query, so one refetch updates all of them).

import { useCallback, useState } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useAnswerChannelRequestMutation, useHotelNotificationsQuery } from '../../graphql/hooks.gen';
import { errorMessage } from '../../graphql/errors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { pendingRequests, type HotelNotification } from './notification-rules';

export interface HotelNotifications {
  notifications: HotelNotification[];
  pending: HotelNotification[];
  loading: boolean;
  error: boolean;
  refetch: () => void;
  /** The channel request currently being answered (its buttons show loading). */
  answering: number | null;
  answer: (notification: HotelNotification, accept: boolean) => Promise<void>;
}

export function useHotelNotifications(hotelId: number | null): HotelNotifications {
  const query = useHotelNotificationsQuery({
    variables: { hotelId: hotelId ?? 0 },
    skip: hotelId === null,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const [answerRequest] = useAnswerChannelRequestMutation();
  const [answering, setAnswering] = useState<number | null>(null);
  const { refetch } = query;

  // Load failures are swallowed (core §8): the list simply stays as it was.
  const reload = useCallback(() => {
    refetch().catch(() => undefined);
  }, [refetch]);

  const answer = useCallback(
    async (notification: HotelNotification, accept: boolean) => {
      if (hotelId === null || notification.channelId == null) return;
      setAnswering(notification.id);
      try {
        const { data } = await answerRequest({
          variables: { hotelId, channelId: notification.channelId, accept },
        });
        if (data) notifySuccess(data.answerChannelRequest.message);
        reload();
      } catch (error) {
        // A refusal from the server shows its message; a thrown (network) error is swallowed (core §8).
        if (CombinedGraphQLErrors.is(error)) notifyError(errorMessage(error));
      } finally {
        setAnswering(null);
      }
    },
    [answerRequest, hotelId, reload],
  );

  const notifications = query.data?.notifications ?? [];
  return {
    notifications,
    pending: pendingRequests(notifications),
    loading: query.loading && !query.data,
    error: Boolean(query.error) && !query.data,
    refetch: reload,
    answering,
    answer,
  };
}
