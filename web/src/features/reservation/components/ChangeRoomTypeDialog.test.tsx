// The room upgrade dialog: only other types holding the guests are offered; the nights to come are
// priced by the server and the difference is shown before confirming; the change sends that
// difference and one of the free rooms the server listed.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  ChangeRoomTypeDocument,
  ReservationChoicesDocument,
  RoomTypeChangePreviewDocument,
  type ChangeRoomTypeMutation,
  type ChangeRoomTypeMutationVariables,
  type ReservationChoicesQuery,
  type ReservationChoicesQueryVariables,
  type ReservationFieldsFragment,
  type RoomTypeChangePreviewQuery,
  type RoomTypeChangePreviewQueryVariables,
} from '../../../graphql/hooks.gen';
import { answerMutation, answerQuery } from '../../../test-utils/graphql';
import { renderWithProviders } from '../../../test-utils/TestProviders';
import { ChangeRoomTypeDialog } from './ChangeRoomTypeDialog';

const ROOM = {
  id: 11,
  roomTypeId: 4,
  roomTypeName: 'Deluxe',
  stayTypeId: 5,
  stayTypeName: 'Bed and breakfast',
  roomId: 21,
  roomNo: '301',
  adults: 2,
  children: 0,
  childAges: [],
  status: 'BOOKED' as const,
  checkInDate: '2030-03-10',
  checkOutDate: '2030-03-12',
  total: 52000,
};

const STAY: ReservationFieldsFragment = {
  id: 7,
  hotelId: 1,
  refNumber: 'SCB-000007',
  status: 'RESERVED',
  statusId: 1,
  guestId: 31,
  guestName: 'Ayesha Perera',
  guestEmail: 'ayesha@example.com',
  guestPhone: '',
  channelId: 3,
  channelName: 'Walk-in and phone',
  reservationTypeId: null,
  reservationTypeName: null,
  resident: true,
  vatApplicable: false,
  checkInDate: '2030-03-10',
  checkOutDate: '2030-03-12',
  nights: 2,
  currency: 'LKR',
  total: 52000,
  cancellationFee: null,
  cancellationReason: '',
  notes: '',
  version: 2,
  updatedAt: '2030-03-01T10:00:00Z',
  rooms: [ROOM],
};

const PREVIEW: RoomTypeChangePreviewQuery['roomTypeChangePreview'] = {
  reservationId: 7,
  reservedRoomId: 11,
  roomTypeId: 6,
  roomTypeName: 'Suite',
  stayTypeId: 8,
  stayTypeName: 'Suite bed and breakfast',
  fromDate: '2030-03-10',
  toDate: '2030-03-12',
  nights: 2,
  currency: 'LKR',
  currentPrice: 52000,
  newPrice: 80500.5,
  difference: 28500.5,
  newTotal: 80500.5,
  freeRooms: [{ id: 31, roomNo: '501' }],
};

describe('the room type change', () => {
  it('shows the difference before confirming and sends it with a free room of the new type', async () => {
    const sent = vi.fn();
    const onDone = vi.fn();
    const { user } = await renderWithProviders(
      <ChangeRoomTypeDialog
        hotelId={1}
        reservation={STAY}
        room={ROOM}
        opened
        onClose={() => undefined}
        onDone={onDone}
      />,
      {
        graphql: [
          answerQuery<ReservationChoicesQuery, ReservationChoicesQueryVariables>(ReservationChoicesDocument, {
            channels: { items: [] },
            roomTypes: {
              items: [
                { id: 4, name: 'Deluxe', maxAdults: 3, maxChildren: 2 },
                { id: 6, name: 'Suite', maxAdults: 4, maxChildren: 2 },
                { id: 9, name: 'Single', maxAdults: 1, maxChildren: 0 },
              ],
            },
            stayTypes: {
              items: [
                { id: 5, name: 'Bed and breakfast', roomType: { id: 4 } },
                { id: 8, name: 'Suite bed and breakfast', roomType: { id: 6 } },
              ],
            },
            reservationTypes: { items: [] },
          }),
          answerQuery<RoomTypeChangePreviewQuery, RoomTypeChangePreviewQueryVariables>(RoomTypeChangePreviewDocument, {
            roomTypeChangePreview: PREVIEW,
          }),
          answerMutation<ChangeRoomTypeMutation, ChangeRoomTypeMutationVariables>(ChangeRoomTypeDocument, (v) => {
            sent(v);
            return {
              changeRoomType: {
                message: 'Room type changed successfully',
                reservation: { ...STAY, version: 3, total: 80500.5 },
              },
            };
          }),
        ],
      },
    );
    await user.click(await screen.findByLabelText('New room type', { selector: 'input' }));
    // The booked type and a type too small for two adults are not offered.
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Suite']);
    await user.click(screen.getByRole('option', { name: 'Suite' }));
    await user.click(screen.getByLabelText('Stay type', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Suite bed and breakfast' }));
    expect(await screen.findByTestId('room-type-difference')).toHaveTextContent('+LKR 28,500.50');
    expect(screen.getByRole('button', { name: 'Change room type' })).toBeDisabled();
    await user.click(screen.getByLabelText('Free room of the new type', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: '501' }));
    await user.click(screen.getByRole('button', { name: 'Change room type' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toHaveBeenCalledWith(
      expect.objectContaining({ roomTypeId: 6, stayTypeId: 8, roomId: 31, difference: 28500.5, version: 2 }),
    );
  });
});
