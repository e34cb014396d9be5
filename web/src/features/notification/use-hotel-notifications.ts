// The hotel's notifications with Accept/Reject of channel requests, shared by the header bell and
// the notification pages (they read the same cached query, so one refetch updates all of them).

import { useCallback } from 'react';
import { useHotelNotificationsQuery } from '../../graphql/hooks.gen';
import { pendingRequests, type HotelNotification } from './notification-rules';
import { useAnswerChannelRequest } from './use-answer-channel-request';

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
  const { refetch } = query;

  // Load failures are swallowed (core §8): the list simply stays as it was.
  const reload = useCallback(() => {
    refetch().catch(() => undefined);
  }, [refetch]);
  const answerer = useAnswerChannelRequest(hotelId, reload);
  const answer = useCallback(
    (notification: HotelNotification, accept: boolean) =>
      answerer.answer(notification.id, notification.channelId, accept),
    [answerer],
  );

  const notifications = query.data?.notifications ?? [];
  return {
    notifications,
    pending: pendingRequests(notifications),
    loading: query.loading && !query.data,
    error: Boolean(query.error) && !query.data,
    refetch: reload,
    answering: answerer.answering,
    answer,
  };
}
