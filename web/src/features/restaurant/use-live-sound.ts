// The short chime the chef and waiter screens play when a live message arrives (operations §4).
// Browsers refuse to play before the user has interacted with the page; that is ignored.

import { useCallback, useRef } from 'react';

export const CHIME_URL = '/sounds/chime.wav';

export function useLiveSound(): () => void {
  const audio = useRef<HTMLAudioElement | null>(null);
  return useCallback(() => {
    try {
      audio.current ??= new Audio(CHIME_URL);
      audio.current.currentTime = 0;
      void audio.current.play()?.catch(() => undefined);
    } catch {
      // No audio support (or blocked): the screen still refreshes.
    }
  }, []);
}
