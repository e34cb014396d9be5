import { describe, expect, it } from 'vitest';

import { clearSpot, isClear, NOTICE_GAP, type Box } from './notice-placement';

const desktop = { width: 1366, height: 900 };
const size = { width: 400, height: 60 };
const header = 60;

describe('where a notice goes', () => {
  it('sits top-center just below the header when nothing is there', () => {
    expect(clearSpot({ viewport: desktop, headerBottom: header, size, obstacles: [] })).toEqual({
      left: 483,
      top: header + NOTICE_GAP,
    });
  });

  it('moves below a row of buttons that lies under the header (the order screen)', () => {
    const chips: Box[] = [0, 1, 2, 3, 4, 5].map((i) => ({ left: 16 + i * 100, top: 124, width: 90, height: 36 }));
    const allocate: Box = { left: 1174, top: 93, width: 154, height: 36 };
    const spot = clearSpot({ viewport: desktop, headerBottom: header, size, obstacles: [...chips, allocate] });
    // Below the header the chips and Allocate Table lie; the first clear band is under Allocate Table, at the right.
    expect(spot).toEqual({ left: desktop.width - NOTICE_GAP - size.width, top: 93 + 36 + NOTICE_GAP });
    expect(isClear(spot, size, [...chips, allocate])).toBe(true);
  });

  it('goes beside a button before it goes below it', () => {
    const centred: Box = { left: 600, top: 70, width: 150, height: 40 };
    expect(clearSpot({ viewport: desktop, headerBottom: header, size, obstacles: [centred] })).toEqual({
      left: desktop.width - NOTICE_GAP - size.width,
      top: header + NOTICE_GAP,
    });
  });

  it('stays where it is while that spot is clear', () => {
    const current = { left: 483, top: 300 };
    expect(clearSpot({ viewport: desktop, headerBottom: header, size, obstacles: [], current })).toEqual(current);
  });

  it('leaves a spot a button has come to', () => {
    const current = { left: 483, top: 68 };
    const drawerButton: Box = { left: 500, top: 80, width: 80, height: 36 };
    const spot = clearSpot({ viewport: desktop, headerBottom: header, size, obstacles: [drawerButton], current });
    expect(spot).not.toEqual(current);
    expect(isClear(spot, size, [drawerButton])).toBe(true);
  });

  it('takes the full width left on a phone and finds the gap between buttons', () => {
    const phone = { width: 390, height: 844 };
    const narrow = { width: 358, height: 60 };
    const buttons: Box[] = [
      { left: 139, top: 161, width: 138, height: 36 },
      { left: 287, top: 161, width: 87, height: 36 },
      { left: 235, top: 207, width: 139, height: 36 },
      { left: 16, top: 400, width: 358, height: 400 },
    ];
    const spot = clearSpot({ viewport: phone, headerBottom: header, size: narrow, obstacles: buttons });
    expect(spot).toEqual({ left: 16, top: header + NOTICE_GAP });
    const crowded = [{ left: 0, top: 70, width: 390, height: 40 }, ...buttons];
    const below = clearSpot({ viewport: phone, headerBottom: header, size: narrow, obstacles: crowded });
    expect(below.top).toBe(243 + NOTICE_GAP);
    expect(isClear(below, narrow, crowded)).toBe(true);
  });

  it('keeps off the fields too where it can, and off the buttons always', () => {
    const search: Box = { left: 16, top: 76, width: 1334, height: 36 };
    const spot = clearSpot({ viewport: desktop, headerBottom: header, size, obstacles: [], fields: [search] });
    expect(spot).toEqual({ left: 483, top: 76 + 36 + NOTICE_GAP });
    const form: Box = { left: 0, top: 60, width: 1366, height: 840 };
    expect(clearSpot({ viewport: desktop, headerBottom: header, size, obstacles: [], fields: [form] })).toEqual({
      left: 483,
      top: header + NOTICE_GAP,
    });
  });

  it('falls back to top-center below the header when no band is clear', () => {
    const wall: Box = { left: 0, top: 0, width: 1366, height: 900 };
    expect(clearSpot({ viewport: desktop, headerBottom: header, size, obstacles: [wall] })).toEqual({
      left: 483,
      top: header + NOTICE_GAP,
    });
  });
});
