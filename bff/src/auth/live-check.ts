// Rights on a live subscription. type-graphql runs a field's auth checker when the subscription starts
// and again for every event it resolves. Judged in full per event, a write seen by 500 kitchen screens
// cost 500 session look-ups at once, and whenever the few-second session cache had lapsed for 500
// distinct tokens, 500 upstream rounds before the first screen saw the ticket.
//
// So a subscription is judged in full when it starts; afterwards an event passes at once, and the
// rights are judged again in the background at most once per `periodMs` (LIVE_RECHECK_MS, 30 s: each
// open screen costs a session load per period). A refusal found in the background — signed out, role
// withdrawn — ends the delivery: the next event is refused with that error. An upstream that cannot be
// reached refuses nothing (the screen keeps its live feed through a blip; the next period judges again).
import { UpstreamError } from '../upstream/upstream-error.js';

interface LiveCheck {
  /** When the rights were last judged (or a judgement started). */
  at: number;
  running: boolean;
  refusal: unknown;
  /** The field's full check for this subscriber (its guards, its arguments). */
  check: () => Promise<void>;
}

const live = new WeakMap<object, Map<string, LiveCheck>>();

/** Records that a subscription's field was judged in full just now (when it started), and how. */
export function subscriptionStarted(ctx: object, field: string, check: () => Promise<void>): void {
  let fields = live.get(ctx);
  if (!fields) live.set(ctx, (fields = new Map()));
  fields.set(field, { at: Date.now(), running: false, refusal: null, check });
}

/** When a due check runs: after the fan-out under way (≥ 100 ms), spread over up to a second. */
const recheckDelay = (periodMs: number) => Math.round(100 + Math.random() * Math.min(periodMs, 1000));

/** A failure that means the caller may not have the event; a transport failure does not. */
const refuses = (error: unknown): boolean => !(error instanceof UpstreamError && error.failure.kind !== 'status');

/**
 * Whether an event of a started subscription may pass without waiting for a check: false when the
 * subscription was never judged here (judge it in full). Throws the refusal a background check found.
 */
export function admitEvent(ctx: object, field: string, periodMs: number, check: () => Promise<void>): boolean {
  const state = live.get(ctx)?.get(field);
  if (!state) return false;
  if (state.refusal) throw state.refusal;
  const now = Date.now();
  if (!state.running && now - state.at >= periodMs) {
    state.running = true;
    state.at = now;
    // Not at once: the event that found the rights due is being delivered to every other screen
    // of its topic now, and each of them finds its own due too. Spread over the next moments, the
    // session look-ups (an upstream round each, when the cache has lapsed) stay out of the fan-out.
    setTimeout(() => {
      check().then(
        () => {
          state.running = false;
        },
        (error: unknown) => {
          state.running = false;
          if (refuses(error)) state.refusal = error;
        },
      );
    }, recheckDelay(periodMs));
  }
  return true;
}

/**
 * Whether a subscriber may have an event's result executed for another subscriber of the same
 * operation (live-execution.ts): its subscription was judged when it started and nothing has refused
 * it since. Its rights are judged again in the background as `admitEvent` would. False: execute the
 * event for this subscriber alone (which judges it, or answers its refusal).
 */
export function mayShare(ctx: object, periodMs: number): boolean {
  const fields = live.get(ctx);
  if (!fields || fields.size === 0) return false;
  for (const [field, state] of fields) {
    if (state.refusal) return false;
    admitEvent(ctx, field, periodMs, state.check);
  }
  return true;
}

/** Waits between tries of a subscription's start while the upstream cannot answer (each up to half again). */
export const START_RETRY_WAITS_MS: readonly number[] = [500, 1000, 2000, 4000, 8000];

/**
 * Judges a subscription as it starts. Refused there, a subscription ends: a screen that subscribed
 * while the upstream could not answer (many screens reconnecting at once after a restart, the upstream
 * itself restarting) would stay open with no live feed and nothing to say so. So an upstream that
 * cannot be reached is asked again, backing off, before the start is refused; a refusal (signed out,
 * no right) is answered at once.
 */
export async function judgeStart(
  check: () => Promise<void>,
  waits: readonly number[] = START_RETRY_WAITS_MS,
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await check();
    } catch (error) {
      const wait = waits[attempt];
      if (refuses(error) || wait === undefined) throw error;
      await new Promise((r) => setTimeout(r, wait * (1 + Math.random() / 2)));
    }
  }
}
