// Who is writing: the signed-in user a request runs for, carried through every await of the
// request by an AsyncLocalStorage. The Database reads it to set the transaction-local settings the
// audit trigger records (app.actor_user_id, app.actor_email); writes outside a request (migrations,
// the demo seed, a sign-up) run with no actor and are recorded without one.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface Actor {
  userId: number;
  /** Looked up by the first write of the request and kept here for the next ones. */
  email: string | null;
}

const storage = new AsyncLocalStorage<Actor>();

export function currentActor(): Actor | undefined {
  return storage.getStore();
}

/** Runs `fn` as `userId` (or, for null, as nobody in particular: outside any actor). */
export function runAsActor<T>(userId: number | null, fn: () => T): T {
  return userId === null ? storage.exit(fn) : storage.run({ userId, email: null }, fn);
}
