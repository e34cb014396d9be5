// The calendar grid as the desk meets it (core-platform §9): one row per room, a cell per day painted
// by its stay, only today's cells are buttons (a stay opens its reservation, a free room a booking),
// an arrival not yet checked in blinks, and out-of-order nights show as such.

import { describe, expect, it, vi } from 'vitest';
import type { RoomCalendarQuery } from '../../../graphql/hooks.gen';
import { renderWithProviders } from '../../../test-utils/TestProviders';
import { RoomCalendar } from './RoomCalendar';

type Calendar = RoomCalendarQuery['roomCalendar'];

const room = (roomId: number, roomNo: string, over: Partial<Calendar['rooms'][number]> = {}) => ({
  roomId,
  roomNo,
  roomTypeName: 'Deluxe',
  outOfOrderFrom: null,
  outOfOrderTo: null,
  ...over,
});
const span = (over: Partial<Calendar['spans'][number]>): Calendar['spans'][number] => ({
  reservationId: 7,
  reservedRoomId: 70,
  refNumber: 'SCB-000007',
  roomId: 1,
  guestName: 'Anna Müller',
  status: 'RESERVED',
  roomStatus: 'BOOKED',
  checkInDate: '2026-03-10',
  checkOutDate: '2026-03-12',
  ...over,
});
const calendar: Calendar = {
  hotelId: 1,
  fromDate: '2026-03-08',
  toDate: '2026-03-13',
  today: '2026-03-10',
  rooms: [room(1, '301'), room(2, '302', { outOfOrderFrom: '2026-03-12', outOfOrderTo: '2026-03-20' })],
  spans: [
    span({}),
    span({
      reservationId: 5,
      roomId: 2,
      status: 'CANCELLED',
      roomStatus: 'CANCELLED',
      checkInDate: '2026-03-08',
      checkOutDate: '2026-03-09',
    }),
    span({
      reservationId: 4,
      roomId: 2,
      status: 'CHECKED_OUT',
      roomStatus: 'CHECKEDOUT',
      checkInDate: '2026-03-09',
      checkOutDate: '2026-03-10',
    }),
  ],
};

const cells = (roomNo: string) =>
  Array.from(document.querySelectorAll(`[data-room="${roomNo}"] [role="gridcell"]`)) as HTMLElement[];

describe('RoomCalendar', () => {
  it('paints each night by its stay and makes only today a button', async () => {
    const onOpen = vi.fn();
    const { user } = await renderWithProviders(<RoomCalendar calendar={calendar} onOpen={onOpen} />);
    expect(cells('301').map((c) => c.dataset.state)).toEqual(['FREE', 'FREE', 'RESERVED', 'RESERVED', 'FREE', 'FREE']);
    expect(cells('302').map((c) => c.dataset.state)).toEqual(['CANCELLED', 'CHECKOUT', 'FREE', 'FREE', 'FREE', 'FREE']);
    expect(cells('301').filter((c) => c.tagName === 'BUTTON')).toHaveLength(1);
    expect(cells('301')[2]!.dataset.onDemand).toBe('true');
    expect(cells('302')[4]!.getAttribute('title')).toMatch(/Out of order/);

    await user.click(cells('301')[2]!);
    expect(onOpen).toHaveBeenCalledWith(
      expect.objectContaining({ roomNo: '301' }),
      expect.objectContaining({ reservationId: 7 }),
    );
    await user.click(cells('302')[2]!);
    expect(onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ roomNo: '302' }), null);
  });

  it("makes today's cells buttons only for what the desk may open", async () => {
    await renderWithProviders(<RoomCalendar calendar={calendar} onOpen={() => undefined} canOpenStay={false} />);
    expect(cells('301')[2]!.tagName).toBe('DIV');
    expect(cells('302')[2]!.tagName).toBe('BUTTON');
  });
});
