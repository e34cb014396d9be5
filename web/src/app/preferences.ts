// Display preferences kept in this browser: the night-mode switch and its window (core §1, §4, §9).
// The light/dark choice itself is Mantine's colour scheme, persisted by its localStorage manager.

import { useSyncExternalStore } from 'react';

export const COLOR_SCHEME_KEY = 'hotel.color-scheme';
const NIGHT_MODE_KEY = 'hotel.night-mode';

/** Default night window, as milliseconds after midnight: 72,000,000 (20:00) to 28,800,000 (08:00). */
export const DEFAULT_NIGHT_START_MS = 72_000_000;
export const DEFAULT_NIGHT_END_MS = 28_800_000;
export const DAY_MS = 86_400_000;

export interface NightMode {
  enabled: boolean;
  startMs: number;
  endMs: number;
}

const DEFAULT_NIGHT_MODE: NightMode = { enabled: false, startMs: DEFAULT_NIGHT_START_MS, endMs: DEFAULT_NIGHT_END_MS };

function read(): NightMode {
  try {
    const raw = window.localStorage.getItem(NIGHT_MODE_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<NightMode>) : {};
    return {
      enabled: value.enabled === true,
      startMs: typeof value.startMs === 'number' ? value.startMs : DEFAULT_NIGHT_START_MS,
      endMs: typeof value.endMs === 'number' ? value.endMs : DEFAULT_NIGHT_END_MS,
    };
  } catch {
    return DEFAULT_NIGHT_MODE;
  }
}

let current = read();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setNightMode(next: Partial<NightMode>): void {
  current = { ...current, ...next };
  try {
    window.localStorage.setItem(NIGHT_MODE_KEY, JSON.stringify(current));
  } catch {
    // Not persisted in private mode; still applies to this page.
  }
  for (const listener of listeners) listener();
}

export function useNightMode(): NightMode {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}

function msSinceMidnight(date: Date): number {
  return ((date.getHours() * 60 + date.getMinutes()) * 60 + date.getSeconds()) * 1000 + date.getMilliseconds();
}

/** Whether a time lies in the window; a window crossing midnight (20:00–08:00) wraps. */
export function isNight(date: Date, { startMs, endMs }: Pick<NightMode, 'startMs' | 'endMs'>): boolean {
  const now = msSinceMidnight(date);
  return startMs <= endMs ? now >= startMs && now < endMs : now >= startMs || now < endMs;
}

/** Milliseconds until the window next opens or closes (at most a day). */
export function msUntilNextBoundary(date: Date, { startMs, endMs }: Pick<NightMode, 'startMs' | 'endMs'>): number {
  const now = msSinceMidnight(date);
  const until = (boundary: number) => ((boundary - now + DAY_MS - 1) % DAY_MS) + 1;
  return Math.min(until(startMs), until(endMs), DAY_MS);
}
