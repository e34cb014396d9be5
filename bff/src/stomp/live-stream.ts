// A bridge subscription mapped one to one into GraphQL subscription events: each module gives, per
// topic, the one function that turns the topic's typed message into its domain-shaped event.
//
// Not an async generator on purpose: a generator asked to return while it awaits the next message
// only does so after that message arrives, so a closed screen on a quiet topic would keep its STOMP
// subscription. This iterator forwards return() to the bridge at once.
import type { TopicKind, TopicMessage } from '@hotel/schema';
import type { BridgeEvent } from './bridge.js';

export function liveStream<K extends TopicKind, T>(
  events: AsyncIterableIterator<BridgeEvent<K>>,
  resync: T,
  map: (message: TopicMessage<K>) => T,
): AsyncIterableIterator<T> {
  const convert = (r: IteratorResult<BridgeEvent<K>>): IteratorResult<T> =>
    r.done
      ? { done: true, value: undefined }
      : { done: false, value: r.value.kind === 'resync' ? resync : map(r.value.message) };
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
