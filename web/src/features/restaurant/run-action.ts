// One way for the restaurant screens to run an action (operations §8): success shows the server's
// message (or the spec's own text where it names one); a refusal shows the server's message. A
// failed connection shows nothing more here: the client already tells the user the server is not
// responding, and the spec has these calls fail quietly with their loading flags reset.

import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { errorMessage } from '../../graphql/errors';
import { notifyError, notifySuccess } from '../../ui/notify';

export interface ActionOptions {
  /** Shown instead of the server's message on success; false shows nothing. */
  success?: string | false;
  /** False: a refusal shows nothing either (the waiter's served calls, operations §8). */
  failure?: false;
  /** Called after a refusal too, so the screen shows what the server now has. */
  always?: () => void;
}

/** A refusal's message for the user; a failed connection is already announced by the client. */
export function reportFailure(error: unknown): void {
  if (CombinedGraphQLErrors.is(error)) notifyError(errorMessage(error));
}

/** Runs the action; resolves true when it succeeded. */
export async function runAction(action: () => Promise<string | null | undefined>, options: ActionOptions = {}) {
  try {
    const message = await action();
    if (options.success !== false) {
      const text = options.success ?? message;
      if (text) notifySuccess(text);
    }
    return true;
  } catch (error) {
    if (options.failure !== false) reportFailure(error);
    return false;
  } finally {
    options.always?.();
  }
}
