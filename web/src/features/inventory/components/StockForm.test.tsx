// The transfer form: the domain's rules on the client (a quantity, two different locations), and
// the server's refusal naming the item and what is available.

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PermissionStatus } from '@hotel/domain';
import {
  InventoryItemsDocument,
  StockLocationsDocument,
  TransferStockDocument,
  type InventoryItemsQuery,
  type InventoryItemsQueryVariables,
  type StockLocationsQuery,
  type StockLocationsQueryVariables,
  type TransferStockMutation,
  type TransferStockMutationVariables,
} from '../../../graphql/hooks.gen';
import { answerMutation, answerQuery, refusal } from '../../../test-utils/graphql';
import { renderWithProviders } from '../../../test-utils/TestProviders';
import { StockForm } from './StockForm';

const LOCATIONS: StockLocationsQuery = {
  stockLocations: {
    total: 2,
    items: [
      { id: 1, name: 'Main Store' },
      { id: 3, name: 'Bar' },
    ],
  },
};
const ITEMS: InventoryItemsQuery = {
  inventoryItems: {
    total: 1,
    items: [
      {
        id: 5,
        name: 'Arrack',
        categoryId: null,
        categoryPath: null,
        unitId: null,
        unitName: null,
        addOn: true,
        reorderLevels: [],
      },
    ],
  },
};

async function showForm() {
  const sent: TransferStockMutationVariables[] = [];
  const rendered = await renderWithProviders(
    <StockForm kind="transfer" serviceId={14} onSaved={() => undefined} onCancel={() => undefined} />,
    {
      session: {
        service: { id: 14, name: 'Main Stores', serviceType: 'INVENTORY' },
        grants: { STOCK_TRANSFER: PermissionStatus.WRITE },
      },
      graphql: [
        answerQuery<StockLocationsQuery, StockLocationsQueryVariables>(StockLocationsDocument, LOCATIONS),
        answerQuery<InventoryItemsQuery, InventoryItemsQueryVariables>(InventoryItemsDocument, ITEMS),
        answerMutation<TransferStockMutation, TransferStockMutationVariables>(TransferStockDocument, (variables) => {
          sent.push(variables);
          return refusal('CONFLICT', 'Not enough Arrack at Bar: 2 available', {
            reason: 'INSUFFICIENT_STOCK',
            params: { item: 'Arrack', location: 'Bar', available: 2 },
          });
        }),
      ],
    },
  );
  return { ...rendered, sent };
}

async function pick(user: Awaited<ReturnType<typeof showForm>>['user'], label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the transfer form', () => {
  it('names every missing field before sending anything', async () => {
    const { user, sent } = await showForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Quantity must be greater than 0')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('shows the refusal naming the item and what is available', async () => {
    const { user, sent } = await showForm();
    await pick(user, 'Item', 'Arrack');
    await pick(user, 'From location', 'Bar');
    await pick(user, 'To location', 'Main Store');
    await user.type(screen.getByRole('textbox', { name: /^Quantity/ }), '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not enough Arrack at Bar: 2 available')).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({ serviceId: 14, itemId: 5, fromLocationId: 3, toLocationId: 1, quantity: 5 }),
    ]);
    expect(within(document.body).queryByText('Stock transferred successfully')).toBeNull();
  });
});
