// The VAT registry's lookup by e-mail, shared by every form that asks for a business customer (the
// registry form, the portal, the reservation VAT dialog): it fires only for a basic e-mail pattern
// (operations §5 VAT registry), 600 ms after the last key (debounced), and again when the field is
// left; the same e-mail is not looked up twice in a row, and the answer for an e-mail typed over since
// is dropped. A failed lookup is silently ignored (operations §8: lookup failures are silent).

import { useCallback, useRef, useState } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';
import { isValidEmail } from '@hotel/domain';

/** The registry lookup of a typed e-mail waits this long after the last key (operations §5). */
export const VAT_LOOKUP_DEBOUNCE_MS = 600;

export interface VatEmailLookup<T> {
  /** For the e-mail field's onChange: looks up after the pause. */
  typed: (value: string) => void;
  /** For the e-mail field's onBlur: looks up now. */
  left: (value: string) => void;
  /** A lookup is running. */
  looking: boolean;
  /** What the last lookup found for the e-mail in the field (null: none, undefined: not looked up). */
  found: T | null | undefined;
  /** Forgets the last lookup (the form was reset). */
  reset: () => void;
}

/**
 * `find` answers the customer with exactly this e-mail, or null; `onFound` runs with a customer found
 * for the e-mail still in the field (`current` reads it).
 */
export function useVatEmailLookup<T>(options: {
  find: (email: string) => Promise<T | null>;
  current: () => string;
  onFound?: (found: T) => void;
  enabled?: boolean;
}): VatEmailLookup<T> {
  const { find, current, onFound, enabled = true } = options;
  const looked = useRef('');
  const [looking, setLooking] = useState(false);
  const [found, setFound] = useState<T | null | undefined>(undefined);
  const lookUp = useCallback(
    async (typed: string) => {
      const email = typed.trim();
      if (!enabled || !isValidEmail(email) || looked.current === email.toLowerCase()) return;
      looked.current = email.toLowerCase();
      setLooking(true);
      try {
        const answer = await find(email);
        if (current().trim().toLowerCase() !== looked.current) return;
        setFound(answer);
        if (answer) onFound?.(answer);
      } catch {
        looked.current = '';
      } finally {
        setLooking(false);
      }
    },
    [enabled, find, current, onFound],
  );
  const later = useDebouncedCallback((value: string) => void lookUp(value), VAT_LOOKUP_DEBOUNCE_MS);
  const typed = useCallback(
    (value: string) => {
      setFound(undefined);
      later(value);
    },
    [later],
  );
  const reset = useCallback(() => {
    looked.current = '';
    setFound(undefined);
  }, []);
  return { typed, left: (value) => void lookUp(value), looking, found, reset };
}
