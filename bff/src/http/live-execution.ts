// Subscriptions over WebSocket: one execution per event and operation, shared by its subscribers.
// graphql's own `subscribe` executes the selection set once per subscriber for every event: 500
// kitchen screens with the same operation meant 500 identical executions and 500 result trees to
// collect, per ticket. An event's result depends only on the event and the operation (the events'
// types are plain fields of the message: no field resolver reads the caller), so it is executed once
// for the first subscriber and handed to the others of the same operation text, operation name and
// variables.
//
// The rights stay per subscriber: each subscription is judged in full when it starts
// (createSourceEventStream runs the field's guards for its own context), and before a subscriber takes
// a shared result, `mayShare` admits it (judging again in the background, as live-check.ts does for
// every event). A subscriber refused since, or a shared result carrying errors, is executed on its
// own, so a refusal reaches only the subscriber it concerns.
import { createSourceEventStream, execute, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { mayShare } from '../auth/live-check.js';
import type { BffContext } from '../context.js';

type Result = ExecutionResult | Promise<ExecutionResult>;

/** Per event object: the result of each operation executed over it. Gone with the event. */
const results = new WeakMap<object, Map<string, Result>>();

/** What makes two subscribers' results identical for one event. */
function operationKey(args: ExecutionArgs): string {
  const text = args.document.loc?.source.body ?? '';
  return `${args.operationName ?? ''}\u0000${JSON.stringify(args.variableValues ?? {})}\u0000${text}`;
}

export async function subscribeShared(
  args: ExecutionArgs,
): Promise<AsyncGenerator<ExecutionResult, void, void> | ExecutionResult> {
  const source = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in source)) return source;
  const key = operationKey(args);
  const ctx = args.contextValue as BffContext;
  const own = (event: unknown): Result => execute({ ...args, rootValue: event });
  const respond = async (event: unknown): Promise<ExecutionResult> => {
    if (typeof event !== 'object' || event === null || !mayShare(ctx, ctx.sessions.liveRecheckMs)) return own(event);
    let byOperation = results.get(event);
    if (!byOperation) results.set(event, (byOperation = new Map()));
    const shared = byOperation.get(key);
    if (!shared) {
      const mine = own(event);
      byOperation.set(key, mine);
      return mine;
    }
    const result = await shared;
    // Errors may be the first subscriber's own (a refusal found just then): never hand them on.
    return result.errors ? own(event) : result;
  };
  return mapEvents(source, respond);
}

/**
 * The source stream's events mapped to results. Written out rather than as an async generator: a
 * generator waiting for the next event cannot be closed until one comes, and a closed subscription
 * must leave its topic at once (`return` goes straight to the source, as graphql's own mapping does).
 */
function mapEvents(
  source: AsyncIterable<unknown>,
  respond: (event: unknown) => Promise<ExecutionResult>,
): AsyncGenerator<ExecutionResult, void, void> {
  const events = source[Symbol.asyncIterator]();
  const close = async (): Promise<IteratorResult<ExecutionResult, void>> => {
    await events.return?.();
    return { done: true, value: undefined };
  };
  const mapped: AsyncGenerator<ExecutionResult, void, void> = {
    async next() {
      const r = await events.next();
      if (r.done) return { done: true, value: undefined };
      try {
        return { done: false, value: await respond(r.value) };
      } catch (error) {
        await close();
        throw error;
      }
    },
    return: close,
    async throw(error: unknown) {
      await close();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return mapped;
    },
  };
  return mapped;
}
