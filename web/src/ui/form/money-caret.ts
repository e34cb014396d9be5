// Keeping the caret in place while MoneyInput re-formats what is typed ("1234" → "1,234" moves the
// digits right). The caret is placed after the same number of kept characters (digits and the
// decimal point) as before the edit. The rule of what is kept is the domain's. No React.

import { sanitizeMoneyInput } from '@hotel/domain';

/** How many kept characters stand before the caret in the raw, just-typed text. */
export function keptBefore(raw: string, caret: number): number {
  return sanitizeMoneyInput(raw.slice(0, Math.max(0, caret))).length;
}

/** The caret position in the formatted text after `kept` kept characters. */
export function caretAfterKept(formatted: string, kept: number): number {
  if (kept <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (formatted[index] !== ',') seen += 1;
    if (seen === kept) return index + 1;
  }
  return formatted.length;
}
