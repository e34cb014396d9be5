// The Trolley Stock Request as the housekeeper meets it: Request stays disabled until items and a
// trolley are chosen; choosing a trolley starts from the items it carries (capped at what is
// available, an item out of stock left out); the request sent names the store, the trolley and the
// quantities; the requests below show their status; in German too.

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PermissionStatus } from '@hotel/domain';
import {
  HouseKeepingStockDocument,
  HouseKeepingTrolleyItemsDocument,
  HouseKeepingTrolleyRequestsDocument,
  HouseKeepingTrolleysDocument,
  RequestTrolleyItemsDocument,
  type HouseKeepingStockQuery,
  type HouseKeepingStockQueryVariables,
  type HouseKeepingTrolleyItemsQuery,
  type HouseKeepingTrolleyItemsQueryVariables,
  type HouseKeepingTrolleyRequestsQuery,
  type HouseKeepingTrolleyRequestsQueryVariables,
  type HouseKeepingTrolleysQuery,
  type HouseKeepingTrolleysQueryVariables,
  type RequestTrolleyItemsMutation,
  type RequestTrolleyItemsMutationVariables,
  type TrolleyRequestFieldsFragment,
} from '../../../graphql/hooks.gen';
import { TrolleyRequestStatus } from '../../../graphql/schema-enums.gen';
import type { Language } from '../../../i18n';
import { answerMutation, answerQuery } from '../../../test-utils/graphql';
import { renderWithProviders } from '../../../test-utils/TestProviders';
import { TrollyScreen } from './TrollyScreen';

const HOUSEKEEPING = { id: 13, name: 'Housekeeping', serviceType: 'HOUSEKEEPING' } as const;

const ISSUED: TrolleyRequestFieldsFragment = {
  id: 3,
  trolleyId: 1,
  trolleyNo: 'T-01',
  status: TrolleyRequestStatus.ISSUED,
  locationName: 'Main Store',
  refusalReason: '',
  requestDate: '2026-11-26T08:00:00.000Z',
  acceptDate: '2026-11-26T09:00:00.000Z',
  requestedBy: 'Housekeeper Demo',
  decidedBy: 'Storekeeper Demo',
  items: [{ itemId: 5, itemName: 'Bath Towel', quantity: 4 }],
};

function show(language: Language = 'en', sent: RequestTrolleyItemsMutationVariables[] = []) {
  return renderWithProviders(<TrollyScreen />, {
    language,
    session: { service: HOUSEKEEPING, grants: { HOUSEKEEPING: PermissionStatus.WRITE } },
    graphql: [
      answerQuery<HouseKeepingStockQuery, HouseKeepingStockQueryVariables>(HouseKeepingStockDocument, {
        houseKeepingStock: {
          storeId: 14,
          stores: [{ id: 14, name: 'Main Stores' }],
          items: [
            { itemId: 5, itemName: 'Bath Towel', unitName: 'Piece', quantity: 3 },
            { itemId: 6, itemName: 'Shampoo Sachet', unitName: null, quantity: 0 },
          ],
        },
      }),
      answerQuery<HouseKeepingTrolleysQuery, HouseKeepingTrolleysQueryVariables>(HouseKeepingTrolleysDocument, {
        houseKeepingTrolleys: [{ id: 1, trolleyNo: 'T-01' }],
      }),
      answerQuery<HouseKeepingTrolleyItemsQuery, HouseKeepingTrolleyItemsQueryVariables>(
        HouseKeepingTrolleyItemsDocument,
        {
          houseKeepingTrolleyItems: [
            { trolleyId: 1, itemId: 5, itemName: 'Bath Towel', unitName: 'Piece', storeId: 14, quantity: 6 },
            { trolleyId: 1, itemId: 6, itemName: 'Shampoo Sachet', unitName: null, storeId: 14, quantity: 10 },
          ],
        },
      ),
      answerQuery<HouseKeepingTrolleyRequestsQuery, HouseKeepingTrolleyRequestsQueryVariables>(
        HouseKeepingTrolleyRequestsDocument,
        { houseKeepingTrolleyRequests: { total: 1, items: [ISSUED] } },
      ),
      answerMutation<RequestTrolleyItemsMutation, RequestTrolleyItemsMutationVariables>(
        RequestTrolleyItemsDocument,
        (variables) => {
          sent.push(variables);
          return {
            requestTrolleyItems: {
              message: 'Trolley request sent',
              trolleyRequest: { ...ISSUED, id: 4, status: TrolleyRequestStatus.REQUEST, locationName: null },
            },
          };
        },
      ),
    ],
  });
}

describe('trolley stock request', () => {
  it('starts from what the trolley carries, capped at what is available, and sends it', async () => {
    const sent: RequestTrolleyItemsMutationVariables[] = [];
    const { user } = await show('en', sent);
    expect(await screen.findByRole('heading', { name: 'Trolley Stock Request' })).toBeInTheDocument();
    const request = screen.getByRole('button', { name: 'Request' });
    expect(request).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: /^Trolley Number/ }));
    await user.click(await screen.findByRole('option', { name: 'T-01' }));
    const towels = await screen.findByRole('textbox', { name: 'Quantity of Bath Towel (Piece)' });
    expect(towels).toHaveValue('3');
    expect(screen.queryByRole('textbox', { name: /Quantity of Shampoo Sachet/ })).not.toBeInTheDocument();
    expect(request).toBeEnabled();
    await user.click(request);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ serviceId: 13, storeId: 14, trolleyId: 1, items: [{ itemId: 5, quantity: 3 }] });
  });

  it('lists the requests with their status, in German', async () => {
    await show('de');
    expect(await screen.findByRole('heading', { name: 'Wagen-Bestandsanforderung' })).toBeInTheDocument();
    expect(await screen.findByText('Ausgegeben')).toBeInTheDocument();
    expect(screen.getByText('Ausgegeben aus Main Store')).toBeInTheDocument();
  });
});
