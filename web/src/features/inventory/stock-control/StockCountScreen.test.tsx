// The stock count as the storekeeper meets it: an open count with its ledger figures, a counted
// line showing its variance, Post refused without a reason, and — when stock moved since the
// count started — the refusal naming the item instead of a posted variance. In German too.

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PermissionStatus } from '@hotel/domain';
import {
  PostStockCountDocument,
  StartStockCountDocument,
  StockCountDocument,
  StockCountsDocument,
  StockLocationsDocument,
  type PostStockCountMutation,
  type PostStockCountMutationVariables,
  type StartStockCountMutation,
  type StartStockCountMutationVariables,
  type StockCountFieldsFragment,
  type StockCountQuery,
  type StockCountQueryVariables,
  type StockCountsQuery,
  type StockCountsQueryVariables,
  type StockLocationsQuery,
  type StockLocationsQueryVariables,
} from '../../../graphql/hooks.gen';
import { StockCountStatus } from '../../../graphql/schema-enums.gen';
import type { Language } from '../../../i18n';
import { answerMutation, answerQuery, refusal } from '../../../test-utils/graphql';
import { renderWithProviders } from '../../../test-utils/TestProviders';
import { StockCountScreen } from './StockCountScreen';

const STORES = { id: 14, name: 'Main Stores', serviceType: 'INVENTORY' } as const;

const COUNT: StockCountFieldsFragment = {
  id: 5,
  locationId: 1,
  locationName: 'Main Store',
  status: StockCountStatus.OPEN,
  reason: '',
  createdAt: '2026-11-26T08:00:00.000Z',
  createdBy: 'Store Keeper',
  postedAt: null,
  lines: [
    { itemId: 1, itemName: 'Arrack', unitName: 'Bottle', expected: 19, current: 19, counted: null },
    { itemId: 2, itemName: 'Bath Towel', unitName: 'Piece', expected: 80, current: 80, counted: null },
  ],
};

function show(language: Language = 'en', posted: PostStockCountMutationVariables[] = []) {
  return renderWithProviders(<StockCountScreen />, {
    language,
    session: { service: STORES, grants: { STOCK: PermissionStatus.WRITE } },
    graphql: [
      answerQuery<StockLocationsQuery, StockLocationsQueryVariables>(StockLocationsDocument, {
        stockLocations: { total: 1, items: [{ id: 1, name: 'Main Store' }] },
      }),
      answerQuery<StockCountsQuery, StockCountsQueryVariables>(StockCountsDocument, {
        stockCounts: { total: 0, items: [] },
      }),
      answerMutation<StartStockCountMutation, StartStockCountMutationVariables>(StartStockCountDocument, {
        startStockCount: { message: 'Stock count started', stockCount: COUNT },
      }),
      answerQuery<StockCountQuery, StockCountQueryVariables>(StockCountDocument, { stockCount: COUNT }),
      answerMutation<PostStockCountMutation, PostStockCountMutationVariables>(PostStockCountDocument, (variables) => {
        posted.push(variables);
        return refusal('CONFLICT', 'Stock moved since the count started (Arrack); start a new count', {
          reason: 'STOCK_MOVED_SINCE_COUNT',
          params: { items: 'Arrack' },
        });
      }),
    ],
  });
}

describe('stock count', () => {
  it('shows the variance, needs a reason, and says when stock moved since the count started', async () => {
    const posted: PostStockCountMutationVariables[] = [];
    const { user } = await show('en', posted);
    expect(await screen.findByText('No stock count yet.')).toBeInTheDocument();
    await user.click(await screen.findByRole('combobox', { name: 'Location' }));
    await user.click(await screen.findByRole('option', { name: 'Main Store' }));
    await user.click(screen.getByRole('button', { name: 'Start count' }));
    const sheet = await screen.findByTestId('count-sheet');
    expect(within(sheet).getByRole('heading', { name: 'Count #5 · Main Store' })).toBeInTheDocument();
    await user.type(within(sheet).getByRole('textbox', { name: 'Counted Arrack' }), '17');
    expect(within(sheet).getByRole('cell', { name: '-2' })).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Post variance' }));
    expect(await within(sheet).findByText('Give the reason for the adjustment')).toBeInTheDocument();
    expect(posted).toEqual([]);
    await user.type(within(sheet).getByRole('textbox', { name: 'Reason' }), 'Monthly count');
    await user.click(within(sheet).getByRole('button', { name: 'Post variance' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      serviceId: 14,
      id: 5,
      reason: 'Monthly count',
      lines: [
        { itemId: 1, counted: 17 },
        { itemId: 2, counted: null },
      ],
    });
    const moved = await within(sheet).findByTestId('count-moved');
    expect(moved).toHaveTextContent('Stock moved since the count started (Arrack); start a new count');
    expect(within(moved).getByRole('button', { name: 'Start a new count' })).toBeInTheDocument();
  });

  it('speaks German', async () => {
    await show('de');
    expect(await screen.findByRole('heading', { name: 'Inventur' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zählung beginnen' })).toBeInTheDocument();
    expect(await screen.findByText('Noch keine Inventur.')).toBeInTheDocument();
  });
});
