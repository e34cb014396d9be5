import { describe, expect, it } from 'vitest';

import { caretAfterKept, keptBefore } from './money-caret';

describe('money input caret', () => {
  it('stays after the typed digit when a separator appears', () => {
    // "123|" + "4" → raw "1234", caret 4 → shown "1,234", caret after the 4
    expect(caretAfterKept('1,234', keptBefore('1234', 4))).toBe(5);
  });
  it('stays in the middle when typing inside the number', () => {
    // "1,2|34" + "9" → raw "1,2934", caret 4 (after the 9) → shown "12,934", caret after the 9
    expect(caretAfterKept('12,934', keptBefore('1,2934', 4))).toBe(4);
  });
  it('does not count refused characters', () => {
    expect(keptBefore('1a2', 3)).toBe(2);
    expect(keptBefore('1.2.3', 5)).toBe(4);
  });
  it('goes to the start and the end at the edges', () => {
    expect(caretAfterKept('1,234', 0)).toBe(0);
    expect(caretAfterKept('1,234', 10)).toBe(5);
  });
});
