// The reservation form as the desk meets it: a saved reservation's guest, stay and room with the
// server's price; saving over someone else's change (RESERVATION_CHANGED) says what changed and
// offers to reload; a double press of Book sends one idempotency key; a form that may not be changed
// has no button to send it.

import { screen, waitFor, within } from '@testing-library/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it, vi } from 'vitest';
import { PermissionStatus } from '@hotel/domain';
import {
  AvailabilityDocument,
  GuestsDocument,
  type GuestsQuery,
  type GuestsQueryVariables,
  ReservationChoicesDocument,
  RoomsOfTypeDocument,
  StayPriceDocument,
  type AvailabilityQuery,
  type AvailabilityQueryVariables,
  type ReservationChoicesQuery,
  type ReservationChoicesQueryVariables,
  type ReservationFieldsFragment,
  type RoomsOfTypeQuery,
  type RoomsOfTypeQueryVariables,
  type StayPriceQuery,
  type StayPriceQueryVariables,
} from '../../../graphql/hooks.gen';
import { answerBusinessDay, answerQuery } from '../../../test-utils/graphql';
import { renderWithProviders } from '../../../test-utils/TestProviders';
import { ReservationForm, newIdempotencyKey, type ReservationFormProps } from './ReservationForm';

const SAVED: ReservationFieldsFragment = {
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
  rooms: [
    {
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
      status: 'BOOKED',
      checkInDate: '2030-03-10',
      checkOutDate: '2030-03-12',
      total: 52000,
    },
  ],
};

const answers = [
  answerBusinessDay(),
  answerQuery<ReservationChoicesQuery, ReservationChoicesQueryVariables>(ReservationChoicesDocument, {
    channels: { items: [{ id: 3, name: 'Walk-in and phone' }] },
    roomTypes: { items: [{ id: 4, name: 'Deluxe', maxAdults: 3, maxChildren: 2 }] },
    stayTypes: { items: [{ id: 5, name: 'Bed and breakfast', roomType: { id: 4 } }] },
    reservationTypes: { items: [] },
  }),
  answerQuery<RoomsOfTypeQuery, RoomsOfTypeQueryVariables>(RoomsOfTypeDocument, {
    rooms: { items: [{ id: 21, roomNo: '301' }] },
  }),
  answerQuery<GuestsQuery, GuestsQueryVariables>(GuestsDocument, (variables) => ({
    guests: {
      total: variables.firstName === 'Ni' ? 1 : 0,
      items:
        variables.firstName === 'Ni'
          ? [
              {
                id: 44,
                hotelId: 1,
                firstName: 'Nimal',
                lastName: 'Silva',
                idNumber: '',
                nationality: '',
                email: 'nimal@example.lk',
                phoneNumber: '0771234567',
                address: '',
                city: '',
                guestType: 'INDIVIDUAL',
                hasPassportImage: false,
                stayCount: 2,
              },
            ]
          : [],
    },
  })),
  answerQuery<StayPriceQuery, StayPriceQueryVariables>(StayPriceDocument, {
    priceCheck: { currency: 'LKR', nights: 2, total: 52000 },
  }),
  // Room 301 is the reservation's own (so not free to others); 302 and 303 are free, priced with a channel.
  answerQuery<AvailabilityQuery, AvailabilityQueryVariables>(AvailabilityDocument, (variables) => ({
    availability: {
      total: 1,
      items: [
        {
          roomTypeId: 4,
          roomTypeName: 'Deluxe',
          maxAdults: 3,
          maxChildren: 2,
          fits: true,
          rooms: 3,
          currency: 'LKR',
          freeRooms: [
            { id: 22, roomNo: '302', floor: 3 },
            { id: 23, roomNo: '303', floor: 3 },
          ],
          stayTypes: [
            {
              stayTypeId: 5,
              stayTypeName: 'Bed and breakfast',
              mealPlan: 'BB',
              total: variables.channelId ? 52000 : null,
              reason: null,
              params: null,
              message: null,
            },
          ],
        },
      ],
    },
  })),
];

function showForm(props: Partial<ReservationFormProps>, grants: Record<string, PermissionStatus> = {}) {
  return renderWithProviders(
    <ReservationForm
      hotelId={1}
      reservation={SAVED}
      editable
      save={() => Promise.resolve(null)}
      onSaved={() => undefined}
      {...props}
    />,
    { graphql: answers, session: { grants } },
  );
}

describe('a saved reservation', () => {
  it("shows its guest and stay, and its room's price from the server", async () => {
    await showForm({});
    expect(screen.getByRole('textbox', { name: /Guest name/ })).toHaveValue('Ayesha Perera');
    expect(screen.getByRole('textbox', { name: /Check-in/ })).toHaveValue('2030-03-10');
    expect(await screen.findByTestId('room-price-total')).toHaveTextContent('LKR 52,000.00');
  });

  it('saved over another desk’s change says what changed and offers to reload', async () => {
    const reload = vi.fn();
    const stale = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'The reservation was changed',
          extensions: {
            code: 'CONFLICT',
            reason: 'RESERVATION_CHANGED',
            params: { version: 3, changes: 'checkOutDate, rooms' },
          },
        },
      ],
    });
    const { user } = await showForm({ save: () => Promise.reject(stale), onReload: reload });

    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const alert = await screen.findByTestId('stale-version');
    expect(alert).toHaveTextContent(
      'The reservation was changed by someone else since you opened it (version 3): check-out, rooms.',
    );
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('is sent again with the one key of the form', async () => {
    const save = vi.fn<ReservationFormProps['save']>(() => Promise.reject(new Error('offline')));
    const { user } = await showForm({ save });

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));

    const [first, second] = save.mock.calls;
    expect(first?.[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.[1]).toBe(first?.[1]);
    expect(first?.[0]).toMatchObject({ hotelId: 1, guestId: 31, guestName: 'Ayesha Perera', channelId: 3 });
    expect(first?.[0].rooms).toEqual([
      { roomTypeId: 4, stayTypeId: 5, roomId: 21, adults: 2, children: 0, childAges: [] },
    ]);
  });

  it('that may not be changed has no button to send it', async () => {
    await showForm({ editable: false });
    expect(screen.getByRole('textbox', { name: /Guest name/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });
});

describe('the guest profile', () => {
  it('is found by first name with GUEST; choosing one fills the name, e-mail and phone', async () => {
    const { user } = await showForm({ reservation: null }, { GUEST: PermissionStatus.READ });
    const finder = screen.getByLabelText(/^Guest profile/, { selector: 'input' });
    await user.type(finder, 'Ni');
    await user.click(await screen.findByRole('option', { name: 'Nimal Silva · nimal@example.lk' }));
    expect(screen.getByRole('textbox', { name: /Guest name/ })).toHaveValue('Nimal Silva');
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveValue('nimal@example.lk');
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveValue('0771234567');
  });

  it('is not offered without GUEST', async () => {
    await showForm({ reservation: null });
    expect(screen.queryByLabelText(/^Guest profile/)).toBeNull();
  });
});

describe('availability', () => {
  it('offers each free room type with its stay types priced; a pick adds a room of that type', async () => {
    const { user } = await showForm({});
    const panel = await screen.findByTestId('availability');
    const type = await within(panel).findByTestId('availability-type');
    expect(type).toHaveTextContent('Deluxe');
    expect(type).toHaveTextContent('2 of 3 free');
    const pick = within(type).getByRole('button', { name: 'Bed and breakfast · LKR 52,000.00' });

    await user.click(pick);

    await waitFor(() => expect(screen.getByTestId('room-1')).toBeInTheDocument());
    expect(within(screen.getByTestId('room-1')).getByLabelText(/^Room type/, { selector: 'input' })).toHaveValue(
      'Deluxe',
    );
  });

  it("offers in the room picker the free rooms and the reservation's own, not the others", async () => {
    const { user } = await showForm({});
    const room = screen.getByTestId('room-0');
    expect(await within(room).findByText('2 rooms free for these dates')).toBeInTheDocument();
    await user.click(within(room).getByLabelText(/^Room$/, { selector: 'input' }));
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered).toEqual(['301', '302', '303']);
  });
});

describe('the idempotency key', () => {
  it('is a version 4 UUID, also where crypto.randomUUID is missing (plain http)', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newIdempotencyKey()).toMatch(uuid);
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const key = newIdempotencyKey();
      expect(key).toMatch(uuid);
      expect(newIdempotencyKey()).not.toBe(key);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
