// An index that moves on every `intervalMs` through a list (the reconfirm banner and the chef's
// request-confirmation list, every 1300 ms), restarting when the list changes length.

import { useEffect, useState } from 'react';
import { ROTATION_MS } from './restaurant-format';

export function useRotation(length: number, intervalMs = ROTATION_MS): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (length < 2) return;
    const timer = window.setInterval(() => setTick((value) => value + 1), intervalMs);
    return () => window.clearInterval(timer);
  }, [length, intervalMs]);
  return length === 0 ? 0 : tick % length;
}
