// One way for the restaurant screens to run an action (operations §8): success shows the action's
// notice, a refusal the server's refusal, both in the user's language (the notice's English text is
// the one the server answers, from the domain's RESTAURANT_NOTICES). A failed connection shows
// nothing more here: the client already tells the user the server is not responding, and the spec
// has these calls fail quietly with their loading flags reset.

import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { RestaurantNotice } from '@hotel/domain';
import i18next from 'i18next';
import { errorMessage } from '../../graphql/errors';
import { notifyError, notifySuccess } from '../../ui/notify';

export interface ActionOptions {
  /** The success notice by key; false shows nothing (the chef's Prepare and Ready). */
  notice: RestaurantNotice | false;
  /** False: a refusal shows nothing either (the waiter's served calls, operations §8). */
  failure?: false;
  /** Called after a refusal too, so the screen shows what the server now has. */
  always?: () => void;
}

/** A notice's text in the user's language. */
export const noticeText = (notice: RestaurantNotice): string => i18next.t(`notice:${notice}`);

/** A refusal's message for the user; a failed connection is already announced by the client. */
export function reportFailure(error: unknown): void {
  if (CombinedGraphQLErrors.is(error)) notifyError(errorMessage(error));
}

/**
 * Runs the action, which answers the server's message on success (nothing when the server
 * answered no data); resolves true when it succeeded.
 */
export async function runAction(action: () => Promise<string | null | undefined>, options: ActionOptions) {
  try {
    const answered = await action();
    if (answered && options.notice !== false) notifySuccess(noticeText(options.notice));
    return true;
  } catch (error) {
    if (options.failure !== false) reportFailure(error);
    return false;
  } finally {
    options.always?.();
  }
}
