// The idle warning and the live connection's status (issue 10): the countdown with "Stay signed in"
// in English and German, and what a live screen says when its connection drops and comes back.

import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils/TestProviders';
import { IdleWarning, warningSeconds } from './IdleLogout';
import { LiveStatusView } from './LiveStatus';

describe('idle warning', () => {
  it('warns for a minute, or a quarter of a shorter timeout', () => {
    expect(warningSeconds(1800)).toBe(60);
    expect(warningSeconds(60)).toBe(15);
  });

  it('counts down and offers "Stay signed in"', async () => {
    const onStay = vi.fn();
    const onSignOut = vi.fn();
    const { user } = await renderWithProviders(<IdleWarning remaining={42} onStay={onStay} onSignOut={onSignOut} />);
    expect(await screen.findByText('For your security you will be signed out in 42 seconds.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(onStay).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Sign out now' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('speaks German', async () => {
    await renderWithProviders(<IdleWarning remaining={1} onStay={() => undefined} onSignOut={() => undefined} />, {
      language: 'de',
    });
    expect(await screen.findByText('Zu Ihrer Sicherheit werden Sie in 1 Sekunde abgemeldet.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Angemeldet bleiben' })).toBeEnabled();
  });

  it('is not shown while the user is active', async () => {
    await renderWithProviders(<IdleWarning remaining={null} onStay={() => undefined} onSignOut={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Stay signed in' })).toBeNull();
  });
});

describe('live connection status', () => {
  const at = new Date(2026, 10, 25, 21, 14, 5).getTime();
  const time = new Date(at).toLocaleTimeString('en');

  it('says the connection dropped, with the time of the last update', async () => {
    await renderWithProviders(<LiveStatusView connection={{ lost: true, lastUpdate: at, caughtUpAt: null }} />);
    expect(await screen.findByText(`Live connection lost: last update at ${time}. Reconnecting…`)).toBeVisible();
  });

  it('says when it caught up after the reconnect', async () => {
    const now = Date.now();
    await renderWithProviders(<LiveStatusView connection={{ lost: false, lastUpdate: now, caughtUpAt: now }} />);
    const shown = new Date(now).toLocaleTimeString('en');
    expect(await screen.findByText(`Live connection back: caught up at ${shown}.`)).toBeVisible();
  });

  it('says nothing while connected', async () => {
    await renderWithProviders(<LiveStatusView connection={{ lost: false, lastUpdate: at, caughtUpAt: null }} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
