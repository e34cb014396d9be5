// Where a notice may sit without covering an action. Notices used to sit bottom-right, over the
// primary buttons of the order screen and the forms (Order, Confirm Order, Save). The preferred spot
// is top-center, just below the header; when a button lies there, the first band further down (or
// beside it, right then left) that holds no button is taken. No React, no DOM: the caller measures.

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Spot {
  left: number;
  top: number;
}

export interface PlacementInput {
  viewport: { width: number; height: number };
  /** Where the header ends (0 without one): notices start below it. */
  headerBottom: number;
  /** The notices' size. */
  size: { width: number; height: number };
  /** What the notices must not cover: the visible buttons. */
  obstacles: readonly Box[];
  /** Where the notices are now: kept while still clear, so they do not jump. */
  current?: Spot | null;
}

/** Space kept between a notice and the viewport's edges, the header and any button. */
export const NOTICE_GAP = 8;

const overlaps = (a: Box, b: Box): boolean =>
  a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;

/** True when a box of `size` at `spot` keeps NOTICE_GAP away from every obstacle. */
export function isClear(spot: Spot, size: PlacementInput['size'], obstacles: readonly Box[]): boolean {
  const box: Box = {
    left: spot.left - NOTICE_GAP,
    top: spot.top - NOTICE_GAP,
    width: size.width + 2 * NOTICE_GAP,
    height: size.height + 2 * NOTICE_GAP,
  };
  return obstacles.every((obstacle) => !overlaps(box, obstacle));
}

/**
 * The spot for the notices clear of every obstacle: the current one while it is clear; else the
 * highest clear band below the header, centred, then at the right, then at the left. Null when the
 * screen has no clear band.
 */
export function findClearSpot({ viewport, headerBottom, size, obstacles, current }: PlacementInput): Spot | null {
  const top0 = Math.max(headerBottom, 0) + NOTICE_GAP;
  const lowest = viewport.height - NOTICE_GAP - size.height;
  const lefts = [centred(viewport, size), viewport.width - NOTICE_GAP - size.width, NOTICE_GAP].filter(
    (left, index, all) => left >= 0 && all.indexOf(left) === index,
  );
  const fits = (spot: Spot) => spot.top >= top0 && spot.top <= lowest && isClear(spot, size, obstacles);

  if (current && fits(current)) return current;
  const tops = [
    top0,
    ...obstacles.map((box) => box.top + box.height + NOTICE_GAP),
    ...obstacles.map((box) => box.top - NOTICE_GAP - size.height),
    lowest,
  ]
    .map(Math.round)
    .filter((top, index, all) => top >= top0 && top <= lowest && all.indexOf(top) === index)
    .sort((a, b) => a - b);
  for (const top of tops) {
    for (const left of lefts) if (fits({ left, top })) return { left, top };
  }
  return null;
}

const centred = (viewport: PlacementInput['viewport'], size: PlacementInput['size']) =>
  Math.max(NOTICE_GAP, Math.round((viewport.width - size.width) / 2));

/**
 * Where the notices go: clear of the buttons and the fields when the screen has such a band, else
 * clear of the buttons alone, else top-center below the header (the notices let clicks through, so
 * nothing is blocked even then).
 */
export function clearSpot(input: PlacementInput & { fields?: readonly Box[] }): Spot {
  const { fields = [], ...rest } = input;
  return (
    (fields.length > 0 ? findClearSpot({ ...rest, obstacles: [...rest.obstacles, ...fields] }) : null) ??
    findClearSpot(rest) ?? { left: centred(rest.viewport, rest.size), top: Math.max(rest.headerBottom, 0) + NOTICE_GAP }
  );
}
