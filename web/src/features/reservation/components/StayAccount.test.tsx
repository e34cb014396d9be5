// The stay's account on the reservation page: the folios as tabs, each charge with the balance after
// it (the server's exact statement, shown as sent), the totals, the empty and error states; the desk
// chooses an uninvoiced charge and moves it to another folio, an invoiced one cannot be chosen.

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PermissionStatus } from '@hotel/domain';
import {
  FoliosDocument,
  MoveChargesDocument,
  type FolioFieldsFragment,
  type FoliosQuery,
  type FoliosQueryVariables,
  type MoveChargesMutation,
  type MoveChargesMutationVariables,
} from '../../../graphql/hooks.gen';
import { answerMutation, answerQuery, refusal, type Answering } from '../../../test-utils/graphql';
import { renderWithProviders } from '../../../test-utils/TestProviders';
import { StayAccount } from './StayAccount';

type Entry = FolioFieldsFragment['entries'][number];
type Charge = NonNullable<Entry['charge']>;

const charge = (over: Partial<Charge>): Charge => ({
  id: 1,
  folioId: 10,
  reservationId: 7,
  reservedRoomId: 70,
  roomNo: '410',
  businessDate: '2026-03-10',
  kind: 'ROOM_NIGHT',
  description: 'Room 410 2026-03-10',
  quantity: null,
  unitPrice: null,
  net: null,
  tax: null,
  amount: 0.1,
  currency: 'LKR',
  invoiced: false,
  eventDate: null,
  covers: null,
  venue: null,
  voidsChargeId: null,
  voidedByChargeId: null,
  billedTo: 'Nimal Silva',
  postedBy: null,
  postedAt: '2026-03-10T21:00:00Z',
  ...over,
});

const entry = (c: Charge, balance: number): Entry => ({
  kind: 'CHARGE',
  id: c.id,
  date: c.businessDate,
  at: c.postedAt,
  description: c.description,
  amount: c.amount,
  status: null,
  method: null,
  counted: true,
  balance,
  charge: c,
});

const folio = (over: Partial<FolioFieldsFragment>): FolioFieldsFragment => ({
  id: 10,
  hotelId: 1,
  reservationId: 7,
  number: 1,
  name: 'Nimal Silva',
  vatNumber: null,
  currency: 'LKR',
  charges: 0,
  paid: 0,
  refunded: 0,
  balance: 0,
  entries: [],
  ...over,
});

const guest = folio({
  charges: 1250.8,
  balance: 1250.8,
  entries: [
    entry(charge({ id: 1, amount: 0.1 }), 0.1),
    entry(charge({ id: 2, businessDate: '2026-03-11', amount: 0.2 }), 0.3),
    entry(charge({ id: 3, kind: 'RESTAURANT', description: 'Lagoon Restaurant bill', amount: 1250.5 }), 1250.8),
  ],
});

function showAccount(answer: Answering<FoliosQuery, FoliosQueryVariables>, grants: Record<string, number> = {}) {
  return renderWithProviders(<StayAccount hotelId={1} reservationId={7} version={1} />, {
    session: { grants: { RESERVATION: PermissionStatus.READ, ...grants } },
    graphql: [answerQuery<FoliosQuery, FoliosQueryVariables>(FoliosDocument, answer)],
  });
}

describe("the stay's account", () => {
  it('shows each charge with the balance after it, and the total', async () => {
    await showAccount({ folios: [guest] });
    expect(await screen.findByTestId('account-total-LKR')).toHaveTextContent('LKR 1,250.80');
    expect(screen.getAllByText('Night in room 410')).toHaveLength(2);
    expect(screen.getByText('Restaurant · Lagoon Restaurant bill')).toBeInTheDocument();
    expect(screen.getByText('LKR 0.30')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open folio' })).not.toBeInTheDocument();
  });

  it('says when nothing is posted yet', async () => {
    await showAccount({ folios: [] });
    expect(await screen.findByText('No charges posted yet.')).toBeInTheDocument();
  });

  it('says when the account cannot be loaded, with Retry', async () => {
    await showAccount(refusal('FORBIDDEN', 'You do not have permission'));
    expect(await screen.findByText('The account could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('moves a chosen charge to the company folio; an invoiced charge cannot be chosen', async () => {
    const company = folio({ id: 11, number: 2, name: 'Acme Travels Ltd' });
    const invoiced = folio({
      ...guest,
      entries: [...guest.entries, entry(charge({ id: 4, description: 'Old night', invoiced: true }), 1250.9)],
    });
    let moved: MoveChargesMutationVariables | null = null;
    renderWithProviders(<StayAccount hotelId={1} reservationId={7} version={1} />, {
      session: { grants: { RESERVATION: PermissionStatus.READ, INVOICE: PermissionStatus.WRITE } },
      graphql: [
        answerQuery<FoliosQuery, FoliosQueryVariables>(FoliosDocument, () => ({ folios: [invoiced, company] })),
        answerMutation<MoveChargesMutation, MoveChargesMutationVariables>(MoveChargesDocument, (variables) => {
          moved = variables;
          return {
            moveCharges: { __typename: 'FoliosPayload', message: 'Charges moved', folios: [invoiced, company] },
          };
        }),
      ],
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Open folio' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    await user.click(screen.getByRole('checkbox', { name: 'Choose Lagoon Restaurant bill' }));
    await user.click(screen.getByRole('combobox', { name: 'Move to folio …' }));
    await user.click(await screen.findByRole('option', { name: '2 · Acme Travels Ltd' }));
    await user.click(screen.getByRole('button', { name: 'Move' }));
    await within(document.body).findByText('Charges moved');
    expect(moved).toEqual({ input: { hotelId: 1, fromFolioId: 10, targetFolioId: 11, chargeIds: [3] } });
  });
});
