// The live connection's state for the screens that depend on it (issue 10): whether the socket
// dropped, when the last live update arrived, and when a screen caught up after a reconnect. Fed by
// the graphql-ws client (subscription-socket.ts) and by the live screens (liveCaughtUp after their
// RESYNC refetch); read with useLiveConnection.

import { useSyncExternalStore } from 'react';

export interface LiveConnection {
  /** The socket dropped (not a normal close) and is not back yet. */
  lost: boolean;
  /** When the last live message arrived (ms since epoch), or null. */
  lastUpdate: number | null;
  /** When a live screen had caught up after the last reconnect, or null. */
  caughtUpAt: number | null;
}

let state: LiveConnection = { lost: false, lastUpdate: null, caughtUpAt: null };
let reconnecting = false;
const listeners = new Set<() => void>();

function set(next: Partial<LiveConnection>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** Closes that are not a drop: the lazy socket's or the server's normal close, and our own terminate(). */
const NORMAL_CLOSE = new Set([1000, 4499]);

export function liveSocketClosed(code: number | undefined): void {
  if (code !== undefined && NORMAL_CLOSE.has(code)) return;
  reconnecting = true;
  set({ lost: true, caughtUpAt: null });
}

export function liveSocketConnected(): void {
  if (state.lost) set({ lost: false });
}

export function liveMessageReceived(): void {
  set({ lastUpdate: Date.now() });
}

/** A live screen refetched after the reconnect (RESYNC): it shows everything it missed. */
export function liveCaughtUp(): void {
  if (!reconnecting) return;
  reconnecting = false;
  set({ caughtUpAt: Date.now(), lastUpdate: Date.now() });
}

/** Forgets everything (tests, sign-out). */
export function resetLiveConnection(): void {
  reconnecting = false;
  set({ lost: false, lastUpdate: null, caughtUpAt: null });
}

export function useLiveConnection(): LiveConnection {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}
