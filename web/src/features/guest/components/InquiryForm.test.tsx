// The inquiry form as the desk meets it: the rooms per type with their guests go to the server as
// one quote, and the server's refusal of a line's field shows under that field.

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  CreateInquiryDocument,
  ReservationChoicesDocument,
  type CreateInquiryMutation,
  type CreateInquiryMutationVariables,
  type ReservationChoicesQuery,
  type ReservationChoicesQueryVariables,
} from '../../../graphql/hooks.gen';
import { answerBusinessDay, answerMutation, answerQuery, refusal, type Answering } from '../../../test-utils/graphql';
import { renderWithProviders } from '../../../test-utils/TestProviders';
import { InquiryForm } from './InquiryForm';

const CHOICES = answerQuery<ReservationChoicesQuery, ReservationChoicesQueryVariables>(ReservationChoicesDocument, {
  channels: { items: [{ id: 3, name: 'Walk-in and phone' }] },
  roomTypes: { items: [{ id: 4, name: 'Deluxe', maxAdults: 3, maxChildren: 2 }] },
  stayTypes: { items: [{ id: 5, name: 'Bed and breakfast', roomType: { id: 4 } }] },
  reservationTypes: { items: [] },
});

const QUOTED: CreateInquiryMutation = {
  createInquiry: {
    message: 'Inquiry created successfully',
    inquiry: {
      id: 9,
      guestName: 'Kamal Perera',
      guestEmail: '',
      guestPhone: '',
      channelName: 'Walk-in and phone',
      resident: true,
      checkInDate: '2030-05-01',
      checkOutDate: '2030-05-03',
      nights: 2,
      status: 'OPEN',
      currency: 'LKR',
      total: 104000,
      reservationId: null,
      refNumber: null,
      roomCount: 2,
      rooms: [
        { roomTypeName: 'Deluxe', stayTypeName: 'Bed and breakfast', count: 2, adults: 2, children: 0, total: 104000 },
      ],
      createdAt: '2030-04-01T10:00:00Z',
    },
  },
};

async function fillAndSend(answer: Answering<CreateInquiryMutation, CreateInquiryMutationVariables>) {
  const onSaved = vi.fn();
  const { user } = await renderWithProviders(<InquiryForm hotelId={1} onSaved={onSaved} />, {
    graphql: [
      CHOICES,
      answerBusinessDay(),
      answerMutation<CreateInquiryMutation, CreateInquiryMutationVariables>(CreateInquiryDocument, answer),
    ],
  });
  await user.type(screen.getByRole('textbox', { name: /Guest name/ }), 'Kamal Perera');
  await user.type(screen.getByRole('textbox', { name: /Check-in/ }), '2030-05-01');
  await user.type(screen.getByRole('textbox', { name: /Check-out/ }), '2030-05-03');
  await user.click(screen.getByRole('combobox', { name: /Channel/ }));
  await user.click(await screen.findByRole('option', { name: 'Walk-in and phone' }));
  await user.click(screen.getByRole('combobox', { name: /Room type/ }));
  await user.click(await screen.findByRole('option', { name: 'Deluxe' }));
  await user.click(screen.getByRole('combobox', { name: /Stay type/ }));
  await user.click(await screen.findByRole('option', { name: 'Bed and breakfast' }));
  const count = screen.getByRole('textbox', { name: /^Rooms/ });
  await user.clear(count);
  await user.type(count, '2');
  await user.click(screen.getByRole('button', { name: 'Price the inquiry' }));
  return onSaved;
}

describe('the inquiry form', () => {
  it('sends the rooms per type with their guests and hands over the priced quote', async () => {
    const sent: CreateInquiryMutationVariables[] = [];
    const onSaved = await fillAndSend((variables) => {
      sent.push(variables);
      return QUOTED;
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(sent[0]?.input).toMatchObject({
      hotelId: 1,
      guestName: 'Kamal Perera',
      channelId: 3,
      resident: true,
      checkInDate: '2030-05-01',
      checkOutDate: '2030-05-03',
      rooms: [{ roomTypeId: 4, stayTypeId: 5, count: 2, adults: 2, children: 0, childAges: [] }],
    });
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ id: 9, total: 104000 });
  });

  it("shows the server's refusal of a line's field under that field", async () => {
    const onSaved = await fillAndSend(
      refusal('BAD_USER_INPUT', 'The inquiry could not be priced', {
        fieldErrors: [{ field: 'rooms.0.adults', message: 'Room Deluxe holds at most 3 guests' }],
      }),
    );
    expect(await screen.findByText('Room Deluxe holds at most 3 guests')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
