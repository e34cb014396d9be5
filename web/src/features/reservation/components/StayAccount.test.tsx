// The stay's account on the reservation page: each charge with its running total, added exactly (no
// float drift), a total per currency, and the empty and error states.

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PermissionStatus } from '@hotel/domain';
import { StayChargesDocument, type StayChargesQuery, type StayChargesQueryVariables } from '../../../graphql/hooks.gen';
import { answerQuery, refusal, type Answering } from '../../../test-utils/graphql';
import { renderWithProviders } from '../../../test-utils/TestProviders';
import { StayAccount } from './StayAccount';

const charge = (over: Partial<StayChargesQuery['stayCharges'][number]>): StayChargesQuery['stayCharges'][number] => ({
  id: 1,
  reservedRoomId: 70,
  roomNo: '410',
  businessDate: '2026-03-10',
  kind: 'ROOM_NIGHT',
  description: 'Room 410 2026-03-10',
  amount: 0.1,
  currency: 'LKR',
  invoiced: false,
  ...over,
});

function showAccount(answer: Answering<StayChargesQuery, StayChargesQueryVariables>) {
  return renderWithProviders(<StayAccount hotelId={1} reservationId={7} version={1} />, {
    session: { grants: { RESERVATION: PermissionStatus.READ } },
    graphql: [answerQuery<StayChargesQuery, StayChargesQueryVariables>(StayChargesDocument, answer)],
  });
}

describe("the stay's account", () => {
  it('adds the charges exactly, with a running total', async () => {
    await showAccount({
      stayCharges: [
        charge({ id: 1, amount: 0.1 }),
        charge({ id: 2, businessDate: '2026-03-11', amount: 0.2 }),
        charge({ id: 3, kind: 'RESTAURANT', description: 'Lagoon Restaurant bill', amount: 1250.5 }),
      ],
    });
    expect(await screen.findByTestId('account-total-LKR')).toHaveTextContent('LKR 1,250.80');
    expect(screen.getAllByText('Night in room 410')).toHaveLength(2);
    expect(screen.getByText('Restaurant · Lagoon Restaurant bill')).toBeInTheDocument();
    expect(screen.getByText('LKR 0.30')).toBeInTheDocument();
  });

  it('says when nothing is posted yet', async () => {
    await showAccount({ stayCharges: [] });
    expect(await screen.findByText('No charges posted yet.')).toBeInTheDocument();
  });

  it('says when the account cannot be loaded, with Retry', async () => {
    await showAccount(refusal('FORBIDDEN', 'You do not have permission'));
    expect(await screen.findByText('The account could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
