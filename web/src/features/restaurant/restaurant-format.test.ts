// The status tag's colours (operations §4): ACCEPTED orange, BEING_PREPARED blue, READY_TO_SERVE and
// the others green; a cancelled order's card grey, as its items' ribbon.
import { describe, expect, it } from 'vitest';
import { kitchenRibbon, statusTagColor } from './restaurant-format';

describe('the status tag', () => {
  it.each([
    ['ACCEPTED', 'orange'],
    ['BEING_PREPARED', 'blue'],
    ['READY_TO_SERVE', 'green'],
    ['PLACED', 'green'],
    ['SERVED', 'green'],
    ['CANCELLED', 'gray'],
  ] as const)('%s is %s', (status, colour) => {
    expect(statusTagColor(status)).toBe(colour);
  });

  it('a cancelled card wears the colour of its items’ ribbon', () => {
    expect(statusTagColor('CANCELLED')).toBe(kitchenRibbon('CANCELLED')?.color);
  });
});
