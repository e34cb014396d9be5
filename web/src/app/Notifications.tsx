// Where and how many notifications show (loaded by NotificationsHost with the first one). They sit
// where no button is, and no field where the screen leaves room (ui/notice-placement.ts): top-center
// below the header, or the first clear band further down or beside it, measured again while they
// show, so a drawer that opens or a list that loads under them moves them on. How long each shows is ui/notify.ts's business.

import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Notifications as MantineNotifications, useNotifications } from '@mantine/notifications';
import { clearSpot, type Box, type Spot } from '../ui/notice-placement';
import classes from './Notifications.module.css';

const NOTICE_WIDTH = 400;
const REMEASURE_MS = 150;
/** What counts as an action the notices must not cover. */
const ACTIONS = 'button, [role="button"], input[type="button"], input[type="submit"], a.mantine-Button-root';
/** What they keep off where the screen leaves room: the fields being filled in. */
const FIELDS =
  'input:not([type="hidden"]):not([type="button"]):not([type="submit"]), textarea, select, [role="combobox"]';

function boxOf(element: Element): Box {
  const { left, top, width, height } = element.getBoundingClientRect();
  return { left, top, width, height };
}

/**
 * True when the element is what a user sees at the middle of its visible part: not behind a drawer's
 * or a dialog's overlay (the menu under the phone's order sheet is no obstacle), the notices aside.
 */
function onTop(element: Element, box: Box): boolean {
  if (typeof document.elementsFromPoint !== 'function') return true;
  const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
  const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1);
  const seen = document.elementsFromPoint(x, y).find((hit) => !hit.closest('[data-notices]'));
  return seen !== undefined && (element === seen || element.contains(seen) || seen.contains(element));
}

/** The elements matching `selector` a user sees now, outside the notices themselves. */
function visible(selector: string): Box[] {
  const viewportWidth = window.innerWidth;
  const viewportHeight = window.innerHeight;
  const boxes: Box[] = [];
  for (const element of document.querySelectorAll(selector)) {
    if (element.closest('[data-notices]')) continue;
    if (typeof element.checkVisibility === 'function' && !element.checkVisibility({ visibilityProperty: true }))
      continue;
    const box = boxOf(element);
    if (box.width <= 0 || box.height <= 0) continue;
    if (box.top >= viewportHeight || box.left >= viewportWidth || box.top + box.height <= 0) continue;
    if (box.left + box.width <= 0) continue;
    if (!onTop(element, box)) continue;
    boxes.push(box);
  }
  return boxes;
}

function measureSpot(current: Spot | null): Spot | null {
  const stack = document.querySelector<HTMLElement>(`[data-notices][data-position="top-center"]`);
  if (!stack || stack.offsetHeight === 0) return current;
  const header = document.querySelector('.mantine-AppShell-header');
  return clearSpot({
    viewport: { width: window.innerWidth, height: window.innerHeight },
    headerBottom: header ? header.getBoundingClientRect().bottom : 0,
    size: { width: stack.offsetWidth, height: stack.offsetHeight },
    obstacles: visible(ACTIONS),
    fields: visible(FIELDS),
    current,
  });
}

function useClearSpot(active: boolean): Spot | null {
  const [spot, setSpot] = useState<Spot | null>(null);
  const current = useRef<Spot | null>(null);
  useEffect(() => {
    // Each new series of notices looks for the preferred spot afresh.
    current.current = null;
    if (!active) return;
    let frame = 0;
    const place = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const next = measureSpot(current.current);
        if (next && (next.left !== current.current?.left || next.top !== current.current?.top)) {
          current.current = next;
          setSpot(next);
        }
      });
    };
    place();
    const timer = setInterval(place, REMEASURE_MS);
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      cancelAnimationFrame(frame);
      clearInterval(timer);
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [active]);
  return spot;
}

export default function Notifications() {
  const { notifications } = useNotifications();
  const spot = useClearSpot(notifications.length > 0);
  const style = spot
    ? ({
        '--notices-top': `${spot.top}px`,
        '--notices-left': `${spot.left}px`,
        '--notices-transform': 'none',
      } as CSSProperties)
    : undefined;
  return (
    <MantineNotifications
      position="top-center"
      limit={3}
      containerWidth={NOTICE_WIDTH}
      className={classes.root}
      style={style}
      data-notices=""
    />
  );
}
