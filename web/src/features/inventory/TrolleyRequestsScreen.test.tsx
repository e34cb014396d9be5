// Trolley requests as the storekeeper meets them: the waiting request with its items, a refusal
// that needs a reason, the new-request form's 'Item is required' and 'Trolley Number is required',
// and the history in German.

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PermissionStatus } from '@hotel/domain';
import {
  InventoryItemsDocument,
  ProductItemsDocument,
  RefuseTrolleyRequestDocument,
  StockLocationsDocument,
  TrolleyRequestsDocument,
  TrolleysDocument,
  type InventoryItemsQuery,
  type InventoryItemsQueryVariables,
  type ProductItemsQuery,
  type ProductItemsQueryVariables,
  type RefuseTrolleyRequestMutation,
  type RefuseTrolleyRequestMutationVariables,
  type StockLocationsQuery,
  type StockLocationsQueryVariables,
  type TrolleyRequestFieldsFragment,
  type TrolleyRequestsQuery,
  type TrolleyRequestsQueryVariables,
  type TrolleysQuery,
  type TrolleysQueryVariables,
} from '../../graphql/hooks.gen';
import { TrolleyRequestStatus } from '../../graphql/schema-enums.gen';
import type { Language } from '../../i18n';
import { answerMutation, answerQuery } from '../../test-utils/graphql';
import { renderWithProviders } from '../../test-utils/TestProviders';
import { TrolleyRequestHistoryScreen, TrolleyRequestsScreen } from './TrolleyRequestsScreen';

const STORES = { id: 14, name: 'Main Stores', serviceType: 'INVENTORY' } as const;

const WAITING: TrolleyRequestFieldsFragment = {
  id: 3,
  trolleyId: 1,
  trolleyNo: 'T-01',
  status: TrolleyRequestStatus.REQUEST,
  locationName: null,
  refusalReason: '',
  requestDate: '2026-11-26T08:00:00.000Z',
  acceptDate: null,
  requestedBy: 'Housekeeper Demo',
  decidedBy: null,
  items: [{ itemId: 5, itemName: 'Shampoo Sachet', quantity: 3 }],
};

function show(
  screenOf: 'waiting' | 'history',
  language: Language = 'en',
  refused: RefuseTrolleyRequestMutationVariables[] = [],
) {
  const Screen = screenOf === 'waiting' ? TrolleyRequestsScreen : TrolleyRequestHistoryScreen;
  return renderWithProviders(<Screen />, {
    language,
    session: {
      service: STORES,
      grants: { TROLLEY_REQUEST: PermissionStatus.WRITE, TROLLEY_REQUEST_HISTORY: PermissionStatus.READ },
    },
    graphql: [
      answerQuery<TrolleyRequestsQuery, TrolleyRequestsQueryVariables>(TrolleyRequestsDocument, (v) => ({
        trolleyRequests: v.pending
          ? { total: 1, items: [WAITING] }
          : {
              total: 1,
              items: [{ ...WAITING, status: TrolleyRequestStatus.ISSUED, locationName: 'Main Store' }],
            },
      })),
      answerQuery<TrolleysQuery, TrolleysQueryVariables>(TrolleysDocument, {
        trolleys: [{ id: 1, trolleyNo: 'T-01' }],
      }),
      answerQuery<InventoryItemsQuery, InventoryItemsQueryVariables>(InventoryItemsDocument, {
        inventoryItems: { total: 0, items: [] },
      }),
      answerQuery<StockLocationsQuery, StockLocationsQueryVariables>(StockLocationsDocument, {
        stockLocations: { total: 1, items: [{ id: 1, name: 'Main Store' }] },
      }),
      answerQuery<ProductItemsQuery, ProductItemsQueryVariables>(ProductItemsDocument, {
        productItems: { total: 0, items: [] },
      }),
      answerMutation<RefuseTrolleyRequestMutation, RefuseTrolleyRequestMutationVariables>(
        RefuseTrolleyRequestDocument,
        (variables) => {
          refused.push(variables);
          return {
            refuseTrolleyRequest: {
              message: 'Trolley request refused',
              trolleyRequest: { ...WAITING, status: TrolleyRequestStatus.REFUSED, refusalReason: variables.reason },
            },
          };
        },
      ),
    ],
  });
}

describe('trolley requests', () => {
  it('lists the waiting request and refuses it only with a reason', async () => {
    const refused: RefuseTrolleyRequestMutationVariables[] = [];
    const { user } = await show('waiting', 'en', refused);
    expect(await screen.findByRole('cell', { name: 'Shampoo Sachet × 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refuse trolley T-01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse trolley T-01' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Give the reason for refusing')).toBeInTheDocument();
    expect(refused).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'No stock until Monday');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(refused).toHaveLength(1));
    expect(refused[0]).toMatchObject({ serviceId: 14, id: 3, reason: 'No stock until Monday' });
  });

  it("a new request says 'Item is required' and 'Trolley Number is required'", async () => {
    const { user } = await show('waiting');
    await screen.findByRole('cell', { name: 'Shampoo Sachet × 3' });
    await user.click(screen.getAllByRole('button', { name: 'Create' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New request' });
    await user.click(within(dialog).getByRole('button', { name: 'Request' }));
    expect(await within(dialog).findByText('Item is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Trolley Number is required')).toBeInTheDocument();
  });

  it('shows the history in German', async () => {
    await show('history', 'de');
    expect(await screen.findByRole('heading', { name: 'Verlauf der Wagenanforderungen' })).toBeInTheDocument();
    expect(await screen.findByText('Ausgegeben')).toBeInTheDocument();
  });
});
