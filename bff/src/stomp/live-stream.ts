// A bridge subscription mapped one to one into GraphQL subscription events.
//
// Not an async generator on purpose: a generator asked to return while it awaits the next message
// only does so after that message arrives, so a closed screen on a quiet topic would keep its STOMP
// subscription. This iterator forwards return() to the bridge at once.
import type { BridgeEvent } from './bridge.js';

export function liveStream<T>(
  events: AsyncIterableIterator<BridgeEvent>,
  resync: T,
  map: (body: unknown) => T,
): AsyncIterableIterator<T> {
  const convert = (r: IteratorResult<BridgeEvent>): IteratorResult<T> =>
    r.done
      ? { done: true, value: undefined }
      : { done: false, value: r.value.kind === 'resync' ? resync : map(r.value.body) };
  const iterator: AsyncIterableIterator<T> = {
    next: () => events.next().then(convert),
    return: async () => {
      await events.return?.();
      return { done: true, value: undefined };
    },
    throw: async (error?: unknown) => {
      await events.return?.();
      throw error instanceof Error ? error : new Error(String(error));
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}
