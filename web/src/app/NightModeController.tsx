// Applies the night-mode window: dark inside it, light outside, re-applied at each boundary and at
// least every 24 hours (core §1).

import { useEffect } from 'react';
import { useMantineColorScheme } from '@mantine/core';
import { DAY_MS, isNight, msUntilNextBoundary, useNightMode } from './preferences';

export function NightModeController() {
  const { enabled, startMs, endMs } = useNightMode();
  const { setColorScheme } = useMantineColorScheme();

  useEffect(() => {
    if (!enabled) return;
    const window = { startMs, endMs };
    let timer: ReturnType<typeof setTimeout>;
    const apply = () => {
      const now = new Date();
      setColorScheme(isNight(now, window) ? 'dark' : 'light');
      timer = setTimeout(apply, Math.min(msUntilNextBoundary(now, window) + 500, DAY_MS));
    };
    apply();
    return () => clearTimeout(timer);
  }, [enabled, startMs, endMs, setColorScheme]);

  return null;
}
