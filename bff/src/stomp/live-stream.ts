// A bridge subscription mapped one to one into GraphQL subscription events: each module gives, per
// topic, the one function that turns the topic's typed message into its domain-shaped event.
//
// Not an async generator on purpose: a generator asked to return while it awaits the next message
// only does so after that message arrives, so a closed screen on a quiet topic would keep its STOMP
// subscription. This iterator forwards return() to the bridge at once.
import type { TopicKind, TopicMessage } from '@hotel/schema';
import type { BridgeEvent } from './bridge.js';

/**
 * Each mapping's event per bridged message, made once: the bridge hands every subscriber of a topic
 * the same message, so they all get the same event object — which lets the WebSocket server execute
 * an operation once per event for all its subscribers (http/live-execution.ts).
 */
const mapped = new WeakMap<object, WeakMap<object, unknown>>();
function mapOnce<M extends object, T>(map: (message: M) => T, message: M): T {
  let events = mapped.get(map);
  if (!events) mapped.set(map, (events = new WeakMap()));
  if (events.has(message)) return events.get(message) as T;
  const event = map(message);
  events.set(message, event);
  return event;
}

export function liveStream<K extends TopicKind, T>(
  events: AsyncIterableIterator<BridgeEvent<K>>,
  resync: T,
  map: (message: TopicMessage<K>) => T,
  /** Which messages the subscriber wants (all unless told; a resync always passes). */
  keep: (message: TopicMessage<K>) => boolean = () => true,
): AsyncIterableIterator<T> {
  const convert = (r: IteratorResult<BridgeEvent<K>>): IteratorResult<T> =>
    r.done
      ? { done: true, value: undefined }
      : { done: false, value: r.value.kind === 'resync' ? resync : mapOnce(map, r.value.message) };
  const next = async (): Promise<IteratorResult<T>> => {
    for (;;) {
      const r = await events.next();
      if (r.done || r.value.kind === 'resync' || keep(r.value.message)) return convert(r);
    }
  };
  const iterator: AsyncIterableIterator<T> = {
    next,
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
