// The events page as the desk meets it: the list of event charges with covers and status, Bill an
// event to a walk-in customer (the date, covers and venue sent; the hotel's taxes are the server's),
// a missing event date named before anything is sent, and Void only with the EVENT delete level.

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PermissionStatus } from '@hotel/domain';
import {
  EventChargesDocument,
  PostEventChargeDocument,
  PostableStaysDocument,
  type ChargeFieldsFragment,
  type EventChargesQuery,
  type EventChargesQueryVariables,
  type PostEventChargeMutation,
  type PostEventChargeMutationVariables,
  type PostableStaysQuery,
  type PostableStaysQueryVariables,
} from '../../graphql/hooks.gen';
import { answerMutation, answerQuery } from '../../test-utils/graphql';
import { renderWithProviders } from '../../test-utils/TestProviders';
import { AdditionalEventsScreen } from './ChargesScreen';

const FRONT_OFFICE = { id: 12, name: 'Lagoon Front Office', serviceType: 'HOTEL' as const };

const dinner: ChargeFieldsFragment = {
  id: 22,
  folioId: 5,
  reservationId: null,
  reservedRoomId: null,
  roomNo: '',
  businessDate: '2026-11-26',
  kind: 'EVENT',
  description: 'Wedding dinner',
  quantity: 120,
  unitPrice: 4500,
  net: 540000,
  tax: 69230.77,
  amount: 609230.77,
  currency: 'LKR',
  invoiced: false,
  eventDate: '2026-12-24',
  covers: 120,
  venue: 'Lagoon ballroom',
  voidsChargeId: null,
  voidedByChargeId: null,
  billedTo: 'Lanka Weddings',
  postedBy: 'Front Desk',
  postedAt: '2026-11-26T10:00:00Z',
};

function showEvents(level: PermissionStatus, posted: PostEventChargeMutationVariables[] = []) {
  return renderWithProviders(<AdditionalEventsScreen />, {
    session: { service: FRONT_OFFICE, grants: { EVENT: level, RESERVATION: PermissionStatus.READ } },
    graphql: [
      answerQuery<EventChargesQuery, EventChargesQueryVariables>(EventChargesDocument, () => ({
        eventCharges: { total: 1, items: [dinner] },
      })),
      answerQuery<PostableStaysQuery, PostableStaysQueryVariables>(PostableStaysDocument, () => ({
        postableStays: [],
      })),
      answerMutation<PostEventChargeMutation, PostEventChargeMutationVariables>(PostEventChargeDocument, (v) => {
        posted.push(v);
        return { postEventCharge: { message: 'Charge posted', charge: { ...dinner, id: 23 } } };
      }),
    ],
  });
}

describe('the additional events page', () => {
  it('lists the event charges with their covers, amount and status', async () => {
    showEvents(PermissionStatus.READ);
    expect(await screen.findByText('Lanka Weddings')).toBeInTheDocument();
    expect(screen.getByText('LKR 609,230.77')).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bill an event' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();
  });

  it('bills an event to a walk-in customer; a missing date is named first', async () => {
    const posted: PostEventChargeMutationVariables[] = [];
    showEvents(PermissionStatus.MAINTAIN, posted);
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: 'Bill an event' }))[0]!);
    await user.click(await screen.findByText('Walk-in customer'));
    await user.type(screen.getByLabelText(/^Customer name/), 'Ceylon Tea Board');
    await user.type(screen.getByLabelText(/^Description/), 'Annual dinner');
    await user.clear(screen.getByLabelText(/^Quantity/));
    await user.type(screen.getByLabelText(/^Quantity/), '80');
    await user.type(screen.getByLabelText(/^Unit price/), '3500');
    await user.type(screen.getByLabelText(/^Covers/), '80');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An event needs its date')).toBeInTheDocument();
    expect(posted).toHaveLength(0);
    await user.type(screen.getByLabelText(/^Event date/), '2026-12-24');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.input).toMatchObject({
      customer: { name: 'Ceylon Tea Board' },
      currency: 'LKR',
      description: 'Annual dinner',
      quantity: 80,
      unitPrice: 3500,
      eventDate: '2026-12-24',
      covers: 80,
    });
    expect(screen.getAllByRole('button', { name: 'Void' }).length).toBeGreaterThan(0);
  });
});
