// Idle logout (core §1, §9): after the server's idle timeout (1800 s when it cannot be read)
// without mouse, key, touch or scroll activity in any tab of this app, the user is logged out.
// The last activity is shared through localStorage, so a busy tab keeps the others signed in.
//
// Every screen warns first (issue 10): the last minute (a quarter of a shorter timeout) shows a
// countdown with "Stay signed in", which counts as activity and uses the session once, so the
// server's own idle check (it refuses a token unused for longer than the timeout) is reset too.
//
// Display screens (the kitchen and the waiter's order status: docs/security.md "Display screens")
// are not signed out in the middle of service: while such a screen is visible, each live message it
// receives counts as activity (recordDisplayActivity), and the screen refetches through the session
// on every message, so the server sees the session in use as well. Only a display with no orders for
// the whole timeout shows the warning, and is signed out when nobody answers it.

import { useEffect, useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIdleTimeoutQuery } from '../../graphql/session-hooks.gen';
import { useSession } from '../../session/session';
import { useLogout } from './use-logout';

export const DEFAULT_IDLE_TIMEOUT_SECONDS = 1800;
const LAST_ACTIVITY_KEY = 'hotel.last-activity';
const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'scroll', 'wheel'] as const;
const WRITE_THROTTLE_MS = 5_000;
const CHECK_INTERVAL_MS = 1_000;
/** The warning's length: a minute, or a quarter of a shorter timeout. */
export const warningSeconds = (timeoutSeconds: number): number => Math.min(60, Math.floor(timeoutSeconds / 4));

let lastWrite = 0;

function readLastActivity(): number {
  const value = Number(window.localStorage.getItem(LAST_ACTIVITY_KEY));
  return Number.isFinite(value) && value > 0 ? value : Date.now();
}

/** Records activity now (throttled unless forced), for every tab of this app. */
export function recordActivity(force = false): void {
  const now = Date.now();
  if (!force && now - lastWrite < WRITE_THROTTLE_MS) return;
  lastWrite = now;
  window.localStorage.setItem(LAST_ACTIVITY_KEY, String(now));
}

/** A display screen's live message: activity while the screen is visible (someone may be watching it). */
export function recordDisplayActivity(): void {
  if (document.visibilityState === 'visible') recordActivity();
}

export function IdleLogout() {
  const { isSignedIn } = useSession();
  return isSignedIn ? <IdleWatcher /> : null;
}

function IdleWatcher() {
  const { data, refetch } = useIdleTimeoutQuery({ fetchPolicy: 'cache-first' });
  const seconds = data?.idleTimeout && data.idleTimeout > 0 ? data.idleTimeout : DEFAULT_IDLE_TIMEOUT_SECONDS;
  const logout = useLogout();
  const [remaining, setRemaining] = useState<number | null>(null);

  useEffect(() => {
    const record = () => recordActivity();
    lastWrite = 0;
    recordActivity();
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, record, { passive: true, capture: true });
    const warnMs = warningSeconds(seconds) * 1000;
    const timer = window.setInterval(() => {
      const left = seconds * 1000 - (Date.now() - readLastActivity());
      if (left <= 0) {
        setRemaining(null);
        logout();
      } else {
        setRemaining(left <= warnMs ? Math.ceil(left / 1000) : null);
      }
    }, CHECK_INTERVAL_MS);
    return () => {
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, record, { capture: true });
      window.clearInterval(timer);
    };
  }, [seconds, logout]);

  return (
    <IdleWarning
      remaining={remaining}
      onStay={() => {
        recordActivity(true);
        setRemaining(null);
        // One use of the session: the server's idle check starts again too.
        refetch().catch(() => undefined);
      }}
      onSignOut={logout}
    />
  );
}

export function IdleWarning(props: { remaining: number | null; onStay: () => void; onSignOut: () => void }) {
  const { t } = useTranslation('layout');
  const { remaining } = props;
  return (
    <Modal
      opened={remaining !== null}
      onClose={props.onStay}
      title={t('idle.title')}
      centered
      zIndex={1000}
      data-testid="idle-warning"
    >
      <Stack gap="lg">
        <Text aria-live="assertive">{t('idle.message', { count: remaining ?? 0 })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onSignOut}>
            {t('idle.signOut')}
          </Button>
          <Button onClick={props.onStay} data-autofocus>
            {t('idle.stay')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
