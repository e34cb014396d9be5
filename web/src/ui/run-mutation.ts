// Deletes and other one-click writes: the server's message on success (in the user's language, by
// its notice key), its refusal on a refusal (core §8), and the list refetched either way.

import { errorMessage } from '../graphql/errors';
import { serverNotice } from '../graphql/notices';
import { notifyError, notifySuccess } from './notify';

export async function runAndNotify(
  call: () => Promise<{ message: string } | null | undefined>,
  fallbackError: string,
  after?: () => unknown,
): Promise<boolean> {
  try {
    const result = await call();
    if (result?.message) notifySuccess(serverNotice(result.message));
    return true;
  } catch (error) {
    notifyError(errorMessage(error, fallbackError));
    return false;
  } finally {
    await after?.();
  }
}
