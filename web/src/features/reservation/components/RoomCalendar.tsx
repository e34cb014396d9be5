// The rooms × days grid of /overview: a page that takes props (the calendar's rooms and spans, the
// days shown, what a click on today's cell does). Each cell is painted by the domain's calendarCell.
// Only the rows in view are drawn (fixed 22 px rows), so 200 rooms × 60 days scrolls as lightly as 20.

import { memo, useMemo, useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, calendarCell, type CalendarCellState } from '@hotel/domain';
import type { RoomCalendarQuery } from '../../../graphql/hooks.gen';
import { formatDate } from '../../../ui/format';
import classes from './RoomCalendar.module.css';

type Calendar = RoomCalendarQuery['roomCalendar'];
type Room = Calendar['rooms'][number];
type Span = Calendar['spans'][number];

const ROW = 22;

const isOutOfOrder = (room: Room, day: string): boolean =>
  room.outOfOrderFrom !== null && room.outOfOrderTo !== null && room.outOfOrderFrom <= day && day <= room.outOfOrderTo;
const OVERSCAN = 8;

export interface RoomCalendarProps {
  calendar: Calendar;
  /** Today's cell was clicked: the stay it shows, or null for a free room. */
  onOpen: (room: Room, span: Span | null) => void;
  /** Whether the desk may open a stay's reservation, and book a free room (default: both). */
  canOpenStay?: boolean;
  canBook?: boolean;
}

interface Painted {
  state: CalendarCellState;
  span: Span | null;
  onDemand: boolean;
  clickable: boolean;
  outOfOrder: boolean;
}

export function RoomCalendar({ calendar, onOpen, canOpenStay = true, canBook = true }: RoomCalendarProps) {
  const { t } = useTranslation('overview');
  const days = useMemo(() => {
    const out: string[] = [];
    for (let d = calendar.fromDate; d <= calendar.toDate; d = addDays(d, 1)) out.push(d);
    return out;
  }, [calendar.fromDate, calendar.toDate]);
  const rows = useMemo(() => {
    const byRoom = new Map<number, Span[]>();
    for (const s of calendar.spans) byRoom.set(s.roomId, [...(byRoom.get(s.roomId) ?? []), s]);
    return calendar.rooms.map((room) => {
      const spans = byRoom.get(room.roomId) ?? [];
      const cells: Painted[] = days.map((day) => {
        const cell = calendarCell(spans, day, calendar.today);
        // Today's cells open something only for a desk allowed to open it; the others say not-allowed.
        return {
          ...cell,
          clickable: cell.clickable && (cell.span ? canOpenStay : canBook),
          outOfOrder: isOutOfOrder(room, day),
        };
      });
      return { room, cells };
    });
  }, [calendar, days, canOpenStay, canBook]);

  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(600);
  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    setScrollTop(e.currentTarget.scrollTop);
    setHeight(e.currentTarget.clientHeight);
  };
  const first = Math.max(0, Math.floor(scrollTop / ROW) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((scrollTop + height) / ROW) + OVERSCAN);
  const width = 96 + days.length * 22;

  const label = (key: CalendarCellState | 'OUT_OF_ORDER') => t(`state.${key}`);
  return (
    <div
      className={classes.scroller}
      onScroll={onScroll}
      data-testid="room-calendar"
      role="grid"
      aria-rowcount={rows.length + 1}
    >
      <div className={`${classes.row} ${classes.header}`} style={{ width }} role="row">
        <div className={classes.label} role="columnheader">
          {t('room')}
        </div>
        {days.map((day) => (
          <div
            key={day}
            role="columnheader"
            title={formatDate(day)}
            className={`${classes.day} ${day === calendar.today ? classes.dayToday : ''}`}
          >
            {t(`weekday.${new Date(`${day}T00:00:00Z`).getUTCDay()}`)}
            <br />
            {Number(day.slice(8))}
          </div>
        ))}
      </div>
      <div style={{ height: rows.length * ROW, position: 'relative', width }}>
        {rows.slice(first, last).map(({ room, cells }, i) => (
          <CalendarRow
            key={room.roomId}
            top={(first + i) * ROW}
            room={room}
            cells={cells}
            days={days}
            label={label}
            onOpen={onOpen}
          />
        ))}
      </div>
    </div>
  );
}

const CalendarRow = memo(function CalendarRow({
  top,
  room,
  cells,
  days,
  label,
  onOpen,
}: {
  top: number;
  room: Room;
  cells: Painted[];
  days: string[];
  label: (key: CalendarCellState | 'OUT_OF_ORDER') => string;
  onOpen: RoomCalendarProps['onOpen'];
}) {
  return (
    <div className={classes.row} style={{ position: 'absolute', top }} role="row" data-room={room.roomNo}>
      <div className={classes.label} role="rowheader" title={room.roomTypeName}>
        {room.roomNo} · {room.roomTypeName}
      </div>
      {cells.map((cell, i) => {
        const day = days[i]!;
        const what = cell.span ? `${cell.span.refNumber} · ${cell.span.guestName}` : label(cell.state);
        const title = `${room.roomNo} · ${formatDate(day)} · ${cell.outOfOrder && !cell.span ? label('OUT_OF_ORDER') : what}`;
        const className = [
          classes.cell,
          cell.outOfOrder && cell.state === 'FREE' ? classes.outOfOrder : classes[cell.state],
          cell.onDemand ? classes.onDemand : '',
          cell.clickable ? classes.clickable : '',
        ].join(' ');
        return cell.clickable ? (
          <button
            key={day}
            type="button"
            role="gridcell"
            className={className}
            title={title}
            aria-label={title}
            data-state={cell.state}
            data-on-demand={cell.onDemand || undefined}
            onClick={() => onOpen(room, cell.span)}
          />
        ) : (
          <div
            key={day}
            role="gridcell"
            aria-disabled
            className={className}
            title={title}
            data-state={cell.state}
            data-on-demand={cell.onDemand || undefined}
          />
        );
      })}
    </div>
  );
});
