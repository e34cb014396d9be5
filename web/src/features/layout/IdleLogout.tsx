// Idle logout (core §1, §9): after the server's idle timeout (1800 s when it cannot be read)
// without mouse, key, touch or scroll activity in any tab of this app, the user is logged out.
// The last activity is shared through localStorage, so a busy tab keeps the others signed in.

import { useEffect, useRef } from 'react';
import { useIdleTimeoutQuery } from '../../graphql/hooks.gen';
import { useSession } from '../../session/session';
import { useLogout } from './use-logout';

export const DEFAULT_IDLE_TIMEOUT_SECONDS = 1800;
const LAST_ACTIVITY_KEY = 'hotel.last-activity';
const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'scroll', 'wheel'] as const;
const WRITE_THROTTLE_MS = 5_000;
const CHECK_INTERVAL_MS = 10_000;

function readLastActivity(): number {
  const value = Number(window.localStorage.getItem(LAST_ACTIVITY_KEY));
  return Number.isFinite(value) && value > 0 ? value : Date.now();
}

export function IdleLogout() {
  const { isSignedIn } = useSession();
  return isSignedIn ? <IdleWatcher /> : null;
}

function IdleWatcher() {
  const { data } = useIdleTimeoutQuery({ fetchPolicy: 'cache-first' });
  const seconds = data?.idleTimeout && data.idleTimeout > 0 ? data.idleTimeout : DEFAULT_IDLE_TIMEOUT_SECONDS;
  const logout = useLogout();
  const lastWrite = useRef(0);

  useEffect(() => {
    const record = () => {
      const now = Date.now();
      if (now - lastWrite.current < WRITE_THROTTLE_MS) return;
      lastWrite.current = now;
      window.localStorage.setItem(LAST_ACTIVITY_KEY, String(now));
    };
    lastWrite.current = 0;
    record();
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, record, { passive: true, capture: true });
    const timer = window.setInterval(() => {
      if (Date.now() - readLastActivity() >= seconds * 1000) logout();
    }, CHECK_INTERVAL_MS);
    return () => {
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, record, { capture: true });
      window.clearInterval(timer);
    };
  }, [seconds, logout]);

  return null;
}
