// Accept or reject a channel request: the answer's notice on success, the refusal on a refusal (both
// in the user's language), and a thrown (network) error swallowed (core §8). Shared by the bell and
// both notification pages.

import { useCallback, useState } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import i18next from 'i18next';
import { useAnswerChannelRequestMutation } from '../../graphql/hooks.gen';
import { errorMessage } from '../../graphql/errors';
import { notifyError, notifySuccess } from '../../ui/notify';

export function useAnswerChannelRequest(hotelId: number | null, onAnswered: () => void) {
  const [answerRequest] = useAnswerChannelRequestMutation();
  /** The key of the request being answered (its buttons show loading). */
  const [answering, setAnswering] = useState<number | null>(null);

  const answer = useCallback(
    async (key: number, channelId: number | null | undefined, accept: boolean) => {
      if (hotelId === null || channelId == null) return;
      setAnswering(key);
      try {
        const { data } = await answerRequest({ variables: { hotelId, channelId, accept } });
        if (data)
          notifySuccess(i18next.t(accept ? 'notice:CHANNEL_REQUEST_ACCEPTED' : 'notice:CHANNEL_REQUEST_REJECTED'));
        onAnswered();
      } catch (error) {
        if (CombinedGraphQLErrors.is(error)) notifyError(errorMessage(error));
      } finally {
        setAnswering(null);
      }
    },
    [answerRequest, hotelId, onAnswered],
  );
  return { answering, answer };
}
